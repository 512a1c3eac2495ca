import { expect, test, type Page } from './test';
import { TryOnUI } from './try-on-ui';

/**
 * Bundles (spec 1 §3, spec 2 §4): the Signature Lip Set names its items by handle and by 'productId:variantId'
 * pairs; the pairs narrow each to one shade. Wherever the set can be added, the shopper sees what is in it,
 * and the bag line says which shade of each went in.
 */

const cartItems = async (page: Page) =>
  (await (await page.request.get('/cart.js')).json()).items as Array<{ product_title: string; properties: Record<string, string> }>;
const IN_THE_SET = { 'Velvet Matte Lipstick': 'Classic Red', 'High Shine Lip Gloss': 'Crystal' };

test('watch page: the set shows its items and adds them by name to the bag line', async ({ page }) => {
  await page.goto('/pages/watch/SH0W42');
  const card = page.locator('[data-vanity-widget="watch"]').getByRole('article', { name: 'Signature Lip Set' });
  const contents = card.getByRole('group', { name: 'In this set' });
  await expect(contents.getByRole('listitem')).toHaveText([/Velvet Matte Lipstick\s*Classic Red/, /High Shine Lip Gloss\s*Crystal/]);
  await card.getByRole('button', { name: 'Add to bag' }).click();
  await expect(card.getByRole('status')).toHaveText('Signature Lip Set is in your bag.');
  expect((await cartItems(page)).find((i) => i.product_title === 'Signature Lip Set')?.properties).toEqual(IN_THE_SET);
  await page.goto('/cart');
  await expect(page.getByRole('listitem').filter({ hasText: 'Signature Lip Set' })).toContainText('Velvet Matte Lipstick: Classic Red');
});

test("product page try-on: the set's items sit above Add to bag, and the add names them", async ({ page }) => {
  await TryOnUI.startWithPhoto(page, '/products/signature-lip-set');
  const dialog = TryOnUI.dialog(page);
  // Shopify's 'Default Title' is never shown as a shade.
  await expect(dialog.getByText('Default Title')).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: 'In this set' }).getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: /^Add to bag/ }).click();
  await expect(dialog.getByText('Signature Lip Set is in your bag.')).toBeVisible();
  expect((await cartItems(page)).find((i) => i.product_title === 'Signature Lip Set')?.properties).toEqual(IN_THE_SET);
});
