import { GraphQLClient } from 'graphql-request';
import type { VanityConfig } from '../../config';
import { STOREFRONT_API_VERSION } from './storefront-api-version';
import {
  CUSTOMER_MARKETING,
  CUSTOMER_UPDATE,
  CUSTOMER_TOKEN_WITH_MULTIPASS,
  INVENTORY,
  PRODUCT_BY_HANDLE,
  PRODUCT_BY_ID,
  PRODUCT_SEARCH,
  type CustomerUserError,
  type RawInventory,
  type RawProduct,
} from './storefront-queries';

export const STOREFRONT_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';

/** The store's GraphQL endpoint for the configured API version. */
export function storefrontEndpoint(config: Pick<VanityConfig, 'shop' | 'storefront'>): string {
  const version = config.storefront.apiVersion || STOREFRONT_API_VERSION;
  if (config.storefront.endpoint) return config.storefront.endpoint.replace(/\/api\/[^/]+\/graphql\.json$/, `/api/${version}/graphql.json`);
  return `https://${config.shop}/api/${version}/graphql.json`;
}

export const productGid = (id: number | string) => (String(id).startsWith('gid://') ? String(id) : `gid://shopify/Product/${id}`);

export interface StorefrontClient {
  productByHandle(handle: string): Promise<RawProduct | null>;
  productById(id: number | string): Promise<RawProduct | null>;
  inventory(productIds: Array<number | string>): Promise<RawInventory[]>;
  searchProducts(query: string, first?: number): Promise<RawProduct[]>;
  customerAcceptsMarketing(customerAccessToken: string): Promise<boolean | null>;
  updateAcceptsMarketing(
    customerAccessToken: string,
    acceptsMarketing: boolean,
  ): Promise<{ acceptsMarketing: boolean | null; errors: CustomerUserError[] }>;
  customerTokenWithMultipass(multipassToken: string): Promise<{ accessToken: string; expiresAt: string } | null>;
}

export function createStorefrontClient(options: { endpoint: string; token: string; fetch?: typeof fetch }): StorefrontClient {
  const client = new GraphQLClient(options.endpoint, {
    headers: { [STOREFRONT_TOKEN_HEADER]: options.token },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    async productByHandle(handle) {
      return (await client.request<{ product: RawProduct | null }>(PRODUCT_BY_HANDLE, { handle })).product;
    },
    async productById(id) {
      return (await client.request<{ product: RawProduct | null }>(PRODUCT_BY_ID, { id: productGid(id) })).product;
    },
    async inventory(productIds) {
      const { nodes } = await client.request<{ nodes: Array<RawInventory | null> }>(INVENTORY, { ids: productIds.map(productGid) });
      return nodes.filter((n): n is RawInventory => !!n && 'variants' in n);
    },
    async searchProducts(query, first = 50) {
      const { products } = await client.request<{ products: { edges: Array<{ node: RawProduct }> } }>(PRODUCT_SEARCH, {
        query: query.trim() || null,
        first,
      });
      return products.edges.map((e) => e.node);
    },
    async customerAcceptsMarketing(customerAccessToken) {
      const { customer } = await client.request<{ customer: { acceptsMarketing: boolean } | null }>(CUSTOMER_MARKETING, {
        customerAccessToken,
      });
      return customer ? customer.acceptsMarketing : null;
    },
    async updateAcceptsMarketing(customerAccessToken, acceptsMarketing) {
      const { customerUpdate } = await client.request<{
        customerUpdate: { customer: { acceptsMarketing: boolean } | null; customerUserErrors: CustomerUserError[] } | null;
      }>(CUSTOMER_UPDATE, { customerAccessToken, customer: { acceptsMarketing } });
      return { acceptsMarketing: customerUpdate?.customer?.acceptsMarketing ?? null, errors: customerUpdate?.customerUserErrors ?? [] };
    },
    async customerTokenWithMultipass(multipassToken) {
      const { customerAccessTokenCreateWithMultipass: out } = await client.request<{
        customerAccessTokenCreateWithMultipass: { customerAccessToken: { accessToken: string; expiresAt: string } | null } | null;
      }>(CUSTOMER_TOKEN_WITH_MULTIPASS, { multipassToken });
      return out?.customerAccessToken ?? null;
    },
  };
}
