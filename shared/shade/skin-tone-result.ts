import type { Variant } from '../catalog/product-types';

/** Spec 1 §5, §9: eyes under 0.09 of the photo's width apart are too far from the camera; non-darkness under 0.33 is too dark. */
export const TOO_FAR_EYE_SEPARATION = 0.09;
export const DARKNESS_THRESHOLD = 0.33;

/** Spec 1 §3: the skin-tone service's answer. */
export interface SkinToneResponse {
  num_faces: number;
  skin_tone: number | null;
  metrics: { scale_as_eye_separation: number | null };
  lighting: { non_darkness: number };
  debug?: unknown;
}

/** The texts of spec 1 §5 and §7, as message keys. */
export type ShadeMessageKey =
  | 'shade.warnings.noFace'
  | 'shade.warnings.tooFar'
  | 'shade.warnings.tooDark'
  | 'shade.warnings.lightingTitle'
  | 'shade.warnings.lightingAdvice'
  | 'shade.warnings.analysisFailed'
  | 'shade.errors.network'
  | 'shade.errors.noMatch'
  | 'shade.errors.prepare'
  | 'shade.errors.unexpected'
  | 'shade.errors.notAPhoto'
  | 'shade.errors.unreadablePhoto'
  | 'shade.errors.photoTooLarge'
  | 'shade.errors.photoTooManyPixels';

export interface SkinToneWarning {
  title: ShadeMessageKey | null;
  /** The problems, in order; shown one after another (each text ends with a space). */
  description: ShadeMessageKey[];
  /** Only poor light: the shopper may use the result anyway. */
  allowIgnore: boolean;
}

/** What the caller receives (spec 1 §3). */
export interface SkinToneResult {
  skinTone: number | null;
  warning: SkinToneWarning | null;
  eventId: string;
}

/** Checks the response's shape: anything else is a malformed answer. */
export function isSkinToneResponse(value: unknown): value is SkinToneResponse {
  const v = value as SkinToneResponse;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.num_faces === 'number' &&
    (v.skin_tone === null || typeof v.skin_tone === 'number') &&
    !!v.metrics &&
    (v.metrics.scale_as_eye_separation === null || typeof v.metrics.scale_as_eye_separation === 'number') &&
    !!v.lighting &&
    typeof v.lighting.non_darkness === 'number'
  );
}

/**
 * Spec 1 §5: no face; eyes under 0.09 of the width apart (too far); non-darkness
 * under 0.33 (too dark). Poor light alone is the ignorable lighting advice.
 */
export function warningFor(response: SkinToneResponse): SkinToneWarning | null {
  if (response.num_faces < 1 || response.skin_tone === null)
    return { title: null, description: ['shade.warnings.noFace'], allowIgnore: false };
  const problems: ShadeMessageKey[] = [];
  const separation = response.metrics.scale_as_eye_separation;
  if (separation !== null && separation < TOO_FAR_EYE_SEPARATION) problems.push('shade.warnings.tooFar');
  const dark = response.lighting.non_darkness < DARKNESS_THRESHOLD;
  if (dark && problems.length === 0)
    return { title: 'shade.warnings.lightingTitle', description: ['shade.warnings.lightingAdvice'], allowIgnore: true };
  if (dark) problems.push('shade.warnings.tooDark');
  return problems.length ? { title: null, description: problems, allowIgnore: false } : null;
}

/** A failure of ours (not the photo's): the text to show instead of a result. */
export function failedResult(key: ShadeMessageKey, eventId: string): SkinToneResult {
  return { skinTone: null, warning: { title: null, description: [key], allowIgnore: false }, eventId };
}

/** The result the caller receives: no tone when the warning cannot be ignored. */
export function resultFor(response: SkinToneResponse, eventId: string): SkinToneResult {
  const warning = warningFor(response);
  return { skinTone: warning && !warning.allowIgnore ? null : response.skin_tone, warning, eventId };
}

/** Spec 1 §9: the variant whose skintone is nearest to the rounded result (the lighter one on a tie). */
export function nearestShade<V extends Pick<Variant, 'skintone'>>(variants: readonly V[], skinTone: number): V | null {
  const target = Math.round(skinTone);
  let best: V | null = null;
  for (const v of variants) {
    if (v.skintone === null) continue;
    if (
      !best ||
      Math.abs(v.skintone - target) < Math.abs(best.skintone! - target) ||
      (Math.abs(v.skintone - target) === Math.abs(best.skintone! - target) && v.skintone > best.skintone!)
    )
      best = v;
  }
  return best;
}

/** The shades either side of the suggested one on the skintone scale, lightest first; never the suggested one itself. */
export function shadeNeighbours<V extends Pick<Variant, 'skintone' | 'id'>>(variants: readonly V[], suggested: V, each = 2): V[] {
  const ordered = variants.filter((v) => v.skintone !== null).sort((a, b) => b.skintone! - a.skintone!);
  const i = ordered.findIndex((v) => v.id === suggested.id);
  return i < 0 ? [] : [...ordered.slice(Math.max(0, i - each), i), ...ordered.slice(i + 1, i + each + 1)];
}
