import {
  canvasCodec,
} from './canvas-codec';
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
  ping(): Promise<'pong'>;
  downscaleImage(input: Blob, options?: { maxSide?: number; quality?: number }): Promise<Downscaled>;
  compressToByteCap(input: Blob, maxBytes: number, options?: { maxSide?: number }): Promise<Blob | null>;
  prepareSkinToneRequest(input: SkinToneRequestInput): Promise<SkinToneRequestFields>;
}

export const workerApi: WorkerApi = {
  ping: async () => 'pong',
  downscaleImage: (input, options) => downscaleImage(input, canvasCodec, options),
  compressToByteCap: (input, maxBytes, options) => compressToByteCap(input, canvasCodec, maxBytes, options),
  prepareSkinToneRequest: (input) => prepareSkinToneRequest(input, canvasCodec),
};
