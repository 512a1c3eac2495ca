import { transfer, wrap, type Remote } from 'comlink';
import type { WorkerApi } from './worker-api';

export type WorkerMode = 'worker' | 'main';

export interface WorkerClient extends WorkerApi {
  /** Where the work runs, once the worker has answered or failed. */
  mode(): Promise<WorkerMode>;
  /**
   * Ends the worker and all it holds (a WebAssembly heap cannot shrink: ending it is the only way to give its
   * memory back). Calls still waiting reject with WorkerReleasedError; the next call starts a new worker, whose
   * files come from the HTTP cache.
   */
  release(): void;
}

export class WorkerReleasedError extends Error {
  override name = 'WorkerReleasedError';
  constructor() {
    super('The worker was ended while a call was waiting');
  }
}

export interface WorkerClientDeps {
  /** The worker module's URL on the CDN. */
  workerUrl: string;
  /** Builds the Worker; tests replace it. */
  createWorker?: (url: string) => Worker;
  /** The same API on the main thread, loaded only when needed. */
  loadFallback?: () => Promise<WorkerApi>;
  onFallback?: (reason: unknown) => void;
}

/**
 * `new Worker(cdnUrl)` throws across origins, so the worker starts from a
 * same-origin Blob that imports the CDN module (the CDN sends CORS headers).
 */
export function startTrampolineWorker(url: string): Worker {
  const source = `import ${JSON.stringify(url)};`;
  const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(blobUrl, { type: 'module', name: 'vanity' });
  // The Blob is only needed until the worker has fetched it.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 30_000);
  return worker;
}

export function createWorkerClient(deps: WorkerClientDeps): WorkerClient {
  const createWorker = deps.createWorker ?? startTrampolineWorker;
  const loadFallback = deps.loadFallback ?? (() => import('./worker-api').then((m) => m.workerApi));

  let ready: Promise<{ api: WorkerApi | Remote<WorkerApi>; mode: WorkerMode }> | null = null;
  /** This generation's worker, and how its waiting calls are told it has gone. */
  let current: { worker: Worker | null; gone: Promise<never>; end: (e: Error) => void } | null = null;

  function start() {
    if (!current) {
      let end: (e: Error) => void = () => {};
      const gone = new Promise<never>((_, reject) => (end = reject));
      gone.catch(() => {});
      current = { worker: null, gone, end };
    }
    const generation = current;
    ready ??= (async () => {
      let worker: Worker | undefined;
      try {
        worker = createWorker(deps.workerUrl);
        generation.worker = worker;
        const w = worker;
        const remote = wrap<WorkerApi>(w);
        // A module that fails to load fires 'error' on the Worker; comlink would wait forever.
        const failed = new Promise<never>((_, reject) => {
          w.addEventListener('error', (e) => reject(new Error(`Worker failed to start: ${(e as ErrorEvent).message ?? 'load error'}`)), {
            once: true,
          });
        });
        await Promise.race([remote.ping(), failed]);
        return { api: remote, mode: 'worker' as const };
      } catch (reason) {
        worker?.terminate();
        deps.onFallback?.(reason);
        return { api: await loadFallback(), mode: 'main' as const };
      }
    })();
    return ready;
  }

  /** A call's answer, or WorkerReleasedError if the worker is ended first (comlink would wait for ever). */
  const answer = async <T>(run: (api: WorkerApi | Remote<WorkerApi>, mode: WorkerMode) => Promise<T>): Promise<T> => {
    const starting = start();
    const { gone } = current!;
    const { api, mode } = await Promise.race([starting, gone]);
    return Promise.race([run(api, mode), gone]);
  };

  const call =
    <K extends keyof WorkerApi>(name: K) =>
    (...args: Parameters<WorkerApi[K]>): Promise<Awaited<ReturnType<WorkerApi[K]>>> =>
      answer((api) => (api[name] as (...a: unknown[]) => Promise<Awaited<ReturnType<WorkerApi[K]>>>)(...args));

  return {
    prepareTracker: call('prepareTracker'),
    startTracker: call('startTracker'),
    // The frame is transferred, not copied: one in flight, about 1 ms each (DESIGN §5).
    track: (frame) =>
      answer((api, mode) => (mode === 'worker' ? (api as Remote<WorkerApi>).track(transfer(frame, [frame])) : api.track(frame))),
    ping: call('ping'),
    downscaleImage: call('downscaleImage'),
    compressToByteCap: call('compressToByteCap'),
    prepareSkinToneRequest: call('prepareSkinToneRequest'),
    mode: async () => (await start()).mode,
    release() {
      if (!current) return;
      current.worker?.terminate();
      current.end(new WorkerReleasedError());
      current = null;
      ready = null;
    },
  };
}
