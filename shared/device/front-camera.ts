import { captureVideoFrame, openCamera } from '../try-on/camera';

/** The front camera, for the shade finder (the try-on engine opens its own). */
export interface Camera {
  /** Calls onAsking(true) while the browser's permission prompt stays up. */
  open(onAsking: (asking: boolean) => void): Promise<MediaStream>;
  /** The video's current frame as a JPEG, cropped from the middle to `aspect` (width / height). */
  captureFrame(video: HTMLVideoElement, aspect?: number): Promise<Blob | null>;
}

export const frontCamera: Camera = {
  open: (onAsking) => openCamera(onAsking),
  captureFrame: (video, aspect) => captureVideoFrame(video, aspect),
};
