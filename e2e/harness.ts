import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

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
  /** Waits until every placeholder on the page has mounted. */
  async widgetsMounted(page: Page) {
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-vanity-widget]')].every((el) => el.getAttribute('data-vanity-mounted') === 'true'),
        ),
      )
      .toBe(true);
  },
  route(page: Page) {
    return page.evaluate(() => document.documentElement.getAttribute('data-vanity-route'));
  },
};

/** The local store's seeded accounts all share this password. */
export const SEED_PASSWORD = 'Aurelle!Local1';

/** A new browser context signed in through the account hub, on the page the sign-in returns to. */
export async function signedInPage(browser: Browser, email: string, destinationPath: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, destinationPath);
  return page;
}

/** Signs a seeded account in through the hub, which then goes on to destinationPath. */
export async function signIn(page: Page, email: string, destinationPath: string): Promise<void> {
  await page.goto(`/pages/myaccount?operation=signIn&destinationPath=${encodeURIComponent(destinationPath)}`);
  const hub = page.locator('[data-vanity-widget="account"]');
  await hub.getByLabel('Email', { exact: true }).fill(email);
  await hub.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await hub.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === destinationPath.split('?')[0]);
}
