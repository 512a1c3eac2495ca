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

/** The face models a set can name; iris only in the sets that need it (the duet, brows). */
export type FaceModel = 'blazeface' | 'facemesh' | 'iris';

/** tfjs's wasm builds; it picks one by what the browser supports (wasm-binary.ts makes the same choice). */
export const WASM_BINARIES = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'] as const;
export type WasmBinary = (typeof WASM_BINARIES)[number];

/**
 * A file on the CDN, relative to the manifest. Its name carries a hash of its content (`facemesh-1a2b3c4d5e.bin`),
 * so the CDN lets browsers keep it for a year across pages and visits; a new model is a new name, and only the
 * short-lived manifest says which names are current.
 */
export interface ModelFile {
  path: string;
  bytes: number;
}

export interface ModelManifest {
  name: ModelSetName;
  aspect: string;
  tracker: 'human';
  /** Each model's graph (its .json, which names its weights file), relative to the manifest. */
  models: { blazeface: string; facemesh: string; iris?: string };
  /** Every file of the set's models, graphs and weights: what is downloaded before the tracker starts. */
  files: ModelFile[];
  /** tfjs's wasm builds by the name tfjs asks for, content-hashed like the models: what the tracker loads. */
  wasmFiles: Record<WasmBinary, ModelFile>;
  /**
   * A folder of the same builds under tfjs's own names, relative to the manifest, for readers that count their
   * bytes (npm run bench). Those names never change, so the CDN revalidates them: the tracker does not use them.
   */
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

/** What the worker's tracker starts with: absolute URLs of its models and wasm builds. */
export interface TrackerFiles {
  models: { blazeface: string; facemesh: string; iris?: string };
  wasm: Record<WasmBinary, string>;
}

/** What the worker's tracker starts with; `light` (a phone with little memory) leaves the iris stage out. */
export function trackerStart(url: string, manifest: ModelManifest, light = false): TrackerFiles {
  const at = (path: string) => new URL(path, url).href;
  const { blazeface, facemesh, iris } = manifest.models;
  return {
    models: { blazeface: at(blazeface), facemesh: at(facemesh), ...(iris && !light ? { iris: at(iris) } : {}) },
    wasm: Object.fromEntries(WASM_BINARIES.map((name) => [name, at(manifest.wasmFiles[name].path)])) as Record<WasmBinary, string>,
  };
}

export function manifestUrl(cdnBase: string, set: ModelSetName): string {
  return new URL(`models/${set}/manifest.json`, cdnBase).href;
}
