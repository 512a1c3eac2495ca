import { expect, test, type Page } from './test';
import { Harness } from './harness';

/**
 * Today's Shopify (the local store's default mode): checkout extensibility runs no theme or app script on the
 * checkout, thank-you and order status pages, so the show a shopper bought from rides on the cart (its
 * `_vanity_show` attribute, copied onto the order), Vanity's UI extensions render the back-to-stream button from the
 * order, and its web pixel records the checkout and the order.
 */
const watch = (page: Page) => page.locator('[data-vanity-widget="watch"]');
const showAttribute = async (page: Page) =>
  ((await (await page.request.get('/cart.js')).json()) as { attributes: Record<string, string> }).attributes._vanity_show;
const block = (page: Page, handle: string) => page.locator(`[data-extension-block="${handle}"]`);
const backToStream = (page: Page, handle: string) =>
  block(page, handle).frameLocator('iframe').getByRole('link', { name: 'Back to the stream' });
const HOUR = 60 * 60 * 1000;

// Today's Shopify whatever STORE_MODE a run sets (the store_mode cookie wins over it).
test.beforeEach(({ context, baseURL }) => context.addCookies([{ name: 'store_mode', value: 'today', url: baseURL! }]));

/** Adds the first featured product of the show playing on the watch page. */
async function addFeatured(page: Page, product: string) {
  const card = watch(page).getByRole('region', { name: 'Featured in this show' }).getByRole('article', { name: product });
  await card.getByRole('radio').first().check();
  await card.getByRole('button', { name: 'Add to bag' }).click();
  await expect(card.getByRole('status')).toHaveText(`${product} is in your bag.`);
}

/** From the bag to the thank-you page: the theme's Check out, then the stand-in checkout's Pay now. */
async function checkOut(page: Page) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const checkoutToken = new URL(page.url()).pathname.split('/')[3]!;
  return { checkoutToken, pay: () => page.getByRole('button', { name: 'Pay now' }).click() };
}

test('the show rides on the cart: an add from a show sets it, a second show replaces it, an add outside the window after emptying sets nothing', async ({
  page,
}) => {
  await page.goto('/pages/watch/SH0W42!ref7');
  await addFeatured(page, 'Satin Lip Color');
  await expect.poll(() => showAttribute(page)).toBe('SH0W42!ref7');

  await page.goto('/pages/watch/SH0W40!brows5');
  await addFeatured(page, 'Brow Renew Pencil');
  await expect.poll(() => showAttribute(page)).toBe('SH0W40!brows5');

  // Emptied (Shopify keeps a cart's attributes then), and filled again from a non-show page a day and more later.
  await page.goto('/cart');
  const cleared = await page.request.get('/cart/clear.js');
  expect(await cleared.json()).toMatchObject({ item_count: 0, attributes: { _vanity_show: 'SH0W40!brows5' } });
  await page.clock.install({ time: Date.now() + 25 * HOUR });
  await page.goto('/pages/shade-finder-results/tone-70');
  const results = page.locator('[data-vanity-widget="shade-finder-results"]');
  await results.getByRole('button', { name: /^Add to bag/ }).click();
  await expect(results.getByRole('status')).toContainText('is in your bag.');
  await expect.poll(() => showAttribute(page)).toBeUndefined();
  expect((await (await page.request.get('/cart.js')).json()).item_count).toBe(1);
});

