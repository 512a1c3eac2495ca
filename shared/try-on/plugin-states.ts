import type { MessageKey } from '../i18n';

/** Why a try-on session ended or could not start: spec 1 §4's abort reasons, named exactly as it names them. */
export const AbortReason = {
  NotAborted: 'NotAborted',
  GeneralAbort: 'GeneralAbort',
  ManifestDownloadFailed: 'ManifestDownloadFailed',
  OutOfExecutableMemory: 'OutOfExecutableMemory',
  WebGLNotSupported: 'WebGLNotSupported',
  WasmNotSupported: 'WasmNotSupported',
} as const;
export type AbortReason = (typeof AbortReason)[keyof typeof AbortReason];

export const CameraResult = {
  None: 'None',
  Success: 'Success',
  FailureUnknown: 'FailureUnknown',
  FailureModuleNotStarted: 'FailureModuleNotStarted',
  FailureActivationFailed: 'FailureActivationFailed',
  FailureNoDefaultCamera: 'FailureNoDefaultCamera',
  FailureNoValidCaptureFormat: 'FailureNoValidCaptureFormat',
  FailureCaptureFailed: 'FailureCaptureFailed',
  FailurePermissionDenied: 'FailurePermissionDenied',
} as const;
export type CameraResult = (typeof CameraResult)[keyof typeof CameraResult];

/** iOS version from a user agent, or null off iOS (iPadOS 13+ reports as a Mac with touch). */
export function iosVersion(userAgent: string, maxTouchPoints = 0): [number, number] | null {
  const m = /(?:iPhone|iPad|iPod).*? OS (\d+)[_.](\d+)/.exec(userAgent);
  if (m) return [Number(m[1]), Number(m[2])];
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) {
    const v = /Version\/(\d+)\.(\d+)/.exec(userAgent);
    return v ? [Number(v[1]), Number(v[2])] : [13, 0];
  }
  return null;
}

/** Spec 1 §8: the message for each abort reason (null for NotAborted). */
export function abortMessage(reason: AbortReason, platform: { userAgent: string; maxTouchPoints?: number }): MessageKey | null {
  switch (reason) {
    case AbortReason.NotAborted:
      return null;
    case AbortReason.WebGLNotSupported:
      return 'tryOn.errors.webgl';
    case AbortReason.WasmNotSupported:
      return 'tryOn.errors.wasm';
    case AbortReason.ManifestDownloadFailed:
      return 'tryOn.errors.manifest';
    case AbortReason.OutOfExecutableMemory: {
      const ios = iosVersion(platform.userAgent, platform.maxTouchPoints);
      if (!ios) return 'tryOn.errors.memory';
      return ios[0] > 13 || (ios[0] === 13 && ios[1] >= 4) ? 'tryOn.errors.memoryIosReboot' : 'tryOn.errors.memoryIosUpdate';
    }
    case AbortReason.GeneralAbort:
      return 'tryOn.errors.plugin';
  }
}

/** Spec 1 §8: the message for each camera result (null for None and Success). */
export function cameraMessage(result: CameraResult): MessageKey | null {
  switch (result) {
    case CameraResult.None:
    case CameraResult.Success:
      return null;
    case CameraResult.FailureNoDefaultCamera:
      return 'tryOn.errors.noCamera';
    case CameraResult.FailurePermissionDenied:
      return 'tryOn.errors.permissionDenied';
    case CameraResult.FailureModuleNotStarted:
      return 'tryOn.errors.insecure';
    default:
      return 'tryOn.errors.camera';
  }
}

/** getUserMedia's DOMException names, as camera results. */
export function cameraResultFor(error: unknown, secure: boolean): CameraResult {
  if (!secure) return CameraResult.FailureModuleNotStarted;
  switch ((error as { name?: string })?.name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return CameraResult.FailurePermissionDenied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return CameraResult.FailureNoDefaultCamera;
    case 'OverconstrainedError':
      return CameraResult.FailureNoValidCaptureFormat;
    case 'NotReadableError':
    case 'TrackStartError':
      return CameraResult.FailureCaptureFailed;
    case 'AbortError':
      return CameraResult.FailureActivationFailed;
    default:
      return CameraResult.FailureUnknown;
  }
}
