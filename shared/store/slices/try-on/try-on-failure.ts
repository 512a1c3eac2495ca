import { CameraError } from '../../../try-on/camera';
import { abortMessage, AbortReason, CameraResult, cameraMessage } from '../../../try-on/plugin-states';
import { imageErrorKey } from '../../../try-on/photo-errors';
import { isWasmRefusal } from '../../../try-on/support';
import { SlowTrackerError } from '../../../try-on/tracker-watchdog';
import { TryOnAbort, TryOnStartupError } from '../../../try-on/try-on-abort';
import type { TryOnState } from './try-on-state';

/** What the error screen shows for a failed session: the spec's abort reason and camera result, and the ways on. */
export function tryOnFailure(error: unknown, pageUrl: string): NonNullable<TryOnState['error']> {
  const abort =
    error instanceof TryOnAbort ? error.reason : error instanceof CameraError ? AbortReason.NotAborted : AbortReason.GeneralAbort;
  const camera = error instanceof CameraError ? error.result : CameraResult.None;
  const photo = imageErrorKey(error);
  // Spec 1 §8: the camera module not started on http (no secure context, so no navigator.mediaDevices) offers the
  // same page on https. Not started on a secure page, the browser has no camera API at all: as no camera.
  const notStarted = camera === CameraResult.FailureModuleNotStarted;
  const secureUrl = notStarted ? securePageUrl(pageUrl) : null;
  const message =
    photo ??
    (error instanceof TryOnStartupError ? 'tryOn.errors.startup' : null) ??
    (policyBlocksWasm(error) ? 'tryOn.errors.wasmBlocked' : null) ??
    (error instanceof CameraError
      ? notStarted && !secureUrl
        ? 'tryOn.errors.noCamera'
        : cameraMessage(camera)
      : abortMessage(abort, { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints })) ??
    'tryOn.errors.startup';
  return {
    message,
    abort,
    camera,
    // The plugin error (a tracker that failed or could not keep up) leaves a photo as the way on.
    offerPhoto: !!photo || (error instanceof CameraError && !secureUrl) || abort === AbortReason.GeneralAbort,
    secureUrl,
    // The same file fails the same way: choose another photo.
    offerRetry: !photo && retryable(error),
  };
}

/** The page's address on https, path, query and fragment kept; null when the page is not on http. */
export function securePageUrl(pageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:') return null;
  url.protocol = 'https:';
  return url.href;
}

/**
 * The browser runs WebAssembly but the store's Content-Security-Policy refuses it (no 'wasm-unsafe-eval'): the
 * shopper's browser is not at fault, and only the store can change it, so the message says so.
 */
export function policyBlocksWasm(error: unknown): boolean {
  return error instanceof TryOnAbort && error.reason === AbortReason.WasmNotSupported && isWasmRefusal(error.cause);
}

/**
 * Errors a second attempt can get past: the manifest or a model that did not download, a startup failure, a camera
 * that would not start or another app holds. Not a browser without WebGL or WebAssembly, memory, a refused or missing
 * camera, nor a tracker too slow to use: those fail the same way again.
 */
function retryable(error: unknown): boolean {
  if (error instanceof CameraError) {
    return (
      [CameraResult.FailureCaptureFailed, CameraResult.FailureActivationFailed, CameraResult.FailureUnknown] as CameraResult[]
    ).includes(error.result);
  }
  if (error instanceof TryOnAbort) {
    if (error.reason === AbortReason.ManifestDownloadFailed) return true;
    return error.reason === AbortReason.GeneralAbort && !(error.cause instanceof SlowTrackerError);
  }
  return true;
}
