import type { CanvasLayout } from './canvas-layout';

/**
 * Face framing: a face filling less than about a third of the
 * view's height is zoomed onto and followed. The crop moves on a critically
 * damped spring (no overshoot, no jumps) towards a target that only moves
 * once the face has left a dead zone, so tracker jitter leaves the view still.
 */
export type Crop = CanvasLayout['crop'];

export interface FaceBox {
  /** Centre and height of the face mesh's bounding box, in frame pixels. */
  cx: number;
  cy: number;
  height: number;
}

export interface Framing {
  cx: number;
  cy: number;
  /** 1 is the whole of the canvas layout's crop; 2 shows half its width and height. */
  zoom: number;
}

/** At or above this share of the view's height a face is left as it is. */
export const FACE_SHARE_FULL = 0.36;
/** At or below this share the face is brought up to FACE_SHARE_TARGET; in between the zoom eases to 1. */
export const FACE_SHARE_SMALL = 0.3;
export const FACE_SHARE_TARGET = 0.45;
/** The crop never gets smaller than 45% of the layout's crop: beyond that the upscaled frame looks soft. */
export const MAX_ZOOM = 1 / 0.45;
/** From zoom 1 to 1 + this, the view's centre moves from the layout's centre onto the face's. */
const CENTRE_PULL_ZOOM = 0.25;
/** The target moves only when the face leaves this share of the view (centre) or the zoom changes by this ratio. */
const DEAD_ZONE_CENTRE = 0.06;
const DEAD_ZONE_ZOOM = 0.08;
/** Seconds the spring takes to settle most of the way. */
const SMOOTH_CENTRE_S = 0.35;
const SMOOTH_ZOOM_S = 0.5;
/** A face lost for this long lets the view go back to the whole frame. */
const LOST_HOLD_MS = 1_000;

