import { GraphQLError } from 'graphql';
import { collections, products, productsIn, type SeedProduct, type SeedVariant } from './catalogue';

/**
 * The seeded catalogue shaped as Storefront API objects. Fields that take
 * arguments are functions; graphql-js calls them through the field resolver.
 */
type Args = Record<string, any>;
export interface StorefrontContext {
  origin: string;
}

export const gid = (type: string, id: number | string) => `gid://shopify/${type}/${id}`;

function connection<T>(items: T[], args: Args) {
  if (args.first == null && args.last == null) {
    throw new GraphQLError('you must provide one of first or last', { extensions: { code: 'BAD_REQUEST' } });
  }
  let list = items.map((node, i) => ({ cursor: Buffer.from(`cursor:${i}`).toString('base64'), node, i }));
  if (args.after) list = list.filter((e) => e.i > Number(Buffer.from(args.after, 'base64').toString().split(':')[1]));
  const total = list.length;
  if (args.first != null) list = list.slice(0, args.first);
  if (args.last != null) list = list.slice(-args.last);
  return {
    edges: list.map(({ cursor, node }) => ({ cursor, node })),
    nodes: list.map((e) => e.node),
    pageInfo: {
      hasNextPage: args.first != null && total > list.length,
      hasPreviousPage: args.last != null && total > list.length,
      startCursor: list[0]?.cursor ?? null,
      endCursor: list.at(-1)?.cursor ?? null,
    },
  };
}

const money = (amount: string) => ({ __typename: 'MoneyV2', amount, currencyCode: 'USD' });

export function swatchUrl(origin: string, variant: SeedVariant) {
  return `${origin}/cdn/shop/files/swatch-${variant.id}.svg`;
}

export function imageUrl(origin: string, product: SeedProduct, variant?: SeedVariant) {
  return `${origin}/cdn/shop/files/${product.handle}${variant ? `--${variant.id}` : ''}.svg`;
}

function image(origin: string, product: SeedProduct, variant?: SeedVariant) {
  const base = imageUrl(origin, product, variant);
  const transformed = (args: Args) => {
    const t = args.transform ?? args;
    const params = new URLSearchParams();
    if (t.maxWidth) params.set('width', String(t.maxWidth));
    if (t.maxHeight) params.set('height', String(t.maxHeight));
    if (t.crop) params.set('crop', String(t.crop).toLowerCase());
    return params.size ? `${base}?${params}` : base;
  };
  return {
    __typename: 'Image',
    id: gid('ProductImage', variant ? variant.id : product.id),
    altText: variant?.colorName ? `${product.title} in ${variant.colorName}` : product.title,
    width: 600,
    height: 600,
    url: transformed,
    transformedSrc: transformed,
    originalSrc: base,
    src: base,
  };
}

function metafieldsOf(entries: Record<string, { type: string; value: unknown } | undefined>, ownerGid: string) {
  const make = (key: string) => {
    const m = entries[key];
    if (!m || m.value === undefined) return null;
    return {
      __typename: 'Metafield',
      id: gid(
        'Metafield',
        `${Buffer.from(ownerGid + key)
          .toString('hex')
          .slice(-12)}`,
      ),
      namespace: 'vanity',
      key,
      type: m.type,
      value: typeof m.value === 'string' ? m.value : JSON.stringify(m.value),
      description: null,
      createdAt: '2022-09-01T00:00:00Z',
      updatedAt: '2022-10-01T00:00:00Z',
      reference: null,
      references: null,
      parentResource: null,
    };
  };
  return {
    metafield: (args: Args) => (args.namespace === 'vanity' ? make(args.key) : null),
    metafields: (args: Args) => (args.identifiers ?? []).map((i: Args) => (i.namespace === 'vanity' ? make(i.key) : null)),
  };
}

