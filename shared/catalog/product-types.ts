/** Products and variants as Vanity uses them (spec 1 §3, spec 2 §3). */
export type VtoLookKey = 'default' | 'lighter' | 'darker' | 'day' | 'night' | 'duet' | 'satin' | 'shimmer';

export interface VtoConfig {
  products: Array<Record<string, unknown>>;
  variants: Partial<Record<VtoLookKey, Array<Record<string, unknown>>>>;
}

export interface ImageRef {
  src: string;
  alt: string;
}

export interface Variant {
  /** Numeric id: the last segment of the global id. */
  id: number;
  shortId: string;
  gid: string;
  title: string;
  /** From the colour-name metafield, else the variant title. */
  name: string;
  secondaryName: string;
  /** Hex colour, e.g. #9E4B55. */
  color: string | null;
  /** Swatch or texture source: a colour, colours, or an image URL. */
  swatch: string | null;
  priceCents: number;
  compareAtPriceCents: number | null;
  /** Values in the order of the product's options; '' where one is missing. */
  options: string[];
  img: ImageRef | null;
  sku: string;
  availableForSale: boolean;
  /** null when the store does not track this variant's inventory. */
  quantityAvailable: number | null;
  currentlyNotInStock: boolean;
  skintone: number | null;
  vtoConfig: VtoConfig | null;
}

/** One product of a bundle: by handle or by id, optionally narrowed to one variant. */
export interface BundleItem {
  handle: string | null;
  productId: number | null;
  variantId: number | null;
}

export interface Product {
  id: number;
  gid: string;
  handle: string;
  name: string;
  tags: string[];
  productType: string;
  /** Option names, in order. */
  options: string[];
  img: ImageRef | null;
  /** JSON from the liveshopping-details metafield. */
  details: unknown;
  /** Gift with purchase: the handle contains '-free'. */
  gwp: boolean;
  /** productType 'Sets Product'. */
  isBundle: boolean;
  bundleItems: BundleItem[];
  bundleThreshold: number;
  variants: Variant[];
}
