import type { Human } from 'vanity-human';
import type { TrackerFiles } from '../try-on/model-sets';
import { WASM_BLOCKED } from '../try-on/support';
import { directiveTag, refusingDirective } from '../try-on/policy-directive';
import { wasmCompileRefusal, watchWasmViolations, type WasmViolations } from '../try-on/wasm-refusal';
import { humanFaceConfig } from './human-config';

/**
 * Face tracking with @vladmandic/human on its wasm backend (DESIGN §5). Runs
 * in the worker; frames arrive as ImageBitmap. Models and wasm come from the
 * CDN the model-set manifest points at, never from a public CDN.
 */
/**
 * Where the set's models (blazeface, facemesh, and iris where the set has it: the others track the 468-point mesh
 * only) and tfjs's wasm builds are, by their content-hashed names.
 */
export type TrackerStart = TrackerFiles;

export interface TrackerInfo {
  backend: string;
  /** Triangle indices over the 468 mesh points, for the renderer. */
  triangulation: number[];
}

export interface TrackResult {
  /** 468 points × (x, y, z) in frame pixels (478 with the iris model), or null when no face was found. */
  mesh: Float32Array | null;
  width: number;
  height: number;
  ms: number;
}

let human: Human | null = null;
/**
 * A start of another set while a tracker runs (the shopper switched to the duet or the brows): Human holds each model
 * in its module, shared by every instance, so the new set's models replace the old ones there as they load, and a
 * frame tracked meanwhile would meet half of each. Frames wait for the switch instead (about a second).
 */
let switching: Promise<unknown> | null = null;

/** Human's module (tfjs and its wasm backend), fetched once; a failed fetch is tried again by the next call. */
let humanModule: Promise<typeof import('vanity-human')> | null = null;
function loadHumanModule() {
  if (!humanModule) {
    const loading = import('vanity-human');
    humanModule = loading;
    loading.catch(() => {
      if (humanModule === loading) humanModule = null;
    });
  }
  return humanModule;
}

/** The tracker's code without its models: see WorkerApi.prepareTracker. */
export function prepareTracker(): Promise<void> {
  return loadHumanModule().then(() => undefined);
}
let starting: { key: string; info: Promise<TrackerInfo> } | null = null;

/** Starts once per model set: a retry, or a second session on the page, reuses the loaded models. */
export function startTracker(options: TrackerStart): Promise<TrackerInfo> {
  const key = JSON.stringify(options);
  if (starting?.key !== key) {
    const info = load(options);
    starting = { key, info };
    info.catch(() => {
      if (starting?.info === info) starting = null;
    });
    if (human) {
      const settled = info
        .catch(() => {})
        .finally(() => {
          if (switching === settled) switching = null;
        });
      switching = settled;
    }
  }
  return starting.info;
}

async function load(files: TrackerStart): Promise<TrackerInfo> {
  // This side's policy decides (a blob: worker inherits the page's): refused here, Human would fall back to WebGL and crawl.
  const refused = await wasmCompileRefusal();
  if (refused) throw refused;
  const violations = watchWasmViolations();
  try {
    return await loadHuman(files, violations);
  } finally {
    violations.stop();
  }
}

async function loadHuman({ models, wasm }: TrackerStart, violations: WasmViolations): Promise<TrackerInfo> {
  const { Human: HumanClass } = await loadHumanModule();
  const previous = human;
  const instance = new HumanClass({
    backend: 'wasm',
    // tfjs's setWasmPaths takes a map from each build's name to its URL (Human passes wasmPath on as it is):
    // the builds' names on the CDN carry a content hash.
    wasmPath: wasm as unknown as string,
    wasmPlatformFetch: false,
    // Each model by its full URL (Human then ignores the base): content-hashed names share no folder.
    modelBasePath: '',
    // The HTTP cache holds the (immutable) model files; IndexedDB would key them by name only, across model sets.
    cacheModels: false,
    cacheSensitivity: 0.7,
    ...humanFaceConfig(models),
  });
  // Human keeps each model in its module for every instance after the first: without a fresh start, another set's
  // tracker would keep the models of the set loaded first (the duet's float mesh and iris never replacing VTO-5-1's).
  if (previous) instance.env.initial = true;
  try {
    await checkedLoad(instance, models, violations);
  } catch (error) {
    // Human keeps each model in its module, failed or not, until told to start afresh: without this a retry reuses the broken model.
    instance.reset();
    throw error;
  }
  human = instance;
  // The replaced set's models are no longer in Human's modules: their weights (the WebAssembly heap's tensors) go now.
  if (previous) disposeReplaced(previous, instance);
  // Where the tracker's memory goes, for npm run bench and a profile: the WebAssembly heap and live tensors.
  (self as unknown as { vanityTrackerMemory: () => unknown }).vanityTrackerMemory = () => {
    const backend = instance.tf.backend() as unknown as { wasm?: { HEAPU8?: Uint8Array } };
    const engine = instance.tf.memory() as { numTensors: number; numBytes: number };
    return { wasmHeapBytes: backend.wasm?.HEAPU8?.buffer.byteLength ?? 0, tensors: engine.numTensors, tensorBytes: engine.numBytes };
  };
  return { backend: instance.tf.getBackend(), triangulation: instance.faceTriangulation };
}

async function checkedLoad(instance: Human, models: TrackerStart['models'], violations: WasmViolations): Promise<void> {
  await instance.load();
  // tfjs falls back to another backend when wasm will not start, saying nothing; that backend tracks far too slowly.
  const backend = instance.tf.getBackend();
  if (backend !== 'wasm') {
    const refused = violations.seen ? null : await wasmCompileRefusal();
    const directive = violations.seen ?? refusingDirective(refused);
    if (violations.seen || refused) {
      const tag = directive ? ` ${directiveTag(directive)}` : '';
      throw Object.assign(
        new Error(`WebAssembly refused by the page's policy${tag}; tfjs fell back to ${backend}`, { cause: refused ?? undefined }),
        {
          name: WASM_BLOCKED,
        },
      );
    }
    throw new Error(`The wasm backend did not start; tfjs fell back to ${backend}`);
  }
  // Human logs model failures rather than throwing: check each model loaded whole.
  const stats = instance.models.stats().modelStats;
  // By URL: Human names a model after its file, and the files' names carry their hash.
  for (const [model, url] of Object.entries(models)) {
    const info = stats.find((m) => m.url === url);
    if (!info?.loaded) {
      throw new Error(`Model ${model} failed to load: ${JSON.stringify(info ?? null)}`);
    }
  }
}

/** Frees each model the previous tracker held that the new one does not. */
function disposeReplaced(previous: Human, next: Human) {
  const kept = new Set(Object.values(next.models.models));
  for (const model of Object.values(previous.models.models)) if (model && !kept.has(model)) model.dispose();
}

export async function track(frame: ImageBitmap): Promise<TrackResult> {
  if (switching) await switching;
  if (!human) throw new Error('Tracker not started');
  const started = performance.now();
  const { width, height } = frame;
  try {
    const result = await human.detect(frame);
    const face = result.face[0];
    let mesh: Float32Array | null = null;
    if (face && face.mesh.length >= 468) {
      mesh = new Float32Array(face.mesh.length * 3);
      face.mesh.forEach((p, i) => mesh!.set([p[0], p[1], p[2] ?? 0], i * 3));
    }
    return { mesh, width, height, ms: performance.now() - started };
  } finally {
    frame.close();
  }
}
