import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Fault } from '../test-harness/server/faults';

/** A fault as a test sets it on the local store (`test-harness/server/faults.ts`; the store gives it its id). */
export type FaultSetting = Omit<Fault, 'id'>;

/**
 * Polls of a store log: what a step sent lands there moments after the page shows its result, and with the default
 * intervals (100, 250, 500, 1000 ms) an entry logged at 0.4 s is seen at 0.85 s.
 */
const LOG_POLL = { intervals: [50, 100, 200] };

/** An entry of the sinks' log: an analytics event or an error report, as the page sent it. */
type SinkEvent = { kind: string; body: any; headers: Record<string, string> };

/** Small helpers for e2e tests: the harness's own endpoints and the store's pages. */
export const Harness = {
  async events(request: APIRequestContext, kind?: 'analytics' | 'error') {
    const r = await request.get(`/__harness/events?format=json${kind ? `&kind=${kind}` : ''}`);
    return (await r.json()) as SinkEvent[];
  },
  /** Waits until the error-report sink holds a report that `match`es; returns those reports, oldest first. */
  async reported(request: APIRequestContext, match: (report: SinkEvent) => boolean): Promise<SinkEvent[]> {
    let found: SinkEvent[] = [];
    await expect
      .poll(async () => {
        found = (await Harness.events(request, 'error')).filter(match);
        return found.length;
      }, LOG_POLL)
      .toBeGreaterThan(0);
    return found;
  },
  async cdnLog(request: APIRequestContext) {
    return (await (await request.get('/__harness/cdn-log')).json()) as Array<{
      at?: string;
      path: string;
      origin?: string;
      destination?: string;
      /** '2.0' for HTTP/2. */
      httpVersion?: string;
    }>;
  },
  /** The live-shopping stand-in's calls (method, path and query), oldest first. */
  async liveLog(request: APIRequestContext) {
    return (await (await request.get('/__harness/live-log')).json()) as Array<{ at: string; method: string; url: string }>;
  },
  /** The newest six-digit code the identity stand-in mailed to `email`, once it differs from `after`. */
  async latestCode(page: Page, email: string, after = ''): Promise<string> {
    let code = '';
    await expect
      .poll(async () => {
        const codes: Array<{ code: string }> = await (
          await page.request.get(`/__harness/identity/codes?email=${encodeURIComponent(email)}`)
        ).json();
        code = codes.at(-1)?.code ?? '';
        return code !== after && /^\d{6}$/.test(code);
      }, LOG_POLL)
      .toBe(true);
    return code;
  },
  /**
   * Sets faults on the store until the test ends (the fixture clears them before each test). The store's refusal (an
   * unknown kind, a path without its /) fails the test here: the steps after would pass without the fault.
   */
  async fault(request: APIRequestContext, fault: FaultSetting | FaultSetting[]) {
    for (const f of [fault].flat()) {
      const response = await request.post('/__harness/faults', { data: f });
      await expect(response, `the store took the fault ${JSON.stringify(f)}`).toBeOK();
    }
  },
  /** Runs `steps` with faults set, then clears every fault for what follows, whether the steps passed or threw. */
  async withFault<T>(request: APIRequestContext, fault: FaultSetting | FaultSetting[], steps: () => Promise<T>): Promise<T> {
    try {
      await Harness.fault(request, fault);
      return await steps();
    } finally {
      await Harness.clearFaults(request);
    }
  },
  /** Holds the next request to `path` on `server` until `clearFaults` (a minute at most): a state the test must see. */
  async holdNext(request: APIRequestContext, path: string, server?: 'api' | 'cdn') {
    await Harness.fault(request, { ...(server ? { server } : {}), path, kind: 'latency', ms: 60_000, times: 1 });
  },
  async clearFaults(request: APIRequestContext) {
    await request.delete('/__harness/faults');
  },
};

export const UI = {
  /**
   * Waits until every placeholder on the page has mounted. Polled every 50 ms: the default intervals (100, 250, 500,
   * 1000 ms) let a mount that came at 0.4 s be seen at 0.85 s, on most pages of the suite.
   */
  async widgetsMounted(page: Page) {
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll('[data-vanity-widget]')].every((el) => el.getAttribute('data-vanity-mounted') === 'true'),
          ),
        { intervals: [50] },
      )
      .toBe(true);
  },
  route(page: Page) {
    return page.evaluate(() => document.documentElement.getAttribute('data-vanity-route'));
  },
};

/** Signing seeded accounts in: cheap for set-up (`signIn`, `signedInPage`), through the hub's form where that is the subject. */
export { SEED_PASSWORD, signedInPage, signIn, signInThroughHub } from './sign-in';
