import { MOBILE_MEDIA } from '../react/breakpoints';

/** Spec 1 §9: the try-on canvas is 1.15 wide per unit of height on desktop (at most 920 × 800), 0.9 on a phone. */
export const CANVAS_ASPECT_DESKTOP = 1.15;
export const CANVAS_ASPECT_MOBILE = 0.9;
export const CANVAS_MAX_WIDTH = 920;
export const CANVAS_MAX_HEIGHT = 800;

export interface CanvasLayout {
  /** The part of the source frame shown, in source pixels (centred, "cover"). */
  crop: { x: number; y: number; width: number; height: number };
  /** The canvas's backing size. */
  width: number;
  height: number;
}

export function canvasAspect(mobile: boolean): number {
  return mobile ? CANVAS_ASPECT_MOBILE : CANVAS_ASPECT_DESKTOP;
}

/** Crops the source to the canvas aspect, then scales it down to fit 920 × 800 (never up: no blur). */
export function canvasLayout(sourceWidth: number, sourceHeight: number, mobile: boolean): CanvasLayout {
  const aspect = canvasAspect(mobile);
  let cw = sourceWidth;
  let ch = Math.round(sourceWidth / aspect);
  if (ch > sourceHeight) {
    ch = sourceHeight;
    cw = Math.round(sourceHeight * aspect);
  }
  const crop = { x: Math.round((sourceWidth - cw) / 2), y: Math.round((sourceHeight - ch) / 2), width: cw, height: ch };
  const scale = Math.min(1, CANVAS_MAX_WIDTH / cw, CANVAS_MAX_HEIGHT / ch);
  return { crop, width: Math.max(1, Math.round(cw * scale)), height: Math.max(1, Math.round(ch * scale)) };
}

/** Up to the spec's mobile width the phone layout applies. */
export const MOBILE_LAYOUT_QUERY = MOBILE_MEDIA;
/** A phone turned sideways: try-on advises portrait first (spec 1 §4). */
export const PHONE_LANDSCAPE_QUERY = '(orientation: landscape) and (pointer: coarse) and (max-height: 500px)';
