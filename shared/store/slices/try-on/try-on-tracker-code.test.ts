import { afterEach, describe, expect, it, vi } from 'vitest';
import { lipstick, setup } from './try-on.test-helpers';

vi.mock('../../../try-on/try-on-engine', async () => ({ TryOnEngine: (await import('./try-on.test-helpers')).FakeEngine }));
/** Whether this browser runs the try-on (happy-dom has no WebGL 2): each test says. */
const browser = vi.hoisted(() => ({ runsTryOn: true }));
vi.mock('../../../try-on/support', async (importOriginal) => {
  const { AbortReason } = await import('../../../try-on/plugin-states');
  return {
    ...(await importOriginal<typeof import('../../../try-on/support')>()),
    detectSupport: () => (browser.runsTryOn ? AbortReason.NotAborted : AbortReason.WebGLNotSupported),
  };
});

afterEach(() => {
  browser.runsTryOn = true;
  vi.unstubAllGlobals();
});

describe("the tracker's code starts with the try-on", () => {
  it('opening the try-on starts the tracker worker and its code, before any source is chosen; closing ends it', () => {
    const { state, trackerPrepared, trackerReleases } = setup();
    state().tryOn.open(lipstick);
    expect(state().tryOn.status).toBe('prompt');
    expect(trackerPrepared.count).toBe(1);
    state().tryOn.close();
    expect(trackerReleases.count).toBe(1);
  });

  it('not where the browser asks to save data: the session fetches it when it starts', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { state, trackerPrepared } = setup();
    state().tryOn.open(lipstick);
    expect(trackerPrepared.count).toBe(0);
  });

  it('not where the try-on cannot run (no WebGL 2 or WebAssembly)', () => {
    browser.runsTryOn = false;
    const { state, trackerPrepared } = setup();
    state().tryOn.open(lipstick);
    expect(trackerPrepared.count).toBe(0);
  });
});