/** The bounding box of a 468/478-point mesh (x, y, z triples), or null when there is none. */
export function faceBox(mesh: Float32Array | null): FaceBox | null {
  if (!mesh || mesh.length < 3) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < mesh.length; i += 3) {
    const x = mesh[i]!;
    const y = mesh[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (!(maxY > minY)) return null;
  return { cx: (minX + maxX) / 2, cy: (minY + maxY) / 2, height: maxY - minY };
}

/** The zoom a face of this share of the view's height gets: 1 for a big face, up to MAX_ZOOM for a small one. */
export function zoomFor(faceShare: number): number {
  if (!(faceShare > 0) || faceShare >= FACE_SHARE_FULL) return 1;
  // The share the face is shown at blends from the target (small faces) to its own (big ones), so the zoom is continuous.
  const t = Math.max(0, Math.min(1, (faceShare - FACE_SHARE_SMALL) / (FACE_SHARE_FULL - FACE_SHARE_SMALL)));
  const shown = FACE_SHARE_TARGET + (FACE_SHARE_FULL - FACE_SHARE_TARGET) * t;
  return Math.max(1, Math.min(MAX_ZOOM, shown / faceShare));
}

/** Where the view should be for this face: centred on it, zoomed by its size; the layout's own crop without a face. */
export function framingTarget(face: FaceBox | null, base: Crop): Framing {
  const cx = base.x + base.width / 2;
  const cy = base.y + base.height / 2;
  if (!face) return { cx, cy, zoom: 1 };
  const zoom = zoomFor(face.height / base.height);
  // A face big enough to need no zoom keeps the layout's own crop; the pull towards the face grows with the zoom, so it never jumps.
  const pull = Math.min(1, (zoom - 1) / CENTRE_PULL_ZOOM);
  return { cx: cx + (face.cx - cx) * pull, cy: cy + (face.cy - cy) * pull, zoom };
}

/** The crop for a framing: the layout's crop scaled down by the zoom, centred on the framing, kept inside the frame. */
export function cropFor(f: Framing, base: Crop, frame: { width: number; height: number }): Crop {
  const zoom = Math.max(1, Math.min(MAX_ZOOM, f.zoom));
  const width = Math.min(frame.width, base.width / zoom);
  const height = Math.min(frame.height, base.height / zoom);
  // Unrounded: the renderer takes fractions, and rounding would make the crop step a pixel at a time.
  const x = Math.max(0, Math.min(frame.width - width, f.cx - width / 2));
  const y = Math.max(0, Math.min(frame.height - height, f.cy - height / 2));
  return { x, y, width, height };
}

/** One step of a critically damped spring (Game Programming Gems 4, 1.10): stable for any dt, never overshoots from rest. */
function smoothDamp(current: number, target: number, velocity: number, smoothTime: number, dt: number): [number, number] {
  const omega = 2 / smoothTime;
  const x = omega * dt;
  const decay = 1 / (1 + x + 0.48 * x * x + 0.235 * x * x * x);
  const change = current - target;
  const temp = (velocity + omega * change) * dt;
  return [target + (change + temp) * decay, (velocity - omega * temp) * decay];
}

export interface FaceFraming {
  /** The crop for this frame of a live view: eases towards the face. */
  follow(face: FaceBox | null, base: Crop, frame: { width: number; height: number }, nowMs: number): Crop;
  /** The crop for a still photo: straight to the face. */
  snap(face: FaceBox | null, base: Crop, frame: { width: number; height: number }): Crop;
  /** The crop is still on its way (another draw would move it). */
  readonly moving: boolean;
  reset(): void;
}

export function createFaceFraming(): FaceFraming {
  let view: Framing | null = null;
  let velocity = { cx: 0, cy: 0, zoom: 0 };
  let anchor: Framing | null = null;
  let last = 0;
  let lastFaceAt = -Infinity;
  let moving = false;

  /** The dead zone: a new target replaces the anchor only when it is clearly elsewhere. */
  const settle = (target: Framing, base: Crop): Framing => {
    if (!anchor) return (anchor = target);
    const w = base.width / anchor.zoom;
    const h = base.height / anchor.zoom;
    const away =
      Math.abs(target.cx - anchor.cx) > DEAD_ZONE_CENTRE * w ||
      Math.abs(target.cy - anchor.cy) > DEAD_ZONE_CENTRE * h ||
      Math.abs(Math.log(target.zoom / anchor.zoom)) > Math.log(1 + DEAD_ZONE_ZOOM);
    return away ? (anchor = target) : anchor;
  };

  return {
    get moving() {
      return moving;
    },
    follow(face, base, frame, nowMs) {
      if (face) lastFaceAt = nowMs;
      // A face lost for a moment (a blink of the tracker) keeps the framing; gone for longer, the view widens again.
      const target = face ? framingTarget(face, base) : nowMs - lastFaceAt > LOST_HOLD_MS ? framingTarget(null, base) : anchor;
      if (!view) {
        // The first face is eased onto from the whole frame, not jumped to.
        view = framingTarget(null, base);
        last = nowMs;
      }
      const goal = target ? settle(target, base) : view;
      const dt = Math.max(0, Math.min(0.25, (nowMs - last) / 1000));
      last = nowMs;
      let cx: number, cy: number, zoom: number;
      [cx, velocity.cx] = smoothDamp(view.cx, goal.cx, velocity.cx, SMOOTH_CENTRE_S, dt);
      [cy, velocity.cy] = smoothDamp(view.cy, goal.cy, velocity.cy, SMOOTH_CENTRE_S, dt);
      [zoom, velocity.zoom] = smoothDamp(view.zoom, goal.zoom, velocity.zoom, SMOOTH_ZOOM_S, dt);
      view = { cx, cy, zoom };
      // Settled to well under a pixel: no need to draw again for the framing's sake.
      moving = Math.abs(cx - goal.cx) + Math.abs(cy - goal.cy) > 0.25 || Math.abs(zoom - goal.zoom) > 0.0005;
      return cropFor(view, base, frame);
    },
    snap(face, base, frame) {
      view = anchor = framingTarget(face, base);
      velocity = { cx: 0, cy: 0, zoom: 0 };
      moving = false;
      return cropFor(view, base, frame);
    },
    reset() {
      view = anchor = null;
      velocity = { cx: 0, cy: 0, zoom: 0 };
      lastFaceAt = -Infinity;
      moving = false;
    },
  };
}

/** Where x (frame pixels) falls across the crop, 0 at its left edge and 1 at its right. */
export function shareAcross(x: number, crop: Crop): number {
  return Math.max(0, Math.min(1, (x - crop.x) / crop.width));
}
