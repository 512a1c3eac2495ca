import { AnalyticsEvents } from '../../api/analytics/analytics-events';
import type { CartItem, CartRequestError } from '../../api/cart/cart-client';
import { SHOW_CART_ATTRIBUTE, showAttributeValue } from '../../live/show-cart-attribute';
import { readShowReferral } from '../../live/show-referral';
import type { Product, Variant } from '../../catalog/product-types';
import type { Translate } from '../../i18n';
import { onStorageKey } from '../../storage-events';
import { StorageKeys } from '../../storage-keys';
import { defineSlice } from '../define-slice';

/**
 * A cart call's own failure (cart-client.ts's CartRequestError), told by its name: the client's code downloads on
 * first use (browser-deps.ts), and importing the class here would put it on every page with a cart.
 */
const isCartRequestError = (error: unknown): error is CartRequestError => (error as Error | null)?.name === 'CartRequestError';

export interface CartFailure {
  /** Shopify's description of a refused add or change (422), shown as it is. */
  description: string | null;
  endpoint: string;
  /** 0 when no response came. */
  status: number;
  /** What failed, for the sentence; an add when left out. */
  action?: 'add' | 'change';
}

/** A change to the bag's lines: one line's quantity (change.js), several at once (update.js), or all gone (clear.js). */
export type CartChange =
  { kind: 'line'; key: string; quantity: number } | { kind: 'lines'; updates: Record<string, number> } | { kind: 'empty' };

export interface CartState {
  /** The store's cart as last loaded (GET /cart.js); null until the first load. */
  itemCount: number | null;
  items: CartItem[] | null;
  /** The show the store's cart carries (SHOW_CART_ATTRIBUTE's value), as last loaded; null: none, or not loaded yet. */
  showAttribute: string | null;
  /** The variant being added right now. */
  adding: number | null;
  /** The variant added last, for the "Added to bag" confirmation. */
  added: number | null;
  error: (CartFailure & { variantId: number }) | null;
  /** The change to the bag's lines under way. */
  changing: CartChange | null;
  /** The last change that failed; the cart shown stays the store's last one. */
  changeError: CartFailure | null;
}

export interface CartSlice extends CartState {
  /**
   * Adds through the Ajax cart, sends add_to_bag, marks the cart with the show the shopper watched (markShow), tells
   * other tabs and reloads the cart (which tells the theme). Never throws.
   */
  /** properties: Shopify line-item properties (a bundle's chosen shades). */
  add(
    product: Product,
    variant: Variant,
    options?: { quantity?: number; source?: string; properties?: Record<string, string> },
  ): Promise<boolean>;
  /** Try again: the add that failed last, as it was asked for. Never throws. */
  retry(): Promise<boolean>;
  dismissMessage(): void;
  /**
   * Changes the bag's lines (0 removes a line), tells other tabs and reloads the
   * cart. On a failure the cart stays as it was, with changeError. Never throws.
   */
  change(change: CartChange): Promise<boolean>;
  /** Try again: the change that failed last. Never throws. */
  retryChange(): Promise<boolean>;
  /** Reads the store's cart; on a failure the last cart stays (and, while syncing, a retry follows). Never throws. */
  load(): Promise<void>;
  /**
   * Keeps the cart in step while any caller syncs (spec 2 §4): loads now, again
   * when another tab changes the cart, and 5 s after a failed load. Returns the stop.
   */
  sync(): () => void;
}

/** Spec 2 §9 "Cart retry after an error 5 s". */
export const CART_RETRY_MS = 5_000;

/**
 * What to tell the shopper about a failed add: Shopify's own words for a refusal, else a plain sentence.
 * The endpoint and the status are for us: they go to the error report, never on the page.
 */
export function cartFailureText(t: Translate, failure: CartFailure): string {
  if (failure.description !== null) return failure.description;
  if (failure.action === 'change') return t(failure.status === 0 ? 'cart.errors.changeOffline' : 'cart.errors.changeFailed');
  return t(failure.status === 0 ? 'cart.errors.offline' : 'cart.errors.failed');
}

const CHANGE_ENDPOINTS = { line: 'cart/change.js', lines: 'cart/update.js', empty: 'cart/clear.js' } as const;

/** Whether Try again can help: not for Shopify's refusal (422, sold out, the limit reached), which says why. */
export const cartFailureRetryable = (failure: CartFailure): boolean => failure.description === null && failure.status !== 422;

/** The theme listens for this on document to refresh its bag count (detail: the CartSummary, with itemCount). */
export const CART_CHANGED_EVENT = 'vanity:cart-changed';
/** The event Shopify's Horizon theme listens for after a cart change (its CartUpdateEvent's shape). */
export const CART_UPDATE_EVENT = 'cart:update';

