import type { CdnClient } from '../api/cdn/cdn-client';
import {
  manifestUrl,
  MODEL_ASPECT,
  modelAspect,
  WASM_BINARIES,
  type ModelFile,
  type ModelManifest,
  type ModelSetName,
  type WasmBinary,
} from './model-sets';
import { mayPrefetchModels } from './prefetch-policy';
import { wasmBinaryFor } from './wasm-binary';

export interface ModelSetLoad {
  url: string;
  manifest: ModelManifest;
}

/** Bytes of the set's files received so far, over the manifest's total. */
export interface LoadProgress {
  received: number;
  total: number;
}

export interface ModelLoader {
  /**
   * On intent (hovering, pressing or focusing Try it on, opening the label's menu): starts fetching the set, never
   * twice; nothing where the browser asks to save data (prefetch-policy.ts).
   */
  prefetch(set: ModelSetName): void;
  manifest(set: ModelSetName): Promise<ModelSetLoad>;
  /**
   * Every file of the set, and the wasm build this browser runs, in the HTTP cache, where the tracker's own requests
   * find them; progress as bytes arrive.
   */
  files(set: ModelSetName, onProgress?: (progress: LoadProgress) => void): Promise<ModelSetLoad>;
  /**
   * The tracker could not load the set's files (a corrupt copy, say): the next `files()` fetches each one past the
   * HTTP cache, replacing the year-long copies the tracker would otherwise read again.
   */
  refresh(set: ModelSetName): void;
}

interface Entry {
  manifest: Promise<ModelSetLoad>;
  files: Promise<ModelSetLoad>;
  progress: LoadProgress;
  listeners: Set<(progress: LoadProgress) => void>;
}

export interface ModelLoaderOptions {
  /** Whether intent may start a download now (Save-Data); the session's own download is never held back. */
  mayPrefetch?: () => boolean;
  /** The wasm build tfjs will ask for here. */
  wasmBinary?: () => WasmBinary;
}

/** The manifest's files the tracker will read: the models' graphs and weights, and the one wasm build it runs. */
function filesToLoad(manifest: ModelManifest, wasm: WasmBinary): ModelFile[] {
  return [...manifest.files, manifest.wasmFiles[wasm]];
}

function isManifest(m: unknown): m is ModelManifest {
  const manifest = m as ModelManifest | null;
  return (
    !!manifest &&
    Array.isArray(manifest.files) &&
    typeof manifest.models?.blazeface === 'string' &&
    typeof manifest.models.facemesh === 'string' &&
    WASM_BINARIES.every((name) => typeof manifest.wasmFiles?.[name]?.path === 'string')
  );
}

/**
 * A model set's manifest and files, fetched once per page by whoever asks
 * first: a shopper's intent or the session itself. A failed fetch is
 * forgotten, so the next intent or session tries again. Across pages and
 * visits the HTTP cache keeps the files: their names are content-hashed and
 * the CDN sends them as immutable for a year, and every request here goes
 * through the cache (no `no-store`, no query added), as the tracker's own do.
 */
export function createModelLoader(cdn: CdnClient, cdnBase: string, options: ModelLoaderOptions = {}): ModelLoader {
  const mayPrefetch = options.mayPrefetch ?? (() => mayPrefetchModels());
  let wasm: WasmBinary | undefined;
  const wasmBinary = () => (wasm ??= (options.wasmBinary ?? wasmBinaryFor)());
  const sets = new Map<ModelSetName, Entry>();
  const stale = new Set<ModelSetName>();

  function begin(set: ModelSetName): Entry {
    const found = sets.get(set);
    if (found) return found;
    const reload = stale.delete(set);
    const url = manifestUrl(cdnBase, set);
    const progress: LoadProgress = { received: 0, total: 0 };
    const listeners = new Set<(progress: LoadProgress) => void>();
    const manifest = cdn.json(url).then((manifest) => {
      if (!isManifest(manifest)) throw new Error(`Not a model manifest: ${url}`);
      // Spec 1 §9: every set tracks at 4/7; a manifest for another aspect is not one this tracker can use.
      const aspect = modelAspect(manifest);
      if (aspect === null || Math.abs(aspect - MODEL_ASPECT) > 1e-6)
        throw new Error(`Model set ${set} is for aspect ${String(manifest.aspect)}, not 4/7: ${url}`);
      progress.total = filesToLoad(manifest, wasmBinary()).reduce((sum, f) => sum + (Number(f.bytes) || 0), 0);
      return { url, manifest };
    });
    const files = manifest.then(async (load) => {
      const tell = () => listeners.forEach((l) => l({ ...progress }));
      tell();
      await Promise.all(
        filesToLoad(load.manifest, wasmBinary()).map(async (f) => {
          const fileUrl = new URL(f.path, url).href;
          let got = 0;
          const count = (bytes: number) => {
            got += bytes;
            progress.received += bytes;
            tell();
          };
          await cdn.download(fileUrl, count, reload ? { reload } : undefined);
          if (!f.bytes || got === f.bytes) return;
          // Cut short (a dropped connection the server closed cleanly): the cache holds the short copy for a year.
          // Fetched once more past the cache, which replaces it; short again is a failed download.
          progress.received -= got;
          got = 0;
          await cdn.download(fileUrl, count, { reload: true });
          if (got !== f.bytes) throw new Error(`${fileUrl}: ${got} bytes of ${f.bytes}`);
        }),
      );
      return load;
    });
    const entry: Entry = { manifest, files, progress, listeners };
    sets.set(set, entry);
    files.catch(() => {
      if (sets.get(set) === entry) sets.delete(set);
    });
    return entry;
  }

  return {
    prefetch(set) {
      if (!mayPrefetch()) return;
      begin(set).files.catch(() => {});
    },
    manifest(set) {
      return begin(set).manifest;
    },
    files(set, onProgress) {
      const entry = begin(set);
      if (onProgress) {
        entry.listeners.add(onProgress);
        if (entry.progress.total > 0) onProgress({ ...entry.progress });
        entry.files.finally(() => entry.listeners.delete(onProgress)).catch(() => {});
      }
      return entry.files;
    },
    refresh(set) {
      sets.delete(set);
      stale.add(set);
    },
  };
}
