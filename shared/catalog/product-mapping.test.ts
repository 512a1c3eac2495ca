import { amountToCents, bundleItemsOf, mapProduct, numericId } from './product-mapping';
import { API } from './raw-product.test-helpers';

describe('numeric ids (spec 2 §3)', () => {
  it('take the last segment of the global id', () => {
    expect(numericId('gid://shopify/Product/7301000001')).toBe(7301000001);
    expect(numericId('gid://shopify/ProductVariant/44010000001?selling_plan=1')).toBe(44010000001);
    expect(numericId('not-a-gid')).toBeNaN();
  });
  it('are decimal digits only (found by the property test: an empty, hex or exponent segment read as an id)', () => {
    expect(numericId('gid://shopify/Product/')).toBeNaN();
    expect(numericId('gid://shopify/Product/0x1F')).toBeNaN();
    expect(numericId('gid://shopify/Product/1e3')).toBeNaN();
  });
});

describe('prices (spec 2 §5)', () => {
  it.each([
    ['26.0', 2600],
    ['26', 2600],
    ['26.5', 2650],
    ['26.05', 2605],
    ['0.0', 0],
    ['.99', 99],
    ['1234.567', 123456],
    ['', 0],
    [null, 0],
  ])('%j is %i cents', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });
});

describe('mapProduct', () => {
  it('maps product and variant fields with the derived ones', () => {
    const p = mapProduct(API.product());
    expect(p).toMatchObject({
      id: 7301000001,
      handle: 'velvet-matte-lipstick',
      name: 'Velvet Matte Lipstick',
      options: ['Shade'],
      gwp: false,
      isBundle: false,
      bundleThreshold: 0,
    });
    expect(p.img).toEqual({ src: 'https://cdn.example/velvet.svg?width=320&height=320', alt: 'Velvet Matte Lipstick' });
    expect(p.variants[0]).toMatchObject({
      id: 44010000001,
      shortId: '44010000001',
      name: 'Rosewood',
      secondaryName: 'Muted berry-rose',
      color: '#9E4B55',
      swatch: '#9E4B55',
      priceCents: 2600,
      compareAtPriceCents: null,
      options: ['Rosewood'],
      quantityAvailable: 14,
    });
    expect(p.variants[0]!.vtoConfig?.products[0]).toEqual({ category: 'lipstick' });
  });

  it('orders variant options as the product orders its options, with empty text when missing', () => {
    const p = mapProduct(
      API.product({
        options: [{ name: 'Shade' }, { name: 'Size' }, { name: 'Finish' }],
        variants: {
          nodes: [
            API.variant({
              selectedOptions: [
                { name: 'Finish', value: 'Matte' },
                { name: 'Shade', value: 'Rosewood' },
              ],
            }),
          ],
        },
      }),
    );
    expect(p.variants[0]!.options).toEqual(['Rosewood', '', 'Matte']);
  });

  it('falls back to the product image, and the title for a missing colour name', () => {
    const v = mapProduct(API.product({ variants: { nodes: [API.variant({ image: null, colorName: null, title: '30 ml' })] } }))
      .variants[0]!;
    expect(v.img?.src).toBe('https://cdn.example/velvet.svg?width=320&height=320');
    expect(v.name).toBe('30 ml');
  });

  it('reads compare-at price, skintone, and ignores a colour that is not hex', () => {
    const v = mapProduct(
      API.product({
        variants: {
          nodes: [API.variant({ compareAtPrice: { amount: '28.5' }, skintone: { value: '14' }, colorHex: { value: 'red' }, swatch: null })],
        },
      }),
    ).variants[0]!;
    expect(v).toMatchObject({ compareAtPriceCents: 2850, skintone: 14, color: null, swatch: null });
  });

  it('marks gift with purchase by "-free" in the handle, and a bundle by "Sets Product"', () => {
    expect(mapProduct(API.product({ handle: 'mini-gloss-free' })).gwp).toBe(true);
    expect(mapProduct(API.product({ handle: 'freesia-lipstick' })).gwp).toBe(false);
    expect(mapProduct(API.product({ productType: 'Sets Product' })).isBundle).toBe(true);
  });

  it('survives malformed JSON metafields with a warning', () => {
    const warn = vi.fn();
    const p = mapProduct(
      API.product({ details: { value: '{oops' }, variants: { nodes: [API.variant({ vtoConfig: { value: '[' } })] } }),
      warn,
    );
    expect(p.details).toBeNull();
    expect(p.variants[0]!.vtoConfig).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('keeps only objects in a try-on config, so the try-on never reads a field of a number or null (found by the property test)', () => {
    const raw = '{"products":[null,1,{"category":"lipstick"}],"variants":{"default":"oops","lighter":[null,{"a":1}],"satin":7}}';
    const p = mapProduct(API.product({ variants: { nodes: [API.variant({ vtoConfig: { value: raw } })] } }));
    expect(p.variants[0]!.vtoConfig).toEqual({ products: [{ category: 'lipstick' }], variants: { lighter: [{ a: 1 }] } });
    expect(
      mapProduct(API.product({ variants: { nodes: [API.variant({ vtoConfig: { value: '{"products":{}}' } })] } })).variants[0]!.vtoConfig,
    ).toBeNull();
  });

  it('reads liveshopping details and the bundle threshold', () => {
    const p = mapProduct(API.product({ details: { value: '{"headline":"Bestseller"}' }, bundleThreshold: { value: '2' } }));
    expect(p.details).toEqual({ headline: 'Bestseller' });
    expect(p.bundleThreshold).toBe(2);
  });
});

describe('bundle items (spec 1 §3)', () => {
  it('come from both metafields; a variant id narrows the item', () => {
    expect(
      bundleItemsOf({
        bundleHandles: { value: '["velvet-matte-lipstick","high-shine-lip-gloss"]' },
        bundleVariants: { value: '["7301000001:44010000006","7301000003"]' },
      }),
    ).toEqual([
      { handle: 'velvet-matte-lipstick', productId: null, variantId: null },
      { handle: 'high-shine-lip-gloss', productId: null, variantId: null },
      { handle: null, productId: 7301000001, variantId: 44010000006 },
      { handle: null, productId: 7301000003, variantId: null },
    ]);
  });
  it('accept comma-separated text and skip broken pairs', () => {
    expect(bundleItemsOf({ bundleHandles: { value: 'a, b' }, bundleVariants: { value: 'x:1, 5:y, 7:8' } })).toEqual([
      { handle: 'a', productId: null, variantId: null },
      { handle: 'b', productId: null, variantId: null },
      { handle: null, productId: 7, variantId: 8 },
    ]);
  });
  it('take decimal, positive ids only (found by the property test: ":5" was product 0, "0x1F:3" product 31)', () => {
    expect(
      bundleItemsOf({ bundleHandles: null, bundleVariants: { value: '[":5","0x1F:3","1e3:2","1:2:3","-5:6","9:-1","0:4"," 7 : 8 "]' } }),
    ).toEqual([{ handle: null, productId: 7, variantId: 8 }]);
  });
  it('are empty without metafields', () => {
    expect(bundleItemsOf({ bundleHandles: null, bundleVariants: null })).toEqual([]);
  });
});
