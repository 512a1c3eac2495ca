import type { StateCreator } from 'zustand/vanilla';
import type { Product } from '../../catalog/product-types';
import type { AppDeps } from '../app-deps';
import type { AppState, AppStore } from '../create-app-store';
import { installSlice } from '../install-slice';

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

export interface CatalogSlice {
  catalog: CatalogState;
  /** The product, from cache or the Storefront API; null when the store has none. Never fetched twice on a page. */
  loadProduct(ref: ProductRef): Promise<Product | null>;
  /** Refreshes the inventory of products read more than 30 s ago; on failure keeps what it had. */
  refreshInventory(productIds: number[]): Promise<void>;
}

export function selectProduct(state: AppState, ref: ProductRef): Product | null | undefined {
  const id = 'id' in ref ? ref.id : state.catalog.idByHandle[ref.handle];
  if (id === null) return null;
  return id === undefined ? undefined : state.catalog.byId[id];
}

export const createCatalogSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], CatalogSlice> =>
  (set, get) => {
    const inFlight = new Map<string, Promise<Product | null>>();
    const warn = (message: string, detail?: unknown) => deps.warn(`[vanity] ${message}`, detail);

    function remember(product: Product | null, ref: ProductRef) {
      set((s) => {
        const catalog = { ...s.catalog, byId: { ...s.catalog.byId }, idByHandle: { ...s.catalog.idByHandle }, inventoryAt: { ...s.catalog.inventoryAt } };
        if (product) {
          catalog.byId[product.id] = product;
          catalog.idByHandle[product.handle] = product.id;
          catalog.inventoryAt[product.id] = deps.now();
        } else if ('handle' in ref) {
          catalog.idByHandle[ref.handle] = null;
        }
        return { catalog };
      });
    }

    return {
      catalog: { byId: {}, idByHandle: {}, inventoryAt: {} },

      loadProduct(ref) {
        const cached = selectProduct(get(), ref);
        if (cached !== undefined) return Promise.resolve(cached);
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
        set((s) => {
          const byIdNext = { ...s.catalog.byId };
          const atNext = { ...s.catalog.inventoryAt };
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
          return { catalog: { ...s.catalog, byId: byIdNext, inventoryAt: atNext } };
        });
      },
    };
  };

/** Adds the catalogue to the page's store, once; every widget that reads products shares it. */
export function installCatalogSlice(store: AppStore, deps: AppDeps): void {
  installSlice(store, 'loadProduct', createCatalogSlice(deps));
}
