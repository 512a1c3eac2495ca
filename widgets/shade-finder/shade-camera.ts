import type { Camera } from '../../shared/device/front-camera';
import { SHADE_CAMERA_ASPECT } from '../../shared/store/slices/shade-slice';

/**
 * The shade finder's camera preview: it opens the front camera, shows it in the step's <video> and takes the frame
 * the shopper sees. The stream is DOM work, so it lives here, beside the element, and the slice keeps only the step
 * and its messages. The camera's code downloads with the first press of "Turn on camera", not with the page.
 */
export interface ShadeCamera {
  /** Opens the front camera and holds its stream; throws the camera's CameraError. */
  open(): Promise<void>;
  /** Shows the open stream in `video`, muted and inline, as a selfie preview plays. */
  show(video: HTMLVideoElement): Promise<void>;
  /** The frame `video` shows, as a portrait JPEG; null when the camera gave none. */
  capture(video: HTMLVideoElement): Promise<Blob | null>;
  /** Ends the stream (the browser's camera light goes off); nothing when none is open. */
  stop(): void;
}

const loadFrontCamera = () => import('../../shared/device/front-camera').then((m) => m.frontCamera);

export function createShadeCamera(load: () => Promise<Camera> = loadFrontCamera): ShadeCamera {
  let stream: MediaStream | null = null;
  const stop = () => {
    stream?.getTracks().forEach((t) => t.stop());
    stream = null;
  };
  return {
    async open() {
      const camera = await load();
      stop();
      stream = await camera.open(() => {});
    },
    async show(video) {
      video.srcObject = stream;
      video.muted = true;
      video.playsInline = true;
      await video.play().catch(() => {});
    },
    async capture(video) {
      return (await load()).captureFrame(video, SHADE_CAMERA_ASPECT);
    },
    stop,
  };
}