function variantObject(origin: string, product: SeedProduct, v: SeedVariant, productObj: () => unknown) {
  const id = gid('ProductVariant', v.id);
  const available = v.quantity > 0 || !!v.backorder;
  return {
    __typename: 'ProductVariant',
    id,
    title: v.title,
    sku: v.sku,
    barcode: null,
    availableForSale: available,
    currentlyNotInStock: v.quantity <= 0 && !!v.backorder,
    quantityAvailable: v.quantity,
    requiresShipping: true,
    weight: 12,
    weightUnit: 'GRAMS',
    price: money(v.price),
    priceV2: money(v.price),
    compareAtPrice: v.compareAtPrice ? money(v.compareAtPrice) : null,
    compareAtPriceV2: v.compareAtPrice ? money(v.compareAtPrice) : null,
    unitPrice: null,
    unitPriceMeasurement: null,
    selectedOptions: product.options.map((name, i) => ({ __typename: 'SelectedOption', name, value: v.options[i] ?? '' })),
    image: v.colorHex ? image(origin, product, v) : image(origin, product),
    product: productObj,
    sellingPlanAllocations: (args: Args) => connection([], args),
    storeAvailability: (args: Args) => connection([], args),
    ...metafieldsOf(
      {
        color_name: v.colorName ? { type: 'single_line_text_field', value: v.colorName } : undefined,
        secondary_name: v.secondaryName ? { type: 'single_line_text_field', value: v.secondaryName } : undefined,
        color_hex: v.colorHex ? { type: 'color', value: v.colorHex } : undefined,
        swatch: { type: 'url', value: swatchUrl(origin, v) },
        vto_config: v.vtoConfig ? { type: 'json', value: v.vtoConfig } : undefined,
        skintone: v.skintone !== undefined ? { type: 'number_integer', value: String(v.skintone) } : undefined,
      },
      id,
    ),
  };
}

export function productObject(origin: string, p: SeedProduct): Record<string, unknown> {
  const id = gid('Product', p.id);
  const self: Record<string, unknown> = {};
  const variants = p.variants.map((v) => variantObject(origin, p, v, () => self));
  const prices = p.variants.map((v) => Number(v.price));
  const min = p.variants[prices.indexOf(Math.min(...prices))]!;
  const max = p.variants[prices.indexOf(Math.max(...prices))]!;
  const images = [image(origin, p), ...p.variants.filter((v) => v.colorHex).map((v) => image(origin, p, v))];
  Object.assign(self, {
    __typename: 'Product',
    id,
    handle: p.handle,
    title: p.title,
    description: p.description,
    descriptionHtml: `<p>${p.description}</p>`,
    vendor: p.vendor,
    productType: p.productType,
    tags: p.tags,
    availableForSale: variants.some((v) => v.availableForSale),
    totalInventory: p.variants.reduce((n, v) => n + Math.max(0, v.quantity), 0),
    requiresSellingPlan: false,
    isGiftCard: false,
    createdAt: '2022-09-01T00:00:00Z',
    updatedAt: '2022-10-01T00:00:00Z',
    publishedAt: '2022-09-01T00:00:00Z',
    onlineStoreUrl: `${origin}/products/${p.handle}`,
    seo: { __typename: 'SEO', title: p.title, description: p.description },
    options: (args: Args) =>
      p.options.slice(0, args.first ?? undefined).map((name, i) => ({
        __typename: 'ProductOption',
        id: gid('ProductOption', `${p.id}${i}`),
        name,
        values: [...new Set(p.variants.map((v) => v.options[i] ?? ''))],
      })),
    variants: (args: Args) => connection(variants, args),
    variantBySelectedOptions: (args: Args) =>
      variants.find((v) =>
        args.selectedOptions.every((o: Args) => v.selectedOptions.some((s) => s.name === o.name && s.value === o.value)),
      ) ?? null,
    images: (args: Args) => connection(images, args),
    featuredImage: images[0],
    media: (args: Args) => connection([], args),
    collections: (args: Args) =>
      connection(
        collections.filter((c) => p.collections.includes(c.handle)).map((c) => collectionObject(origin, c.handle)),
        args,
      ),
    priceRange: { __typename: 'ProductPriceRange', minVariantPrice: money(min.price), maxVariantPrice: money(max.price) },
    compareAtPriceRange: {
      __typename: 'ProductPriceRange',
      minVariantPrice: money(min.compareAtPrice ?? '0.0'),
      maxVariantPrice: money(max.compareAtPrice ?? '0.0'),
    },
    sellingPlanGroups: (args: Args) => connection([], args),
    ...metafieldsOf(
      {
        liveshopping_details: p.liveshoppingDetails ? { type: 'json', value: p.liveshoppingDetails } : undefined,
        bundle_handles: p.bundleHandles ? { type: 'list.single_line_text_field', value: p.bundleHandles } : undefined,
        bundle_variants: p.bundleVariants ? { type: 'list.single_line_text_field', value: p.bundleVariants } : undefined,
        bundle_threshold: p.bundleThreshold !== undefined ? { type: 'number_integer', value: String(p.bundleThreshold) } : undefined,
      },
      id,
    ),
  });
  return self;
}

