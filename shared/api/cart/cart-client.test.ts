import { describe, expect, it } from 'vitest';
import { createHttp } from '../../http';
import { CartRequestError, createCartClient } from './cart-client';

function client(respond: (url: string, init: RequestInit) => Response | Promise<Response>, root = '/') {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const http = createHttp({
    ids: () => ({ deviceId: 'd', sessionId: 's' }),
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond(url, init);
    }) as typeof fetch,
  });
  return { cart: createCartClient(http, root), calls };
}

describe('cart client (Shopify Ajax cart)', () => {
  it('adds items under the store’s locale root', async () => {
    const { cart, calls } = client(() => new Response('{"items":[]}', { status: 200 }), '/fr');
    await cart.add([{ id: 7, quantity: 1 }]);
    expect(calls[0]!.url).toBe('/fr/cart/add.js');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ items: [{ id: 7, quantity: 1 }] });
  });

  it("asks for the theme's sections with the add, and hands back what Shopify rendered", async () => {
    const { cart, calls } = client(() => new Response('{"items":[],"sections":{"cart-icon-bubble":"<div>1</div>","gone":null}}'));
    const answer = await cart.add([{ id: 7, quantity: 1 }], ['cart-icon-bubble', 'gone']);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      items: [{ id: 7, quantity: 1 }],
      sections: 'cart-icon-bubble,gone',
      sections_url: location.pathname,
    });
    expect(answer).toEqual({ sections: { 'cart-icon-bubble': '<div>1</div>', gone: null } });
    // No sections asked, none handed back (and none sent).
    expect(await cart.add([{ id: 7, quantity: 1 }])).toEqual({ sections: null });
  });

  it('a 422 carries Shopify’s description for the shopper', async () => {
    const { cart } = client(
      () =>
        new Response(JSON.stringify({ status: 422, message: 'Cart Error', description: 'Velvet - Rosewood is already sold out.' }), {
          status: 422,
        }),
    );
    const error = await cart.add([{ id: 7, quantity: 1 }]).catch((e) => e);
    expect(error).toBeInstanceOf(CartRequestError);
    expect(error).toMatchObject({ status: 422, description: 'Velvet - Rosewood is already sold out.', endpoint: '/cart/add.js' });
  });

  it('other failures name the endpoint and the status, and no response is status 0', async () => {
    const { cart } = client(() => new Response('oops', { status: 500 }));
    await expect(cart.add([{ id: 1, quantity: 1 }])).rejects.toMatchObject({ endpoint: '/cart/add.js', status: 500, description: null });
    const dropped = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(dropped.cart.get()).rejects.toMatchObject({ endpoint: '/cart.js', status: 0 });
  });

  it('reads the item count and the items, and refuses a malformed cart', async () => {
    const body = {
      item_count: 3,
      total_price: 4200,
      currency: 'USD',
      attributes: { _vanity_show: 'SH0W42!ref7', gift: { wrapped: true } },
      items: [
        { key: '7:abc', variant_id: 7, handle: 'velvet-matte-lipstick', title: 'Velvet - Rosewood', quantity: 2, line_price: 5200 },
        { key: 'broken', quantity: 1 },
      ],
    };
    const { cart, calls } = client(() => new Response(JSON.stringify(body)), '/fr');
    expect(await cart.get()).toEqual({
      itemCount: 3,
      totalPrice: 4200,
      currency: 'USD',
      items: [{ key: '7:abc', variantId: 7, handle: 'velvet-matte-lipstick', title: 'Velvet - Rosewood', quantity: 2, linePrice: 5200 }],
      // Text attributes only: a theme's own object value is not ours to read.
      attributes: { _vanity_show: 'SH0W42!ref7' },
    });
    expect(calls[0]!.url).toBe('/fr/cart.js');
    await expect(client(() => new Response('{"items":[]}')).cart.get()).rejects.toBeInstanceOf(CartRequestError);
    await expect(client(() => new Response('{"item_count":3}')).cart.get()).rejects.toMatchObject({ endpoint: '/cart.js' });
  });

  it('a failed read names /cart.js and the status', async () => {
    const { cart } = client(() => new Response('busy', { status: 503 }));
    await expect(cart.get()).rejects.toMatchObject({
      endpoint: '/cart.js',
      status: 503,
      description: null,
      message: '/cart.js answered 503',
    });
  });

  it('changes a line by its key, updates several lines, and clears the cart, under the locale root', async () => {
    const { cart, calls } = client(() => new Response('{"item_count":0,"items":[]}'), '/fr');
    await cart.change('7:abc', 0);
    await cart.update({ '7:abc': 3, '8:0': 1 });
    await cart.clear();
    await cart.setAttributes({ _vanity_show: '' });
    expect(calls.map((c) => [c.init.method ?? 'GET', c.url])).toEqual([
      ['POST', '/fr/cart/change.js'],
      ['POST', '/fr/cart/update.js'],
      ['GET', '/fr/cart/clear.js'],
      ['POST', '/fr/cart/update.js'],
    ]);
    expect(JSON.parse(String(calls[3]!.init.body))).toEqual({ attributes: { _vanity_show: '' } });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ id: '7:abc', quantity: 0 });
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ updates: { '7:abc': 3, '8:0': 1 } });
  });

  it('a refused change carries Shopify’s words; other failures the endpoint and status', async () => {
    const refused = client(
      () => new Response(JSON.stringify({ description: 'You can only add 2 Rosewood to the cart.' }), { status: 422 }),
    );
    await expect(refused.cart.update({ '7:abc': 9 })).rejects.toMatchObject({
      status: 422,
      endpoint: '/cart/update.js',
      description: 'You can only add 2 Rosewood to the cart.',
    });
    const broken = client(() => new Response('oops', { status: 500 }));
    await expect(broken.cart.change('7:abc', 1)).rejects.toMatchObject({ endpoint: '/cart/change.js', status: 500, description: null });
    await expect(broken.cart.clear()).rejects.toMatchObject({ endpoint: '/cart/clear.js', status: 500 });
  });
});
