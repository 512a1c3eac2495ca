import { mapProduct } from '../../catalog/product-mapping';
import { API } from '../../catalog/raw-product.test-helpers';
import { createFakeDeps } from '../app-deps.test-helpers';
import { parseConfig } from '../../config';
import { INVENTORY_MAX_AGE_MS, selectProduct } from './catalog-slice';
import { tryOnVariants } from '../../catalog/product-rules';

function setup() {
  let now = 1_000_000;
  const source = {
    productByHandle: vi.fn(async (handle: string) => (handle === 'velvet-matte-lipstick' ? mapProduct(API.product()) : null)),
    productById: vi.fn(async (id: number) => (id === 7301000001 ? mapProduct(API.product()) : null)),
    inventory: vi.fn(async () => [
      {
        id: 'gid://shopify/Product/7301000001',
        variants: { nodes: [{ id: 'gid://shopify/ProductVariant/44010000001', quantityAvailable: 3 }] },
      },
    ]),
    searchProducts: vi.fn(async () => []),
  };
  const warn = vi.fn();
  const fake = createFakeDeps({ catalog: source, warn, now: () => now });
  return { ...fake, source, warn, advance: (ms: number) => (now += ms) };
}

describe('catalog slice', () => {
  it('reads a product by handle once per page', async () => {
    const { store, source } = setup();
    const [a, b] = await Promise.all([
      store.getState().catalog.loadProduct({ handle: 'velvet-matte-lipstick' }),
      store.getState().catalog.loadProduct({ handle: 'velvet-matte-lipstick' }),
    ]);
    expect(a).toBe(b);
    expect(await store.getState().catalog.loadProduct({ handle: 'velvet-matte-lipstick' })).toBe(a);
    expect(source.productByHandle).toHaveBeenCalledTimes(1);
    expect(selectProduct(store.getState(), { handle: 'velvet-matte-lipstick' })?.id).toBe(7301000001);
  });

  it('asks the network for a product by id every time (spec 2 §7 network-only), and keeps the newest answer', async () => {
    const { store, source } = setup();
    await store.getState().catalog.loadProduct({ handle: 'velvet-matte-lipstick' });
    // Loaded by handle, yet asked for by id: the Storefront API answers, not the stored copy.
    const cheaper = mapProduct(API.product());
    cheaper.variants[0]!.priceCents = 1_000;
    source.productById.mockResolvedValueOnce(cheaper);
    expect(await store.getState().catalog.loadProduct({ id: 7301000001 })).toBe(cheaper);
    expect(store.getState().catalog.byId[7301000001]).toBe(cheaper);
    await store.getState().catalog.loadProduct({ id: 7301000001 });
    expect(source.productById).toHaveBeenCalledTimes(2);
    // Calls while one is in flight share it.
    await Promise.all([store.getState().catalog.loadProduct({ id: 7301000001 }), store.getState().catalog.loadProduct({ id: 7301000001 })]);
    expect(source.productById).toHaveBeenCalledTimes(3);
  });

  it("loads a bundle's items by handle and by id, and offers them with the variant filter and the listing rules", async () => {
    const { store, source } = setup();
    const gloss = mapProduct(
      API.product({
        id: 'gid://shopify/Product/22',
        handle: 'gloss',
        tags: ['vanity-hidden'],
      }),
    );
    source.productByHandle.mockImplementation(async (h: string) => (h === 'gloss' ? gloss : null));
    source.productById.mockImplementation(async (id: number) =>
      id === 7301000001
        ? mapProduct(
            API.product({
              variants: {
                nodes: [
                  API.variant({ id: 'gid://shopify/ProductVariant/1' }),
                  API.variant({ id: 'gid://shopify/ProductVariant/2' }),
                  API.variant({ id: 'gid://shopify/ProductVariant/3', price: { amount: '0.0' } }),
                ],
              },
            }),
          )
        : null,
    );
    const set = mapProduct(
      API.product({
        id: 'gid://shopify/Product/99',
        productType: 'Sets Product',
        bundleHandles: { value: '["gloss","missing"]' },
        bundleVariants: { value: '["7301000001:2","7301000001:3"]' },
      }),
    );
    expect(store.getState().catalog.bundleParts(set)).toBeUndefined();
    await store.getState().catalog.loadBundle(set);
    // gloss has an excluded tag; the missing handle is left out; variant 3 is priced at 0.
    const parts = store.getState().catalog.bundleParts(set)!;
    expect(parts.map((p) => [p.id, p.variants.map((v) => v.id)])).toEqual([[7301000001, [2]]]);
    expect(source.productById).toHaveBeenCalledTimes(1);
  });

  it('remembers a handle the store does not have', async () => {
    const { store, source } = setup();
    expect(await store.getState().catalog.loadProduct({ handle: 'nope' })).toBeNull();
    expect(await store.getState().catalog.loadProduct({ handle: 'nope' })).toBeNull();
    expect(source.productByHandle).toHaveBeenCalledTimes(1);
  });

  it('logs a failed product fetch as a warning, and tries again next time', async () => {
    const { store, source, warn } = setup();
    source.productByHandle.mockRejectedValueOnce(new Error('503'));
    await expect(store.getState().catalog.loadProduct({ handle: 'velvet-matte-lipstick' })).rejects.toThrow('503');
    expect(warn).toHaveBeenCalled();
    await expect(store.getState().catalog.loadProduct({ handle: 'velvet-matte-lipstick' })).resolves.toMatchObject({ id: 7301000001 });
  });

  it('refetches inventory only when older than 30 s', async () => {
    const { store, source, advance } = setup();
    await store.getState().catalog.loadProduct({ id: 7301000001 });
    advance(INVENTORY_MAX_AGE_MS);
    await store.getState().catalog.refreshInventory([7301000001]);
    expect(source.inventory).not.toHaveBeenCalled();
    advance(1);
    await store.getState().catalog.refreshInventory([7301000001, 7301000001]);
    expect(source.inventory).toHaveBeenCalledWith([7301000001]);
    expect(store.getState().catalog.byId[7301000001]!.variants[0]!.quantityAvailable).toBe(3);
    advance(INVENTORY_MAX_AGE_MS);
    await store.getState().catalog.refreshInventory([7301000001]);
    expect(source.inventory).toHaveBeenCalledTimes(1);
  });

  it('keeps the previous inventory and warns when the refresh fails', async () => {
    const { store, source, warn, advance } = setup();
    await store.getState().catalog.loadProduct({ id: 7301000001 });
    source.inventory.mockRejectedValueOnce(new Error('network'));
    advance(INVENTORY_MAX_AGE_MS + 1);
    await store.getState().catalog.refreshInventory([7301000001]);
    expect(store.getState().catalog.byId[7301000001]!.variants[0]!.quantityAvailable).toBe(14);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/keeping the previous values/), expect.any(Error));
  });

  it('keeps shown inventory fresh: refetched just past 30 s after the data arrived, not a whole interval later (spec 2 §9)', async () => {
    vi.useFakeTimers();
    try {
      const { source } = setup();
      let now = 1_000_000;
      const fake = createFakeDeps({
        catalog: {
          ...source,
          productById: vi.fn(async (id: number) => {
            now += 400;
            return source.productById(id);
          }),
          inventory: vi.fn(async () => {
            now += 400;
            return source.inventory();
          }),
        },
        now: () => now,
      });
      const tick = async (ms: number) => {
        now += ms;
        await vi.advanceTimersByTimeAsync(ms);
      };
      const stop = fake.store.getState().catalog.keepInventoryFresh([7301000001]);
      // The product arrives 400 ms after the ask: its clock starts there.
      await fake.store.getState().catalog.loadProduct({ id: 7301000001 });
      const arrived = fake.store.getState().catalog.inventoryAt[7301000001]!;
      expect(arrived).toBe(1_000_400);
      await tick(30_000); // the first look (30 s after the start) finds it 29.6 s old
      expect(fake.deps.catalog.inventory).not.toHaveBeenCalled();
      await tick(401); // just past 30 s after the arrival
      expect(fake.deps.catalog.inventory).toHaveBeenCalledTimes(1);
      const refreshed = fake.store.getState().catalog.inventoryAt[7301000001]!;
      await tick(refreshed + 30_000 - now);
      expect(fake.deps.catalog.inventory).toHaveBeenCalledTimes(1);
      await tick(1);
      expect(fake.deps.catalog.inventory).toHaveBeenCalledTimes(2);
      stop();
      await tick(120_000);
      expect(fake.deps.catalog.inventory).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a failed refresh, tries again 30 s after the try, not at once', async () => {
    vi.useFakeTimers();
    try {
      let now = 1_000_000;
      const { source } = setup();
      const inventory = vi.fn(async () => Promise.reject(new Error('network')));
      const fake = createFakeDeps({ catalog: { ...source, inventory }, now: () => now, warn: vi.fn() });
      await fake.store.getState().catalog.loadProduct({ id: 7301000001 });
      const stop = fake.store.getState().catalog.keepInventoryFresh([7301000001]);
      const tick = async (ms: number) => {
        now += ms;
        await vi.advanceTimersByTimeAsync(ms);
      };
      await tick(30_001);
      expect(inventory).toHaveBeenCalledTimes(1);
      await tick(30_000);
      expect(inventory).toHaveBeenCalledTimes(1);
      await tick(1);
      expect(inventory).toHaveBeenCalledTimes(2);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask for inventory of products it never loaded', async () => {
    const { store, source } = setup();
    await store.getState().catalog.refreshInventory([42]);
    expect(source.inventory).not.toHaveBeenCalled();
  });
});

