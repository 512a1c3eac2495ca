import os from 'node:os';

/**
 * The e2e run's local stores: one whole harness (store, CDN, backends, hosted sign-in, cognito-local, live shopping,
 * data folder) per Playwright worker, so tests running at once never share faults, data or logs. A worker runs one
 * test at a time, so each running test has its store to itself, as every test had the one store before.
 *
 * Worker slot i (Playwright's parallel index, 0…workers−1, kept when a worker restarts) talks to the store on
 * E2E_PORT + 10·i, whose CDN, backends and hosted sign-in are on the next three ports (test-harness/start.ts).
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 18080);
export const PORTS_PER_STORE = 10;

/** One worker per core; E2E_WORKERS overrides it (Playwright's --workers cannot: the stores start before the workers). */
export const WORKERS = Number(process.env.E2E_WORKERS) || os.availableParallelism();

export const storePort = (slot: number) => BASE_PORT + PORTS_PER_STORE * slot;

/**
 * The slot of the process reading this: Playwright sets TEST_PARALLEL_INDEX in each worker before it loads the
 * config there, so `use.baseURL` names the worker's own store. The runner itself (no index) reads slot 0.
 */
export function currentSlot(): number {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  if (slot >= WORKERS)
    throw new Error(`e2e worker slot ${slot} has no local store: ${WORKERS} were started. Set E2E_WORKERS=N rather than --workers=N.`);
  return slot;
}
