import type { WorkerApi } from './worker-api';
import type { WorkerClient, WorkerClientDeps } from './worker-client';

/**
 * The worker client, loaded on first use: comlink and the worker stay off a
 * page until someone actually picks a photo.
 */
export function createLazyWorkerClient(deps: WorkerClientDeps): WorkerClient {
  let client: Promise<WorkerClient> | null = null;
  const load = () => (client ??= import('./worker-client').then((m) => m.createWorkerClient(deps)));
  const call =
    <K extends keyof WorkerApi>(name: K) =>
    async (...args: Parameters<WorkerApi[K]>): Promise<Awaited<ReturnType<WorkerApi[K]>>> =>
      ((await load())[name] as (...a: unknown[]) => Promise<Awaited<ReturnType<WorkerApi[K]>>>)(...args);
  return {
    ping: call('ping'),
    downscaleImage: call('downscaleImage'),
    compressToByteCap: call('compressToByteCap'),
    prepareSkinToneRequest: call('prepareSkinToneRequest'),
    mode: async () => (await load()).mode(),
  };
}
