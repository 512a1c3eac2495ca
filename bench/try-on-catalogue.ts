/**
 * The local store's try-on products, from the catalogue the store serves:
 * what kind of make-up each is and each shade's own colour (the colour its
 * make-up should read as, for the hue figure).
 */
import { products, type SeedProduct } from '../test-harness/storefront/catalogue';
import type { Kind } from './quality/regions';

export interface TryOnShade {
  name: string;
  /** The shade's own colour: the lid colour for an eyeshadow duet. */
  hex: string;
}

export interface TryOnProduct {
  handle: string;
  title: string;
  kind: Kind;
  shades: TryOnShade[];
}

const KIND: Record<string, Kind> = { lipstick: 'lips', eyeshadow: 'eyes', brows: 'brows', foundation: 'foundation' };

type Entry = { category?: string; color?: string; region?: string };

function entries(config: unknown): Entry[] {
  const c = config as { products?: Entry[]; variants?: Record<string, Entry[]> } | null;
  return c?.variants?.default ?? c?.variants?.duet ?? c?.variants?.day ?? c?.products ?? [];
}

/** Products a shopper can try on in the store (listed, priced, with try-on shades). */
function tryable(p: SeedProduct): boolean {
  return p.collections.includes('all') && !p.tags.includes('vanity-hidden') && p.variants.some((v) => v.vtoConfig && Number(v.price) > 0);
}

export function tryOnProducts(): TryOnProduct[] {
  return products.filter(tryable).flatMap((p): TryOnProduct[] => {
    const first = entries(p.variants[0]!.vtoConfig);
    const kind = KIND[first[0]?.category ?? ''];
    if (!kind) return [];
    const shades = p.variants
      .filter((v) => v.vtoConfig)
      .map((v) => {
        const e = entries(v.vtoConfig);
        const own = e.find((x) => x.region === 'lid') ?? e[0];
        return { name: v.title === 'Default Title' ? p.title : v.title, hex: own?.color ?? v.colorHex ?? '#000000' };
      });
    return [{ handle: p.handle, title: p.title, kind, shades }];
  });
}
