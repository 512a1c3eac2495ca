import type { Product, Show } from '../../shared/store/slices/live-host/live-host-slice';

/** Every variant the show offers (an empty list offers them all), named as a viewer sees it. */
export function offeredVariants(
  show: Show,
  byId: Record<number, Product | undefined>,
): Array<{ productId: number; variantId: number; name: string }> {
  return show.variants.flatMap(({ productId, variantIds }) => {
    const p = byId[productId];
    if (!p) return [];
    return (variantIds.length ? p.variants.filter((v) => variantIds.includes(v.id)) : p.variants).map((v) => ({
      productId,
      variantId: v.id,
      name: p.variants.length > 1 ? `${p.name}, ${v.name}` : p.name,
    }));
  });
}
