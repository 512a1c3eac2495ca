import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Small helpers for e2e tests: the harness's own endpoints and the store's pages. */
export const Harness = {
  async events(request: APIRequestContext, kind?: 'analytics' | 'error') {
    const r = await request.get(`/__harness/events?format=json${kind ? `&kind=${kind}` : ''}`);
    return (await r.json()) as Array<{ kind: string; body: any; headers: Record<string, string> }>;
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
      })
      .toBe(true);
    return code;
  },
  /** Holds the next request to `path` on `server` until `clearFaults` (a minute at most): a state the test must see. */
  async holdNext(request: APIRequestContext, path: string, server?: 'api' | 'cdn') {
    await request.post('/__harness/faults', { data: { ...(server ? { server } : {}), path, kind: 'latency', ms: 60_000, times: 1 } });
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
