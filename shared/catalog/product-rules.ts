import { DEFAULT_EXCLUDED_TAGS } from '../config';
import type { Product, Variant } from './product-types';

/**
 * Spec 1 §5 filtering: a product with an excluded tag is dropped; a gift with
 * purchase that is a set or has several variants is dropped; a non-gift
 * variant priced at 0 is dropped, and so is a product left with none.
 * Returns the product as it may be shown, or null.
 */
export function listable(product: Product, excludedTags: readonly string[] = DEFAULT_EXCLUDED_TAGS): Product | null {
  const excluded = new Set(excludedTags.map((t) => t.toLowerCase()));
  if (product.tags.some((t) => excluded.has(t.toLowerCase()))) return null;
  if (product.gwp) return product.isBundle || product.variants.length > 1 ? null : product;
  const priced = product.variants.filter((v) => v.priceCents > 0);
  if (priced.length === 0) return null;
  return priced.length === product.variants.length ? product : { ...product, variants: priced };
}

/** Shopify's name for the only variant of a product without options: never shown to a shopper. */
export function hasShadeName(variant: Variant): boolean {
  return variant.name !== 'Default Title';
}

/**
 * Spec 2 §4: out of stock when not available for sale or its quantity is at
 * or below 0; inside a bundle, at or below the bundle's threshold (default 0).
 * An untracked quantity (null) does not limit stock.
 */
export function isInStock(variant: Variant, bundleThreshold = 0): boolean {
  if (!variant.availableForSale) return false;
  return variant.quantityAvailable === null || variant.quantityAvailable > bundleThreshold;
}

/** The selection is in stock only when every chosen variant is. */
export function isSelectionInStock(variants: readonly Variant[], bundleThreshold = 0): boolean {
  return variants.every((v) => isInStock(v, bundleThreshold));
}

/**
 * The shades the try-on offers: those with a try-on config; never a non-gift shade priced at 0 (spec 1 §5). A
 * catalogue rule, so a page that only offers "Try it on" (the watch page) asks it without the try-on's state.
 */
export function tryOnVariants(product: Product): Variant[] {
  return product.variants.filter((v) => v.vtoConfig && (product.gwp || v.priceCents > 0));
}
