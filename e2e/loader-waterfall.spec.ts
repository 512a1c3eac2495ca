import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { Harness, UI } from './harness';

/** What the build wrote: each widget chunk's static closure (esbuild.config.mjs). */
const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as {
  chunks: Record<string, string>;
  closures: Record<string, string[]>;
};

/** The file esbuild made for a lazily imported module (dist/metafile.json names each output's entry point). */
const meta = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as {
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }>;
};
const fileWith = (source: string) =>
  Object.entries(meta.outputs)
    .find(([f, o]) => f.endsWith('.js') && o.entryPoint === source)![0]
    .replace(/^dist\//, '');

test("a widget's whole static closure is asked for before its chunk has even arrived: no import waterfall", async ({ page }) => {
  const entry = manifest.chunks['../watch/watch.chunk']!;
  const closure = manifest.closures.watch!;
  expect(closure.length).toBeGreaterThan(3);
  // With the API clients the watch page imports as it mounts: the show request need not wait for the widget to run.
  expect(closure).toContain(fileWith('shared/api/live-shopping/show-client.ts'));
  expect(closure).toContain(fileWith('shared/api/live-shopping/chat-client.ts'));
  const requested = new Set<string>();
  page.on('request', (r) => requested.add(new URL(r.url()).pathname.slice(1)));
  // Hold the watch chunk: whatever is requested meanwhile was not found by reading it.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  let whileHeld: string[] = [];
  await page.route(`**/${entry}`, async (route) => {
    await expect.poll(() => closure.filter((f) => !requested.has(f)), { timeout: 10_000 }).toEqual([]);
    whileHeld = [...requested];
    await held;
    await route.continue();
  });
  await page.goto('/pages/watch/SH0W42');
  await expect.poll(() => whileHeld.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(closure.filter((f) => !whileHeld.includes(f))).toEqual([]);
  release();
  await UI.widgetsMounted(page);
});

test("the widgets' scripts come from the CDN over HTTP/2, as Shopify's CDN serves them", async ({ page, request }) => {
  await page.goto('/pages/watch/SH0W42');
  await UI.widgetsMounted(page);
  const scripts = (await Harness.cdnLog(request)).filter((r) => r.destination === 'script');
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((r) => r.httpVersion !== '2.0').map((r) => `${r.path} over HTTP/${r.httpVersion}`)).toEqual([]);
});

test('a page without widgets never loads the runtime; a page with one loads it once, with its chunk', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname.slice(1)));
  await page.goto('/pages/about');
  await page.evaluate(() => new Promise((r) => (window as any).Vanity.push(['on', 'ready', r])));
  expect(scripts.filter((s) => s.startsWith('runtime-'))).toEqual([]);
  await page.goto('/pages/myaccount');
  await UI.widgetsMounted(page);
  expect(scripts.filter((s) => s.startsWith('runtime-'))).toHaveLength(1);
});

for (const install of ['snippets', 'blocks']) {
  test(`installed with the ${install}, the embed opens one connection to each origin the widgets need, while the page loads`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'theme_install', value: install, url: baseURL! }]);
    await page.goto('/pages/about');
    const config = JSON.parse((await page.locator('#vanity-config').textContent())!) as {
      cdnBase: string;
      backends: { account: string; liveShopping: string };
    };
    const origins = [...new Set([config.cdnBase, config.backends.account, config.backends.liveShopping].map((u) => new URL(u).origin))];
    const links = await page
      .locator('link[rel="preconnect"]')
      .evaluateAll((ls) => ls.map((l) => [(l as HTMLLinkElement).href.replace(/\/$/, ''), (l as HTMLLinkElement).crossOrigin]));
    expect(links.sort()).toEqual(origins.map((o) => [o, 'anonymous']).sort());
  });
}

