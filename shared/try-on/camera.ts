import { CameraResult, cameraResultFor } from './plugin-states';

/** Spec 1 §9: show 'Please let us use your camera!' once the browser has been asking this long. */
export const CAMERA_ASKING_DELAY_MS = 300;

export class CameraError extends Error {
  override name = 'CameraError';
  constructor(readonly result: CameraResult, cause?: unknown) {
    super(result, { cause });
  }
}

export interface CameraDeps {
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined;
  secure: boolean;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

/** Opens the front camera; calls onAsking(true) if the permission prompt is still up after 300 ms. */
export async function openCamera(onAsking: (asking: boolean) => void, deps: CameraDeps = browserCameraDeps()): Promise<MediaStream> {
  if (!deps.secure || !deps.mediaDevices?.getUserMedia) throw new CameraError(CameraResult.FailureModuleNotStarted);
  const timer = deps.setTimeout(() => onAsking(true), CAMERA_ASKING_DELAY_MS);
  try {
    return await deps.mediaDevices.getUserMedia({ audio: false, video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } } });
  } catch (error) {
    throw new CameraError(cameraResultFor(error, deps.secure), error);
  } finally {
    deps.clearTimeout(timer);
    onAsking(false);
  }
}

function browserCameraDeps(): CameraDeps {
  return {
    mediaDevices: typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
    secure: typeof window === 'undefined' ? false : window.isSecureContext,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (id) => window.clearTimeout(id as number),
  };
}
