import type { ExtensionApi } from '@shopify/web-pixels-extension';
import { AnalyticsEvents } from '../../../shared/api/analytics/analytics-events';
import { showFromAttributes } from '../../../shared/live/show-cart-attribute';
import { outgoingAddress } from '../../../shared/privacy/outgoing-address';
import { StorageKeys } from '../../../shared/storage-keys';

type Props = Record<string, string | number | null>;

/** How many recorded checkouts and orders the session keeps, as the script helper does (checkout-record.ts). */
const REMEMBERED = 20;

/**
 * Shopify's checkout events, sent as Vanity's own analytics events (the body shared/api/analytics/analytics-client.ts
 * sends, to the same logging service): `checkout_started` as the spec's 'checkout created' and checkout_created
 * (spec 1 §7, spec 2 §3; the storefront's checkout helper sends both), `checkout_completed` as order_completed (our
 * addition). Each carries the show the cart was bought from (its `_vanity_show` attribute), the storefront's device
 * and session ids where Vanity stored them (they exist only with consent), and the customer's id when signed in.
 *
 * Shopify runs the pixel only with analytics consent (shopify.extension.toml); it also checks the consent it was
 * started with and any change to it, so a withdrawn consent stops it at once. Each checkout and order is recorded
 * once per session: checkout extensibility fires checkout_started at every entry to the checkout.
 */
export function startVanityPixel({ analytics, browser, init, settings, customerPrivacy }: ExtensionApi, commitId: string): void {
  const endpoint = typeof settings.loggingUrl === 'string' ? settings.loggingUrl : '';
  let allowed = init.customerPrivacy.analyticsProcessingAllowed === true;
  customerPrivacy.subscribe('visitorConsentCollected', (event) => {
    allowed = event.customerPrivacy.analyticsProcessingAllowed === true;
  });

  /** True the first time this session sees `id` under `key` (and remembers it). */
  async function firstTime(key: StorageKeys, id: string): Promise<boolean> {
    let seen: string[] = [];
    try {
      const parsed: unknown = JSON.parse((await browser.sessionStorage.getItem(key)) ?? '[]');
      if (Array.isArray(parsed)) seen = parsed.filter((x): x is string => typeof x === 'string');
    } catch {
      seen = [];
    }
    if (seen.includes(id)) return false;
    await browser.sessionStorage.setItem(key, JSON.stringify([...seen, id].slice(-REMEMBERED)));
    return true;
  }

  async function send(
    names: AnalyticsEvents[],
    properties: Props,
    event: { timestamp: string; context: { window: { location: { href: string } } } },
  ) {
    const [deviceId, sessionId] = await Promise.all([
      browser.localStorage.getItem(StorageKeys.deviceId),
      browser.sessionStorage.getItem(StorageKeys.sessionId),
    ]);
    for (const name of names) {
      const body = {
        event: name,
        properties,
        deviceId: deviceId || null,
        sessionId: sessionId || null,
        customerId: init.data.customer?.id ?? null,
        commitId,
        timestamp: event.timestamp,
        // Through the one door for addresses: the checkout's and the order's tokens in the path become placeholders.
        url: outgoingAddress(event.context.window.location.href),
      };
      await browser.sendBeacon(endpoint, JSON.stringify(body));
    }
  }

  analytics.subscribe('checkout_started', async (event) => {
    const checkout = event.data.checkout;
    if (!endpoint || !allowed || !checkout.token) return;
    if (!(await firstTime(StorageKeys.checkoutsRecorded, checkout.token))) return;
    const show = showFromAttributes(checkout.attributes);
    await send(
      [AnalyticsEvents.checkoutCreatedLegacy, AnalyticsEvents.checkoutCreated],
      { checkoutId: checkout.token, showId: show?.showId ?? null, referralCode: show?.referralCode || null },
      event,
    );
  });

  analytics.subscribe('checkout_completed', async (event) => {
    const checkout = event.data.checkout;
    const orderId = checkout.order?.id ?? null;
    if (!endpoint || !allowed || !orderId) return;
    if (!(await firstTime(StorageKeys.ordersRecorded, orderId))) return;
    const show = showFromAttributes(checkout.attributes);
    await send(
      [AnalyticsEvents.orderCompleted],
      {
        orderId,
        checkoutId: checkout.token ?? null,
        showId: show?.showId ?? null,
        referralCode: show?.referralCode || null,
        totalCents: checkout.totalPrice ? Math.round(checkout.totalPrice.amount * 100) : null,
        currency: checkout.currencyCode ?? checkout.totalPrice?.currencyCode ?? null,
        itemCount: checkout.lineItems.reduce((n, line) => n + line.quantity, 0),
      },
      event,
    );
  });
}
