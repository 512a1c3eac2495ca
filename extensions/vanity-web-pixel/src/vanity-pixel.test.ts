import type { ExtensionApi } from '@shopify/web-pixels-extension';
import { checkoutPayload, type Order } from '../../../test-harness/shopify-extensions/orders';
import { startVanityPixel } from './vanity-pixel';

const STORE = 'https://aurelle.example';
const LINES = [
  { variantId: 44010000006, quantity: 2 },
  { variantId: 44010000026, quantity: 1 },
];
const ORDER: Order = {
  id: '5550001002',
  token: 'f00d',
  name: '#1002',
  checkoutToken: 'c0ffee1234',
  locale: 'en',
  attributes: { _vanity_show: 'SH0W42!ref7' },
  lines: LINES,
  customerId: '7001',
  processedAt: '2026-11-28T10:00:00.000Z',
};

/** The pixel on a fake of Shopify's ExtensionApi, with the storefront's storage holding Vanity's ids. */
function pixel({ analyticsAllowed = true, customerId = '7001' as string | null } = {}) {
  const subscribers = new Map<string, (event: unknown) => Promise<void> | void>();
  const consentListeners: Array<(e: { customerPrivacy: ExtensionApi['init']['customerPrivacy'] }) => void> = [];
  const local = new Map([['vanity.deviceId', 'device-1']]);
  const session = new Map([['vanity.sessionId', 'session-1']]);
  const store = (m: Map<string, string>) => ({
    getItem: async (k: string) => m.get(k) ?? null,
    setItem: async (k: string, v: unknown) => void m.set(k, String(v)),
    removeItem: async (k: string) => void m.delete(k),
    key: async () => null,
    length: async () => m.size,
    clear: async () => m.clear(),
  });
  const beacons: Array<{ url: string; body: Record<string, any> }> = [];
  const privacy = (allowed: boolean) => ({
    analyticsProcessingAllowed: allowed,
    marketingAllowed: false,
    preferencesProcessingAllowed: false,
    saleOfDataAllowed: false,
  });
  const api = {
    settings: { loggingUrl: 'https://api.example/log/v1' },
    analytics: { subscribe: (name: string, cb: (e: unknown) => Promise<void>) => (subscribers.set(name, cb), () => true) },
    browser: {
      localStorage: store(local),
      sessionStorage: store(session),
      cookie: { get: async () => '', set: async () => '' },
      sendBeacon: async (url: string, body?: string) => (beacons.push({ url, body: JSON.parse(body!) }), true),
    },
    init: {
      context: {},
      data: { customer: customerId ? { id: customerId } : null, cart: null, shop: {}, purchasingCompany: null },
      customerPrivacy: privacy(analyticsAllowed),
    },
    customerPrivacy: { subscribe: (_name: string, cb: (typeof consentListeners)[number]) => (consentListeners.push(cb), () => true) },
    _pixelInfo: {},
  } as unknown as ExtensionApi;
  startVanityPixel(api, 'abc1234');
  const event = (
    name: 'checkout_started' | 'checkout_completed',
    order: Order | null = name === 'checkout_completed' ? ORDER : null,
    attributes = ORDER.attributes,
  ) => ({
    id: 'e1',
    name,
    timestamp: '2026-11-28T10:00:00.000Z',
    context: { window: { location: { href: `${STORE}/60123456/checkouts/${ORDER.checkoutToken}${order ? '/thank-you' : ''}` } } },
    data: {
      checkout: checkoutPayload({
        token: ORDER.checkoutToken,
        lines: LINES,
        attributes,
        currency: 'USD',
        locale: 'en',
        storeOrigin: STORE,
        order,
      }),
    },
  });
  return {
    beacons,
    emit: (e: ReturnType<typeof event>) => subscribers.get(e.name)!(e),
    event,
    consent: (allowed: boolean) => consentListeners.forEach((l) => l({ customerPrivacy: privacy(allowed) })),
  };
}

describe("Vanity's web pixel", () => {
  it("sends checkout_started as the spec's 'checkout created' (both spellings), with the show, the ids and the scrubbed page", async () => {
    const p = pixel();
    await p.emit(p.event('checkout_started'));
    expect(p.beacons.map((b) => b.body.event)).toEqual(['checkout created', 'checkout_created']);
    expect(p.beacons[0]!.url).toBe('https://api.example/log/v1');
    expect(p.beacons[1]!.body).toEqual({
      event: 'checkout_created',
      properties: { checkoutId: 'c0ffee1234', showId: 'SH0W42', referralCode: 'ref7' },
      deviceId: 'device-1',
      sessionId: 'session-1',
      customerId: '7001',
      commitId: 'abc1234',
      timestamp: '2026-11-28T10:00:00.000Z',
      url: `${STORE}/60123456/checkouts/:token`,
    });
    // Checkout extensibility fires it at every entry to the checkout: recorded once per session.
    await p.emit(p.event('checkout_started'));
    expect(p.beacons).toHaveLength(2);
  });

  it('sends checkout_completed as order_completed, with the order, its show and its totals', async () => {
    const p = pixel({ customerId: null });
    await p.emit(p.event('checkout_completed'));
    expect(p.beacons.map((b) => b.body)).toEqual([
      expect.objectContaining({
        event: 'order_completed',
        customerId: null,
        properties: {
          orderId: '5550001002',
          checkoutId: 'c0ffee1234',
          showId: 'SH0W42',
          referralCode: 'ref7',
          totalCents: 2 * 2600 + 2200,
          currency: 'USD',
          itemCount: 3,
        },
      }),
    ]);
    await p.emit(p.event('checkout_completed'));
    expect(p.beacons).toHaveLength(1);
  });

  it('a checkout without a show says so (null), rather than guessing', async () => {
    const p = pixel();
    await p.emit(p.event('checkout_started', null, { gift: 'yes' }));
    expect(p.beacons[0]!.body.properties).toEqual({ checkoutId: 'c0ffee1234', showId: null, referralCode: null });
  });

  it('sends nothing without analytics consent, and follows a change of it', async () => {
    const p = pixel({ analyticsAllowed: false });
    await p.emit(p.event('checkout_started'));
    await p.emit(p.event('checkout_completed'));
    expect(p.beacons).toEqual([]);
    p.consent(true);
    await p.emit(p.event('checkout_completed'));
    expect(p.beacons.map((b) => b.body.event)).toEqual(['order_completed']);
    p.consent(false);
    await p.emit(p.event('checkout_started'));
    expect(p.beacons).toHaveLength(1);
  });
});
