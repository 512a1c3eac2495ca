import type { Http } from '../http';
import { fakeMountContext } from '../widget-contract.test-helpers';
import { createBrowserDeps } from './browser-deps';

/** The try-on's tracker worker as the page's dependencies reach it (the worker client itself is faked). */
const client = vi.hoisted(() => ({
  prepareTracker: vi.fn(async () => {}),
  startTracker: vi.fn(async () => ({ backend: 'wasm', triangulation: [] })),
  track: vi.fn(async () => ({ mesh: null, width: 0, height: 0, ms: 0 })),
  release: vi.fn(),
}));
const created = vi.hoisted(() => ({ count: 0 }));
vi.mock('../worker/worker-client', () => ({
  createWorkerClient: () => {
    created.count++;
    return client;
  },
}));

const ctx = fakeMountContext({ http: vi.fn(async () => ({})) as unknown as Http });

describe("the try-on's tracker worker", () => {
  it('passes each call to one worker client, prepareTracker included, and a release ends it', async () => {
    const { tracker } = createBrowserDeps(ctx);
    // Nothing to end before the first call, and nothing downloaded for it.
    tracker.release();
    expect(created.count).toBe(0);
    await tracker.prepareTracker();
    const files = { models: { blazeface: 'b', facemesh: 'f' }, wasm: {} } as Parameters<typeof tracker.startTracker>[0];
    await expect(tracker.startTracker(files)).resolves.toEqual({ backend: 'wasm', triangulation: [] });
    expect(client.prepareTracker).toHaveBeenCalledTimes(1);
    expect(client.startTracker).toHaveBeenCalledWith(files);
    expect(created.count).toBe(1);
    tracker.release();
    expect(client.release).toHaveBeenCalledTimes(1);
  });
});
