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
  async clearFaults(request: APIRequestContext) {
    await request.delete('/__harness/faults');
  },
};

export const UI = {
  /**
   * Waits until every placeholder on the page has mounted. Polled sooner than expect.poll's default (100, 250, 500,
   * 1000 ms), whose steps would otherwise be most of the wait on a page that mounts in a few hundred ms.
   */
  async widgetsMounted(page: Page) {
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll('[data-vanity-widget]')].every((el) => el.getAttribute('data-vanity-mounted') === 'true'),
          ),
        { intervals: [50, 50, 100, 100, 250] },
      )
      .toBe(true);
  },
  route(page: Page) {
    return page.evaluate(() => document.documentElement.getAttribute('data-vanity-route'));
  },
};

/** Signing seeded accounts in: cheap for set-up (`signIn`, `signedInPage`), through the hub's form where that is the subject. */
export { SEED_PASSWORD, signedInPage, signIn, signInThroughHub } from './sign-in';
