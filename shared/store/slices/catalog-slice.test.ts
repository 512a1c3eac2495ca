import { API } from '../../catalog/raw-product.test-helpers';
import { createFakeDeps } from '../app-deps.test-helpers';
import { INVENTORY_MAX_AGE_MS, selectProduct } from './catalog-slice';

function setup() {
  let now = 1_000_000;
  const storefront = {
    productByHandle: vi.fn(async (handle: string) => (handle === 'velvet-matte-lipstick' ? API.product() : null)),
    productById: vi.fn(async (id: number | string) => (Number(id) === 7301000001 ? API.product() : null)),
    inventory: vi.fn(async () => [{ id: 'gid://shopify/Product/7301000001', variants: { nodes: [{ id: 'gid://shopify/ProductVariant/44010000001', quantityAvailable: 3 }] } }]),
    customerAcceptsMarketing: vi.fn(),
    updateAcceptsMarketing: vi.fn(),
  };
  const warn = vi.fn();
  const fake = createFakeDeps({ storefront, warn, now: () => now });
  return { ...fake, storefront, warn, advance: (ms: number) => (now += ms) };
}

describe('catalog slice', () => {
  it('caches by handle and by id, so no product is fetched twice', async () => {
    const { store, storefront } = setup();
    const [a, b] = await Promise.all([store.getState().loadProduct({ handle: 'velvet-matte-lipstick' }), store.getState().loadProduct({ handle: 'velvet-matte-lipstick' })]);
    expect(a).toBe(b);
    const byId = await store.getState().loadProduct({ id: 7301000001 });
    expect(byId).toBe(a);
    expect(storefront.productByHandle).toHaveBeenCalledTimes(1);
    expect(storefront.productById).not.toHaveBeenCalled();
    expect(selectProduct(store.getState(), { handle: 'velvet-matte-lipstick' })?.id).toBe(7301000001);
  });

  it('remembers a handle the store does not have', async () => {
    const { store, storefront } = setup();
    expect(await store.getState().loadProduct({ handle: 'nope' })).toBeNull();
    expect(await store.getState().loadProduct({ handle: 'nope' })).toBeNull();
    expect(storefront.productByHandle).toHaveBeenCalledTimes(1);
  });

  it('logs a failed product fetch as a warning, and tries again next time', async () => {
    const { store, storefront, warn } = setup();
    storefront.productByHandle.mockRejectedValueOnce(new Error('503'));
    await expect(store.getState().loadProduct({ handle: 'velvet-matte-lipstick' })).rejects.toThrow('503');
    expect(warn).toHaveBeenCalled();
    await expect(store.getState().loadProduct({ handle: 'velvet-matte-lipstick' })).resolves.toMatchObject({ id: 7301000001 });
  });

  it('refetches inventory only when older than 30 s', async () => {
    const { store, storefront, advance } = setup();
    await store.getState().loadProduct({ id: 7301000001 });
    advance(INVENTORY_MAX_AGE_MS);
    await store.getState().refreshInventory([7301000001]);
    expect(storefront.inventory).not.toHaveBeenCalled();
    advance(1);
    await store.getState().refreshInventory([7301000001, 7301000001]);
    expect(storefront.inventory).toHaveBeenCalledWith([7301000001]);
    expect(store.getState().catalog.byId[7301000001]!.variants[0]!.quantityAvailable).toBe(3);
    advance(INVENTORY_MAX_AGE_MS);
    await store.getState().refreshInventory([7301000001]);
    expect(storefront.inventory).toHaveBeenCalledTimes(1);
  });

  it('keeps the previous inventory and warns when the refresh fails', async () => {
    const { store, storefront, warn, advance } = setup();
    await store.getState().loadProduct({ id: 7301000001 });
    storefront.inventory.mockRejectedValueOnce(new Error('network'));
    advance(INVENTORY_MAX_AGE_MS + 1);
    await store.getState().refreshInventory([7301000001]);
    expect(store.getState().catalog.byId[7301000001]!.variants[0]!.quantityAvailable).toBe(14);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/keeping the previous values/), expect.any(Error));
  });

  it('does not ask for inventory of products it never loaded', async () => {
    const { store, storefront } = setup();
    await store.getState().refreshInventory([42]);
    expect(storefront.inventory).not.toHaveBeenCalled();
  });
});
