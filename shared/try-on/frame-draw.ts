import { canvasLayout } from './canvas-layout';
import type { EngineState } from './engine-state';
import { faceBox } from './face-framing';

/**
 * Draws one frame: the frame last tracked (live) or the photo, with the landmarks for it, framed onto the face.
 * Every path draws through here: the live loop, the photo path, a new look or split, and capture.
 */
export function drawFrame(s: EngineState, now: number) {
  if (!s.renderer) return;
  // Live: the frame last tracked (until the first is, the camera as it is, with no make-up).
  const tracked = s.video ? s.tracked : null;
  const source = s.video ? (tracked?.frame ?? s.video) : s.photo;
  if (!source) return;
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
  if (!width || !height) return;
  // Software GL makes uploads dear: a frame already on the GPU is not sent again.
  const upload = source instanceof HTMLVideoElement || source !== s.uploaded;
  s.uploaded = source;
  if (upload && tracked) s.probe?.frame(tracked.frame);
  const mesh = s.video ? (tracked ? s.filter.predict(tracked.time) : null) : s.photoMesh;
  // Worked out again only when the frame size or the layout changes, not every frame.
  const l = s.layout;
  if (!l || l.width !== width || l.height !== height || l.mobile !== s.mobile) {
    s.layout = { width, height, mobile: s.mobile, value: canvasLayout(width, height, s.mobile) };
    s.framing.reset();
  }
  const base = s.layout!.value;
  // The canvas keeps the layout's size; only the part of the frame shown narrows onto a small face.
  const face = faceBox(mesh);
  const crop = s.video ? s.framing.follow(face, base.crop, { width, height }, now) : s.framing.snap(face, base.crop, { width, height });
  s.shown = { face, crop };
  s.renderer.draw({ source, width, height, layout: { ...base, crop }, mesh, layers: s.layers, split: s.split, timeMs: now, upload });
  if (s.video) s.probe?.drawn(now, mesh);
  s.counters.frames++;
  if (mesh && !s.firstFrameSeen && s.firstFrameCallback) {
    s.firstFrameSeen = true;
    s.firstFrameCallback();
  }
}
