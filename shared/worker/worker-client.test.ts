import type { WorkerApi } from './worker-api';
import { createWorkerClient } from './worker-client';

const mainThreadApi = (): WorkerApi => ({
  startTracker: async () => ({ backend: 'wasm', triangulation: [] }),
  track: async () => ({ mesh: null, width: 0, height: 0, ms: 0 }),
  ping: async () => 'pong',
  downscaleImage: async () => ({ blob: new Blob(['main']), width: 1, height: 1 }),
  compressToByteCap: async (b) => b,
  prepareSkinToneRequest: async () => {
    throw new Error('unused');
  },
});

/** A Worker stand-in that fails to load its module, as a blocked CDN or CSP would. */
class FailingWorker extends EventTarget {
  terminated = false;
  constructor() {
    super();
    setTimeout(() => this.dispatchEvent(Object.assign(new Event('error'), { message: 'import failed' })), 0);
  }
  postMessage() {}
  start() {}
  terminate() {
    this.terminated = true;
  }
}

describe('worker client', () => {
  it('falls back to the main thread when the worker cannot be built', async () => {
    const onFallback = vi.fn();
    const client = createWorkerClient({
      workerUrl: 'https://cdn/worker.js',
      createWorker: () => {
        throw new DOMException('Script at cross origin', 'SecurityError');
      },
      loadFallback: async () => mainThreadApi(),
      onFallback,
    });
    const out = await client.downscaleImage(new Blob(['x']));
    expect(await out.blob.text()).toBe('main');
    expect(await client.mode()).toBe('main');
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('falls back when the worker module fails to load, and terminates it', async () => {
    let worker: FailingWorker | undefined;
    const client = createWorkerClient({
      workerUrl: 'https://cdn/worker.js',
      createWorker: () => (worker = new FailingWorker()) as unknown as Worker,
      loadFallback: async () => mainThreadApi(),
    });
    expect(await client.mode()).toBe('main');
    expect(worker?.terminated).toBe(true);
  });

  it('starts the worker once, however many calls are made', async () => {
    const createWorker = vi.fn(() => {
      throw new Error('no workers here');
    });
    const client = createWorkerClient({ workerUrl: 'x', createWorker, loadFallback: async () => mainThreadApi() });
    await Promise.all([client.ping(), client.ping(), client.mode()]);
    expect(createWorker).toHaveBeenCalledTimes(1);
  });
});
