import { expect, test, type Page } from './test';
import { MERCHANT_EVENTS } from '../shared/merchant-events';
import { TryOnUI } from './try-on-ui';

/**
 * What a merchant's own tags can hear and set. Business events reach Vanity.push(['on', …])
 * listeners whatever the consent (this shopper has not answered the cookie banner); an add to the bag
 * hands the theme its re-rendered cart sections in Horizon's cart:update.
 */
test.use({ storageState: { cookies: [], origins: [] } });

async function listen(page: Page) {
  await page.addInitScript((names) => {
    const w = window as unknown as { Vanity: unknown[]; heard: Array<[string, unknown]>; cartUpdate: unknown };
    w.heard = [];
    w.Vanity = w.Vanity || [];
    for (const name of names) w.Vanity.push(['on', name, (detail: unknown) => w.heard.push([name, detail])]);
    document.addEventListener('cart:update', (e) => (w.cartUpdate = (e as CustomEvent).detail));
  }, MERCHANT_EVENTS as string[]);
}
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Array<[string, any]> }).heard);

test("the try-on's business events reach the merchant's listeners, before any consent", async ({ page }) => {
  await listen(page);
  await TryOnUI.startWithPhoto(page, '/products/velvet-matte-lipstick');
  const dialog = TryOnUI.dialog(page);
  await dialog.getByRole('radio', { name: 'Classic Red' }).check();
  await dialog.getByRole('button', { name: /^Add to bag/ }).click();
  await expect(dialog.getByText(/is in your bag/)).toBeVisible();
  await expect
    .poll(async () => (await heard(page)).map(([name]) => name))
    .toEqual(['try_on_opened', 'try_on_loaded', 'shade_changed', 'add_to_bag']);
  const events = Object.fromEntries(await heard(page));
  expect(events.try_on_opened).toMatchObject({ productHandle: 'velvet-matte-lipstick' });
  expect(events.try_on_loaded).toMatchObject({ productHandle: 'velvet-matte-lipstick', source: 'photo', ms: expect.any(Number) });
  expect(events.shade_changed).toMatchObject({ shade: 'Classic Red' });
  expect(events.add_to_bag).toMatchObject({ productHandle: 'velvet-matte-lipstick', name: 'Classic Red', currency: 'USD', quantity: 1 });
  // Nothing about the shopper went to analytics meanwhile: the banner is still unanswered.
  await expect(page.getByRole('region', { name: 'Cookie choices' })).toBeAttached();
});

test("an add to the bag re-renders the theme's cart bubble from the sections Shopify returned", async ({ page }) => {
  await listen(page);
  await page.goto('/pages/watch/SH0W42');
  const satin = page.locator('[data-vanity-widget="watch"]').getByRole('article', { name: 'Satin Lip Color' });
  await satin.getByRole('button', { name: 'Add to bag' }).click();
  await expect(satin.getByRole('status')).toHaveText('Satin Lip Color is in your bag.');
  // cart:update follows the bag's reload, a moment after the status.
  await expect.poll(() => page.evaluate(() => !!(window as unknown as { cartUpdate: unknown }).cartUpdate)).toBe(true);
  const detail = await page.evaluate(() => (window as unknown as { cartUpdate: any }).cartUpdate);
  expect(detail).toMatchObject({
    sourceId: 'vanity',
    data: { source: 'vanity', itemCount: 1, sections: { 'cart-icon-bubble': expect.stringContaining('<span data-cart-count>1</span>') } },
  });
  await expect(page.locator('#shopify-section-cart-icon-bubble')).toHaveText('Bag (1)');
  expect((await heard(page)).map(([name]) => name)).toContain('add_to_bag');
});

test("Vanity.push(['configure', …]) switches the widgets' language and theme colour at run time", async ({ page }) => {
  await page.goto('/products/velvet-matte-lipstick');
  const open = page.getByRole('button', { name: 'Try it on' });
  await expect(open).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as { Vanity: { push(c: unknown): void } }).Vanity.push([
      'configure',
      { locale: 'fr', theme: { '--vanity-accent': 'rgb(10, 120, 90)' } },
    ]),
  );
  await expect(page.getByRole('button', { name: 'Essayer', exact: true })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--vanity-accent'))).toBe(
    'rgb(10, 120, 90)',
  );
});
