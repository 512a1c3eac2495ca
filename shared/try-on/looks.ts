import type { VtoConfig, VtoLookKey } from '../catalog/product-types';

/** Spec 1 §4: coverage lighter 0, default 1, darker 2; lighting night 0, day 1; duet looks. */
export type Coverage = 0 | 1 | 2;
export type Lighting = 0 | 1;
export type LookType = 'duet' | 'satin' | 'shimmer';
export interface LookSelection {
  coverage: Coverage;
  lighting: Lighting;
  look: LookType;
}
export const DEFAULT_SELECTION: LookSelection = { coverage: 1, lighting: 1, look: 'duet' };

export type Region = 'lips' | 'eyeshadow-lid' | 'eyeshadow-crease' | 'brows' | 'face';
export type Finish = 'matte' | 'satin' | 'shimmer' | 'gloss';

export interface Layer {
  region: Region;
  color: [number, number, number];
  /** 0–1: how far the pixels move toward the make-up. */
  opacity: number;
  finish: Finish;
  /** Foundation only: 1 for night (warm, glowing), 0 for day. */
  night: number;
}

const COVERAGE_KEYS: Record<Coverage, VtoLookKey> = { 0: 'lighter', 1: 'default', 2: 'darker' };

export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const n = parseInt(full, 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

export function hasCoverage(config: VtoConfig | null): boolean {
  return !!config?.variants.lighter && !!config.variants.darker;
}

/**
 * Spec 1 §4: the day/night looks, night at position 0 under key `lighter` and day at position 1 under key
 * `default` (a config with no `darker`, so not a coverage one). `night`/`day` keys are kept as an alias.
 */
export function lightingLooks(
  config: VtoConfig | null,
): { night: Array<Record<string, unknown>>; day: Array<Record<string, unknown>> } | null {
  const v = config?.variants;
  if (!v) return null;
  if (v.lighter && v.default && !v.darker) return { night: v.lighter, day: v.default };
  if (v.night && v.day) return { night: v.night, day: v.day };
  return null;
}
export function hasLighting(config: VtoConfig | null): boolean {
  return lightingLooks(config) !== null;
}
export function hasLooks(config: VtoConfig | null): boolean {
  return !!config?.variants.duet;
}

/** The config entries for a selection: look type, then lighting, then coverage, then default, then the products list. */
export function entriesFor(config: VtoConfig, sel: LookSelection): Array<Record<string, unknown>> {
  const v = config.variants;
  if (hasLooks(config)) return v[sel.look] ?? v.duet ?? config.products;
  const lighting = lightingLooks(config);
  if (lighting) return sel.lighting === 0 ? lighting.night : lighting.day;
  return v[COVERAGE_KEYS[sel.coverage]] ?? v.default ?? config.products;
}

const FINISHES: Finish[] = ['matte', 'satin', 'shimmer', 'gloss'];
const num = (x: unknown, fallback: number) => (typeof x === 'number' && Number.isFinite(x) ? x : fallback);

export function layersFor(config: VtoConfig | null, sel: LookSelection): Layer[] {
  if (!config) return [];
  // A foundation entry may say its lighting; otherwise a day/night config's night position is night.
  const nightOf = (e: Record<string, unknown>) =>
    e.lighting === 'night' || e.lighting === 'day' ? e.lighting === 'night' : hasLighting(config) && sel.lighting === 0;
  return entriesFor(config, sel).flatMap((e): Layer[] => {
    const color = typeof e.color === 'string' && /^#[0-9a-f]{3,6}$/i.test(e.color) ? hexToRgb(e.color) : null;
    if (!color) return [];
    const finish = FINISHES.includes(e.finish as Finish) ? (e.finish as Finish) : 'satin';
    switch (e.category) {
      case 'lipstick':
        return [{ region: 'lips', color, opacity: num(e.opacity, 0.8), finish, night: 0 }];
      case 'eyeshadow':
        return [
          { region: e.region === 'crease' ? 'eyeshadow-crease' : 'eyeshadow-lid', color, opacity: num(e.opacity, 0.6), finish, night: 0 },
        ];
      case 'brows':
        return [{ region: 'brows', color, opacity: num(e.opacity, 0.7), finish: 'matte', night: 0 }];
      case 'foundation':
        return [{ region: 'face', color, opacity: num(e.coverage, 0.6), finish: 'satin', night: nightOf(e) ? 1 : 0 }];
      default:
        return [];
    }
  });
}
