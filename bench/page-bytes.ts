import type { Browser, Page, Request, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { whenReady } from './bench-browser';

/** The bench's `bytes` section: the gzip JS bytes a cold browser loads on each page type (a change must not grow them). */
export const PAGES: Record<string, string> = {
  plain: '/pages/about',
  collection: '/collections/all',
  product: '/products/velvet-matte-lipstick',
  tryOnPage: '/pages/virtual-try-on',
  shadeFinder: '/pages/shade-finder',
  myaccount: '/pages/myaccount?operation=signIn',
  watch: '/pages/watch/SH0W42',
  // The same show through hls.js, as a browser without HLS of its own plays it.
  watchFallback: '/pages/watch/SH0W42',
  // The script helpers' pages, on a store of before checkout extensibility (today's run none of Vanity's bytes).
  order: '/60123456/orders/a1b2?store=legacy',
  checkout: '/60123456/checkouts/c0ffee?store=legacy',
};

/** Page set-ups before any script runs: the fallback forces hls.js with the runtime flag a merchant would push. */
export const PAGE_SETUP: Record<string, string> = {
  watchFallback: `(window.Vanity = window.Vanity || []).push(['configure', { features: { hlsJs: true } }]);`,
};

/**
 * One of Vanity's scripts: the theme's own (/assets/ on the store origin) are not Vanity's bytes. Worker scripts
 * come as 'other'; the Ajax cart's /cart.js is JSON fetched by code, not a script.
 */
export function isVanityScript(r: Response): boolean {
  const type = r.request().resourceType();
  return (
    (type === 'script' || (r.url().endsWith('.js') && type !== 'fetch' && type !== 'xhr')) &&
    r.ok() &&
    !new URL(r.url()).pathname.startsWith('/assets/')
  );
}

/**
 * Resolves once no request but an open event stream (the show's chat, read with fetch for as long as the page is
 * open) has been in flight for `quietMs`: Playwright's 'networkidle' never comes while that stream is open.
 */
function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): () => Promise<void> {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const isStream = (r: Request) => (r.headers()['accept'] ?? '').includes('text/event-stream');
  page.on('request', (r) => {
    if (isStream(r)) return;
    open.add(r);
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    if (open.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + timeoutMs;
    while (open.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`network not quiet after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
}

/**
 * Gzip bytes of every script a cold browser loads on the page, worker scripts included; and `critical`, those
 * requested before the loader's first idle-or-intent mount (its `vanity:deferred-mount` mark), where it made one.
 */
async function jsBytes(browser: Browser, origin: string, path: string, setup?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (setup) await page.addInitScript({ content: setup });
  const bodies: Promise<number>[] = [];
  const files: string[] = [];
  const byUrl = new Map<string, Promise<number>>();
  const quiet = networkQuiet(page);
  context.on('response', (r) => {
    if (isVanityScript(r)) {
      files.push(new URL(r.url()).pathname);
      const gz = r.body().then(
        (b) => gzipSync(b, { level: 9 }).length,
        () => 0,
      );
      bodies.push(gz);
      byUrl.set(r.url(), gz);
    }
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  await whenReady(page);
  await quiet();
  const total = (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
  // Scripts the page asked for before the first deferred mount started: what sits on its critical path.
  const before = await page.evaluate(() => {
    const mark = performance.getEntriesByName('vanity:deferred-mount')[0];
    if (!mark) return null;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < mark.startTime)
      .map((e) => e.name);
  });
  const critical = before
    ? (await Promise.all(before.map((url) => byUrl.get(url) ?? Promise.resolve(0)))).reduce((a, b) => a + b, 0)
    : null;
  await context.close();
  return { total, files, critical };
}

/** Each page type's bytes, and the scripts that made them. */
export async function pageBytes(browser: Browser, origin: string) {
  const bytes: Record<string, number> = {};
  const files: Record<string, string[]> = {};
  for (const [name, path] of Object.entries(PAGES)) {
    const r = await jsBytes(browser, origin, path, PAGE_SETUP[name]);
    bytes[name] = r.total;
    if (r.critical !== null) bytes[`${name}.critical`] = r.critical;
    files[name] = r.files;
  }
  return { bytes, files };
}
