import type { StorefrontClient } from '../api/storefront/storefront-client';
import type { RawInventory } from '../api/storefront/storefront-queries';
import { mapProduct } from './product-mapping';
import type { Product } from './product-types';

/** Products as Vanity uses them, read from the Storefront API. Loaded lazily with graphql-request. */
export interface CatalogSource {
  productByHandle(handle: string): Promise<Product | null>;
  productById(id: number): Promise<Product | null>;
  inventory(productIds: number[]): Promise<RawInventory[]>;
  /** Products matching search text, in title order (empty text: the first ones). */
  searchProducts(query: string): Promise<Product[]>;
}

export function createCatalogSource(client: StorefrontClient, warn: (message: string) => void): CatalogSource {
  const map = (raw: Parameters<typeof mapProduct>[0] | null) => (raw ? mapProduct(raw, warn) : null);
  return {
    productByHandle: async (handle) => map(await client.productByHandle(handle)),
    productById: async (id) => map(await client.productById(id)),
    inventory: (ids) => client.inventory(ids),
    searchProducts: async (query) => (await client.searchProducts(query)).map((raw) => mapProduct(raw, warn)),
  };
}
