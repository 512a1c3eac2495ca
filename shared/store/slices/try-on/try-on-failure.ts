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
  const message =
    photo ??
    (error instanceof TryOnStartupError ? 'tryOn.errors.startup' : null) ??
    (policyBlocksWasm(error) ? 'tryOn.errors.wasmBlocked' : null) ??
    (error instanceof CameraError
      ? cameraMessage(camera)
      : abortMessage(abort, { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints })) ??
    'tryOn.errors.startup';
  return {
    message,
    abort,
    camera,
    // The plugin error (a tracker that failed or could not keep up) leaves a photo as the way on.
    offerPhoto:
      !!photo || (error instanceof CameraError && camera !== CameraResult.FailureModuleNotStarted) || abort === AbortReason.GeneralAbort,
    offerSecure: camera === CameraResult.FailureModuleNotStarted && new URL(pageUrl).protocol === 'http:',
    // The same file fails the same way: choose another photo.
    offerRetry: !photo && retryable(error),
  };
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
