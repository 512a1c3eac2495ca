import { isInStock, isSelectionInStock } from './product-rules';
import type { BundleItem, Product, Variant } from './product-types';

/**
 * The products a bundle is made of (spec 1 §3), one per product, in the order
 * first named. Items come by handle and by 'productId:variantId'; when any item
 * of a product names a variant, only the named variants are offered (the
 * variant filter), even if a handle item names the same product unfiltered.
 * `found[i]` is what item i loaded as (null: the store has no such product).
 */
export function bundleParts(items: readonly BundleItem[], found: ReadonlyArray<Product | null | undefined>): Product[] {
  const parts = new Map<number, { product: Product; variantIds: Set<number> | null }>();
  items.forEach((item, i) => {
    const product = found[i];
    if (!product) return;
    const part = parts.get(product.id) ?? { product, variantIds: null };
    if (item.variantId !== null) (part.variantIds ??= new Set()).add(item.variantId);
    parts.set(product.id, part);
  });
  return [...parts.values()].map(({ product, variantIds }) =>
    variantIds ? { ...product, variants: product.variants.filter((v) => variantIds.has(v.id)) } : product,
  );
}

/** The first choice for a part: its first variant in stock for the bundle, else its first. */
export function defaultPartVariant(part: Product, threshold: number): Variant | undefined {
  return part.variants.find((v) => isInStock(v, threshold)) ?? part.variants[0];
}

/**
 * Spec 2 §4: the bundle can be added only when its own variant and every chosen
 * item are in stock, each judged against the bundle's threshold.
 */
export function isBundleInStock(bundleVariant: Variant, chosen: readonly Variant[], threshold: number): boolean {
  return isSelectionInStock([bundleVariant, ...chosen], threshold);
}

/** The chosen items as Shopify line-item properties, so the order says which shade of each went in the box. */
export function bundleProperties(parts: readonly Product[], chosen: readonly Variant[]): Record<string, string> {
  // A part with one untitled variant has nothing to say beyond its name being in the set.
  const named = parts.flatMap((part, i) => {
    const v = chosen[i];
    return v && v.title !== 'Default Title' ? [[part.name, v.name] as const] : [];
  });
  return Object.fromEntries(named);
}
