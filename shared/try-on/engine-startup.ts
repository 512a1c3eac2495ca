import type { TryOnEngineDeps } from './engine-types';
import type { LoadProgress, ModelSetLoad } from './model-loader';
import { trackerStart, type ModelSetName } from './model-sets';
import { AbortReason } from './plugin-states';
import { detectSupport, isWasmRefusal } from './support';
import { wasmCompileRefusal } from './wasm-refusal';
import { TryOnAbort } from './try-on-abort';
import { createRenderer, type Renderer } from './webgl-renderer';

/**
 * What a session needs before its first frame (support, the renderer, the model set, the tracker), each failure
 * turned into the spec's abort reason here, so the engine's start reads as the order things happen in.
 */

/** The WebGL renderer on the canvas, once the browser is known to run the try-on. */
export async function openRenderer(canvas: HTMLCanvasElement): Promise<Renderer> {
  const support = detectSupport();
  if (support !== AbortReason.NotAborted) throw new TryOnAbort(support);
  const refused = await wasmCompileRefusal();
  if (refused) throw new TryOnAbort(AbortReason.WasmNotSupported, refused);
  const renderer = createRenderer(canvas);
  if (!renderer) throw new TryOnAbort(AbortReason.WebGLNotSupported);
  return renderer;
}

export async function loadManifest(deps: TryOnEngineDeps, modelSet: ModelSetName): Promise<ModelSetLoad> {
  try {
    return await deps.models.manifest(modelSet);
  } catch (error) {
    throw new TryOnAbort(AbortReason.ManifestDownloadFailed, error);
  }
}

export async function loadModelFiles(
  deps: TryOnEngineDeps,
  modelSet: ModelSetName,
  onProgress?: (progress: LoadProgress) => void,
): Promise<void> {
  try {
    await deps.models.files(modelSet, onProgress);
  } catch (error) {
    throw new TryOnAbort(AbortReason.ManifestDownloadFailed, error);
  }
}

/**
 * The set's files first, through the loader (progress for the loading screen); the tracker then reads them from
 * the HTTP cache. Its code (the worker, Human and tfjs: about 420 KB gz) downloads meanwhile, alongside the files
 * rather than after them; a failure there is left to the tracker's start, which asks for the same code again.
 */
export function startTracker(
  deps: TryOnEngineDeps,
  modelSet: ModelSetName,
  { url, manifest }: ModelSetLoad,
  onProgress?: (progress: LoadProgress) => void,
): Promise<void> {
  deps.worker.prepareTracker().catch(() => {});
  return loadModelFiles(deps, modelSet, onProgress)
    .then(() => deps.worker.startTracker(trackerStart(url, manifest, deps.light)))
    .then(() => undefined)
    .catch((error) => {
      if (error instanceof TryOnAbort) throw error;
      if (isOutOfMemory(error)) throw new TryOnAbort(AbortReason.OutOfExecutableMemory, error);
      if (isWasmRefusal(error)) throw new TryOnAbort(AbortReason.WasmNotSupported, error);
      // No fallback tracker: MediaPipe's legacy face mesh (unsupported since 2023) ran on the main thread and froze the page.
      // The next try reads the set past the cache, in case the copy it holds is what failed.
      deps.models.refresh(modelSet);
      throw new TryOnAbort(AbortReason.GeneralAbort, error);
    });
}

/** The browser could not give the tracker memory (at start or while tracking): the spec's out-of-memory message. */
export function isOutOfMemory(error: unknown): boolean {
  // V8's words when an ArrayBuffer or a WebAssembly memory cannot be had, and Safari's.
  return /out of memory|Out of executable memory|RangeError: WebAssembly\.(Memory|Instance)|Array buffer allocation failed|could not allocate memory/i.test(
    String((error as Error)?.message ?? error),
  );
}
