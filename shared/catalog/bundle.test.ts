import { describe, expect, it } from 'vitest';
import { bundleItemsOf, mapProduct } from './product-mapping';
import { bundleParts, bundleProperties, defaultPartVariant, isBundleInStock } from './bundle';
import { API } from './raw-product.test-helpers';

const shades = (...names: string[]) => ({
  nodes: names.map((name, i) =>
    API.variant({ id: `gid://shopify/ProductVariant/${i + 1}`, title: name, colorName: { value: name }, quantityAvailable: 10 }),
  ),
});
const lipstick = mapProduct(
  API.product({ id: 'gid://shopify/Product/11', handle: 'lipstick', title: 'Lipstick', variants: shades('Red', 'Nude', 'Plum') }),
);
const gloss = mapProduct(
  API.product({ id: 'gid://shopify/Product/22', handle: 'gloss', title: 'Gloss', variants: shades('Clear', 'Pink') }),
);

describe('bundle parts (spec 1 §3)', () => {
  it('loads pairs with their variant filter, and handles unfiltered', () => {
    const items = bundleItemsOf({ bundleHandles: { value: '["gloss"]' }, bundleVariants: { value: '["11:2"]' } });
    const parts = bundleParts(items, [gloss, lipstick]);
    expect(parts.map((p) => [p.name, p.variants.map((v) => v.name)])).toEqual([
      ['Gloss', ['Clear', 'Pink']],
      ['Lipstick', ['Nude']],
    ]);
  });

  it('keeps the filter when the same product is also named by handle, and merges it into one part', () => {
    const items = bundleItemsOf({ bundleHandles: { value: '["lipstick"]' }, bundleVariants: { value: '["11:1","11:3"]' } });
    const parts = bundleParts(items, [lipstick, lipstick, lipstick]);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.variants.map((v) => v.name)).toEqual(['Red', 'Plum']);
  });

  it('leaves out an item the store does not have', () => {
    const items = bundleItemsOf({ bundleHandles: { value: '["gone","gloss"]' }, bundleVariants: null });
    expect(bundleParts(items, [null, gloss]).map((p) => p.handle)).toEqual(['gloss']);
  });
});

describe('bundle stock (spec 2 §4)', () => {
  const set = mapProduct(API.product({ variants: { nodes: [API.variant({ quantityAvailable: 12 })] } })).variants[0]!;
  const withQty = (q: number) => ({ ...lipstick.variants[0]!, quantityAvailable: q });

  it('is in stock only when every chosen item is above the threshold', () => {
    expect(isBundleInStock(set, [withQty(3), withQty(5)], 2)).toBe(true);
    expect(isBundleInStock(set, [withQty(3), withQty(2)], 2)).toBe(false);
    expect(isBundleInStock(set, [withQty(1)], 0)).toBe(true);
    expect(isBundleInStock(set, [withQty(0)], 0)).toBe(false);
  });

  it('is out when the set itself is out', () => {
    expect(isBundleInStock({ ...set, availableForSale: false }, [withQty(9)], 0)).toBe(false);
  });

  it('first offers a shade that is in stock for the bundle', () => {
    const part = { ...lipstick, variants: [withQty(2), { ...withQty(7), id: 9, name: 'Plum' }] };
    expect(defaultPartVariant(part, 2)?.name).toBe('Plum');
    expect(defaultPartVariant(part, 0)?.quantityAvailable).toBe(2);
  });
});

describe('bundle line properties', () => {
  it('names the chosen shade of each part, and nothing for an untitled single variant', () => {
    const plain = mapProduct(API.product({ id: 'gid://shopify/Product/33', title: 'Pouch', variants: shades('Default Title') }));
    expect(bundleProperties([lipstick, gloss, plain], [lipstick.variants[1]!, gloss.variants[0]!, plain.variants[0]!])).toEqual({
      Lipstick: 'Nude',
      Gloss: 'Clear',
    });
  });
});
