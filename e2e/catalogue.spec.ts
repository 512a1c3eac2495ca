import { expect, test, type APIRequestContext } from './test';
import { PRODUCT_BY_HANDLE } from '../shared/api/storefront/storefront-queries';
import { mapProduct } from '../shared/catalog/product-mapping';
import { listable } from '../shared/catalog/product-rules';
import type { Product } from '../shared/catalog/product-types';
import { UI } from './harness';

/** The theme's pages show the same catalogue the Storefront API serves, filtered by the spec's rules. */

async function product(request: APIRequestContext, handle: string): Promise<Product> {
  const r = await request.post('/api/2022-10/graphql.json', {
    headers: { 'X-Shopify-Storefront-Access-Token': 'vanity-local-storefront-token' },
    data: { query: PRODUCT_BY_HANDLE, variables: { handle } },
  });
  const body = await r.json();
  return mapProduct(body.data.product);
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a product page shows the product as the catalogue has it', async ({ page, request }) => {
  const foundation = await product(request, 'second-skin-foundation');
  await page.goto('/products/second-skin-foundation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(foundation.name);
  await expect(page.locator('.product-info .price')).toHaveText(money(foundation.variants[0]!.priceCents));
  const shades = page.getByRole('radio');
  await expect(shades).toHaveCount(foundation.variants.length);
  const soldOut = foundation.variants.filter((v) => !v.availableForSale).length;
  expect(soldOut).toBeGreaterThan(0);
  await expect(page.locator('input[type="radio"]:disabled')).toHaveCount(soldOut);
  // Each shade shows its generated swatch image.
  const swatch = page.locator('.swatch-image').first();
  await expect(swatch).toHaveAttribute('src', foundation.variants[0]!.swatch!);
  // Decoded once it has arrived: polled, as the attribute is there before the image is.
  await expect.poll(() => swatch.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('a low-stock shade says how many are left', async ({ page, request }) => {
  const satin = await product(request, 'satin-lip-color-lipstick');
  const low = satin.variants.find((v) => v.quantityAvailable! > 0 && v.quantityAvailable! <= 3)!;
  await page.goto(`/products/satin-lip-color-lipstick?variant=${low.id}`);
  await expect(page.getByText(`Only ${low.quantityAvailable} left`)).toBeVisible();
});

test('a collection page lists the listable products and leaves out the filtered ones', async ({ page, request }) => {
  const handles = [
    'velvet-matte-lipstick',
    'satin-lip-color-lipstick',
    'cream-lipstick',
    'liquid-matte-lipstick',
    'sheer-shimmer-lipstick',
    'glass-gloss-lipstick',
    'hydrating-balm-lipstick',
    'long-wear-lipstick',
    'high-shine-lip-gloss',
    'lip-shade-sample-card',
    'classic-lip-liner',
  ];
  const lips = await Promise.all(handles.map((h) => product(request, h)));
  const shown = lips.filter((p) => listable(p));
  const dropped = lips.filter((p) => !listable(p));
  expect(dropped.map((p) => p.handle).sort()).toEqual(['classic-lip-liner', 'lip-shade-sample-card']);

  await page.goto('/collections/lips');
  await UI.widgetsMounted(page);
  const titles = page.locator('.card-title');
  await expect(titles).toHaveText(shown.map((p) => p.name));
  await expect(page.getByText(`${shown.length} products`)).toBeVisible();
  for (const p of dropped) await expect(page.getByText(p.name)).toHaveCount(0);
  // Every listed product here can be tried on, so each card carries a label.
  await expect(page.locator('[data-vanity-widget="try-on-label"]')).toHaveCount(shown.length);
});

test('gifts with purchase: the single gift shows, the set gift and the multi-variant gift do not', async ({ page }) => {
  await page.goto('/collections/sets');
  await expect(page.locator('.card-title')).toHaveText(['Signature Lip Set', 'Mini High Shine Lip Gloss (Gift)']);
  await expect(page.getByText('Deluxe Sample Set (Gift)')).toHaveCount(0);
  await expect(page.getByText('Mini Velvet Matte Lipstick (Gift)')).toHaveCount(0);
});
