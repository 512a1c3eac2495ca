import type { StateCreator } from 'zustand/vanilla';
import { AnalyticsEvents } from '../../api/analytics/analytics-events';
import { CartRequestError } from '../../api/cart/cart-client';
import type { Product, Variant } from '../../catalog/product-types';
import type { Translate } from '../../i18n';
import type { AppDeps } from '../app-deps';
import type { AppState, AppStore } from '../create-app-store';
import { installSlice } from '../install-slice';

export interface CartFailure {
  /** Shopify's description of a refused add (422), shown as it is. */
  description: string | null;
  endpoint: string;
  /** 0 when no response came. */
  status: number;
}

export interface CartState {
  itemCount: number | null;
  /** The variant being added right now. */
  adding: number | null;
  /** The variant added last, for the "Added to bag" confirmation. */
  added: number | null;
  error: (CartFailure & { variantId: number }) | null;
}

export interface CartSlice {
  cart: CartState;
  /** Adds through the Ajax cart, sends add_to_bag and tells the theme the bag changed. Never throws. */
  addToBag(product: Product, variant: Variant, options?: { quantity?: number; source?: string }): Promise<boolean>;
  dismissCartMessage(): void;
}

/** What to tell the shopper about a failed add: Shopify's own words for a refusal, else the endpoint and the status. */
export function cartFailureText(t: Translate, failure: CartFailure): string {
  return failure.description ?? t(failure.status === 0 ? 'cart.errors.offline' : 'cart.errors.failed', { endpoint: failure.endpoint, status: failure.status });
}

/** The theme listens for this on document to refresh its bag count (detail: { itemCount }). */
export const CART_CHANGED_EVENT = 'vanity:cart-changed';

export const createCartSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], CartSlice> =>
  (set, get) => {
    const patch = (p: Partial<CartState>) => set((s) => ({ cart: { ...s.cart, ...p } }));
    return {
      cart: { itemCount: null, adding: null, added: null, error: null },

      async addToBag(product, variant, { quantity = 1, source = 'try-on' } = {}) {
        if (get().cart.adding !== null) return false;
        patch({ adding: variant.id, added: null, error: null });
        try {
          await deps.cart.add([{ id: variant.id, quantity }]);
        } catch (error) {
          const failure: CartFailure =
            error instanceof CartRequestError
              ? { description: error.description, endpoint: error.endpoint, status: error.status }
              : { description: null, endpoint: 'cart/add.js', status: 0 };
          // A refusal is the shopper's news, not a fault of ours; everything else is reported.
          if (failure.status !== 422) deps.reportError(error, { where: 'cart:add', variant: variant.id });
          patch({ adding: null, error: { ...failure, variantId: variant.id } });
          return false;
        }
        deps.analytics.track(AnalyticsEvents.addToBag, {
          product: product.handle,
          variant: variant.id,
          name: variant.name,
          priceCents: variant.priceCents,
          quantity,
          source,
        });
        patch({ adding: null, added: variant.id });
        try {
          const summary = await deps.cart.get();
          patch({ itemCount: summary.itemCount });
          deps.emit(CART_CHANGED_EVENT, summary);
        } catch (error) {
          // The add went through; only the count is stale. The theme refreshes on its next page.
          deps.warn('[vanity] could not read the cart after adding', error);
        }
        return true;
      },

      dismissCartMessage() {
        patch({ added: null, error: null });
      },
    };
  };

export function installCartSlice(store: AppStore, deps: AppDeps): void {
  installSlice(store, 'addToBag', createCartSlice(deps));
}
