// @vitest-environment node
import { startHarness, type Harness } from '../../../test-harness/server/harness';
import { mapProduct } from '../../catalog/product-mapping';
import { createStorefrontClient, storefrontEndpoint, STOREFRONT_TOKEN_HEADER } from './storefront-client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ storePort: 0, cdnPort: 0, apiPort: 0 });
});
afterAll(() => h.close());

const client = (version = '2022-10', token = 'vanity-local-storefront-token') =>
  createStorefrontClient({ endpoint: `${h.storeOrigin}/api/${version}/graphql.json`, token });

describe('storefront client against the stand-in', () => {
  it('reads a product by handle and by id, with its metafields, at both API versions', async () => {
    for (const version of ['2022-10', '2026-04']) {
      const byHandle = mapProduct((await client(version).productByHandle('second-skin-foundation'))!);
      const byId = mapProduct((await client(version).productById(byHandle.id))!);
      expect(byId).toEqual(byHandle);
      expect(byHandle.variants.length).toBeGreaterThanOrEqual(30);
      expect(byHandle.variants.every((v) => v.skintone !== null && v.vtoConfig?.variants.lighter && v.vtoConfig.variants.darker)).toBe(
        true,
      );
      expect(byHandle.variants[0]!.img?.src).toMatch(/width=320&height=320/);
    }
  });

  it('returns null for a product the store does not have', async () => {
    expect(await client().productByHandle('no-such-product')).toBeNull();
  });

  it('reads inventory only', async () => {
    const [row] = await client().inventory([7301000001]);
    expect(Object.keys(row!)).toEqual(['id', 'variants']);
    expect(Object.keys(row!.variants.nodes[0]!)).toEqual(['id', 'quantityAvailable']);
  });

  it('sends the access token in a header; a wrong one is refused', async () => {
    expect(STOREFRONT_TOKEN_HEADER).toBe('X-Shopify-Storefront-Access-Token');
    await expect(client('2022-10', 'wrong').productByHandle('velvet-matte-lipstick')).rejects.toThrow();
  });

  it('builds the endpoint for the configured version', () => {
    const storefront = { endpoint: 'https://aurelle.example/api/2022-10/graphql.json', token: 't', apiVersion: '2026-04' };
    expect(storefrontEndpoint({ shop: 'x', storefront })).toBe('https://aurelle.example/api/2026-04/graphql.json');
    expect(storefrontEndpoint({ shop: 'aurelle.myshopify.com', storefront: { endpoint: '', token: 't', apiVersion: '' } })).toBe(
      'https://aurelle.myshopify.com/api/2022-10/graphql.json',
    );
  });
});

describe('customer marketing preference', () => {
  it('reads and updates acceptsMarketing for a signed-in customer', async () => {
    const { customers } = await import('../../../test-harness/storefront/storefront-data');
    customers.set('tok-eileen', {
      id: 6012,
      email: 'eileen@example.com',
      firstName: 'Eileen',
      lastName: 'Collins',
      acceptsMarketing: false,
    });
    expect(await client().customerAcceptsMarketing('tok-eileen')).toBe(false);
    expect(await client().updateAcceptsMarketing('tok-eileen', true)).toEqual({ acceptsMarketing: true, errors: [] });
    expect(await client().customerAcceptsMarketing('tok-eileen')).toBe(true);
  });

  it('gives customerUserErrors for an invalid token', async () => {
    expect(await client().customerAcceptsMarketing('nope')).toBeNull();
    const r = await client().updateAcceptsMarketing('nope', true);
    expect(r.acceptsMarketing).toBeNull();
    expect(r.errors[0]).toMatchObject({ code: 'TOKEN_INVALID', field: ['customerAccessToken'] });
  });
});
