import { expect, test, type Page } from './test';
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { UI } from './harness';

/**
 * A widget takes lang and dir from the language its texts are shown in, so a right-to-left
 * catalogue lays it out mirrored. The language is a pseudo one that exists only here: the page's vanity.js is
 * swapped for the same loader bundled with an extra 'ar' catalogue (e2e/fixtures/pseudo-rtl-catalogue.ts).
 */
let bundle = '';
test.beforeAll(async () => {
  const { worker } = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as { worker: string };
  const built = await esbuild.build({
    entryPoints: ['e2e/fixtures/pseudo-rtl.entry.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    logLevel: 'error',
    alias: { 'vanity-human': './node_modules/@vladmandic/human/dist/human.esm.js' },
    define: {
      'process.env.NODE_ENV': '"production"',
      __VANITY_COMMIT__: '"pseudo-rtl"',
      __VANITY_WORKER_FILE__: JSON.stringify(worker),
      // One bundle, so nothing to preload (esbuild.config.mjs lists the closures of the real build's chunks).
      __VANITY_CLOSURES__: '{}',
    },
  });
  bundle = built.outputFiles[0]!.text;
});

async function openCollection(page: Page, locale: string | null) {
  await page.route(/\/vanity\.js(\?.*)?$/, (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
  if (locale)
    await page.addInitScript((l) => void ((window as unknown as { Vanity: unknown[] }).Vanity = [['configure', { locale: l }]]), locale);
  await page.goto('/collections/lips');
  await UI.widgetsMounted(page);
}

/** The label's host attributes, and where its icon (inline-start) sits against its words (polled: React takes the
 * label's server markup over in batches after the loader marks it mounted). */
const layout = (page: Page, handle: string) =>
  page.evaluate((h) => {
    const host = document.querySelector<HTMLElement>(`[data-vanity-widget="try-on-label"][data-product-handle="${h}"]`)!;
    const trigger = host.shadowRoot!.querySelector('.trigger')!;
    const icon = trigger.querySelector('svg')!.getBoundingClientRect();
    const words = trigger.querySelector('span')!.getBoundingClientRect();
    return { dir: host.getAttribute('dir'), lang: host.getAttribute('lang'), iconLeftOfWords: icon.right <= words.left + 1 };
  }, handle);
const name = (product: string) => `Try on ${product}`;

test('English: the label is ltr, its icon before its words on the left', async ({ page }) => {
  await openCollection(page, null);
  await expect.poll(() => layout(page, 'velvet-matte-lipstick')).toEqual({ dir: 'ltr', lang: 'en', iconLeftOfWords: true });
});

test('a right-to-left catalogue: the label is rtl, mirrored, and its menu opens inside the page', async ({ page }) => {
  await openCollection(page, 'ar-XB');
  await expect.poll(() => layout(page, 'velvet-matte-lipstick')).toEqual({ dir: 'rtl', lang: 'ar-XB', iconLeftOfWords: false });
  for (const product of ['Velvet Matte Lipstick', 'Satin Lip Color']) {
    await page.getByRole('button', { name: name(product) }).click();
    const menu = page.getByRole('menu');
    const box = (await menu.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // The menu's items read right to left too: each icon sits on the right of its words.
    const item = menu.getByRole('menuitem', { name: 'Use camera' });
    const [icon, itemBox] = [(await item.locator('svg').boundingBox())!, (await item.boundingBox())!];
    expect(icon.x).toBeGreaterThan(itemBox.x + itemBox.width / 2);
    await page.keyboard.press('Escape');
  }
});