describe('listable products (spec 1 §5)', () => {
  const product = () => mapProduct(API.product());

  it('drops a product with one of the merchant’s excluded tags, from the embed config', () => {
    const config = parseConfig('{"locale": "en", "excludedTags": ["Staff-Only", " vanity-hidden "]}', 'https://cdn.example/vanity.js');
    const { store } = createFakeDeps({ config });
    const listable = store.getState().catalog.listable;
    expect(listable({ ...product(), tags: ['lips', 'staff-only'] })).toBeNull();
    expect(listable({ ...product(), tags: ['vanity-hidden'] })).toBeNull();
    expect(listable({ ...product(), tags: ['lips'] })?.id).toBe(product().id);
  });

  it('without a setting, vanity-hidden is the excluded tag', () => {
    const { store } = createFakeDeps();
    expect(store.getState().catalog.listable({ ...product(), tags: ['vanity-hidden'] })).toBeNull();
    expect(store.getState().catalog.listable({ ...product(), tags: ['staff-only'] })).not.toBeNull();
  });

  it('never offers a non-gift variant priced at 0; a gift keeps its one free variant', () => {
    const { store } = createFakeDeps();
    const p = product();
    const free = { ...p.variants[0]!, id: 1, priceCents: 0 };
    const listed = store.getState().catalog.listable({ ...p, variants: [free, ...p.variants] });
    expect(listed?.variants.map((v) => v.id)).toEqual(p.variants.map((v) => v.id));
    expect(tryOnVariants({ ...p, variants: [{ ...free, vtoConfig: { products: [], variants: {} } }] })).toEqual([]);
    const gift = { ...p, handle: 'lip-mini-free', gwp: true, variants: [free] };
    expect(store.getState().catalog.listable(gift)?.variants).toHaveLength(1);
  });
});
