import { mapProduct } from './product-mapping';
import { isInStock, isSelectionInStock, listable } from './product-rules';
import { API } from './raw-product.test-helpers';

const variants = (...prices: string[]) => ({
  nodes: prices.map((amount, i) => API.variant({ id: `gid://shopify/ProductVariant/${i + 1}`, price: { amount } })),
});

describe('filtering (spec 1 §5)', () => {
  it('keeps an ordinary priced product', () => {
    const p = mapProduct(API.product());
    expect(listable(p)).toBe(p);
  });

  it('drops a product with an excluded tag, case-insensitively', () => {
    expect(listable(mapProduct(API.product({ tags: ['lips', 'Vanity-Hidden'] })))).toBeNull();
    expect(listable(mapProduct(API.product({ tags: ['discontinued'] })), ['discontinued'])).toBeNull();
  });

  it('keeps a single-variant gift with purchase, even at 0', () => {
    const gift = mapProduct(API.product({ handle: 'mini-gloss-free', variants: variants('0.00') }));
    expect(listable(gift)).toBe(gift);
  });

  it('drops a gift with purchase that is a set or has several variants', () => {
    expect(
      listable(mapProduct(API.product({ handle: 'sample-set-free', productType: 'Sets Product', variants: variants('0.00') }))),
    ).toBeNull();
    expect(listable(mapProduct(API.product({ handle: 'mini-lipstick-free', variants: variants('0.00', '0.00') })))).toBeNull();
  });

  it('drops non-gift variants priced at 0, and the product when none is left', () => {
    expect(listable(mapProduct(API.product({ variants: variants('0.00') })))).toBeNull();
    const mixed = listable(mapProduct(API.product({ variants: variants('0.00', '26.00') })));
    expect(mixed?.variants.map((v) => v.priceCents)).toEqual([2600]);
    expect(listable(mapProduct(API.product({ variants: variants('0.01') })))).not.toBeNull();
  });
});

describe('stock (spec 2 §4)', () => {
  const v = (over: Parameters<typeof API.variant>[0]) => mapProduct(API.product({ variants: { nodes: [API.variant(over)] } })).variants[0]!;

  it('is out when not available for sale, whatever the quantity', () => {
    expect(isInStock(v({ availableForSale: false, quantityAvailable: 50 }))).toBe(false);
  });
  it('is out at or below 0, in at 1', () => {
    expect(isInStock(v({ quantityAvailable: 0 }))).toBe(false);
    expect(isInStock(v({ quantityAvailable: -3 }))).toBe(false);
    expect(isInStock(v({ quantityAvailable: 1 }))).toBe(true);
  });
  it('inside a bundle, is out at or below the threshold', () => {
    expect(isInStock(v({ quantityAvailable: 2 }), 2)).toBe(false);
    expect(isInStock(v({ quantityAvailable: 3 }), 2)).toBe(true);
  });
  it('does not limit an untracked quantity', () => {
    expect(isInStock(v({ quantityAvailable: null }))).toBe(true);
  });
  it('a selection is in stock only when every chosen variant is', () => {
    expect(isSelectionInStock([v({ quantityAvailable: 5 }), v({ quantityAvailable: 3 })], 2)).toBe(true);
    expect(isSelectionInStock([v({ quantityAvailable: 5 }), v({ quantityAvailable: 2 })], 2)).toBe(false);
    expect(isSelectionInStock([])).toBe(true);
  });
});
