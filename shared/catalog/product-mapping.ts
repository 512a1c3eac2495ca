import type { RawProduct, RawVariant } from '../api/storefront/storefront-queries';
import type { BundleItem, ImageRef, Product, Variant, VtoConfig, VtoLookKey } from './product-types';

/** Spec 2 §3: numeric id from the last segment of the global id. */
export function numericId(gid: string): number {
  return decimalId(gid.split('?')[0]!.split('/').pop() ?? '');
}

/** Decimal digits only: Number() would also read '', '0x1F' and '1e3' as ids. NaN when it is no id. */
function decimalId(text: string): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(n) ? n : NaN;
}

/** Spec 2 §5: amount text to cents, padded to two decimals ("26" → 2600, "26.5" → 2650). */
export function amountToCents(amount: string | null | undefined): number {
  if (amount == null) return 0;
  const m = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(String(amount));
  if (!m) return 0;
  const [, sign, whole, frac = ''] = m;
  const cents = Number(whole || '0') * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return sign ? -cents : cents;
}

function parseJson<T>(value: string | undefined | null, what: string, onWarn: (m: string) => void): T | null {
  if (value == null || value === '') return null;
  try {
    return JSON.parse(value) as T;
  } catch {
    onWarn(`Ignored malformed ${what} metafield`);
    return null;
  }
}

/** list.* metafields are JSON arrays; older stores kept comma-separated text. */
function parseList(value: string | undefined | null): string[] {
  if (!value) return [];
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const list = JSON.parse(trimmed);
      return Array.isArray(list)
        ? list
            .map(String)
            .map((s) => s.trim())
            .filter(Boolean)
        : [];
    } catch {
      return [];
    }
  }
  return trimmed
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
/** A list of config entries: the try-on reads each entry's fields, so anything but an object is dropped. */
const entries = (x: unknown) => (Array.isArray(x) ? x.filter(isRecord) : null);

/** The try-on config as the try-on reads it: `products` and each look under `variants` are lists of objects. */
function vtoConfig(raw: unknown): VtoConfig | null {
  if (!isRecord(raw)) return null;
  const products = entries(raw.products);
  if (!products) return null;
  const variants: VtoConfig['variants'] = {};
  if (isRecord(raw.variants))
    for (const [key, value] of Object.entries(raw.variants)) {
      const list = entries(value);
      if (list) variants[key as VtoLookKey] = list;
    }
  return { products, variants };
}

function image(raw: { url: string; altText: string | null } | null | undefined, fallbackAlt: string): ImageRef | null {
  return raw?.url ? { src: raw.url, alt: raw.altText ?? fallbackAlt } : null;
}

export function mapVariant(raw: RawVariant, optionNames: string[], productImage: ImageRef | null, onWarn: (m: string) => void): Variant {
  const id = numericId(raw.id);
  const hex = raw.colorHex?.value?.trim() ?? '';
  const skintone = raw.skintone?.value != null && raw.skintone.value !== '' ? Number(raw.skintone.value) : null;
  return {
    id,
    shortId: String(id),
    gid: raw.id,
    title: raw.title,
    name: raw.colorName?.value || raw.title,
    secondaryName: raw.secondaryName?.value ?? '',
    color: HEX.test(hex) ? hex : null,
    swatch: raw.swatch?.value || (HEX.test(hex) ? hex : null),
    priceCents: amountToCents(raw.price?.amount),
    compareAtPriceCents: raw.compareAtPrice ? amountToCents(raw.compareAtPrice.amount) : null,
    options: optionNames.map((name) => raw.selectedOptions.find((o) => o.name === name)?.value ?? ''),
    img: image(raw.image, raw.title) ?? productImage,
    sku: raw.sku ?? '',
    availableForSale: raw.availableForSale,
    quantityAvailable: raw.quantityAvailable,
    currentlyNotInStock: raw.currentlyNotInStock,
    skintone: skintone !== null && Number.isFinite(skintone) ? skintone : null,
    vtoConfig: vtoConfig(parseJson(raw.vtoConfig?.value, 'vto_config', onWarn)),
  };
}

/** Bundle items from both metafields: handles, and 'productId:variantId' pairs (the variant part is a filter). */
export function bundleItemsOf(raw: Pick<RawProduct, 'bundleHandles' | 'bundleVariants'>): BundleItem[] {
  const byHandle = parseList(raw.bundleHandles?.value).map((handle) => ({ handle, productId: null, variantId: null }));
  const byPair = parseList(raw.bundleVariants?.value).flatMap((pair) => {
    const [p = '', v, extra] = pair.split(':').map((s) => s.trim());
    const productId = decimalId(p);
    const variantId = v === undefined || v === '' ? null : decimalId(v);
    if (extra !== undefined || !(productId > 0) || (variantId !== null && !(variantId > 0))) return [];
    return [{ handle: null, productId, variantId }];
  });
  return [...byHandle, ...byPair];
}

export function mapProduct(raw: RawProduct, onWarn: (m: string) => void = console.warn): Product {
  const options = raw.options.map((o) => o.name);
  const img = image(raw.featuredImage, raw.title);
  const threshold = Number(raw.bundleThreshold?.value);
  return {
    id: numericId(raw.id),
    gid: raw.id,
    handle: raw.handle,
    name: raw.title,
    tags: raw.tags,
    productType: raw.productType,
    options,
    img,
    details: parseJson(raw.details?.value, 'liveshopping_details', onWarn),
    gwp: raw.handle.includes('-free'),
    isBundle: raw.productType === 'Sets Product',
    bundleItems: bundleItemsOf(raw),
    bundleThreshold: Number.isFinite(threshold) && raw.bundleThreshold?.value !== '' ? threshold : 0,
    variants: raw.variants.nodes.map((v) => mapVariant(v, options, img, onWarn)),
  };
}