test("the watch page asks for its show while the widget's code is still on the way, and only once", async ({ page }) => {
  const entry = manifest.chunks['../watch/watch.chunk']!;
  const showRequests: number[] = [];
  let chunkHeld = true;
  page.on('request', (r) => {
    if (/\/show\/SH0W42\/v1$/.test(new URL(r.url()).pathname)) showRequests.push(chunkHeld ? 1 : 0);
  });
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/${entry}`, async (route) => {
    await expect.poll(() => showRequests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    chunkHeld = false;
    await held;
    await route.continue();
  });
  await page.goto('/pages/watch/SH0W42');
  await expect.poll(() => chunkHeld, { timeout: 15_000 }).toBe(false);
  release();
  await UI.widgetsMounted(page);
  await expect(page.locator('[data-vanity-widget="watch"]').getByRole('heading', { name: 'Satin lips, three ways' })).toBeVisible();
  // The widget took the early answer: no second request for the show as it mounted.
  expect(showRequests).toEqual([1]);
});

test("the watch page's poster (its largest picture) is asked for and shown while the widget's code is still on the way, once, in the size the player shows", async ({
  page,
}) => {
  const entry = manifest.chunks['../watch/watch.chunk']!;
  const posters: Array<{ size: string; chunkHeld: boolean }> = [];
  let chunkHeld = true;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/show/SH0W42/thumbnail/v1')) posters.push({ size: url.search.slice(1), chunkHeld });
  });
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/${entry}`, async (route) => {
    // The show's record says it has a picture; the runtime preloads it from there, before the player exists.
    await expect.poll(() => posters.length, { timeout: 10_000 }).toBeGreaterThan(0);
    chunkHeld = false;
    await held;
    await route.continue();
  });
  await page.goto('/pages/watch/SH0W42');
  await expect.poll(() => chunkHeld, { timeout: 15_000 }).toBe(false);
  // Still without the widget's code, the box the snippet reserves for the video shows the picture.
  const reservedBox = () =>
    page.evaluate(() => {
      const box = document.querySelector('[data-vanity-widget="watch"]')?.shadowRoot?.querySelector('.vanity-reserve-stage');
      return box ? getComputedStyle(box).backgroundImage : 'gone';
    });
  await expect.poll(reservedBox).toContain('/show/SH0W42/thumbnail/v1?width=');
  release();
  await UI.widgetsMounted(page);
  const video = page.locator('[data-vanity-widget="watch"] video');
  await expect(video).toHaveAttribute('poster', /\/show\/SH0W42\/thumbnail\/v1\?width=\d+&height=\d+$/);
  const shown = new URL((await video.getAttribute('poster'))!).search.slice(1);
  // The player shows the very picture the runtime asked for: one request, made while the chunk was held.
  expect(posters).toEqual([{ size: shown, chunkHeld: true }]);
});

test("the product page's try-on code is evaluated a file per task, not as one graph; React's file is compiled as it streams", async ({
  page,
  browser,
}) => {
  const closure = manifest.closures['try-on']!;
  expect(closure.length).toBeGreaterThan(10);
  // V8 reports each module evaluation: one import() of the chunk evaluated its whole closure in one (one long task).
  await browser.startTracing(page, { categories: ['v8'] });
  await page.goto('/products/velvet-matte-lipstick');
  await UI.widgetsMounted(page);
  await expect(page.getByRole('button', { name: 'Try it on' })).toBeVisible();
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Array<{ name: string; ph: string }> }).traceEvents;
  expect(events.filter((e) => e.name === 'v8.evaluateModule' && e.ph === 'X').length).toBeGreaterThan(closure.length);
  // V8's explicit compile hint (esbuild.config.mjs): react-dom, wrapped in one function, is compiled off the main thread.
  const [reactFile] = Object.entries(meta.outputs).find(
    ([f, o]) => f.endsWith('.js') && Object.keys(o.inputs).some((i) => /react-dom-client/.test(i)),
  )!;
  expect(readFileSync(reactFile, 'utf8').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
});
