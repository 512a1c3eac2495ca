import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsClient } from '../api/analytics/analytics-client';
import { AnalyticsEvents } from '../api/analytics/analytics-events';
import { resolveIds } from '../ids';
import { fakeConsent } from '../privacy/consent.test-helpers';
import { safeStorage, StorageKeys } from '../storage-keys';
import { ENGAGED_VISIBLE_MS } from './engagement';
import { announceNewSession, startPageAnalytics } from './page-analytics';
import { outgoing } from '../privacy/outgoing-address';

const local = safeStorage(() => localStorage);
const session = safeStorage(() => sessionStorage);
const sent: Array<Record<string, any>> = [];

/** One page load: the ids as the store resolves them, and the page's own analytics client (its dedup is per page). */
function page(consent = fakeConsent()) {
  const ids = resolveIds(local, session, '42', consent.analyticsAllowed());
  const analytics = createAnalyticsClient({
    endpoint: 'https://log/v1',
    ids: () => ids,
    allowed: consent.analyticsAllowed,
    commitId: 'abc123',
    send: async (_url, body) => void sent.push(body as Record<string, any>),
    compressImage: async () => null,
    toBase64: async () => '',
    outgoing,
  });
  return { ids, analytics, consent, sessionStorage: session };
}
const names = () => sent.map((e) => e.event);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  sent.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('new_session', () => {
  it('is sent once per session, across reloads, and again for a new session', async () => {
    const first = page();
    await announceNewSession(first);
    await announceNewSession(page());
    await announceNewSession(page());
    expect(names()).toEqual(['new_session']);
    expect(sent[0]).toMatchObject({ sessionId: first.ids.sessionId, deviceId: first.ids.deviceId, customerId: '42', commitId: 'abc123' });

    sessionStorage.removeItem(StorageKeys.sessionId); // the tab's session is over: resolveIds makes a new id
    const next = page();
    await announceNewSession(next);
    expect(sent.map((e) => [e.event, e.sessionId])).toEqual([
      ['new_session', first.ids.sessionId],
      ['new_session', next.ids.sessionId],
    ]);
  });

  it('is sent for a session whose id someone else made first (the loader’s error reporter)', async () => {
    resolveIds(local, session, null, true);
    await announceNewSession(page());
    expect(names()).toEqual(['new_session']);
  });

  it('a page left before the event went out leaves it to the next page', async () => {
    const stuck = { ...page(), analytics: { track: () => new Promise<void>(() => {}) } };
    void announceNewSession(stuck);
    await vi.advanceTimersByTimeAsync(0);
    await announceNewSession(page());
    expect(names()).toEqual(['new_session']);
  });
});

describe('page analytics', () => {
  it('sends new_session, then user_engaged through the client with every id and the commit', async () => {
    const p = page();
    p.analytics.track(AnalyticsEvents.shadeFinderStarted, {}); // same empty props, another name: not a duplicate
    const stop = startPageAnalytics(p, document, Date.now);
    await vi.advanceTimersByTimeAsync(1_500);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(names()).toEqual(['shade_finder_started', 'new_session', 'user_engaged']);
    expect(sent[2]).toMatchObject({
      properties: { engagedMs: 1_500, by: 'interaction' },
      deviceId: p.ids.deviceId,
      sessionId: p.ids.sessionId,
      customerId: '42',
      commitId: 'abc123',
    });
    stop();
  });

  it('new_session waits for the page to be idle, and user_engaged never goes before it', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    const stop = startPageAnalytics(page(), document, Date.now);
    await vi.advanceTimersByTimeAsync(1_500);
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(names()).toEqual([]);
    idle.forEach((fn) => fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(names()).toEqual(['new_session', 'user_engaged']);
    stop();
    vi.unstubAllGlobals();
  });

  it('sends nothing and stores nothing before consent; the shopper’s yes announces the session and this page view', async () => {
    const consent = fakeConsent(false);
    const p = page(consent);
    const stop = startPageAnalytics(p, document, Date.now);
    await vi.advanceTimersByTimeAsync(1_500);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(names()).toEqual([]);
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
    // The page view the shopper accepted on is announced, engaged as it was: nothing else from before goes.
    consent.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(names()).toEqual(['new_session', 'user_engaged']);
    stop();
  });

  it('user_engaged once per page view: a reload within the 20 s dedup sends it again, new_session not', async () => {
    const stops = [startPageAnalytics(page(), document, Date.now)];
    await vi.advanceTimersByTimeAsync(ENGAGED_VISIBLE_MS * 3);
    stops.push(startPageAnalytics(page(), document, Date.now));
    await vi.advanceTimersByTimeAsync(ENGAGED_VISIBLE_MS * 3);
    expect(sent.map((e) => [e.event, e.properties])).toEqual([
      ['new_session', {}],
      ['user_engaged', { engagedMs: 10_000, by: 'time' }],
      ['user_engaged', { engagedMs: 10_000, by: 'time' }],
    ]);
    expect(sent[2]!.timestamp).not.toBe(sent[1]!.timestamp);
    stops.forEach((stop) => stop());
  });
});
