// @vitest-environment node
import { startHarness, type Harness } from '../server/harness';
import { pixelAllowed } from './today-store';
import type { WebPixelConfig } from './extension-toml';

describe("the local store's today mode", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ storePort: 0, cdnPort: 0, apiPort: 0 });
  }, 60_000);
  afterAll(() => h.close());

  /** A visitor with a cookie jar of their own. */
  function visitor(cookies: Record<string, string> = {}) {
    const jar = new Map(Object.entries(cookies));
    const call = async (p: string, init: RequestInit & { json?: unknown } = {}) => {
      const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
      if (init.json !== undefined) headers['content-type'] = 'application/json';
      const r = await fetch(`${h.storeOrigin}${p}`, {
        ...init,
        redirect: 'manual',
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      });
      for (const c of r.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [k, v] = pair!.split('=');
        jar.set(k!, v!);
      }
      return r;
    };
    return { call, jar };
  }
  const consent = encodeURIComponent(JSON.stringify({ v: '2.1', purposes: { a: true, m: false, p: false, s: false } }));

  it("serves Shopify's checkout with no theme script; legacy mode serves the theme's, with the script helper", async () => {
    const v = visitor();
    await v.call('/cart/add.js', { method: 'POST', json: { items: [{ id: 44010000007, quantity: 1 }] } });
    const today = await (await v.call('/60123456/checkouts/t1')).text();
    expect([...today.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])).toEqual(['/__shopify/runtime/host-page.js']);
    expect(today).not.toContain('data-vanity-widget');
    const legacy = await (await v.call('/60123456/checkouts/t1?store=legacy')).text();
    expect(legacy).toContain('data-vanity-widget="checkout-helper"');
    expect(v.jar.get('store_mode')).toBe('legacy');
  });

  it('completes an order from the cart with its attributes, empties the cart, and hands the order to the extensions', async () => {
    const v = visitor();
    await v.call('/cart/add.js', { method: 'POST', json: { items: [{ id: 44010000007, quantity: 2 }] } });
    await v.call('/cart/update.js', { method: 'POST', json: { attributes: { _vanity_show: 'SH0W42!ref7' } } });
    const done = await v.call('/60123456/checkouts/t2/complete', { method: 'POST' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/60123456/checkouts/t2/thank-you');
    expect(await (await v.call('/cart.js')).json()).toMatchObject({ item_count: 0, attributes: {} });

    const thanks = await (await v.call('/60123456/checkouts/t2/thank-you')).text();
    const sandbox = /src="(\/__shopify\/ui-extensions\/vanity-thank-you\?[^"]+)"/.exec(thanks)![1]!.replace(/&amp;/g, '&');
    expect(sandbox).toContain('target=purchase.thank-you.block.render');
    const doc = await (await v.call(sandbox)).text();
    const data = JSON.parse(/id="shopify-extension-data">([^<]+)</.exec(doc)![1]!);
    expect(data).toMatchObject({
      target: 'purchase.thank-you.block.render',
      surface: 'checkout',
      attributes: [{ key: '_vanity_show', value: 'SH0W42!ref7' }],
      shop: { storefrontUrl: h.storeOrigin },
      translations: { backToStream: 'Back to the stream' },
    });
    const orderPath = /href="(\/60123456\/orders\/[0-9a-f]+)"/.exec(thanks)![1]!;
    expect(await (await v.call(orderPath)).text()).toContain('customer-account.order-status.block.render');
  });

  it('loads the pixel only with analytics consent, handing it the checkout with its attributes', async () => {
    const declined = visitor();
    await declined.call('/cart/add.js', { method: 'POST', json: { items: [{ id: 44010000007, quantity: 1 }] } });
    expect(await (await declined.call('/60123456/checkouts/t3')).text()).not.toContain('data-shopify-sandbox="pixel"');
    expect((await declined.call('/__shopify/web-pixels/vanity-web-pixel?event=checkout_started&checkout=t3')).status).toBe(403);

    const allowed = visitor({ _tracking_consent: consent });
    await allowed.call('/cart/add.js', { method: 'POST', json: { items: [{ id: 44010000007, quantity: 1 }] } });
    await allowed.call('/cart/update.js', { method: 'POST', json: { attributes: { _vanity_show: 'SH0W42' } } });
    expect(await (await allowed.call('/60123456/checkouts/t3')).text()).toContain('data-shopify-sandbox="pixel"');
    const doc = await (await allowed.call('/__shopify/web-pixels/vanity-web-pixel?event=checkout_started&checkout=t3')).text();
    const data = JSON.parse(/id="shopify-pixel-data">([^<]+)</.exec(doc)![1]!);
    expect(data.settings).toEqual({ loggingUrl: `${h.apiOrigin}/log/v1` });
    expect(data.init.customerPrivacy.analyticsProcessingAllowed).toBe(true);
    expect(data.events).toEqual([
      {
        name: 'checkout_started',
        data: {
          checkout: expect.objectContaining({
            token: 't3',
            attributes: [{ key: '_vanity_show', value: 'SH0W42' }],
            lineItems: [expect.objectContaining({ quantity: 1 })],
          }),
        },
      },
    ]);
  });

  it("follows a pixel's customer_privacy as Shopify's pixel manager does", () => {
    const pixel = (needs: Partial<WebPixelConfig['customerPrivacy']>) =>
      ({ customerPrivacy: { analytics: false, marketing: false, preferences: false, saleOfData: 'disabled', ...needs } }) as WebPixelConfig;
    const consent = (a: boolean, m = false) => ({
      analyticsProcessingAllowed: a,
      marketingAllowed: m,
      preferencesProcessingAllowed: false,
      saleOfDataAllowed: false,
    });
    expect(pixelAllowed(pixel({ analytics: true }), consent(true))).toBe(true);
    expect(pixelAllowed(pixel({ analytics: true }), consent(false))).toBe(false);
    expect(pixelAllowed(pixel({ analytics: true, marketing: true }), consent(true, false))).toBe(false);
    expect(pixelAllowed(pixel({ saleOfData: 'enabled' }), consent(true, true))).toBe(false);
  });
});