export function collectionObject(origin: string, handle: string): Record<string, unknown> | null {
  const c = collections.find((x) => x.handle === handle);
  if (!c) return null;
  return {
    __typename: 'Collection',
    id: gid('Collection', 4100 + collections.indexOf(c)),
    handle: c.handle,
    title: c.title,
    description: c.description,
    descriptionHtml: `<p>${c.description}</p>`,
    updatedAt: '2022-10-01T00:00:00Z',
    onlineStoreUrl: `${origin}/collections/${c.handle}`,
    image: null,
    seo: { __typename: 'SEO', title: c.title, description: c.description },
    products: (args: Args) =>
      connection(
        productsIn(c.handle).map((p) => productObject(origin, p)),
        args,
      ),
    metafield: () => null,
    metafields: (args: Args) => (args.identifiers ?? []).map(() => null),
  };
}

function nodeById(origin: string, id: string): unknown {
  const m = /^gid:\/\/shopify\/(\w+)\/(\d+)/.exec(id);
  if (!m) return null;
  const [, type, num] = m;
  if (type === 'Product') {
    const p = products.find((x) => String(x.id) === num);
    return p ? productObject(origin, p) : null;
  }
  if (type === 'ProductVariant') {
    for (const p of products) {
      const v = p.variants.find((x) => String(x.id) === num);
      if (v) {
        const prod = productObject(origin, p);
        return (prod.variants as (a: Args) => { nodes: Array<{ id: string }> })({ first: 250 }).nodes.find((x) => x.id === id) ?? null;
      }
    }
  }
  if (type === 'Collection') {
    const c = collections[Number(num) - 4100];
    return c ? collectionObject(origin, c.handle) : null;
  }
  return null;
}

