import type { WorkerApi } from './worker-api';
import { expose } from 'comlink';
import { createWorkerClient, WorkerReleasedError } from './worker-client';

const mainThreadApi = (): WorkerApi => ({
  prepareTracker: async () => {},
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

/** A Worker stand-in that answers over a MessageChannel with comlink, as the real worker does. */
class ChannelWorker {
  static made: ChannelWorker[] = [];
  terminated = false;
  private readonly channel = new MessageChannel();
  constructor(api: WorkerApi) {
    expose(api, this.channel.port2);
    this.channel.port1.start();
    ChannelWorker.made.push(this);
  }
  postMessage(message: unknown, transfer?: Transferable[]) {
    this.channel.port1.postMessage(message, transfer ?? []);
  }
  addEventListener(type: string, listener: EventListener) {
    if (type === 'message') this.channel.port1.addEventListener('message', listener);
  }
  removeEventListener(type: string, listener: EventListener) {
    if (type === 'message') this.channel.port1.removeEventListener('message', listener);
  }
  terminate() {
    this.terminated = true;
    this.channel.port1.close();
  }
}

describe('releasing the worker', () => {
  it('ends the worker, fails a waiting call plainly, and starts a new worker for the next call', async () => {
    ChannelWorker.made = [];
    let finishTracker: () => void = () => {};
    const api: WorkerApi = {
      ...mainThreadApi(),
      startTracker: () => new Promise((done) => (finishTracker = () => done({ backend: 'wasm', triangulation: [] }))),
    };
    const client = createWorkerClient({
      workerUrl: 'https://cdn/worker.js',
      createWorker: () => new ChannelWorker(api) as unknown as Worker,
    });
    expect(await client.ping()).toBe('pong');
    const waiting = client.startTracker({
      models: { blazeface: '', facemesh: '' },
      wasm: { 'tfjs-backend-wasm.wasm': '', 'tfjs-backend-wasm-simd.wasm': '', 'tfjs-backend-wasm-threaded-simd.wasm': '' },
    });
    await new Promise((r) => setTimeout(r, 10));
    client.release();
    await expect(waiting).rejects.toBeInstanceOf(WorkerReleasedError);
    expect(ChannelWorker.made[0]!.terminated).toBe(true);
    finishTracker();

    expect(await client.ping()).toBe('pong');
    expect(ChannelWorker.made).toHaveLength(2);
    expect(ChannelWorker.made[1]!.terminated).toBe(false);
  });
});
