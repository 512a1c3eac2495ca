import type { VtoConfig } from '../catalog/product-types';

/** Spec 1 §9: the face model sets; each is a manifest of files on the CDN. */
export const MODEL_SETS = ['VTO-5-1', 'VTO-5-2', 'FUTest-Brows-6'] as const;
export type ModelSetName = (typeof MODEL_SETS)[number];
export const DEFAULT_MODEL_SET: ModelSetName = 'VTO-5-1';
/**
 * Spec 1 §9: every face model set is for aspect 4/7. The manifest states it, and the model loader checks it: a set
 * whose manifest gives another aspect is refused (the download message) rather than tracked with models this
 * session was not made for. The aspect the canvas is drawn at (1.15 desktop, 0.9 mobile) is canvas-layout's.
 */
export const MODEL_ASPECT = 4 / 7;

/** The manifest's aspect ('4/7', or a number) as a number; null when missing or unreadable. */
export function modelAspect(manifest: { aspect?: unknown }): number | null {
  const a = manifest.aspect;
  if (typeof a === 'number') return Number.isFinite(a) && a > 0 ? a : null;
  if (typeof a !== 'string') return null;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?))?\s*$/.exec(a);
  if (!m) return null;
  const value = Number(m[1]) / (m[2] === undefined ? 1 : Number(m[2]));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export interface ModelManifest {
  name: ModelSetName;
  aspect: string;
  tracker: 'human';
  /** Files of the set, relative to the manifest. */
  files: Array<{ path: string; bytes: number }>;
  /** Folder of the tfjs wasm binaries, relative to the manifest. */
  wasm: string;
}

/**
 * VTO-5-2 for the satin-shimmer duet eyeshadow, FUTest-Brows-6 for brow-renew,
 * VTO-5-1 otherwise. A config naming its set wins.
 */
export function modelSetFor(product: { handle: string }, config: VtoConfig | null): ModelSetName {
  const named = config?.products.find((p) => typeof p.modelSet === 'string')?.modelSet;
  if (typeof named === 'string' && (MODEL_SETS as readonly string[]).includes(named)) return named as ModelSetName;
  if (product.handle.includes('brow-renew')) return 'FUTest-Brows-6';
  if (product.handle.includes('satin-shimmer') && product.handle.includes('duet')) return 'VTO-5-2';
  return DEFAULT_MODEL_SET;
}

/** What the worker's tracker needs to start on a set: where its files are, and whether it ships the iris model. */
/** What the worker's tracker starts with; `light` (a phone with little memory) leaves the iris stage out. */
export function trackerStart(url: string, manifest: ModelManifest, light = false): { modelBase: string; wasmBase: string; iris: boolean } {
  return {
    modelBase: new URL('./', url).href,
    wasmBase: new URL(manifest.wasm, url).href,
    iris: !light && manifest.files.some((f) => f.path === 'iris.bin'),
  };
}

export function manifestUrl(cdnBase: string, set: ModelSetName): string {
  return new URL(`models/${set}/manifest.json`, cdnBase).href;
}
