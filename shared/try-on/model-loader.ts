import type { CdnClient } from '../api/cdn/cdn-client';
import { manifestUrl, type ModelManifest, type ModelSetName } from './model-sets';

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
  /** On intent (hovering or focusing Try it on, opening the label's menu): starts fetching the set, never twice. */
  prefetch(set: ModelSetName): void;
  manifest(set: ModelSetName): Promise<ModelSetLoad>;
  /** Every file of the set in the HTTP cache, where the tracker's own requests find them; progress as bytes arrive. */
  files(set: ModelSetName, onProgress?: (progress: LoadProgress) => void): Promise<ModelSetLoad>;
}

interface Entry {
  manifest: Promise<ModelSetLoad>;
  files: Promise<ModelSetLoad>;
  progress: LoadProgress;
  listeners: Set<(progress: LoadProgress) => void>;
}

/**
 * A model set's manifest and files, fetched once per page by whoever asks
 * first: a shopper's intent or the session itself. A failed fetch is
 * forgotten, so the next intent or session tries again.
 */
export function createModelLoader(cdn: CdnClient, cdnBase: string): ModelLoader {
  const sets = new Map<ModelSetName, Entry>();

  function begin(set: ModelSetName): Entry {
    const found = sets.get(set);
    if (found) return found;
    const url = manifestUrl(cdnBase, set);
    const progress: LoadProgress = { received: 0, total: 0 };
    const listeners = new Set<(progress: LoadProgress) => void>();
    const manifest = cdn.json(url).then((m) => {
      const manifest = m as ModelManifest;
      if (!manifest || !Array.isArray(manifest.files)) throw new Error(`Not a model manifest: ${url}`);
      progress.total = manifest.files.reduce((sum, f) => sum + (Number(f.bytes) || 0), 0);
      return { url, manifest };
    });
    const files = manifest.then(async (load) => {
      const tell = () => listeners.forEach((l) => l({ ...progress }));
      tell();
      await Promise.all(
        load.manifest.files.map((f) =>
          cdn.download(new URL(f.path, url).href, (bytes) => {
            progress.received += bytes;
            tell();
          }),
        ),
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
  };
}