export const cartSlice = defineSlice<CartSlice>()({
  key: 'cart',
  create: ({ deps, get, set }) => {
    const patch = set;
    let syncers = 0;
    let stopListening = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Loads can overlap (another tab's change, then ours): only the newest one's answer counts.
    let latest = 0;
    // A failing cart is reported once, not at every retry.
    let failing = false;
    // The add that failed last, for Try again.
    let failedAdd: Parameters<CartSlice['add']> | null = null;
    // Likewise the change to the lines.
    let failedChange: CartChange | null = null;

    /**
     * The show rides on the cart, so the order it becomes knows it (show-cart-attribute.ts): an add within the
     * referral window of watching a show (spec 2 §2's share link, remembered for a day) sets the cart's attribute to
     * that show, replacing another. Outside the window an add sets nothing, and an add that starts an empty cart
     * removes a show left from an earlier one (Shopify's clear.js keeps attributes), so an order never credits a
     * show the shopper did not come from. One update.js after the add, only when the attribute must change; a
     * failure costs the attribution, not the add, and is reported.
     */
    async function markShow(before: { itemCount: number | null; showAttribute: string | null }, added: number) {
      const referral = readShowReferral(deps.now(), deps.localStorage);
      try {
        let { itemCount, showAttribute } = before;
        // Not loaded here yet (a widget that never shows the bag, or a failed load): the cart after the add tells
        // whether this add started it, and which show it carries.
        if (!referral && itemCount === null) {
          const cart = await deps.cart.get();
          itemCount = cart.itemCount - added;
          showAttribute = cart.attributes[SHOW_CART_ATTRIBUTE] || null;
        }
        const wanted = referral ? showAttributeValue(referral) : itemCount === 0 ? '' : null;
        if (wanted === null || wanted === (showAttribute ?? '')) return;
        await deps.cart.setAttributes({ [SHOW_CART_ATTRIBUTE]: wanted });
      } catch (error) {
        deps.reportError(error, { where: 'cart:show-attribute' });
      }
    }

    /** After our own change: other tabs hear of it through the key, this one reloads itself. */
    function changedHere() {
      deps.localStorage.set(StorageKeys.cartUpdated, `${deps.now()}-${Math.random().toString(36).slice(2)}`);
      return get().cart.load();
    }

    return {
      itemCount: null,
      items: null,
      showAttribute: null,
      adding: null,
      added: null,
      error: null,
      changing: null,
      changeError: null,

      async add(product, variant, { quantity = 1, source = 'try-on', properties } = {}) {
        if (get().cart.adding !== null) return false;
        failedAdd = null;
        const before = { itemCount: get().cart.itemCount, showAttribute: get().cart.showAttribute };
        patch({ adding: variant.id, added: null, error: null });
        let sections: Record<string, string | null> | null = null;
        try {
          const answer = await deps.cart.add(
            [properties && Object.keys(properties).length ? { id: variant.id, quantity, properties } : { id: variant.id, quantity }],
            deps.config.cartSections,
          );
          sections = answer?.sections ?? null;
        } catch (error) {
          const failure: CartFailure = isCartRequestError(error)
            ? { description: error.description, endpoint: error.endpoint, status: error.status }
            : { description: null, endpoint: 'cart/add.js', status: 0 };
          // A refusal is the shopper's news, not a fault of ours; everything else is reported.
          if (failure.status !== 422)
            deps.reportError(error, { where: 'cart:add', variant: variant.id, endpoint: failure.endpoint, status: failure.status });
          failedAdd = [product, variant, { quantity, source, properties }];
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
        deps.publish('add_to_bag', {
          productHandle: product.handle,
          variantId: variant.id,
          name: variant.name,
          priceCents: variant.priceCents,
          currency: deps.config.currency,
          quantity,
          source,
        });
        patch({ adding: null, added: variant.id });
        await markShow(before, quantity);
        await changedHere();
        // Horizon's cart:update (Dawn-style themes re-render from the sections): the theme's drawer and bubble follow.
        deps.emit(CART_UPDATE_EVENT, {
          resource: {},
          sourceId: 'vanity',
          data: {
            source: 'vanity',
            itemCount: get().cart.itemCount ?? 0,
            productId: String(product.id),
            variantId: String(variant.id),
            sections: sections ?? {},
          },
        });
        return true;
      },

      async retry() {
        return failedAdd ? get().cart.add(...failedAdd) : false;
      },

      dismissMessage() {
        failedAdd = null;
        patch({ added: null, error: null });
      },

      async change(change) {
        if (get().cart.changing !== null) return false;
        failedChange = null;
        patch({ changing: change, changeError: null });
        try {
          if (change.kind === 'line') await deps.cart.change(change.key, change.quantity);
          else if (change.kind === 'lines') await deps.cart.update(change.updates);
          else await deps.cart.clear();
        } catch (error) {
          const failure: CartFailure = isCartRequestError(error)
            ? { description: error.description, endpoint: error.endpoint, status: error.status, action: 'change' }
            : { description: null, endpoint: CHANGE_ENDPOINTS[change.kind], status: 0, action: 'change' };
          if (failure.status !== 422)
            deps.reportError(error, { where: `cart:${change.kind}`, endpoint: failure.endpoint, status: failure.status });
          failedChange = change;
          patch({ changing: null, changeError: failure });
          return false;
        }
        patch({ changing: null });
        await changedHere();
        return true;
      },

      async retryChange() {
        return failedChange ? get().cart.change(failedChange) : false;
      },

      async load() {
        const mine = ++latest;
        clearTimeout(retry);
        try {
          const cart = await deps.cart.get();
          if (mine !== latest) return;
          failing = false;
          const before = get().cart.itemCount;
          patch({ itemCount: cart.itemCount, items: cart.items, showAttribute: cart.attributes[SHOW_CART_ATTRIBUTE] || null });
          // The theme's bag count listens for this; in other tabs it is the only news of the change.
          // The first load counts as a change too: it corrects a count from a cached page.
          if (cart.itemCount !== before) deps.emit(CART_CHANGED_EVENT, cart);
        } catch (error) {
          if (mine !== latest) return;
          if (!failing) deps.reportError(error, { where: 'cart:load' });
          failing = true;
          if (syncers > 0) retry = setTimeout(() => void get().cart.load(), CART_RETRY_MS);
        }
      },

      sync() {
        if (syncers++ === 0) {
          stopListening = onStorageKey(deps.storageEvents, StorageKeys.cartUpdated, () => void get().cart.load());
          void get().cart.load();
        }
        let stopped = false;
        return () => {
          if (stopped) return;
          stopped = true;
          if (--syncers > 0) return;
          stopListening();
          clearTimeout(retry);
        };
      },
    };
  },
});
