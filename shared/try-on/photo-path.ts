import type { EngineState } from './engine-state';
import type { EngineCallbacks, TryOnEngineDeps } from './engine-types';
import { drawFrame } from './frame-draw';

/**
 * The photo path: the photo is tracked once and drawn, then drawn again only when what is shown changes (the look,
 * the split, the layout), since no loop runs to redraw it.
 */
export async function showPhoto(s: EngineState, photo: ImageBitmap, worker: TryOnEngineDeps['worker'], callbacks: EngineCallbacks) {
  const result = await worker.track(await createImageBitmap(photo));
  s.photoMesh = result.mesh;
  callbacks.onFace(!!result.mesh);
  drawFrame(s, performance.now());
  callbacks.onFirstFrame();
}

/**
 * A change to what is shown (the look, the split, the layout): a photo is redrawn now; a live session's display
 * draws it at its next animation frame, not waiting for a new camera frame, which a still camera may not send.
 */
export function redraw(s: EngineState) {
  if (s.photo) drawFrame(s, performance.now());
  else s.requestDraw?.();
}
