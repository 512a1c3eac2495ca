import { CameraResult, cameraResultFor } from './plugin-states';

/** Spec 1 §9: show 'Please let us use your camera!' once the browser has been asking this long. */
export const CAMERA_ASKING_DELAY_MS = 300;

export class CameraError extends Error {
  override name = 'CameraError';
  constructor(
    readonly result: CameraResult,
    cause?: unknown,
  ) {
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
    return await deps.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
    });
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

/**
 * The video's current frame as a JPEG (the shade finder's photo from the
 * camera), cropped from the middle to `aspect` (width / height): the part the
 * preview shows is the part analysed.
 */
export async function captureVideoFrame(video: HTMLVideoElement, aspect?: number, quality = 0.92): Promise<Blob | null> {
  // A tap right after the camera opens can come before its first frame: wait for it, a little.
  if (video.readyState < 2) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        video.removeEventListener('loadeddata', done);
        resolve();
      };
      const timer = setTimeout(done, 3_000);
      video.addEventListener('loadeddata', done);
    });
  }
  const { videoWidth: vw, videoHeight: vh } = video;
  if (!vw || !vh) return null;
  const width = aspect ? Math.min(vw, Math.round(vh * aspect)) : vw;
  const height = aspect ? Math.min(vh, Math.round(width / aspect)) : vh;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, (vw - width) / 2, (vh - height) / 2, width, height, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}
