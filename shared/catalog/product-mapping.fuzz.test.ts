import fc from 'fast-check';
import type { RawProduct, RawVariant } from '../api/storefront/storefront-queries';
import { anyJson, fuzz, hostileText } from '../fuzz.test-helpers';
import { DEFAULT_SELECTION, layersFor, type LookSelection } from '../try-on/looks';
import { bundleParts, defaultPartVariant } from './bundle';
import { bundleItemsOf, mapProduct } from './product-mapping';
import { isInStock, listable, tryOnVariants } from './product-rules';
import type { Product } from './product-types';

/**
 * Hostile Storefront answers: the schema's types hold (strings are strings, lists are lists) but every value the
 * merchant or an app writes is anything: metafields with broken or wrong-typed JSON, prices that are not numbers,
 * quantities below zero, missing images, no variants or 200, option names the product does not have.
 */
const gid = (kind: string) =>
  fc.oneof(
    fc.nat().map((n) => `gid://shopify/${kind}/${n}`),
    fc.constantFrom(`gid://shopify/${kind}/`, `gid://shopify/${kind}/0x1F`, `gid://shopify/${kind}/1e3`, `gid://shopify/${kind}/-4`),
    hostileText(),
  );
const jsonText = () => anyJson().map((v) => JSON.stringify(v));
/** A metafield's value: JSON of any shape, JSON cut short, or any text; or no metafield at all. */
const metafield = (...typical: string[]) =>
  fc.option(
    fc
      .oneof(
        jsonText(),
        jsonText().map((s) => s.slice(0, Math.max(0, s.length - 1))),
        hostileText(),
        ...(typical.length ? [fc.constantFrom(...typical)] : []),
      )
      .map((value) => ({ value })),
  );
const amount = fc.oneof(
  fc.double().map(String),
  fc.integer().map(String),
  fc.constantFrom('NaN', '-', '.', '1e5', '99999999999999999999.999', ' 12.5 ', '-0.01', '12,50'),
  hostileText(),
);
const image = fc.option(fc.record({ url: fc.oneof(fc.constant(''), fc.webUrl(), hostileText()), altText: fc.option(hostileText()) }));
const optionName = fc.constantFrom('Shade', 'Size', 'Finish', 'Color', '', '__proto__');
const bundlePairs = fc
  .array(
    fc.oneof(
      fc.tuple(fc.integer(), fc.option(fc.integer())).map(([p, v]) => (v === null ? `${p}` : `${p}:${v}`)),
      fc.constantFrom(':5', '12:', '0x1F:3', '1e3:2', ' 7 : 8 ', '1:2:3', 'NaN:1', '-5:-6', '9007199254740993:1'),
      hostileText(),
    ),
    { maxLength: 6 },
  )
  .chain((pairs) => fc.constantFrom(JSON.stringify(pairs), pairs.join(','), JSON.stringify(pairs.map(Number))))
  .map((value) => ({ value }));

const rawVariant: fc.Arbitrary<RawVariant> = fc.record({
  id: gid('ProductVariant'),
  title: hostileText(),
  sku: fc.option(hostileText()),
  availableForSale: fc.boolean(),
  currentlyNotInStock: fc.boolean(),
  quantityAvailable: fc.option(fc.integer()),
  // The schema promises a price; a hostile answer leaves it out.
  price: fc.option(fc.record({ amount }), { nil: undefined }) as fc.Arbitrary<{ amount: string }>,
  compareAtPrice: fc.option(fc.record({ amount })),
  selectedOptions: fc.array(fc.record({ name: optionName, value: hostileText() }), { maxLength: 4 }),
  image,
  colorName: metafield(),
  secondaryName: metafield(),
  colorHex: metafield('#9E4B55', '#abc', '#12345', 'red', ' #FFFFFF '),
  swatch: metafield('https://cdn.example/x.png', 'javascript:alert(1)'),
  vtoConfig: metafield(
    '{"products":[{"category":"lipstick","color":"#9E4B55"}],"variants":{"default":[{"category":"lipstick","color":"#9E4B55"}]}}',
    '{"products":[null,1,"x"],"variants":{"default":"oops","lighter":[null],"darker":{}}}',
    '{"products":[{}],"variants":[]}',
    '{"products":[],"variants":{"duet":[{"category":"eyeshadow","color":"#123"}],"satin":7}}',
  ),
  skintone: metafield('3', '0x10', 'Infinity', '-2'),
});

