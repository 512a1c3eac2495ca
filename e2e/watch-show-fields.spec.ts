import { expect, test, type Page } from './test';
import { Harness, signedInPage } from './harness';

/**
 * Spec 2 §3's show fields on the watch page (feature mode, the host's active variant, discounts) and the §7 calls
 * viewers make through it (the bag, share records, the server's time, a channel's start-time window).
 */
const watch = (page: Page) => page.locator('[data-vanity-widget="watch"]');

/** The host's own calls to the live-shopping backend, with the ID token the page holds. */
async function hostApi(page: Page) {
  const { api, token } = await page.evaluate(() => ({
    api: JSON.parse(document.getElementById('vanity-config')!.textContent!).backends.liveShopping as string,
    token: localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith('.idToken'))!)!,
  }));
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  return {
    post: (path: string, data: unknown) => page.request.post(`${api}${path}`, { headers, data }),
    patch: (path: string, data: unknown) => page.request.patch(`${api}${path}`, { headers, data }),
    get: (path: string) => page.request.get(`${api}${path}`, { headers }),
  };
}

test('the host’s feature mode decides what viewers see, and what the host wears is marked and preselected', async ({ browser }) => {
  const host = await signedInPage(browser, 'influencer@aurelle.test', '/pages/broadcast');
  const api = await hostApi(host);
  const created = await api.post('/show/v1', {
    title: `One at a time ${Date.now() % 100000}`,
    description: '',
    startTime: new Date(Date.now() + 3_600_000).toISOString(),
    variants: [
      { productId: 7301000002, variantIds: [44010000007, 44010000008, 44010000009] },
      { productId: 7301000401, variantIds: [] },
    ],
    thumbnail: null,
    publiclyListed: false,
    discounts: { productDiscounts: [] },
    featureMode: 'SINGLE',
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  // SINGLE: one product, the show's first while the host features or wears nothing.
  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(`/pages/watch/${id}`);
  const featured = watch(viewer).getByRole('region', { name: 'Featured in this show' });
  await expect(featured.getByRole('article', { name: 'Satin Lip Color' })).toBeVisible();
  await expect(featured.getByRole('article')).toHaveCount(1);
  await expect(featured.getByRole('button', { name: 'Next product' })).toHaveCount(0);

  // The host says what they wear, from their own page.
  await host.goto(`/pages/broadcast/${id}`);
  const wear = host.locator('[data-vanity-widget="broadcast"]').getByRole('button', { name: 'Wearing now: Satin Lip Color, Mauve Muse' });
  await wear.click();
  await expect(wear).toHaveAttribute('aria-pressed', 'true');
  await viewer.reload();
  const satin = featured.getByRole('article', { name: 'Satin Lip Color' });
  await expect(satin.getByText('Wearing now: Mauve Muse')).toBeVisible();
  await expect(satin.getByRole('radiogroup', { name: 'Shade' }).getByRole('radio', { name: 'Mauve Muse' })).toBeChecked();

  // CAROUSEL: every product, as slides, the worn one first.
  expect((await api.patch(`/show/${id}/v1`, { featureMode: 'CAROUSEL' })).ok()).toBe(true);
  await viewer.reload();
  await expect(featured).toHaveAttribute('aria-roledescription', 'carousel');
  // The slides, not the set's own list of what is in it.
  const slides = featured.getByRole('listitem').filter({ has: viewer.getByRole('article') });
  await expect(slides).toHaveCount(2);
  await expect(slides.nth(0)).toHaveAttribute('aria-label', '1 of 2');
  await expect(slides.nth(0).getByRole('article', { name: 'Satin Lip Color' }).getByText('Wearing now: Mauve Muse')).toBeVisible();
  await expect(slides.nth(1).getByRole('article', { name: 'Signature Lip Set' })).toBeVisible();
  // Both cards in view on a desktop: no buttons that would scroll nothing. On a phone the strip scrolls, with them.
  await expect(featured.getByRole('button', { name: 'Next product' })).toHaveCount(0);
  await viewer.setViewportSize({ width: 375, height: 812 });
  await expect(featured.getByRole('button', { name: 'Next product' })).toBeVisible();
  for (const p of [host, viewer]) await p.context().close();
});

test('the bag: a typed quantity (update.js), Remove (change.js), a failure kept with Try again, and Empty bag (clear.js)', async ({
  page,
  request,
}) => {
  await page.goto('/pages/watch/SH0W42');
  const satin = watch(page).getByRole('article', { name: 'Satin Lip Color' });
  await satin.getByRole('radiogroup', { name: 'Shade' }).getByRole('radio', { name: 'Cinnamon' }).check();
  await satin.getByRole('button', { name: 'Add to bag' }).click();
  const bag = watch(page).getByRole('region', { name: 'Your bag' });
  const qty = bag.getByRole('spinbutton', { name: 'Quantity of Satin Lip Color - Cinnamon' });
  await expect(qty).toHaveValue('1');
  const cart = async () => (await (await page.request.get('/cart.js')).json()) as { item_count: number };

  // The store fails the update: the bag and the typed 3 stay; Try again sends it.
  await Harness.fault(request, { server: 'store', path: '/cart/update.js', kind: 'status', status: 500 });
  await qty.fill('3');
  await bag.getByRole('button', { name: 'Update bag' }).click();
  await expect(bag.getByRole('alert').filter({ hasText: "We couldn't update your bag." })).toBeVisible();
  await expect(qty).toHaveValue('3');
  expect((await cart()).item_count).toBe(1);
  await Harness.clearFaults(request);
  await bag.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(async () => (await cart()).item_count).toBe(3);
  await expect(bag.getByText(/We couldn't update your bag/)).toHaveCount(0);

  await bag.getByRole('button', { name: 'Remove Satin Lip Color - Cinnamon from your bag' }).click();
  await expect.poll(async () => (await cart()).item_count).toBe(0);
  await expect(watch(page).getByRole('status').filter({ hasText: 'Your bag is empty.' })).toBeVisible();

  await satin.getByRole('button', { name: 'Add to bag' }).click();
  await expect(qty).toHaveValue('1');
  await bag.getByRole('button', { name: 'Empty bag' }).click();
  await bag.getByRole('button', { name: 'Yes, empty my bag' }).click();
  await expect.poll(async () => (await cart()).item_count).toBe(0);
});

test('Share records the share (the host’s stats count it) and gives a link with the viewer’s code', async ({ browser }) => {
  const host = await signedInPage(browser, 'influencer@aurelle.test', '/pages/broadcast');
  const api = await hostApi(host);
  const shares = async () => (await (await api.get('/show/SH0W42/stats/v1')).json()).shares as number;
  const before = await shares();
  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto('/pages/watch/SH0W42');
  await watch(viewer).getByRole('button', { name: 'Share' }).click();
  await expect(watch(viewer).getByRole('textbox', { name: 'Link to this show' })).toHaveValue(/\/pages\/watch\/SH0W42![A-Za-z0-9]+$/);
  await expect.poll(shares).toBe(before + 1);
  for (const p of [host, viewer]) await p.context().close();
});

test('before a show, the time now as the server writes it for the viewer', async ({ page }) => {
  await page.goto('/pages/watch/SH0W43');
  const year = String(new Date().getFullYear());
  await expect(watch(page).getByText(/^It's now .+ where you are\.$/)).toContainText(year);
});

test('a channel lists live, upcoming and past shows through the start-time window, and earlier windows on demand', async ({ page }) => {
  await page.goto('/pages/channels/mia.host');
  const channel = page.locator('[data-vanity-widget="channel"]');
  const upcoming = channel.getByRole('region', { name: 'Live and coming up' });
  await expect(upcoming.getByRole('link', { name: /Satin lips, three ways/ })).toBeVisible();
  const past = channel.getByRole('region', { name: 'Past shows' });
  await expect(past.getByRole('link', { name: /Brows in five minutes/ })).toBeVisible();
  await expect(past.getByText(/^Since /)).toBeVisible();
  await past.getByRole('button', { name: 'Show earlier shows' }).click();
  // Nothing seeded before the first window.
  await expect(past.getByRole('status')).toHaveText(/^No shows to watch from .+ to .+\.$/);
  await expect(past.getByRole('link', { name: /Brows in five minutes/ })).toBeVisible();
});
