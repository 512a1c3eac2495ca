/** A camera frame as the live view draws it and the tracker reads it: raw pixels where the browser can give them. */
export type CameraFrame = ImageData | ImageBitmap;

let pixelsUnavailable = false;
/** Pixel buffers of released frames, used again: a frame a grab, not 1.2 MB (at 640 × 480) for the collector each time. */
const spare: Array<Uint8ClampedArray<ArrayBuffer>> = [];
const SPARE_MAX = 3;

function pixelBuffer(size: number): Uint8ClampedArray<ArrayBuffer> {
  const i = spare.findIndex((b) => b.length === size);
  return i >= 0 ? spare.splice(i, 1)[0]! : new Uint8ClampedArray(size);
}

/**
 * The video's current frame. Where WebCodecs hands over a frame's pixels (VideoFrame.copyTo as RGBA), the frame is
 * those pixels: Chromium files every ImageBitmap made from a video in its compositor's image cache, which filled to
 * about 450 MB within a minute of live try-on and stayed after it closed. Elsewhere, an ImageBitmap.
 */
export async function grabFrame(video: HTMLVideoElement): Promise<CameraFrame> {
  if (!pixelsUnavailable && typeof VideoFrame === 'function') {
    let frame: VideoFrame | null = null;
    try {
      frame = new VideoFrame(video);
      const pixels = pixelBuffer(frame.allocationSize({ format: 'RGBA' }));
      await frame.copyTo(pixels, { format: 'RGBA' });
      return new ImageData(pixels, frame.displayWidth, frame.displayHeight);
    } catch {
      // A browser without RGBA conversion (or a frame it will not read) takes the ImageBitmap path from now on.
      pixelsUnavailable = true;
    } finally {
      frame?.close();
    }
  }
  return createImageBitmap(video);
}

/** Done with a frame: an ImageBitmap's memory is freed now; raw pixels go back for the next grab. Never use it after. */
export function releaseFrame(frame: CameraFrame | null | undefined): void {
  if (!frame) return;
  if ('close' in frame) frame.close();
  else if (spare.length < SPARE_MAX) spare.push(frame.data);
}
