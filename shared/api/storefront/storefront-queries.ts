/**
 * Every Storefront document Vanity sends. Only fields that exist in both
 * 2022-10 and the newest published schema are used (no priceV2, originalSrc),
 * so a merchant can move the API version; tests validate both.
 */
const VANITY = 'namespace: "vanity"';

export const VARIANT_FIELDS = /* GraphQL */ `
  fragment VanityVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    currentlyNotInStock
    quantityAvailable
    price { amount }
    compareAtPrice { amount }
    selectedOptions { name value }
    image { url(transform: { maxWidth: 320, maxHeight: 320 }) altText }
    colorName: metafield(${VANITY}, key: "color_name") { value }
    secondaryName: metafield(${VANITY}, key: "secondary_name") { value }
    colorHex: metafield(${VANITY}, key: "color_hex") { value }
    swatch: metafield(${VANITY}, key: "swatch") { value }
    vtoConfig: metafield(${VANITY}, key: "vto_config") { value }
    skintone: metafield(${VANITY}, key: "skintone") { value }
  }
`;

export const PRODUCT_FIELDS = /* GraphQL */ `
  fragment VanityProduct on Product {
    id
    handle
    title
    tags
    productType
    options(first: 100) { name }
    featuredImage { url(transform: { maxWidth: 320, maxHeight: 320 }) altText }
    details: metafield(${VANITY}, key: "liveshopping_details") { value }
    bundleHandles: metafield(${VANITY}, key: "bundle_handles") { value }
    bundleVariants: metafield(${VANITY}, key: "bundle_variants") { value }
    bundleThreshold: metafield(${VANITY}, key: "bundle_threshold") { value }
    variants(first: 100) { nodes { ...VanityVariant } }
  }
  ${VARIANT_FIELDS}
`;

export const PRODUCT_BY_HANDLE = /* GraphQL */ `
  query VanityProductByHandle($handle: String!) {
    product(handle: $handle) {
      ...VanityProduct
    }
  }
  ${PRODUCT_FIELDS}
`;

export const PRODUCT_BY_ID = /* GraphQL */ `
  query VanityProductById($id: ID!) {
    product(id: $id) {
      ...VanityProduct
    }
  }
  ${PRODUCT_FIELDS}
`;

/** A host picking a show's products: the catalogue by search text (Shopify's product search syntax). */
export const PRODUCT_SEARCH = /* GraphQL */ `
  query VanityProductSearch($query: String, $first: Int!) {
    products(first: $first, query: $query, sortKey: TITLE) {
      edges {
        node {
          ...VanityProduct
        }
      }
    }
  }
  ${PRODUCT_FIELDS}
`;

/** Spec 2 §7: inventory only, id and quantityAvailable. */
export const INVENTORY = /* GraphQL */ `
  query VanityInventory($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        id
        variants(first: 100) {
          nodes {
            id
            quantityAvailable
          }
        }
      }
    }
  }
`;

export const CUSTOMER_MARKETING = /* GraphQL */ `
  query VanityCustomerMarketing($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      acceptsMarketing
    }
  }
`;

export const CUSTOMER_UPDATE = /* GraphQL */ `
  mutation VanityCustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customer {
        acceptsMarketing
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
`;

/** Spec 2 §3 "stored customer access token": one made from a Multipass token after sign-in. */
export const CUSTOMER_TOKEN_WITH_MULTIPASS = /* GraphQL */ `
  mutation VanityCustomerTokenWithMultipass($multipassToken: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
`;

export const ALL_DOCUMENTS = {
  PRODUCT_BY_HANDLE,
  PRODUCT_BY_ID,
  PRODUCT_SEARCH,
  INVENTORY,
  CUSTOMER_MARKETING,
  CUSTOMER_UPDATE,
  CUSTOMER_TOKEN_WITH_MULTIPASS,
};

/** The raw shapes these documents return. */
type Value = { value: string } | null;
export interface RawVariant {
  id: string;
  title: string;
  sku: string | null;
  availableForSale: boolean;
  currentlyNotInStock: boolean;
  quantityAvailable: number | null;
  price: { amount: string };
  compareAtPrice: { amount: string } | null;
  selectedOptions: Array<{ name: string; value: string }>;
  image: { url: string; altText: string | null } | null;
  colorName: Value;
  secondaryName: Value;
  colorHex: Value;
  swatch: Value;
  vtoConfig: Value;
  skintone: Value;
}
export interface RawProduct {
  id: string;
  handle: string;
  title: string;
  tags: string[];
  productType: string;
  options: Array<{ name: string }>;
  featuredImage: { url: string; altText: string | null } | null;
  details: Value;
  bundleHandles: Value;
  bundleVariants: Value;
  bundleThreshold: Value;
  variants: { nodes: RawVariant[] };
}
export interface RawInventory {
  id: string;
  variants: { nodes: Array<{ id: string; quantityAvailable: number | null }> };
}
export interface CustomerUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}
