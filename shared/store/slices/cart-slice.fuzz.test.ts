import fc from 'fast-check';
import { createCartClient } from '../../api/cart/cart-client';
import { anyJson, fuzz, hostileText, orJunk } from '../../fuzz.test-helpers';
import type { Http } from '../../http';
import { createFakeDeps } from '../app-deps.test-helpers';
import { installSlices } from '../install-slices';
import { cartSlice } from './cart-slice';

/** /cart.js answers with the right keys and junk values, or any JSON: the bag the shopper sees never empties on one. */
const line = fc.record(
  {
    key: orJunk(hostileText()),
    variant_id: orJunk(fc.integer({ min: -5, max: 1e6 })),
    quantity: orJunk(fc.integer({ min: -3, max: 20 })),
    handle: orJunk(hostileText()),
    title: orJunk(hostileText()),
    line_price: orJunk(fc.oneof(fc.nat(), fc.constant('12.50'), fc.constant('lots'))),
  },
  { requiredKeys: [] },
);
const cartAnswer = fc.oneof(
  fc.record(
    {
      item_count: orJunk(fc.integer({ min: -2, max: 30 })),
      total_price: orJunk(fc.nat()),
      currency: orJunk(fc.constant('USD')),
      items: orJunk(fc.array(fc.oneof(line, anyJson()), { maxLength: 4 })),
    },
    { requiredKeys: [] },
  ),
  anyJson(),
);
const HELD = {
  item_count: 2,
  total_price: 5200,
  currency: 'USD',
  items: [{ key: '501:a', variant_id: 501, quantity: 2, handle: 'satin', title: 'Satin', line_price: 5200 }],
};

describe('the held cart under malformed /cart.js answers (property)', () => {
  it('keeps what it holds unless the answer is a readable cart; a read cart has only whole, positive lines', async () => {
    await fuzz(
      fc.asyncProperty(cartAnswer, async (junk) => {
        let body: unknown = HELD;
        const http = (async <T>() => body as T) as Http;
        const t = createFakeDeps({ cart: createCartClient(http, '/') });
        installSlices(t.store, t.deps, [cartSlice]);
        await t.store.getState().cart.load();
        const held = t.store.getState().cart;
        expect(held.items).toHaveLength(1);
        body = junk;
        await t.store.getState().cart.load();
        const after = t.store.getState().cart;
        const readable = await createCartClient(http, '/')
          .get()
          .then(
            () => true,
            () => false,
          );
        if (!readable) expect({ itemCount: after.itemCount, items: after.items }).toEqual({ itemCount: held.itemCount, items: held.items });
        expect(Number.isSafeInteger(after.itemCount) && after.itemCount! >= 0).toBe(true);
        for (const item of after.items ?? []) {
          expect(Number.isSafeInteger(item.variantId) && item.variantId >= 0).toBe(true);
          expect(Number.isSafeInteger(item.quantity) && item.quantity >= 1).toBe(true);
          expect(Number.isFinite(item.linePrice)).toBe(true);
        }
      }),
      150,
    );
  });

  it('a negative or fractional count is no cart, and a line of quantity 0 or −1 is left out (found by the property test)', async () => {
    const client = (body: unknown) => createCartClient((async <T>() => body as T) as Http, '/');
    await expect(client({ item_count: -1, items: [] }).get()).rejects.toThrow('/cart.js answered 200');
    await expect(client({ item_count: 1.5, items: [] }).get()).rejects.toThrow('/cart.js answered 200');
    const cart = await client({
      item_count: 1,
      total_price: 'lots',
      items: [
        { variant_id: 1, quantity: 0 },
        { variant_id: 2, quantity: -1 },
        { variant_id: 3, quantity: 1 },
      ],
    }).get();
    expect(cart.items.map((i) => i.variantId)).toEqual([3]);
    expect(cart.totalPrice).toBe(0);
  });
});
