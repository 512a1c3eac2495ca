import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartRequestError, type CartSummary } from '../../api/cart/cart-client';
import { mapProduct } from '../../catalog/product-mapping';
import { API } from '../../catalog/raw-product.test-helpers';
import { registerMessages } from '../../i18n';
import { enCart } from '../../i18n/en-cart';
import { createFakeDeps } from '../app-deps.test-helpers';
import { StorageKeys } from '../../storage-keys';
import { CART_CHANGED_EVENT, CART_RETRY_MS, CART_UPDATE_EVENT, cartFailureRetryable, cartFailureText, cartSlice } from './cart-slice';
import { installSlices } from '../install-slices';
import { rememberShowReferral } from '../../live/show-referral';

registerMessages('en', enCart);
const product = mapProduct(API.product());
const variant = product.variants[0]!;

function setup(cart: Partial<ReturnType<typeof createFakeDeps>['deps']['cart']>, overrides: Parameters<typeof createFakeDeps>[0] = {}) {
  const events: Array<{ name: string; props: unknown }> = [];
  const emitted: Array<[string, unknown]> = [];
  const t = createFakeDeps({
    analytics: { track: (name, props) => void events.push({ name, props }) },
    emit: (name, detail) => void emitted.push([name, detail]),
    cart: {
      add: async () => {},
      get: async () => ({ itemCount: 2, totalPrice: 5200, currency: 'USD', items: [], attributes: {} }),
      change: async () => {},
      update: async () => {},
      clear: async () => {},
      setAttributes: async () => {},
      ...cart,
    },
    ...overrides,
  });
  installSlices(t.store, t.deps, [cartSlice]);
  return { ...t, events, emitted, state: () => t.store.getState() };
}