test("today's checkout: the thank-you and order status pages lead back to the show, and the pixel records the checkout and the order", async ({
  page,
  request,
}) => {
  await page.goto('/pages/watch/SH0W42!ref7');
  await addFeatured(page, 'Satin Lip Color');
  await expect.poll(() => showAttribute(page)).toBe('SH0W42!ref7');
  const sessionId = await page.evaluate(() => sessionStorage.getItem('vanity.sessionId'));
  expect(sessionId).toBeTruthy();

  const { checkoutToken, pay } = await checkOut(page);
  // Shopify's page: no theme script and none of Vanity's storefront bundle.
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((s) => new URL((s as HTMLScriptElement).src).pathname));
  expect(scripts).toEqual(['/__shopify/runtime/host-page.js']);
  await expect(page.locator('[data-vanity-widget]')).toHaveCount(0);

  const sent = async (event: string) =>
    (await Harness.events(request, 'analytics')).filter((e) => e.body.event === event && e.body.sessionId === sessionId);
  await expect
    .poll(async () => (await sent('checkout created')).map((e) => e.body.properties))
    .toEqual([{ checkoutId: checkoutToken, showId: 'SH0W42', referralCode: 'ref7' }]);
  // The pixel sends its two events as two beacons, which may arrive in either order.
  await expect.poll(async () => (await sent('checkout_created')).map((e) => e.body.properties.showId)).toEqual(['SH0W42']);

  await pay();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect
    .poll(async () => (await sent('order_completed')).map((e) => e.body.properties))
    .toEqual([
      expect.objectContaining({ checkoutId: checkoutToken, showId: 'SH0W42', referralCode: 'ref7', itemCount: 1, currency: 'USD' }),
    ]);
  // The checkout's token never leaves in an address.
  expect((await sent('order_completed'))[0]!.body.url).toMatch(/\/checkouts\/:token\/thank-you$/);

  const thanks = backToStream(page, 'vanity-thank-you');
  await expect(thanks).toHaveAttribute('href', /\/pages\/watch\/SH0W42!ref7$/);
  await thanks.click();
  await expect(page).toHaveURL(/\/pages\/watch\/SH0W42!ref7$/);
  await expect(watch(page).getByRole('heading', { name: 'Satin lips, three ways' })).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: 'View order status' }).click();
  await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  const status = backToStream(page, 'vanity-order-status');
  await expect(status).toHaveAttribute('href', /\/pages\/watch\/SH0W42!ref7$/);
  await status.click();
  await expect(page).toHaveURL(/\/pages\/watch\/SH0W42!ref7$/);
});

test('an order bought from no show shows no button, on the thank-you page or the order status page', async ({ page }) => {
  await page.goto('/pages/shade-finder-results/tone-70');
  const results = page.locator('[data-vanity-widget="shade-finder-results"]');
  await results.getByRole('button', { name: /^Add to bag/ }).click();
  await expect(results.getByRole('status')).toContainText('is in your bag.');
  const { pay } = await checkOut(page);
  await pay();
  await expect(block(page, 'vanity-thank-you')).toHaveAttribute('data-state', 'empty');
  await expect(block(page, 'vanity-thank-you')).toBeHidden();
  await page.getByRole('link', { name: 'View order status' }).click();
  await expect(block(page, 'vanity-order-status')).toHaveAttribute('data-state', 'empty');
  await expect(backToStream(page, 'vanity-order-status')).toHaveCount(0);
});

test.describe('without analytics consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('Shopify does not load the pixel, and nothing of the checkout or the order reaches analytics; the button still shows', async ({
    page,
    request,
  }) => {
    await page.goto('/pages/watch/SH0W42!ref7');
    await page.getByRole('region', { name: 'Cookie choices' }).getByRole('button', { name: 'Decline' }).click();
    await addFeatured(page, 'Satin Lip Color');
    await expect.poll(() => showAttribute(page)).toBe('SH0W42!ref7');
    const { checkoutToken, pay } = await checkOut(page);
    await expect(page.locator('iframe[data-shopify-sandbox="pixel"]')).toHaveCount(0);
    await pay();
    await expect(backToStream(page, 'vanity-thank-you')).toHaveAttribute('href', /\/pages\/watch\/SH0W42!ref7$/);
    await expect(page.locator('iframe[data-shopify-sandbox="pixel"]')).toHaveCount(0);
    const mine = (await Harness.events(request, 'analytics')).filter((e) => JSON.stringify(e.body).includes(checkoutToken));
    expect(mine).toEqual([]);
  });
});
