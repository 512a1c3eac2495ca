import type { EngineState } from './engine-state';
import { drawFrame } from './frame-draw';
import { redraw } from './photo-path';

/** The session's pictures as JPEGs: the made-up frame (Take photo) and the frame without make-up (skin-tone analysis). */

/** The frame without make-up (for the skin-tone analysis), as a JPEG. */
export function captureOriginal(s: EngineState, canvas: HTMLCanvasElement): Promise<Blob | null> {
  const split = s.split;
  s.split = 0;
  drawFrame(s, performance.now());
  const blob = new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  s.split = split;
  redraw(s);
  return blob;
}

/** The made-up frame as a JPEG. */
export function capture(s: EngineState, canvas: HTMLCanvasElement): Promise<Blob | null> {
  // WebGL clears after compositing: draw and read in the same task.
  drawFrame(s, performance.now());
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
}