describe('add to bag', () => {
  it('adds through the Ajax cart, sends add_to_bag and tells the theme the new count', async () => {
    const add = vi.fn(async () => {});
    const { state, events, emitted } = setup({ add });
    expect(await state().cart.add(product, variant)).toBe(true);
    expect(add).toHaveBeenCalledWith([{ id: variant.id, quantity: 1 }], []);
    expect(events).toEqual([
      {
        name: 'add_to_bag',
        props: expect.objectContaining({ product: 'velvet-matte-lipstick', variant: variant.id, priceCents: 2600, source: 'try-on' }),
      },
    ]);
    expect(emitted).toEqual([
      [CART_CHANGED_EVENT, expect.objectContaining({ itemCount: 2 })],
      [CART_UPDATE_EVENT, expect.objectContaining({ sourceId: 'vanity', data: expect.objectContaining({ itemCount: 2, sections: {} }) })],
    ]);
    expect(state().cart).toMatchObject({ itemCount: 2, added: variant.id, adding: null, error: null });
  });

  it("asks for the theme's cart sections and hands them on in Horizon's cart:update; tells the merchant's tags", async () => {
    const add = vi.fn(async () => ({ sections: { 'cart-icon-bubble': '<div id="shopify-section-cart-icon-bubble">2</div>' } }));
    const published: Array<[string, unknown]> = [];
    const config = { ...createFakeDeps().deps.config, cartSections: ['cart-icon-bubble'], currency: 'EUR' };
    const { state, emitted } = setup({ add }, { config, publish: (name, detail) => void published.push([name, detail]) });
    await state().cart.add(product, variant, { source: 'live-show' });
    expect(add).toHaveBeenCalledWith([{ id: variant.id, quantity: 1 }], ['cart-icon-bubble']);
    expect(emitted.find(([name]) => name === CART_UPDATE_EVENT)?.[1]).toEqual({
      resource: {},
      sourceId: 'vanity',
      data: {
        source: 'vanity',
        itemCount: 2,
        productId: String(product.id),
        variantId: String(variant.id),
        sections: { 'cart-icon-bubble': '<div id="shopify-section-cart-icon-bubble">2</div>' },
      },
    });
    expect(published).toEqual([
      [
        'add_to_bag',
        {
          productHandle: product.handle,
          variantId: variant.id,
          name: variant.name,
          priceCents: 2600,
          currency: 'EUR',
          quantity: 1,
          source: 'live-show',
        },
      ],
    ]);
  });

  it('a 422 keeps Shopify’s description, sends no event and is not reported as a fault', async () => {
    const { state, events, reports } = setup({
      add: () => Promise.reject(new CartRequestError('/cart/add.js', 422, 'Rosewood is already sold out.')),
    });
    expect(await state().cart.add(product, variant)).toBe(false);
    expect(state().cart.error).toMatchObject({ description: 'Rosewood is already sold out.', status: 422, variantId: variant.id });
    expect(events).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('other failures are a plain sentence for the shopper; the endpoint and status go to the report', async () => {
    const { state, reports } = setup({ add: () => Promise.reject(new CartRequestError('/cart/add.js', 500, null)) });
    await state().cart.add(product, variant);
    const failure = state().cart.error!;
    expect(failure).toMatchObject({ description: null, endpoint: '/cart/add.js', status: 500 });
    expect(cartFailureText(state().session.t, failure)).toBe("We couldn't add this to your bag.");
    expect(cartFailureRetryable(failure)).toBe(true);
    expect(reports).toEqual([
      { error: expect.any(CartRequestError), context: { where: 'cart:add', variant: variant.id, endpoint: '/cart/add.js', status: 500 } },
    ]);
    const offline = { description: null, endpoint: 'cart/add.js', status: 0 };
    expect(cartFailureText(state().session.t, offline)).toBe("We couldn't add this to your bag. Please check your connection.");
    expect(cartFailureText(state().session.t, { description: 'Sold out.', endpoint: '/cart/add.js', status: 422 })).toBe('Sold out.');
    expect(cartFailureRetryable({ description: 'Sold out.', endpoint: '/cart/add.js', status: 422 })).toBe(false);
  });

  it('Try again repeats the add that failed, as it was asked for', async () => {
    const add = vi
      .fn()
      .mockRejectedValueOnce(new CartRequestError('/cart/add.js', 503, null))
      .mockResolvedValueOnce(undefined);
    const { state, events } = setup({ add });
    expect(await state().cart.add(product, variant, { quantity: 2, source: 'live-show' })).toBe(false);
    expect(await state().cart.retry()).toBe(true);
    expect(add).toHaveBeenLastCalledWith([{ id: variant.id, quantity: 2 }], []);
    expect(events).toEqual([{ name: 'add_to_bag', props: expect.objectContaining({ quantity: 2, source: 'live-show' }) }]);
    expect(state().cart).toMatchObject({ error: null, added: variant.id });
    expect(await state().cart.retry()).toBe(false);
  });

  it('ignores a second tap while the first add is on its way', async () => {
    let finish!: () => void;
    const add = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const { state } = setup({ add });
    const first = state().cart.add(product, variant);
    expect(await state().cart.add(product, variant)).toBe(false);
    finish();
    await first;
    expect(add).toHaveBeenCalledTimes(1);
  });
});

describe('changing the bag’s lines (change.js, update.js, clear.js)', () => {
  const line = { key: '7:0', variantId: 7, handle: 'velvet', title: 'Velvet - Rosewood', quantity: 2, linePrice: 5200 };
  const twoLines: CartSummary = { itemCount: 2, totalPrice: 5200, currency: 'USD', items: [line], attributes: {} };

  it('each kind of change goes to its call, then other tabs hear of it and the cart reloads', async () => {
    const change = vi.fn(async () => {});
    const update = vi.fn(async () => {});
    const clear = vi.fn(async () => {});
    const get = vi.fn(async () => twoLines);
    const { state } = setup({ change, update, clear, get });
    localStorage.clear();
    expect(await state().cart.change({ kind: 'line', key: '7:0', quantity: 0 })).toBe(true);
    expect(change).toHaveBeenCalledWith('7:0', 0);
    expect(localStorage.getItem(StorageKeys.cartUpdated)).toBeTruthy();
    expect(await state().cart.change({ kind: 'lines', updates: { '7:0': 3 } })).toBe(true);
    expect(update).toHaveBeenCalledWith({ '7:0': 3 });
    expect(await state().cart.change({ kind: 'empty' })).toBe(true);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(3);
    expect(state().cart).toMatchObject({ changing: null, changeError: null, items: [line] });
  });

  it('a failure keeps the cart as it was, says so plainly, is reported, and Try again repeats it', async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(new CartRequestError('/cart/update.js', 500, null))
      .mockResolvedValueOnce(undefined);
    const get = vi.fn(async () => twoLines);
    const { state, reports } = setup({ update, get });
    await state().cart.load();
    expect(await state().cart.change({ kind: 'lines', updates: { '7:0': 5 } })).toBe(false);
    const failure = state().cart.changeError!;
    expect(cartFailureText(state().session.t, failure)).toBe("We couldn't update your bag.");
    expect(cartFailureText(state().session.t, { ...failure, status: 0 })).toBe(
      "We couldn't update your bag. Please check your connection.",
    );
    expect(cartFailureRetryable(failure)).toBe(true);
    expect(state().cart.items).toEqual([line]);
    expect(reports).toEqual([
      { error: expect.any(CartRequestError), context: { where: 'cart:lines', endpoint: '/cart/update.js', status: 500 } },
    ]);
    expect(await state().cart.retryChange()).toBe(true);
    expect(update).toHaveBeenLastCalledWith({ '7:0': 5 });
    expect(state().cart.changeError).toBeNull();
    expect(await state().cart.retryChange()).toBe(false);
  });

  it('Shopify’s refusal (more than the stock) is its own words, not reported, with no Try again', async () => {
    const change = vi.fn(() => Promise.reject(new CartRequestError('/cart/change.js', 422, 'You can only add 2 Velvet to the cart.')));
    const { state, reports } = setup({ change });
    await state().cart.change({ kind: 'line', key: '7:0', quantity: 9 });
    const failure = state().cart.changeError!;
    expect(cartFailureText(state().session.t, failure)).toBe('You can only add 2 Velvet to the cart.');
    expect(cartFailureRetryable(failure)).toBe(false);
    expect(reports).toEqual([]);
  });

  it('ignores a second change while one is on its way', async () => {
    let finish!: () => void;
    const clear = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const { state } = setup({ clear });
    const first = state().cart.change({ kind: 'empty' });
    expect(state().cart.changing).toEqual({ kind: 'empty' });
    expect(await state().cart.change({ kind: 'line', key: '7:0', quantity: 0 })).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(clear).toHaveBeenCalledTimes(1);
  });
});

describe('cart sync (spec 2 §4)', () => {
  const summary = (itemCount: number): CartSummary => ({
    itemCount,
    totalPrice: itemCount * 2600,
    currency: 'USD',
    items: itemCount
      ? [
          {
            key: `${variant.id}:0`,
            variantId: variant.id,
            handle: product.handle,
            title: variant.name,
            quantity: itemCount,
            linePrice: itemCount * 2600,
          },
        ]
      : [],
    attributes: {},
  });
  /** The store's cart as a test drives it: answers with `count`, or fails while `down`. */
  function store() {
    const remote = { count: 0, down: false };
    const get = vi.fn(async () => {
      if (remote.down) throw new CartRequestError('/cart.js', 503, null);
      return summary(remote.count);
    });
    const add = vi.fn(async () => void remote.count++);
    return { remote, t: setup({ get, add }), get };
  }
  const otherTabWrites = (key: string = StorageKeys.cartUpdated) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: String(Math.random()) }));
  const settle = () => vi.advanceTimersByTimeAsync(0);

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('loads the cart when syncing starts, with its items', async () => {
    const { remote, t } = store();
    remote.count = 2;
    t.state().cart.sync();
    await settle();
    expect(t.state().cart.itemCount).toBe(2);
    expect(t.state().cart.items).toEqual([expect.objectContaining({ variantId: variant.id, quantity: 2 })]);
  });

  it('reloads when another tab changes the cart, and tells the theme the new count', async () => {
    const { remote, t, get } = store();
    const stop = t.state().cart.sync();
    await settle();
    t.emitted.length = 0;
    remote.count = 3;
    otherTabWrites();
    await settle();
    expect(get).toHaveBeenCalledTimes(2);
    expect(t.state().cart.itemCount).toBe(3);
    expect(t.emitted).toEqual([[CART_CHANGED_EVENT, expect.objectContaining({ itemCount: 3 })]]);
    // Other keys are not the cart's news; after the stop nothing is heard.
    otherTabWrites(StorageKeys.deviceId);
    stop();
    otherTabWrites();
    await settle();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('tells the theme only when the count changed', async () => {
    const { t } = store();
    t.state().cart.sync();
    await settle();
    expect(t.emitted).toEqual([[CART_CHANGED_EVENT, expect.objectContaining({ itemCount: 0 })]]);
    otherTabWrites();
    await settle();
    expect(t.emitted).toHaveLength(1);
  });

  it('a local add writes a new cartUpdated for other tabs and reloads this one', async () => {
    const { t, get } = store();
    t.state().cart.sync();
    await settle();
    expect(localStorage.getItem(StorageKeys.cartUpdated)).toBeNull();
    await t.state().cart.add(product, variant);
    const first = localStorage.getItem(StorageKeys.cartUpdated);
    expect(first).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
    expect(t.state().cart.itemCount).toBe(1);
    await t.state().cart.add(product, variant);
    expect(localStorage.getItem(StorageKeys.cartUpdated)).not.toBe(first);
    const changed = t.emitted.filter(([name]) => name === CART_CHANGED_EVENT);
    expect(changed.map(([, detail]) => (detail as CartSummary).itemCount)).toEqual([0, 1, 2]);
  });

  it('on a load error keeps the last cart, reports once and retries after 5 s until it loads', async () => {
    const { remote, t, get } = store();
    remote.count = 2;
    t.state().cart.sync();
    await settle();
    remote.down = true;
    otherTabWrites();
    await settle();
    expect(t.state().cart).toMatchObject({ itemCount: 2, items: [expect.objectContaining({ quantity: 2 })] });
    expect(t.reports).toEqual([{ error: expect.objectContaining({ endpoint: '/cart.js', status: 503 }), context: { where: 'cart:load' } }]);

    await vi.advanceTimersByTimeAsync(CART_RETRY_MS - 1);
    expect(get).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(3);
    expect(t.reports).toHaveLength(1);

    remote.down = false;
    remote.count = 4;
    await vi.advanceTimersByTimeAsync(CART_RETRY_MS);
    expect(get).toHaveBeenCalledTimes(4);
    expect(t.state().cart.itemCount).toBe(4);
    await vi.advanceTimersByTimeAsync(CART_RETRY_MS * 3);
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('does not retry after the stop, even for a load that fails after it', async () => {
    const { remote, t, get } = store();
    remote.down = true;
    const stop = t.state().cart.sync();
    await settle();
    stop();
    await vi.advanceTimersByTimeAsync(CART_RETRY_MS * 2);
    expect(get).toHaveBeenCalledTimes(1);

    let fail!: (e: unknown) => void;
    get.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    const again = t.state().cart.sync();
    again();
    fail(new CartRequestError('/cart.js', 0, null));
    await vi.advanceTimersByTimeAsync(CART_RETRY_MS * 2);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('counts its syncers: the cart syncs until the last one stops', async () => {
    const { t, get } = store();
    const a = t.state().cart.sync();
    const b = t.state().cart.sync();
    await settle();
    expect(get).toHaveBeenCalledTimes(1);
    a();
    a();
    otherTabWrites();
    await settle();
    expect(get).toHaveBeenCalledTimes(2);
    b();
    otherTabWrites();
    await settle();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('when loads overlap, the newest answer wins', async () => {
    const { t, get } = store();
    const answers: Array<(c: CartSummary) => void> = [];
    get.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const older = t.state().cart.load();
    const newer = t.state().cart.load();
    answers[1]!(summary(5));
    answers[0]!(summary(4));
    await Promise.all([older, newer]);
    expect(t.state().cart.itemCount).toBe(5);
    expect(t.emitted).toHaveLength(1);
  });
});

describe('the show rides on the cart (its _vanity_show attribute)', () => {
  const NOW = 1_700_000_000_000;
  const HOUR = 60 * 60 * 1000;
  afterEach(() => localStorage.clear());

  /** A store cart holding `count` items and the attributes it was sent; the shopper watched a show `watchedAgo` ms ago. */
  function cartWith(count: number, attributes: Record<string, string> = {}) {
    const remote = { count, attributes: { ...attributes } };
    const setAttributes = vi.fn(async (changed: Record<string, string>) => {
      for (const [k, v] of Object.entries(changed))
        if (v) remote.attributes[k] = v;
        else delete remote.attributes[k];
    });
    const t = setup({
      add: async () => void remote.count++,
      get: async () => ({ itemCount: remote.count, totalPrice: 0, currency: 'USD', items: [], attributes: { ...remote.attributes } }),
      setAttributes,
    });
    return { ...t, remote, setAttributes };
  }

  it('an add within a day of watching a show sets the show and its share code, once', async () => {
    rememberShowReferral('SH0W42', 'ref7', NOW - 23 * HOUR);
    const { state, remote, setAttributes } = cartWith(0);
    await state().cart.load();
    await state().cart.add(product, variant, { source: 'live-show' });
    expect(remote.attributes).toEqual({ _vanity_show: 'SH0W42!ref7' });
    expect(state().cart.showAttribute).toBe('SH0W42!ref7');
    // The cart already says so: the next add makes no second update.
    await state().cart.add(product, variant);
    expect(setAttributes).toHaveBeenCalledTimes(1);
  });

  it('a show watched later replaces the one the cart carries', async () => {
    rememberShowReferral('SH0W40', '', NOW - HOUR);
    const { state, remote } = cartWith(1, { _vanity_show: 'SH0W42!ref7', gift: 'yes' });
    await state().cart.load();
    await state().cart.add(product, variant);
    expect(remote.attributes).toEqual({ _vanity_show: 'SH0W40', gift: 'yes' });
  });

  it('outside the window an add sets nothing, and one that starts an empty cart removes a show left from before', async () => {
    rememberShowReferral('SH0W42', 'ref7', NOW - 25 * HOUR);
    const fresh = cartWith(0);
    await fresh.state().cart.load();
    await fresh.state().cart.add(product, variant);
    expect(fresh.setAttributes).not.toHaveBeenCalled();
    expect(fresh.remote.attributes).toEqual({});

    // Emptied (clear.js keeps attributes), then filled again a day later: the old show goes.
    const emptied = cartWith(0, { _vanity_show: 'SH0W42!ref7' });
    await emptied.state().cart.load();
    await emptied.state().cart.add(product, variant);
    expect(emptied.setAttributes).toHaveBeenCalledWith({ _vanity_show: '' });
    expect(emptied.state().cart.showAttribute).toBeNull();

    // A cart still holding what was bought from the show keeps it.
    const holding = cartWith(2, { _vanity_show: 'SH0W42!ref7' });
    await holding.state().cart.load();
    await holding.state().cart.add(product, variant);
    expect(holding.setAttributes).not.toHaveBeenCalled();
  });

  it('outside the window, a cart never loaded here is read after the add to decide', async () => {
    rememberShowReferral('SH0W42', 'ref7', NOW - 25 * HOUR);
    // The add started the cart (it held nothing before): the show left on it from an earlier cart goes.
    const emptied = cartWith(0, { _vanity_show: 'SH0W42!ref7' });
    await emptied.state().cart.add(product, variant);
    expect(emptied.setAttributes).toHaveBeenCalledWith({ _vanity_show: '' });
    // The cart held items already: the show they came from stays.
    const holding = cartWith(2, { _vanity_show: 'SH0W42!ref7' });
    await holding.state().cart.add(product, variant);
    expect(holding.setAttributes).not.toHaveBeenCalled();
  });

  it('a failed update keeps the add and is reported', async () => {
    rememberShowReferral('SH0W42', 'ref7', NOW);
    const failure = new CartRequestError('/cart/update.js', 500, null);
    const { state, reports } = setup({ setAttributes: async () => Promise.reject(failure) });
    expect(await state().cart.add(product, variant)).toBe(true);
    expect(reports).toEqual([{ error: failure, context: { where: 'cart:show-attribute' } }]);
    expect(state().cart.error).toBeNull();
  });
});
