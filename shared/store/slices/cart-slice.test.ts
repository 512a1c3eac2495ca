import { describe, expect, it, vi } from 'vitest';
import { CartRequestError } from '../../api/cart/cart-client';
import { mapProduct } from '../../catalog/product-mapping';
import { API } from '../../catalog/raw-product.test-helpers';
import { registerMessages } from '../../i18n';
import { enCart } from '../../i18n/en-cart';
import { createFakeDeps } from '../app-deps.test-helpers';
import { CART_CHANGED_EVENT, installCartSlice } from './cart-slice';

registerMessages('en', enCart);
const product = mapProduct(API.product());
const variant = product.variants[0]!;

function setup(cart: Partial<ReturnType<typeof createFakeDeps>['deps']['cart']>) {
  const events: Array<{ name: string; props: unknown }> = [];
  const emitted: Array<[string, unknown]> = [];
  const t = createFakeDeps({
    analytics: { track: (name, props) => void events.push({ name, props }) },
    emit: (name, detail) => void emitted.push([name, detail]),
    cart: { add: async () => {}, get: async () => ({ itemCount: 2, totalPrice: 5200, currency: 'USD' }), ...cart },
  });
  installCartSlice(t.store, t.deps);
  return { ...t, events, emitted, state: () => t.store.getState() };
}

describe('add to bag', () => {
  it('adds through the Ajax cart, sends add_to_bag and tells the theme the new count', async () => {
    const add = vi.fn(async () => {});
    const { state, events, emitted } = setup({ add });
    expect(await state().addToBag(product, variant)).toBe(true);
    expect(add).toHaveBeenCalledWith([{ id: variant.id, quantity: 1 }]);
    expect(events).toEqual([{ name: 'add_to_bag', props: expect.objectContaining({ product: 'velvet-matte-lipstick', variant: variant.id, priceCents: 2600, source: 'try-on' }) }]);
    expect(emitted).toEqual([[CART_CHANGED_EVENT, expect.objectContaining({ itemCount: 2 })]]);
    expect(state().cart).toMatchObject({ itemCount: 2, added: variant.id, adding: null, error: null });
  });

  it('a 422 keeps Shopify’s description, sends no event and is not reported as a fault', async () => {
    const { state, events, reports } = setup({ add: () => Promise.reject(new CartRequestError('/cart/add.js', 422, 'Rosewood is already sold out.')) });
    expect(await state().addToBag(product, variant)).toBe(false);
    expect(state().cart.error).toMatchObject({ description: 'Rosewood is already sold out.', status: 422, variantId: variant.id });
    expect(events).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('other failures name the endpoint and status, and are reported', async () => {
    const { state, reports } = setup({ add: () => Promise.reject(new CartRequestError('/cart/add.js', 500, null)) });
    await state().addToBag(product, variant);
    expect(state().cart.error).toMatchObject({ description: null, endpoint: '/cart/add.js', status: 500 });
    expect(state().t('cart.errors.failed', { endpoint: '/cart/add.js', status: 500 })).toContain('/cart/add.js answered 500');
    expect(reports).toHaveLength(1);
  });

  it('ignores a second tap while the first add is on its way', async () => {
    let finish!: () => void;
    const add = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const { state } = setup({ add });
    const first = state().addToBag(product, variant);
    expect(await state().addToBag(product, variant)).toBe(false);
    finish();
    await first;
    expect(add).toHaveBeenCalledTimes(1);
  });
});
