import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackerStart } from './face-tracker';

/**
 * Human as it holds its models: in its modules, shared by every instance, replaced only when an instance loads with
 * `env.initial` set (Human's own first start, or after `reset()`). Each model records its URL, so a detection shows
 * which set's mesh model it ran with; stats are keyed by file name, as Human's are.
 */
const human = vi.hoisted(() => {
  type Model = { url: string; dispose: () => void };
  const env = { initial: true };
  const modules: Record<string, Model | null> = {};
  const stats: Record<string, { url: string; loaded: boolean }> = {};
  const loads: Array<{ release: () => void }> = [];
  const state = { env, modules, stats, loads, holdLoads: false };
  class Human {
    env = env;
    tf = { getBackend: () => 'wasm', backend: () => ({}), memory: () => ({ numTensors: 0, numBytes: 0 }) };
    faceTriangulation = [0, 1, 2];
    models: { models: Record<string, Model | null>; stats: () => { modelStats: Array<{ url: string; loaded: boolean }> } } = {
      models: {},
      stats: () => ({ modelStats: Object.values(stats) }),
    };
    constructor(private config: { face: Record<string, { enabled?: boolean; modelPath?: string }> }) {}
    async load() {
      if (state.holdLoads) await new Promise<void>((release) => loads.push({ release }));
      const { detector, mesh, iris } = this.config.face;
      const wanted = { blazeface: detector!.modelPath, facemesh: mesh!.modelPath, iris: iris!.enabled ? iris!.modelPath : undefined };
      for (const [name, url] of Object.entries(wanted)) {
        if (!url) continue;
        if (env.initial) modules[name] = null;
        if (!modules[name]) {
          modules[name] = { url, dispose: vi.fn() };
          stats[url.split('/').pop()!] = { url, loaded: true };
        }
        this.models.models[name] = modules[name];
      }
      env.initial = false;
    }
    reset() {
      env.initial = true;
    }
    async detect() {
      // The mesh model now in Human's module, as its URL's length: which set's mesh a frame was tracked with.
      const url = modules.facemesh?.url ?? '';
      return { face: [{ mesh: Array.from({ length: 468 }, () => [url.length, 0, 0]) }] };
    }
  }
  return { Human, state };
});
vi.mock('vanity-human', () => ({ Human: human.Human }));

const set = (name: string, iris: boolean): TrackerStart => ({
  models: {
    blazeface: 'https://cdn.test/models/blazeface-aa.json',
    facemesh: `https://cdn.test/models/facemesh-${name}.json`,
    ...(iris ? { iris: `https://cdn.test/models/iris-${name}.json` } : {}),
  },
  wasm: {
    'tfjs-backend-wasm.wasm': 'https://cdn.test/a.wasm',
    'tfjs-backend-wasm-simd.wasm': 'https://cdn.test/b.wasm',
    'tfjs-backend-wasm-threaded-simd.wasm': 'https://cdn.test/c.wasm',
  },
});
// Two sets' mesh models under names of different lengths, so a detection tells them apart.
const UINT8 = set('uint8', false);
const FLOAT = set('float16-with-iris', true);
const frame = () => ({ width: 640, height: 480, close: vi.fn() }) as unknown as ImageBitmap;
const meshOf = (start: TrackerStart) => start.models.facemesh.length;

describe("the worker's face tracker", () => {
  beforeEach(() => {
    vi.resetModules();
    Object.assign(human.state, { holdLoads: false });
    human.state.env.initial = true;
    for (const k of Object.keys(human.state.modules)) delete human.state.modules[k];
    for (const k of Object.keys(human.state.stats)) delete human.state.stats[k];
  });

  it('switched to another model set, tracks with that set’s models and frees the replaced ones', async () => {
    const tracker = await import('./face-tracker');
    await tracker.startTracker(UINT8);
    expect((await tracker.track(frame())).mesh![0]).toBe(meshOf(UINT8));
    const replaced = { ...human.state.modules };
    // Human would keep the first set's mesh model in its module, and the check would find the new one never loaded.
    await expect(tracker.startTracker(FLOAT)).resolves.toMatchObject({ backend: 'wasm' });
    const result = await tracker.track(frame());
    expect(result.mesh![0]).toBe(meshOf(FLOAT));
    expect(result.mesh).toHaveLength(468 * 3);
    expect(replaced.facemesh!.dispose).toHaveBeenCalledOnce();
    expect(replaced.blazeface!.dispose).toHaveBeenCalledOnce();
    // And back: the first set's models again, not the duet's.
    await tracker.startTracker(UINT8);
    expect((await tracker.track(frame())).mesh![0]).toBe(meshOf(UINT8));
  });

  it('a frame sent while another set loads waits for it, and is tracked with the new set', async () => {
    const tracker = await import('./face-tracker');
    await tracker.startTracker(UINT8);
    human.state.holdLoads = true;
    const switched = tracker.startTracker(FLOAT);
    await vi.waitFor(() => expect(human.state.loads).toHaveLength(1));
    let done = false;
    const tracked = tracker.track(frame()).then((r) => ((done = true), r));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    human.state.loads.shift()!.release();
    await switched;
    expect((await tracked).mesh![0]).toBe(meshOf(FLOAT));
  });

  it('the same set started again (a retry, a second session) loads nothing again', async () => {
    const tracker = await import('./face-tracker');
    const first = tracker.startTracker(UINT8);
    expect(tracker.startTracker(UINT8)).toBe(first);
    await first;
    const model = human.state.modules.facemesh;
    await tracker.startTracker(UINT8);
    expect(human.state.modules.facemesh).toBe(model);
    expect(model!.dispose).not.toHaveBeenCalled();
  });
});
