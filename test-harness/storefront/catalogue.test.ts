// @vitest-environment node
import { mapProduct } from '../../shared/catalog/product-mapping';
import { isInStock, listable } from '../../shared/catalog/product-rules';
import type { Product } from '../../shared/catalog/product-types';
import { hasLighting } from '../../shared/try-on/looks';
import { createStorefrontClient } from '../../shared/api/storefront/storefront-client';
import { startHarness, type Harness } from '../server/harness';
import { products as seeds } from './catalogue';

/** The seeded catalogue, read the way Vanity reads it: through the Storefront stand-in and the mapping. */
let h: Harness;
let catalogue: Product[];
beforeAll(async () => {
  h = await startHarness({ storePort: 0, cdnPort: 0, apiPort: 0 });
  const client = createStorefrontClient({ endpoint: `${h.storeOrigin}/api/2022-10/graphql.json`, token: 'vanity-local-storefront-token' });
  catalogue = await Promise.all(seeds.map(async (s) => mapProduct((await client.productByHandle(s.handle))!)));
});
afterAll(() => h.close());

const byHandle = (handle: string) => catalogue.find((p) => p.handle === handle)!;

describe('the seeded catalogue', () => {
  it('has at least 8 lipsticks of 6 or more shades, including the satin lip color page product', () => {
    const lipsticks = catalogue.filter((p) => p.productType === 'Lipstick' && listable(p));
    expect(lipsticks.length).toBeGreaterThanOrEqual(8);
    expect(lipsticks.every((p) => p.variants.length >= 6)).toBe(true);
    expect(lipsticks.map((p) => p.handle)).toContain('satin-lip-color-lipstick');
  });

  it('has the satin-shimmer duet eyeshadow on VTO-5-2 with duet, satin and shimmer looks', () => {
    const duet = byHandle('satin-shimmer-eyeshadow-duet');
    for (const v of duet.variants) {
      expect(v.vtoConfig!.products[0]!.modelSet).toBe('VTO-5-2');
      expect(Object.keys(v.vtoConfig!.variants).sort()).toEqual(['duet', 'satin', 'shimmer']);
    }
  });

  it('has the brow-renew product on FUTest-Brows-6', () => {
    const brow = catalogue.find((p) => p.handle.includes('brow-renew'))!;
    expect(brow.variants.every((v) => v.vtoConfig!.products[0]!.modelSet === 'FUTest-Brows-6')).toBe(true);
  });

  it('has a foundation of 30+ shades, each with a distinct skintone and lighter/default/darker coverage', () => {
    const f = byHandle('second-skin-foundation');
    expect(f.variants.length).toBeGreaterThanOrEqual(30);
    const tones = f.variants.map((v) => v.skintone);
    expect(tones.every((t) => typeof t === 'number')).toBe(true);
    expect(new Set(tones).size).toBe(tones.length);
    expect(f.variants.every((v) => ['lighter', 'default', 'darker'].every((k) => k in v.vtoConfig!.variants))).toBe(true);
  });

  it('has a product with day and night looks, keyed as spec 1 §4 says (night lighter, day default, no darker)', () => {
    expect(
      catalogue.some((p) =>
        p.variants.every((v) => hasLighting(v.vtoConfig) && v.vtoConfig!.variants.lighter && !v.vtoConfig!.variants.darker),
      ),
    ).toBe(true);
  });

  it('has a set, and gifts with purchase of which the rules drop some', () => {
    expect(catalogue.some((p) => p.isBundle && !p.gwp && listable(p))).toBe(true);
    const gifts = catalogue.filter((p) => p.gwp);
    expect(gifts.filter((p) => listable(p)).length).toBeGreaterThan(0);
    expect(gifts.filter((p) => !listable(p)).length).toBeGreaterThan(0);
  });

  it('has a zero-price item, an excluded-tag item, and sold-out and low-stock variants', () => {
    expect(listable(byHandle('lip-shade-sample-card'))).toBeNull();
    expect(listable(byHandle('classic-lip-liner'))).toBeNull();
    const variants = catalogue.flatMap((p) => p.variants);
    expect(variants.some((v) => !isInStock(v))).toBe(true);
    expect(variants.some((v) => isInStock(v) && v.quantityAvailable! <= 3)).toBe(true);
  });

  it('gives every variant a generated swatch image and a try-on config in the spec’s shape', async () => {
    for (const v of catalogue.flatMap((p) => p.variants)) {
      expect(v.swatch).toMatch(/\/cdn\/shop\/files\/swatch-\d+\.svg$/);
      expect(Array.isArray(v.vtoConfig?.products)).toBe(true);
    }
    const r = await fetch(catalogue[0]!.variants[0]!.swatch!);
    expect(r.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it('bundles resolve through both metafields', () => {
    const set = byHandle('signature-lip-set');
    expect(set.bundleThreshold).toBe(2);
    expect(set.bundleItems.filter((i) => i.handle)).toHaveLength(2);
    const pairs = set.bundleItems.filter((i) => i.productId);
    expect(pairs).toHaveLength(2);
    for (const pair of pairs)
      expect(catalogue.find((p) => p.id === pair.productId)!.variants.some((v) => v.id === pair.variantId)).toBe(true);
  });
});
