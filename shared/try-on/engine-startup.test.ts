import { describe, expect, it, vi } from 'vitest';
import { isOutOfMemory, startTracker } from './engine-startup';
import type { ModelManifest } from './model-sets';
import { AbortReason } from './plugin-states';
import { TryOnAbort } from './try-on-abort';

const file = (path: string) => ({ path, bytes: 1 });
const manifest: ModelManifest = {
  name: 'VTO-5-2',
  aspect: '4/7',
  tracker: 'human',
  models: { blazeface: '../files/blazeface-1.json', facemesh: '../files/facemesh-2.json', iris: '../files/iris-3.json' },
  files: [file('../files/blazeface-1.json'), file('../files/iris-4.bin')],
  wasmFiles: {
    'tfjs-backend-wasm.wasm': file('../files/tfjs-backend-wasm-5.wasm'),
    'tfjs-backend-wasm-simd.wasm': file('../files/tfjs-backend-wasm-simd-6.wasm'),
    'tfjs-backend-wasm-threaded-simd.wasm': file('../files/tfjs-backend-wasm-threaded-simd-7.wasm'),
  },
  wasm: '../wasm/',
};
const load = { url: 'https://cdn.example/models/VTO-5-2/manifest.json', manifest };

function deps(startTrackerImpl: () => Promise<unknown>, light = false) {
  return {
    worker: { prepareTracker: vi.fn(async () => {}), startTracker: vi.fn(startTrackerImpl), track: vi.fn() },
    models: { manifest: vi.fn(), files: vi.fn(async () => {}), refresh: vi.fn(), prefetch: vi.fn() },
    light,
  } as unknown as Parameters<typeof startTracker>[0] & {
    worker: { prepareTracker: ReturnType<typeof vi.fn>; startTracker: ReturnType<typeof vi.fn> };
    models: { files: ReturnType<typeof vi.fn> };
  };
}

describe('the tracker on a slow network', () => {
  it("downloads the tracker's code alongside the model files, and starts it once they are in", async () => {
    const d = deps(async () => ({}));
    let filesIn: () => void = () => {};
    d.models.files.mockImplementation(() => new Promise<void>((done) => (filesIn = done)));
    const started = startTracker(d, 'VTO-5-2', load);
    await Promise.resolve();
    expect(d.worker.prepareTracker).toHaveBeenCalledTimes(1);
    expect(d.worker.startTracker).not.toHaveBeenCalled();
    filesIn();
    await started;
    expect(d.worker.startTracker).toHaveBeenCalledTimes(1);
  });

  it("a failed download of the code is the tracker's start to report, not an unhandled rejection", async () => {
    const d = deps(async () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    d.worker.prepareTracker.mockImplementation(async () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const error = await startTracker(d, 'VTO-5-2', load).catch((e) => e);
    expect(error).toBeInstanceOf(TryOnAbort);
    expect((error as TryOnAbort).reason).toBe(AbortReason.GeneralAbort);
    expect(d.models.refresh).toHaveBeenCalledWith('VTO-5-2');
  });
});

describe('the tracker under memory pressure', () => {
  it('a tracker that cannot get its memory is the out-of-memory abort (the spec’s message), not the general one', async () => {
    for (const message of ['Array buffer allocation failed', 'WebAssembly.Memory(): could not allocate memory', 'Out of memory']) {
      const d = deps(async () => Promise.reject(new RangeError(message)));
      const error = await startTracker(d, 'VTO-5-2', load).catch((e) => e);
      expect(error).toBeInstanceOf(TryOnAbort);
      expect((error as TryOnAbort).reason).toBe(AbortReason.OutOfExecutableMemory);
    }
    expect(isOutOfMemory(new Error('Model facemesh failed to load'))).toBe(false);
  });

  it('on a phone with little memory starts the tracker without the iris stage', async () => {
    const full = deps(async () => ({}));
    await startTracker(full, 'VTO-5-2', load);
    expect(full.worker.startTracker).toHaveBeenCalledWith({
      models: {
        blazeface: 'https://cdn.example/models/files/blazeface-1.json',
        facemesh: 'https://cdn.example/models/files/facemesh-2.json',
        iris: 'https://cdn.example/models/files/iris-3.json',
      },
      wasm: {
        'tfjs-backend-wasm.wasm': 'https://cdn.example/models/files/tfjs-backend-wasm-5.wasm',
        'tfjs-backend-wasm-simd.wasm': 'https://cdn.example/models/files/tfjs-backend-wasm-simd-6.wasm',
        'tfjs-backend-wasm-threaded-simd.wasm': 'https://cdn.example/models/files/tfjs-backend-wasm-threaded-simd-7.wasm',
      },
    });
    const light = deps(async () => ({}), true);
    await startTracker(light, 'VTO-5-2', load);
    expect(light.worker.startTracker.mock.calls[0]![0].models).not.toHaveProperty('iris');
  });
});
