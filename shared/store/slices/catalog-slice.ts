import { bundleParts } from '../../catalog/bundle';
import { listable } from '../../catalog/product-rules';
import type { Product } from '../../catalog/product-types';
import { defineSlice } from '../define-slice';

/** Spec 2 §9: inventory is refetched when older than 30 s. */
export const INVENTORY_MAX_AGE_MS = 30_000;

export type ProductRef = { handle: string } | { id: number };

export interface CatalogState {
  /** Products by numeric id. */
  byId: Record<number, Product>;
  /** Handle → numeric id; null when the store has no such product. */
  idByHandle: Record<string, number | null>;
  /** When each product's inventory was last read. */
  inventoryAt: Record<number, number>;
}

export interface CatalogSlice extends CatalogState {
  /**
   * The product; null when the store has none. By id it is the spec's product-by-id query, network-only (spec 2 §7):
   * every call asks the Storefront API (calls while one is in flight share it) and the answer replaces the stored
   * copy, so a show's featured product has today's price and stock. By handle (the product pages' own product)
   * it is read once per page.
   */
  loadProduct(ref: ProductRef): Promise<Product | null>;
  /** Loads every product a bundle names (spec 1 §3); rejects when one cannot be read (a missing one is left out). */
  loadBundle(bundle: Product): Promise<void>;
  /**
   * A bundle's parts as they may be offered, from what is loaded: merged per product with the variant filter
   * applied, then the listing rules (excluded tags, no zero-priced variant). undefined while an item is unread.
   */
  bundleParts(bundle: Product): Product[] | undefined;
  /** Refreshes the inventory of products read more than 30 s ago; on failure keeps what it had. */
  refreshInventory(productIds: number[]): Promise<void>;
  /**
   * Spec 1 §5: the product as it may be listed (try-on products and shades, watch page, shade results, broadcast
   * picker): null with one of the merchant's excluded tags (config.excludedTags), and without its non-gift variants
   * priced at 0.
   */
  listable(product: Product): Product | null;
  /**
   * Keeps these products' inventory fresh while shown: each is refetched as soon as it is older than 30 s,
   * measured from when its data arrived (a failed try waits 30 s from the try). Returns the stop.
   */
  keepInventoryFresh(productIds: number[]): () => void;
}

export function selectProduct(state: { catalog: CatalogState }, ref: ProductRef): Product | null | undefined {
  const id = 'id' in ref ? ref.id : state.catalog.idByHandle[ref.handle];
  if (id === null) return null;
  return id === undefined ? undefined : state.catalog.byId[id];
}

const refOf = (item: Product['bundleItems'][number]): ProductRef =>
  item.handle !== null ? { handle: item.handle } : { id: item.productId! };

export const catalogSlice = defineSlice<CatalogSlice>()({
  key: 'catalog',
  create: ({ deps, get, set }) => {
    const inFlight = new Map<string, Promise<Product | null>>();
    const warn = (message: string, detail?: unknown) => deps.warn(`[vanity] ${message}`, detail);

    function remember(product: Product | null, ref: ProductRef) {
      set((c) => {
        const catalog = { byId: { ...c.byId }, idByHandle: { ...c.idByHandle }, inventoryAt: { ...c.inventoryAt } };
        if (product) {
          catalog.byId[product.id] = product;
          catalog.idByHandle[product.handle] = product.id;
          catalog.inventoryAt[product.id] = deps.now();
        } else if ('handle' in ref) {
          catalog.idByHandle[ref.handle] = null;
        }
        return catalog;
      });
    }

    return {
      byId: {},
      idByHandle: {},
      inventoryAt: {},

      loadProduct(ref) {
        if ('handle' in ref) {
          const cached = selectProduct(get(), ref);
          if (cached !== undefined) return Promise.resolve(cached);
        }
        const key = 'id' in ref ? `id:${ref.id}` : `handle:${ref.handle}`;
        let pending = inFlight.get(key);
        if (!pending) {
          pending = ('id' in ref ? deps.catalog.productById(ref.id) : deps.catalog.productByHandle(ref.handle))
            .then((product) => {
              remember(product, ref);
              return product;
            })
            .catch((error) => {
              warn('Product fetch failed', error);
              throw error;
            })
            .finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        return pending;
      },

      async loadBundle(bundle) {
        await Promise.all(bundle.bundleItems.map((item) => get().catalog.loadProduct(refOf(item))));
      },

      bundleParts(bundle) {
        const found = bundle.bundleItems.map((item) => selectProduct(get(), refOf(item)));
        if (found.some((p) => p === undefined)) return undefined;
        return bundleParts(bundle.bundleItems, found).flatMap((part) => {
          const shown = listable(part, deps.config.excludedTags);
          return shown && shown.variants.length ? [shown] : [];
        });
      },

      listable(product) {
        return listable(product, deps.config.excludedTags);
      },

      async refreshInventory(productIds) {
        const now = deps.now();
        const { inventoryAt, byId } = get().catalog;
        const stale = [...new Set(productIds)].filter((id) => byId[id] && now - (inventoryAt[id] ?? 0) > INVENTORY_MAX_AGE_MS);
        if (stale.length === 0) return;
        let rows;
        try {
          rows = await deps.catalog.inventory(stale);
        } catch (error) {
          // Spec 2 §8: logged as a warning; inventory keeps its previous values.
          warn('Inventory fetch failed; keeping the previous values', error);
          return;
        }
        const fetchedAt = deps.now();
        set((c) => {
          const byIdNext = { ...c.byId };
          const atNext = { ...c.inventoryAt };
          for (const row of rows) {
            const id = Number(row.id.split('/').pop());
            const product = byIdNext[id];
            if (!product) continue;
            const quantities = new Map(row.variants.nodes.map((v) => [v.id, v.quantityAvailable]));
            byIdNext[id] = {
              ...product,
              variants: product.variants.map((v) => (quantities.has(v.gid) ? { ...v, quantityAvailable: quantities.get(v.gid)! } : v)),
            };
            atNext[id] = fetchedAt;
          }
          return { byId: byIdNext, inventoryAt: atNext };
        });
      },

      keepInventoryFresh(productIds) {
        const ids = [...new Set(productIds)];
        /** When a refresh was last tried for a product that was stale then: a failure waits from here. */
        const triedAt: Record<number, number> = {};
        let timer: ReturnType<typeof setTimeout> | undefined;
        let stopped = false;
        const schedule = () => {
          if (stopped) return;
          const { inventoryAt } = get().catalog;
          // Older than 30 s means 30 s and a millisecond after the data arrived.
          const dues = ids
            .filter((id) => inventoryAt[id] !== undefined)
            .map((id) => Math.max(inventoryAt[id]!, triedAt[id] ?? 0) + INVENTORY_MAX_AGE_MS + 1);
          // Products not loaded yet are looked at again in 30 s (their arrival then sets their clock).
          const due = dues.length ? Math.min(...dues) : deps.now() + INVENTORY_MAX_AGE_MS;
          timer = setTimeout(() => void tick(), Math.max(0, due - deps.now()));
        };
        const tick = async () => {
          const now = deps.now();
          const { inventoryAt, byId } = get().catalog;
          for (const id of ids) if (byId[id] && now - (inventoryAt[id] ?? 0) > INVENTORY_MAX_AGE_MS) triedAt[id] = now;
          await get().catalog.refreshInventory(ids);
          schedule();
        };
        schedule();
        return () => {
          stopped = true;
          clearTimeout(timer);
        };
      },
    };
  },
});
