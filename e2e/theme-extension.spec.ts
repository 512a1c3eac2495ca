import { expect, test } from './test';
import { Harness, UI } from './harness';
import { TryOnUI } from './try-on-ui';

/**
 * The widgets work the same whether the theme installs Vanity with the pasted snippets or with the theme app
 * extension's app embed and app blocks (extensions/vanity-theme). The store switches per request on the
 * theme_install cookie; under the blocks install the loader and its chunks come from the extension's assets/,
 * which `npm run build` fills.
 */
const installs = [
  { install: 'snippets', loader: /^https:\/\/127\.0\.0\.1:\d+\/vanity\.js$/, chunks: /^\/[a-z-]+\.chunk-[A-Z0-9]+\.js$/ },
  {
    install: 'blocks',
    loader: /^https:\/\/127\.0\.0\.1:\d+\/extensions\/vanity-theme\/assets\/vanity\.js$/,
    chunks: /^\/extensions\/vanity-theme\/assets\/[a-z-]+\.chunk-[A-Z0-9]+\.js$/,
  },
] as const;

for (const { install, loader, chunks } of installs) {
  test.describe(`installed with the ${install}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'theme_install', value: install, url: baseURL! }]);
    });

    test('the try-on label on /collections/all opens the product page with the camera', async ({ page, request }) => {
      await page.goto('/collections/all');
      await UI.widgetsMounted(page);
      expect(await page.locator('script[type="module"]').getAttribute('src')).toMatch(loader);
      expect(await page.locator('[data-vanity-widget="try-on-label"]').count()).toBeGreaterThan(3);
      const widgetChunks = (await Harness.cdnLog(request)).map((r) => r.path).filter((p) => p.includes('try-on-label.chunk-'));
      expect(widgetChunks.length).toBeGreaterThan(0);
      for (const p of widgetChunks.slice(-1)) expect(p).toMatch(chunks);

      await page.getByRole('button', { name: 'Try on Velvet Matte Lipstick' }).click();
      await page.getByRole('menuitem', { name: 'Use camera' }).click();
      await expect(page).toHaveURL(/\/products\/velvet-matte-lipstick\?vto=camera$/);
    });

    test('the try-on on a product page makes up a photo and offers the other lipsticks', async ({ page, request }) => {
      await TryOnUI.startWithPhoto(page, '/products/velvet-matte-lipstick');
      expect(await page.locator('script[type="module"]').getAttribute('src')).toMatch(loader);
      const widgetChunks = (await Harness.cdnLog(request)).map((r) => r.path).filter((p) => p.includes('/try-on.chunk-'));
      expect(widgetChunks.at(-1)).toMatch(chunks);

      const dialog = TryOnUI.dialog(page);
      await dialog.getByRole('radio', { name: 'Classic Red' }).check();
      await expect(dialog.getByRole('img', { name: /^Your photo with .*Classic Red/ })).toBeVisible();
      // The related products the product page offers (the block's picked products, the snippet's recommendations).
      const handles = await page.locator('[data-vanity-widget="try-on"]').getAttribute('data-product-handles');
      expect(handles?.split(',')).toContain('satin-lip-color-lipstick');
    });
  });
}
