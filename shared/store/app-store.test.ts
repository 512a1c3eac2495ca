import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsEvents } from '../api/analytics/analytics-events';
import { parseConfig } from '../config';
import { createHttp } from '../http';
import { resolveIds } from '../ids';
import { safeStorage, StorageKeys } from '../storage-keys';
import { fakeMountContext } from '../widget-contract.test-helpers';

const startPageAnalytics = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('../analytics/page-analytics', () => ({ startPageAnalytics }));

const config = parseConfig(
  JSON.stringify({ locale: 'en', customerId: 42, backends: { analytics: 'https://log.example/v1' } }),
  'https://cdn.example/vanity.js',
);
// As the loader makes them: the ids read from storage, and the one http helper that carries them.
const ids = () =>
  resolveIds(
    safeStorage(() => localStorage),
    safeStorage(() => sessionStorage),
    config.customerId,
    true,
  );
const ctx = fakeMountContext({ config, ids, http: createHttp({ ids }) });
/** A fresh page: the module's one store is made anew. */
const freshPage = async () => {
  vi.resetModules();
  return import('./app-store');
};

beforeEach(() => {
  startPageAnalytics.mockClear();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the page’s store (browser wiring)', () => {
  it('starts new_session and user_engaged once per page, however many widgets mount', async () => {
    const { getAppStore, getAppDeps } = await freshPage();
    const store = getAppStore(ctx);
    expect(getAppStore(ctx)).toBe(store);
    getAppDeps(ctx);
    await vi.waitFor(() => expect(startPageAnalytics).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(startPageAnalytics).toHaveBeenCalledTimes(1);
    expect(startPageAnalytics).toHaveBeenCalledWith(getAppDeps(ctx));
  });

  it('posts each event with the device, session and customer ids and the commit id', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(null, { status: 204 });
      }),
    );
    const { getAppDeps } = await freshPage();
    const deps = getAppDeps(ctx);
    await deps.analytics.track(AnalyticsEvents.addToBag, { variant: 7 });
    expect(bodies).toEqual([
      expect.objectContaining({
        event: 'add_to_bag',
        deviceId: localStorage.getItem(StorageKeys.deviceId),
        sessionId: sessionStorage.getItem(StorageKeys.sessionId),
        customerId: '42',
        commitId: 'test',
        properties: { variant: 7 },
      }),
    ]);
    expect(deps.ids.deviceId).toBeTruthy();
  });
});
