import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page, type Response } from './test';
import { Harness, UI } from './harness';
import { TryOnUI } from './try-on-ui';

/**
 * The README's Content-Security-Policy, sent by the store as a
 * real response header, lets every widget work with zero violations; without
 * 'wasm-unsafe-eval' the try-on says so instead of crawling on a slow backend.
 */

interface PolicyOptions {
  wasm: boolean;
  /** false: no workers at all, so the tracker runs in the main-thread fallback. */
  worker?: boolean;
}

interface Config {
  cdnBase: string;
  backends: Record<string, string>;
  cognito: { region: string; endpoint: string | null; oauthDomain: string | null };
}

/** The README's policy, built as a merchant would from the page's #vanity-config, vanity.js's address and the shows' video origin. */
function vanityPolicy(
  config: Config,
  loader: string,
  video: string,
  styleHashes: string[],
  { wasm, worker = true }: PolicyOptions,
): string {
  const origin = (url: string) => new URL(url).origin;
  const list = (...urls: string[]) => [...new Set(urls.map(origin))].join(' ');
  const cdn = list(loader, config.cdnBase);
  const cognito = config.cognito.endpoint ?? `https://cognito-idp.${config.cognito.region}.amazonaws.com`;
  const hostedUi = config.cognito.oauthDomain ? [`https://${config.cognito.oauthDomain}`] : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${cdn}${wasm ? " 'wasm-unsafe-eval'" : ''}`,
    `worker-src ${worker ? `blob: ${list(config.cdnBase)}` : "'none'"}`,
    `connect-src 'self' ${list(loader, config.cdnBase, ...Object.values(config.backends), cognito, ...hostedUi, video)}`,
    `img-src 'self' ${list(config.backends.liveShopping!)} blob:`,
    `media-src ${list(video)} blob:`,
    // The snippets' server HTML styles its declarative shadow root with a <style> (no layout shift before the root
    // mounts); its hash, not 'unsafe-inline', lets it apply.
    `style-src 'self' ${styleHashes.map((h) => `'${h}'`).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

interface Violation {
  directive: string;
  blocked: string;
  source?: string;
  sample?: string;
}

/** Every violation the page, its frames and its workers hit: DOM events, console errors and the policy's own reports. */
async function watchViolations(page: Page) {
  const seen: Violation[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  const onConsole = (text: string) => {
    if (/Content Security Policy|CSP violation|wasm-unsafe-eval/i.test(text)) seen.push({ directive: 'console', blocked: text });
  };
  page.on('console', (m) => onConsole(m.text()));
  page.on('worker', (w) => w.on('console', (m) => onConsole(m.text())));
  return seen;
}

/** The hashes of the <style>s in the server HTML's declarative shadow roots, as a merchant computes them. */
async function serverStyleHashes(page: Page): Promise<string[]> {
  // The try-on label's on a collection, the watch page's reserved video box, and the account hub's held form.
  const html = (
    await Promise.all(['/collections/all', '/pages/watch/SH0W42', '/pages/myaccount'].map(async (p) => (await page.request.get(p)).text()))
  ).join('');
  const styles = [...html.matchAll(/<template shadowrootmode="open"><style(?: data-vanity-server)?>([\s\S]*?)<\/style>/g)].map(
    (m) => m[1]!,
  );
  expect(styles.length).toBeGreaterThan(0);
  return [...new Set(styles.map((css) => `sha256-${createHash('sha256').update(css).digest('base64')}`))];
}

async function setPolicy(page: Page, options: PolicyOptions) {
  await page.goto('/pages/about');
  const config = JSON.parse((await page.locator('#vanity-config').textContent())!) as Config;
  const loader = await page.locator('script[src$="/vanity.js"]').getAttribute('src');
  const show = (await (await page.request.get(`${config.backends.liveShopping}/show/SH0W42/v1`)).json()) as { playbackUrl: string };
  const base = new URL(page.url()).origin;
  const policy = `${vanityPolicy(config, loader!, show.playbackUrl, await serverStyleHashes(page), options)}; report-uri ${base}/__harness/csp-reports`;
  expect((await page.request.post('/__harness/csp', { data: { policy } })).status()).toBe(201);
  return policy;
}

async function reports(page: Page): Promise<Violation[]> {
  const list = (await (await page.request.get('/__harness/csp-reports')).json()) as Array<{ 'csp-report'?: Record<string, string> }>;
  return list
    .map((r) => r['csp-report'] ?? {})
    .map((r) => ({
      directive: r['effective-directive'] ?? r['violated-directive'] ?? '',
      blocked: r['blocked-uri'] ?? '',
      source: r['source-file'],
      sample: r['script-sample'],
    }));
}

/** The other widgets' pages, and how each proves it has loaded: what it shows, or the response it needs. */
const OTHER_PAGES: Array<{ path: string; shows?: (page: Page) => Locator; needs?: (response: Response) => boolean }> = [
  {
    path: '/pages/live-shopping',
    shows: (page) =>
      page
        .locator('[data-vanity-widget="live-shopping"]')
        .getByRole('link', { name: /Satin lips, three ways/ })
        .first(),
  },
  {
    path: '/pages/channels/mia.host',
    shows: (page) => page.locator('[data-vanity-widget="channel"]').getByRole('heading', { name: 'Mia' }),
  },
  {
    path: '/pages/profile/following',
    shows: (page) => page.locator('[data-vanity-widget="live-profile"]').getByRole('heading', { name: 'Hosts you follow' }),
  },
  // The finder's intro reads the same before its product arrives ("all 32 shades"): wait for the Storefront API's answer.
  { path: '/pages/shade-finder', needs: (r) => new URL(r.url()).pathname.endsWith('/graphql.json') },
  // Signed in above: the store's account page with its header.
  {
    path: '/account',
    shows: (page) => page.locator('[data-vanity-widget="account-header"]').getByRole('link', { name: 'Back to my account' }),
  },
  // The watch page visited above is the show to go back to.
  {
    // The order page's script helper: a store of before checkout extensibility (store mode legacy).
    path: '/60123456/orders/a1b2?store=legacy',
    shows: (page) => page.locator('[data-vanity-widget="order-helper"]').getByRole('link', { name: 'Back to the stream' }),
  },
];

/** The widgets' images in view have loaded, or been refused (which the policy then reports). */
async function imagesInView(page: Page) {
  const settled = () =>
    page.locator('[data-vanity-widget] img').evaluateAll((images) =>
      images.every((img) => {
        const box = img.getBoundingClientRect();
        return (img as HTMLImageElement).complete || box.width === 0 || box.bottom <= 0 || box.top >= innerHeight;
      }),
    );
  await expect.poll(settled).toBe(true);
}

test.afterEach(async ({ request }) => {
  await request.delete('/__harness/csp');
  await Harness.clearFaults(request);
});

test('under the README policy, the collection, try-on, account and watch pages work with zero violations', async ({ page }) => {
  test.setTimeout(180_000);
  const policy = await setPolicy(page, { wasm: true });
  const errorsBefore = (await Harness.events(page.request, 'error')).length;
  const seen = await watchViolations(page);

  // The store really sends it, as a header.
  const response = await page.goto('/collections/all');
  expect(response!.headers()['content-security-policy']).toBe(policy);
  await expect(page.locator('[data-vanity-widget="try-on-label"]').first()).toHaveAttribute('data-vanity-mounted', 'true');
  await page.locator('[data-vanity-widget="try-on-label"]').first().getByRole('button').first().click();

  // The try-on: the worker (a blob: trampoline), the wasm tracker, WebGL, and a made-up frame.
  await TryOnUI.startWithPhoto(page, '/products/velvet-matte-lipstick');
  await expect(TryOnUI.dialog(page).getByRole('alert')).toHaveCount(0);
  // Tracked in the worker, not in the main-thread fallback a refused worker would leave (Chromium reports no violation for that).
  const tracked = await Promise.all(
    page
      .workers()
      .map((w) => w.evaluate(() => (self as unknown as { vanityWorkerStats?: { tracked: number } }).vanityWorkerStats?.tracked ?? 0)),
  );
  expect(Math.max(0, ...tracked)).toBeGreaterThan(0);
  // The captured picture is shown from a blob: URL.
  await TryOnUI.menu(page, 'Share or save image');
  const captured = TryOnUI.dialog(page).getByRole('group', { name: 'Your photo' }).getByRole('img');
  await expect.poll(() => captured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Accounts: aws-amplify against Cognito, then the store's Multipass login.
  await page.goto('/pages/myaccount?operation=signIn&destinationPath=/collections/lips');
  const hub = page.locator('[data-vanity-widget="account"]');
  await hub.getByLabel('Email', { exact: true }).fill('confirmed.shopper@aurelle.test');
  await hub.getByLabel('Password', { exact: true }).fill('Aurelle!Local1');
  await hub.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/collections/lips');

  // Live shopping: hls.js (MSE, blob: media, its worker), the chat's event stream.
  await page.goto('/pages/watch/SH0W42');
  const video = page.locator('[data-vanity-widget="watch"] video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0), { timeout: 20_000 }).toBe(true);
  const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(t0);

  // The other widgets' pages, still signed in: each mounts and loads what it shows.
  for (const { path, shows, needs } of OTHER_PAGES) {
    const response = needs && page.waitForResponse(needs);
    await page.goto(path);
    await UI.widgetsMounted(page);
    if (shows) await expect(shows(page)).toBeVisible();
    if (response) expect((await response).ok()).toBe(true);
    await imagesInView(page);
  }

  // Reports are posted a moment after the violation.
  await page.waitForTimeout(500);
  expect([...seen, ...(await reports(page))]).toEqual([]);
  // Nothing failed quietly either (a worker that would not start, a refused fetch).
  expect((await Harness.events(page.request, 'error')).slice(errorsBefore).map((e) => [e.body.message, e.body.context])).toEqual([]);
});

/**
 * Where the refusal is caught: the page's own check before anything loads; the worker's, before Human loads (the page's
 * check made to pass, as if it had missed it); and, with no worker allowed, tfjs's silent fallback from wasm on the
 * main thread, caught by the tracker's backend check once Human has loaded.
 */
const sides = {
  page: { worker: true, models: 'none' },
  worker: { worker: true, models: 'no wasm' },
  'main-thread tracker': { worker: false, models: 'all' },
} as const;

for (const [side, { worker, models }] of Object.entries(sides)) {
  test(`without 'wasm-unsafe-eval', the try-on says the store's security settings block it and reports the directive (found by the ${side})`, async ({
    page,
  }) => {
    await setPolicy(page, { wasm: false, worker });
    const seen = await watchViolations(page);
    if (side !== 'page') {
      await page.addInitScript(() => {
        // (Not new WebAssembly.Module: the policy refuses that too.)
        WebAssembly.compile = async () => ({}) as WebAssembly.Module;
      });
    }
    const before = (await Harness.events(page.request, 'error')).length;
    const cdnBefore = (await Harness.cdnLog(page.request)).length;
    await TryOnUI.choosePhoto(page, '/products/velvet-matte-lipstick');
    // The shopper's browser is not at fault: the message says it is the store's policy, with no Try again.
    const dialog = TryOnUI.dialog(page);
    await expect(dialog.getByRole('alert')).toHaveText(
      "This store's security settings don't let the virtual try-on run, so it can't open here. Nothing is wrong with your browser or device.",
      { timeout: 30_000 },
    );
    await expect(dialog.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    // The directive travels from the worker in the error's message; the main-thread tracker saw the violation event.
    const cause =
      side === 'main-thread tracker'
        ? /^WasmBlockedError: WebAssembly refused by the page's policy \[csp effective=script-src violated=script-src\]; tfjs fell back to /
        : /^WasmBlockedError: WebAssembly refused \[csp effective=script-src violated=script-src\]: /;
    await expect
      .poll(async () =>
        (await Harness.events(page.request, 'error'))
          .slice(before)
          .map((e) => ({ name: e.body.name, message: e.body.message, ...e.body.context, cause: e.body.cause })),
      )
      .toContainEqual({
        name: 'TryOnAbort',
        message: 'WasmNotSupported',
        where: 'try-on',
        abort: 'WasmNotSupported',
        camera: 'None',
        // The policy's directive, by name: not its text, nor the page's address.
        effectiveDirective: 'script-src',
        violatedDirective: 'script-src',
        cause: expect.stringMatching(cause),
      });
    // The page stops before the manifest; the worker before the .wasm or Human; the main thread after Human loaded.
    const fetched = (await Harness.cdnLog(page.request))
      .slice(cdnBefore)
      .map((r) => r.path)
      .filter((p) => p.startsWith('/models/'));
    if (models === 'none') expect(fetched).toEqual([]);
    // (The page, its own check passing, has read the set's files into the cache for the tracker, its one wasm build
    // among them, before the tracker starts (the models download at intent); the worker then refused before Human loaded.)
    if (models === 'no wasm') expect(fetched.filter((p) => p.endsWith('.wasm'))).toHaveLength(1);
    if (models === 'all')
      expect(fetched).toEqual(
        expect.arrayContaining([expect.stringMatching(/\.wasm$/), expect.stringMatching(/facemesh-[0-9a-f]{10}\.bin$/)]),
      );
    // The watcher does see violations: the refusal (and the refused worker), nothing else.
    await expect.poll(async () => (await reports(page)).length).toBeGreaterThan(0);
    if (side !== 'worker') expect(seen.length).toBeGreaterThan(0);
    expect(
      (await reports(page)).filter((r) => r.blocked !== 'wasm-eval' && !(side === 'main-thread tracker' && r.directive === 'worker-src')),
    ).toEqual([]);
  });
}
