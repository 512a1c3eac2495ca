import { canvasCodec } from './canvas-codec';
import type { TrackerInfo, TrackerStart, TrackResult } from './face-tracker';
import {
  compressToByteCap,
  downscaleImage,
  prepareSkinToneRequest,
  type Downscaled,
  type SkinToneRequestFields,
  type SkinToneRequestInput,
} from './image-ops';

/** What the worker offers; the same object runs on the main thread as the fallback. */
export interface WorkerApi {
  /**
   * Downloads and runs the tracker's code (Human and tfjs), loading no model: a session asks for it as it starts,
   * so the code comes alongside the model files rather than after them. startTracker needs nothing else.
   */
  prepareTracker(): Promise<void>;
  startTracker(options: TrackerStart): Promise<TrackerInfo>;
  /** Takes ownership of the frame (transfer it). */
  track(frame: ImageBitmap): Promise<TrackResult>;
  ping(): Promise<'pong'>;
  downscaleImage(input: Blob, options?: { maxSide?: number; quality?: number }): Promise<Downscaled>;
  compressToByteCap(input: Blob, maxBytes: number, options?: { maxSide?: number }): Promise<Blob | null>;
  prepareSkinToneRequest(input: SkinToneRequestInput): Promise<SkinToneRequestFields>;
}

export const workerApi: WorkerApi = {
  // The tracker is big (Human and tfjs); it loads only when a try-on session starts.
  prepareTracker: () => import('./face-tracker').then((m) => m.prepareTracker()),
  startTracker: (options) => import('./face-tracker').then((m) => m.startTracker(options)),
  track: (frame) => import('./face-tracker').then((m) => m.track(frame)),
  ping: async () => 'pong',
  downscaleImage: (input, options) => downscaleImage(input, canvasCodec, options),
  compressToByteCap: (input, maxBytes, options) => compressToByteCap(input, canvasCodec, maxBytes, options),
  prepareSkinToneRequest: (input) => prepareSkinToneRequest(input, canvasCodec),
};
