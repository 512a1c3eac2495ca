import { randomBytes } from 'node:crypto';
import type { Checkout, CheckoutLineItem } from '@shopify/web-pixels-extension';
import { variantById } from '../storefront/catalogue';
import type { Cart } from '../server/cart';

/**
 * Orders as today's checkout makes them from a cart: its lines, and its attributes copied onto the order, as
 * Shopify does with cart attributes. Shopify gives an order a numeric id, a name (#1002) and a token for its status
 * page; the checkout keeps its own token.
 */
export interface Order {
  id: string;
  token: string;
  name: string;
  checkoutToken: string;
  /** The buyer's language at checkout: the extensions translate into it. */
  locale: string;
  attributes: Record<string, string>;
  lines: Array<{ variantId: number; quantity: number }>;
  customerId: string | null;
  processedAt: string;
}

const orders = new Map<string, Order>();
let nextNumber = 1002;

/** The order the store has always had at /60123456/orders/a1b2: bought with no show. */
function seed() {
  orders.set('a1b2', {
    id: '5550001001',
    token: 'a1b2',
    name: '#1001',
    checkoutToken: 'c0ffee',
    locale: 'en',
    attributes: {},
    lines: [
      { variantId: 44010000006, quantity: 1 },
      { variantId: 44010000026, quantity: 1 },
    ],
    customerId: null,
    processedAt: '2026-01-05T10:00:00.000Z',
  });
}
seed();

export function resetOrders() {
  orders.clear();
  seed();
}

export const orderByToken = (token: string) => orders.get(token);
export const orderForCheckout = (checkoutToken: string) => [...orders.values()].find((o) => o.checkoutToken === checkoutToken);

/** Completes a checkout: the cart becomes an order (attributes and all) and the cart starts over, as after a purchase. */
export function completeCheckout(cart: Cart, checkoutToken: string, locale: string, customerId: string | null): Order {
  const order: Order = {
    id: String(5550000000 + nextNumber),
    token: randomBytes(16).toString('hex'),
    name: `#${nextNumber++}`,
    checkoutToken,
    locale,
    attributes: { ...cart.attributes },
    lines: cart.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
    customerId,
    processedAt: new Date().toISOString(),
  };
  orders.set(order.token, order);
  cart.lines = [];
  cart.attributes = {};
  cart.note = null;
  return order;
}

export interface PricedLine {
  variantId: number;
  title: string;
  variantTitle: string;
  productId: number;
  productTitle: string;
  productHandle: string;
  vendor: string;
  productType: string;
  sku: string;
  quantity: number;
  priceCents: number;
}

export function pricedLines(lines: Array<{ variantId: number; quantity: number }>): PricedLine[] {
  return lines.flatMap(({ variantId, quantity }) => {
    const found = variantById(variantId);
    if (!found) return [];
    const { product, variant } = found;
    return [
      {
        variantId,
        title: product.variants.length > 1 ? `${product.title} - ${variant.title}` : product.title,
        variantTitle: variant.title,
        productId: product.id,
        productTitle: product.title,
        productHandle: product.handle,
        vendor: product.vendor,
        productType: product.productType,
        sku: variant.sku,
        quantity,
        priceCents: Math.round(Number(variant.price) * 100),
      },
    ];
  });
}

const money = (cents: number, currencyCode: string) => ({ amount: cents / 100, currencyCode });

/** The checkout as Shopify's standard events carry it (checkout_started, checkout_completed). */
export function checkoutPayload(opts: {
  token: string;
  lines: Array<{ variantId: number; quantity: number }>;
  attributes: Record<string, string>;
  currency: string;
  locale: string;
  storeOrigin: string;
  order: Order | null;
}): Checkout {
  const lines = pricedLines(opts.lines);
  const total = lines.reduce((n, l) => n + l.priceCents * l.quantity, 0);
  const lineItems: CheckoutLineItem[] = lines.map((l) => ({
    id: `gid://shopify/CheckoutLineItem/${l.variantId}`,
    title: l.productTitle,
    quantity: l.quantity,
    finalLinePrice: money(l.priceCents * l.quantity, opts.currency),
    discountAllocations: [],
    properties: [],
    sellingPlanAllocation: null,
    variant: {
      id: String(l.variantId),
      title: l.variantTitle,
      untranslatedTitle: l.variantTitle,
      sku: l.sku,
      image: null,
      price: money(l.priceCents, opts.currency),
      product: {
        id: String(l.productId),
        title: l.productTitle,
        untranslatedTitle: l.productTitle,
        type: l.productType,
        vendor: l.vendor,
        url: `${opts.storeOrigin}/products/${l.productHandle}`,
      },
    },
  }));
  return {
    attributes: Object.entries(opts.attributes).map(([key, value]) => ({ key, value })),
    billingAddress: null,
    buyerAcceptsEmailMarketing: false,
    buyerAcceptsSmsMarketing: false,
    currencyCode: opts.currency,
    delivery: null,
    discountApplications: [],
    discountsAmount: money(0, opts.currency),
    email: null,
    lineItems,
    localization: { country: { isoCode: 'US' }, language: { isoCode: opts.locale.toUpperCase() }, market: { handle: 'us', id: null } },
    order: opts.order
      ? { id: opts.order.id, customer: opts.order.customerId ? { id: opts.order.customerId, isFirstOrder: null } : null }
      : null,
    phone: null,
    shippingAddress: null,
    shippingLine: null,
    smsMarketingPhone: null,
    subtotalPrice: money(total, opts.currency),
    token: opts.token,
    totalPrice: money(total, opts.currency),
    totalTax: money(0, opts.currency),
    transactions: [],
  };
}
