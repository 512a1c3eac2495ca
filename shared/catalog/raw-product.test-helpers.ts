import type { RawProduct, RawVariant } from '../api/storefront/storefront-queries';

/** Storefront responses typed against the real documents (storefront-queries.ts): a query change breaks these. */
export const API = {
  variant(overrides: Partial<RawVariant> = {}): RawVariant {
    return {
      id: 'gid://shopify/ProductVariant/44010000001',
      title: 'Rosewood',
      sku: 'AUR-VML-ROSEWOOD',
      availableForSale: true,
      currentlyNotInStock: false,
      quantityAvailable: 14,
      price: { amount: '26.0' },
      compareAtPrice: null,
      selectedOptions: [{ name: 'Shade', value: 'Rosewood' }],
      image: { url: 'https://cdn.example/rosewood.svg?width=320&height=320', altText: 'Rosewood' },
      colorName: { value: 'Rosewood' },
      secondaryName: { value: 'Muted berry-rose' },
      colorHex: { value: '#9E4B55' },
      swatch: { value: '#9E4B55' },
      vtoConfig: { value: '{"products":[{"category":"lipstick"}],"variants":{"default":[{"category":"lipstick"}]}}' },
      skintone: null,
      ...overrides,
    };
  },
  product(overrides: Partial<RawProduct> = {}): RawProduct {
    return {
      id: 'gid://shopify/Product/7301000001',
      handle: 'velvet-matte-lipstick',
      title: 'Velvet Matte Lipstick',
      tags: ['lips'],
      productType: 'Lipstick',
      options: [{ name: 'Shade' }],
      featuredImage: { url: 'https://cdn.example/velvet.svg?width=320&height=320', altText: null },
      details: null,
      bundleHandles: null,
      bundleVariants: null,
      bundleThreshold: null,
      variants: { nodes: [API.variant()] },
      ...overrides,
    };
  },
};