function matchesQuery(p: SeedProduct, query: string | undefined): boolean {
  if (!query) return true;
  return query
    .split(/\s+(?:AND\s+)?/i)
    .filter(Boolean)
    .every((term) => {
      const [field, value] = term.includes(':') ? term.split(':') : ['', term];
      const v = (value ?? '').replace(/^['"]|['"]$/g, '').toLowerCase();
      if (field === 'tag') return p.tags.includes(v);
      if (field === 'product_type') return p.productType.toLowerCase() === v;
      if (field === 'handle') return p.handle === v;
      return p.title.toLowerCase().includes(v) || p.tags.includes(v);
    });
}

export function queryRoot(origin: string) {
  return {
    product: (args: Args) => {
      if (args.handle) {
        const p = products.find((x) => x.handle === args.handle);
        return p ? productObject(origin, p) : null;
      }
      if (args.id) {
        const n = nodeById(origin, args.id) as { __typename?: string } | null;
        return n?.__typename === 'Product' ? n : null;
      }
      return null;
    },
    products: (args: Args) =>
      connection(
        products.filter((p) => matchesQuery(p, args.query)).map((p) => productObject(origin, p)),
        args,
      ),
    collection: (args: Args) => (args.handle ? collectionObject(origin, args.handle) : (nodeById(origin, args.id ?? '') ?? null)),
    collectionByHandle: (args: Args) => collectionObject(origin, args.handle),
    productByHandle: (args: Args) => {
      const p = products.find((x) => x.handle === args.handle);
      return p ? productObject(origin, p) : null;
    },
    collections: (args: Args) =>
      connection(
        collections.map((c) => collectionObject(origin, c.handle)),
        args,
      ),
    node: (args: Args) => nodeById(origin, args.id),
    nodes: (args: Args) => (args.ids as string[]).map((id) => nodeById(origin, id)),
    shop: {
      __typename: 'Shop',
      id: gid('Shop', 1),
      name: 'Aurelle',
      description: 'Clean colour cosmetics.',
      moneyFormat: '${{amount}}',
      primaryDomain: { __typename: 'Domain', host: new URL(origin).host, sslEnabled: false, url: origin },
      paymentSettings: null,
    },
    localization: {
      __typename: 'Localization',
      country: {
        __typename: 'Country',
        isoCode: 'US',
        name: 'United States',
        currency: { __typename: 'Currency', isoCode: 'USD', name: 'US Dollar', symbol: '$' },
        unitSystem: 'IMPERIAL_SYSTEM',
        availableLanguages: [],
      },
      language: { __typename: 'Language', isoCode: 'EN', name: 'English', endonymName: 'English' },
      availableCountries: [],
      availableLanguages: [],
    },
    customer: (args: Args) => {
      const c = customers.get(args.customerAccessToken);
      return c ? customerObject(c) : null;
    },
  };
}

/** Customers by access token; the accounts stand-in signs customers in and adds them here. */
export interface SeedCustomer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  acceptsMarketing: boolean;
}
export const customers = new Map<string, SeedCustomer>();

function customerObject(c: SeedCustomer) {
  return {
    __typename: 'Customer',
    id: gid('Customer', c.id),
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    displayName: `${c.firstName} ${c.lastName}`.trim(),
    acceptsMarketing: c.acceptsMarketing,
    createdAt: '2022-10-01T00:00:00Z',
    updatedAt: '2022-10-01T00:00:00Z',
    phone: null,
    tags: [],
  };
}

/** Set by the identity stand-in: a Multipass token for a customer access token (null when refused). */
export const storefrontHooks: {
  customerTokenWithMultipass: ((multipassToken: string) => { accessToken: string; expiresAt: string } | null) | null;
} = {
  customerTokenWithMultipass: null,
};

export function mutationRoot() {
  return {
    customerAccessTokenCreateWithMultipass: (args: Args) => {
      const token = storefrontHooks.customerTokenWithMultipass?.(String(args.multipassToken ?? '')) ?? null;
      const errors = token
        ? []
        : [
            {
              __typename: 'CustomerUserError',
              code: 'INVALID_MULTIPASS_REQUEST',
              field: ['multipassToken'],
              message: 'Invalid multipass request',
            },
          ];
      return {
        __typename: 'CustomerAccessTokenCreateWithMultipassPayload',
        customerAccessToken: token ? { __typename: 'CustomerAccessToken', ...token } : null,
        customerUserErrors: errors,
      };
    },
    customerUpdate: (args: Args) => {
      const c = customers.get(args.customerAccessToken);
      if (!c) {
        const error = {
          __typename: 'CustomerUserError',
          code: 'TOKEN_INVALID',
          field: ['customerAccessToken'],
          message: 'Customer access token is invalid',
        };
        return {
          __typename: 'CustomerUpdatePayload',
          customer: null,
          customerAccessToken: null,
          customerUserErrors: [error],
          userErrors: [error],
        };
      }
      if (typeof args.customer?.acceptsMarketing === 'boolean') c.acceptsMarketing = args.customer.acceptsMarketing;
      return {
        __typename: 'CustomerUpdatePayload',
        customer: customerObject(c),
        customerAccessToken: null,
        customerUserErrors: [],
        userErrors: [],
      };
    },
  };
}