const variantCount = fc.oneof({ weight: 6, arbitrary: fc.nat(4) }, { weight: 1, arbitrary: fc.constantFrom(0, 200) });
const rawProduct: fc.Arbitrary<RawProduct> = fc.record({
  id: gid('Product'),
  handle: fc.oneof(fc.constantFrom('velvet-matte-lipstick', 'gift-free', ''), hostileText()),
  title: hostileText(),
  tags: fc.array(hostileText(), { maxLength: 3 }),
  productType: fc.oneof(fc.constantFrom('Sets Product', 'Lipstick'), hostileText()),
  options: fc.array(fc.record({ name: optionName }), { maxLength: 3 }),
  featuredImage: image,
  details: metafield('{"headline":"Bestseller"}'),
  bundleHandles: fc.option(
    fc.oneof(
      bundlePairs,
      metafield().map((m) => m ?? { value: '' }),
    ),
  ),
  bundleVariants: fc.option(
    fc.oneof(
      bundlePairs,
      metafield().map((m) => m ?? { value: '' }),
    ),
  ),
  bundleThreshold: metafield('2', '-1', 'Infinity', ' ', '1e400'),
  variants: variantCount.chain((n) => fc.array(rawVariant, { minLength: n, maxLength: n })).map((nodes) => ({ nodes })),
});

const selection: fc.Arbitrary<LookSelection> = fc.record({
  coverage: fc.constantFrom(0, 1, 2),
  lighting: fc.constantFrom(0, 1),
  look: fc.constantFrom('duet', 'satin', 'shimmer'),
});

const isPlainObject = (x: unknown) => !!x && typeof x === 'object' && !Array.isArray(x);
const positiveId = (n: number | null) => n === null || (Number.isSafeInteger(n) && n > 0);

function expectWellFormed(p: Product, raw: RawProduct): void {
  expect(p.options).toHaveLength(raw.options.length);
  expect(p.variants).toHaveLength(raw.variants.nodes.length);
  expect(Number.isFinite(p.bundleThreshold)).toBe(true);
  for (const item of p.bundleItems) {
    expect(item.handle === null ? positiveId(item.productId) && item.productId !== null : typeof item.handle === 'string').toBe(true);
    expect(positiveId(item.variantId)).toBe(true);
  }
  for (const v of p.variants) {
    expect(Number.isFinite(v.priceCents)).toBe(true);
    expect(v.compareAtPriceCents === null || Number.isFinite(v.compareAtPriceCents)).toBe(true);
    expect(v.options).toHaveLength(p.options.length);
    expect(v.options.every((o) => typeof o === 'string')).toBe(true);
    expect(v.color === null || /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v.color)).toBe(true);
    expect(v.skintone === null || Number.isFinite(v.skintone)).toBe(true);
    expect(v.img === null || (typeof v.img.src === 'string' && v.img.src !== '' && typeof v.img.alt === 'string')).toBe(true);
    if (v.vtoConfig) {
      expect(v.vtoConfig.products.every(isPlainObject)).toBe(true);
      expect(isPlainObject(v.vtoConfig.variants)).toBe(true);
      for (const entries of Object.values(v.vtoConfig.variants)) expect(Array.isArray(entries) && entries.every(isPlainObject)).toBe(true);
    }
  }
}

describe('product mapping under hostile Storefront answers (property)', () => {
  it('maps any product without throwing, into the shapes the rest of the bundle relies on', () => {
    fuzz(
      fc.property(rawProduct, selection, (raw, sel) => {
        const warnings: unknown[] = [];
        const p = mapProduct(raw, (m) => void warnings.push(m));
        expectWellFormed(p, raw);
        expect(warnings.every((w) => typeof w === 'string')).toBe(true);
        // What reads a mapped product next must cope with it too.
        listable(p);
        tryOnVariants(p);
        for (const v of p.variants) {
          isInStock(v, p.bundleThreshold);
          layersFor(v.vtoConfig, sel);
          layersFor(v.vtoConfig, DEFAULT_SELECTION);
        }
        const parts = bundleParts(
          p.bundleItems,
          p.bundleItems.map(() => p),
        );
        parts.forEach((part) => defaultPartVariant(part, p.bundleThreshold));
      }),
      60,
    );
  });

  it('reads only decimal, positive product and variant ids from bundle pairs', () => {
    fuzz(
      fc.property(bundlePairs, (bundleVariants) => {
        for (const item of bundleItemsOf({ bundleHandles: null, bundleVariants })) {
          expect(item.productId !== null && positiveId(item.productId)).toBe(true);
          expect(positiveId(item.variantId)).toBe(true);
          const named = `${item.productId}${item.variantId === null ? '' : `:${item.variantId}`}`;
          expect(bundleVariants.value.replace(/\s/g, '')).toContain(named);
        }
      }),
      300,
    );
  });
});
