import { randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { variantById, type SeedProduct, type SeedVariant } from '../storefront/catalogue';
import { imageUrl } from '../storefront/storefront-data';

/**
 * Shopify's Ajax cart API, one cart per `cart` cookie, with the 404s and 422s
 * Shopify gives (unknown variant, sold out, more than the stock).
 */
interface Line {
  variantId: number;
  quantity: number;
  properties: Record<string, string>;
}
export interface Cart {
  token: string;
  note: string | null;
  attributes: Record<string, string>;
  lines: Line[];
}

const carts = new Map<string, Cart>();
export function resetCarts() {
  carts.clear();
}

const cents = (price: string) => Math.round(Number(price) * 100);
const lineKey = (l: Line) => `${l.variantId}:${Buffer.from(JSON.stringify(l.properties)).toString('hex').slice(0, 32) || '0'}`;

export class CartError extends Error {
  constructor(
    readonly status: 404 | 422 | 400,
    readonly description: string,
  ) {
    super(description);
  }
}

/** The request's cart (by the `cart` cookie), made and cookied on first use. */
export function cartFor(req: Request, res: Response): Cart {
  let token = /(?:^|;\s*)cart=([^;]+)/.exec(req.get('cookie') ?? '')?.[1];
  if (!token || !carts.has(token)) {
    token = token ?? randomBytes(16).toString('hex');
    carts.set(token, { token, note: null, attributes: {}, lines: [] });
    res.cookie('cart', token, { path: '/', httpOnly: false, sameSite: 'lax' });
  }
  return carts.get(token)!;
}

function itemJson(origin: string, product: SeedProduct, variant: SeedVariant, line: Line) {
  const price = cents(variant.price);
  return {
    id: variant.id,
    properties: line.properties,
    quantity: line.quantity,
    variant_id: variant.id,
    key: lineKey(line),
    title: product.variants.length > 1 ? `${product.title} - ${variant.title}` : product.title,
    price,
    original_price: price,
    discounted_price: price,
    line_price: price * line.quantity,
    original_line_price: price * line.quantity,
    final_price: price,
    final_line_price: price * line.quantity,
    total_discount: 0,
    discounts: [],
    sku: variant.sku,
    grams: 12,
    vendor: product.vendor,
    taxable: true,
    product_id: product.id,
    product_has_only_default_variant: product.variants.length === 1 && variant.title === 'Default Title',
    gift_card: false,
    url: `/products/${product.handle}?variant=${variant.id}`,
    featured_image: {
      url: imageUrl(origin, product, variant.colorHex ? variant : undefined),
      alt: product.title,
      aspect_ratio: 1,
      width: 600,
      height: 600,
    },
    image: imageUrl(origin, product, variant.colorHex ? variant : undefined),
    handle: product.handle,
    requires_shipping: true,
    product_type: product.productType,
    product_title: product.title,
    product_description: product.description,
    variant_title: variant.title === 'Default Title' ? null : variant.title,
    variant_options: variant.options,
    options_with_values: product.options.map((name, i) => ({ name, value: variant.options[i] ?? '' })),
  };
}

export function cartJson(origin: string, cart: Cart) {
  const items = cart.lines.flatMap((l) => {
    const found = variantById(l.variantId);
    return found ? [itemJson(origin, found.product, found.variant, l)] : [];
  });
  const total = items.reduce((n, i) => n + i.line_price, 0);
  return {
    token: cart.token,
    note: cart.note,
    attributes: cart.attributes,
    original_total_price: total,
    total_price: total,
    total_discount: 0,
    total_weight: items.reduce((n, i) => n + i.grams * i.quantity, 0),
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    items,
    requires_shipping: items.length > 0,
    currency: 'USD',
    items_subtotal_price: total,
    cart_level_discount_applications: [],
  };
}

function stockCheck(product: SeedProduct, variant: SeedVariant, wanted: number) {
  if (variant.backorder) return;
  const name = product.variants.length > 1 ? `${product.title} - ${variant.title}` : product.title;
  if (variant.quantity <= 0) throw new CartError(422, `The product '${name}' is already sold out.`);
  if (wanted > variant.quantity) throw new CartError(422, `You can only add ${variant.quantity} ${name} to the cart.`);
}

export function addToCart(cart: Cart, item: { id?: unknown; quantity?: unknown; properties?: unknown }): Line {
  const id = Number(item.id);
  const found = variantById(id);
  if (!found) throw new CartError(404, 'Cannot find variant');
  const quantity = item.quantity === undefined ? 1 : Number(item.quantity);
  if (!Number.isInteger(quantity) || quantity < 1) throw new CartError(422, 'Quantity must be a positive number.');
  const properties = (item.properties && typeof item.properties === 'object' ? item.properties : {}) as Record<string, string>;
  const probe: Line = { variantId: id, quantity: 0, properties };
  const existing = cart.lines.find((l) => lineKey(l) === lineKey(probe));
  const inCart = cart.lines.filter((l) => l.variantId === id).reduce((n, l) => n + l.quantity, 0);
  stockCheck(found.product, found.variant, inCart + quantity);
  if (existing) {
    existing.quantity += quantity;
    return existing;
  }
  const line = { ...probe, quantity };
  cart.lines.push(line);
  return line;
}

function setQuantity(cart: Cart, line: Line, quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 0) throw new CartError(422, 'Quantity must be zero or a positive number.');
  const found = variantById(line.variantId)!;
  if (quantity > 0) stockCheck(found.product, found.variant, quantity);
  if (quantity === 0) cart.lines.splice(cart.lines.indexOf(line), 1);
  else line.quantity = quantity;
}

/** Renders one of the theme's sections for the cart as it is now (the Section Rendering API); null: no such section. */
export type RenderSection = (id: string, cart: ReturnType<typeof cartJson>) => Promise<string | null>;

/** Shopify's `sections` parameter: ids as a list or comma-separated, at most 5. */
function sectionIds(v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return list
    .map((s) => String(s).trim())
    .filter(Boolean)
    .slice(0, 5);
}

export function cartRouter(origin: () => string, renderSection: RenderSection = async () => null): Router {
  const r = Router();
  const handle = (fn: (req: Request, res: Response, cart: Cart) => unknown) => async (req: Request, res: Response) => {
    const cart = cartFor(req, res);
    let out: unknown;
    try {
      out = fn(req, res, cart);
    } catch (e) {
      if (e instanceof CartError) {
        res.status(e.status).json({ status: e.status, message: 'Cart Error', description: e.description });
        return;
      }
      throw e;
    }
    const body = (out ?? cartJson(origin(), cart)) as Record<string, unknown>;
    // Asked with sections: each is rendered for the cart as it now is, in the same answer.
    const ids = sectionIds(req.body?.sections);
    if (ids.length) {
      const now = cartJson(origin(), cart);
      body.sections = Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await renderSection(id, now)] as const)));
    }
    res.json(body);
  };

  r.get(
    '/cart.js',
    handle(() => undefined),
  );
  r.post(
    '/cart/add.js',
    handle((req, _res, cart) => {
      const body = req.body ?? {};
      if (Array.isArray(body.items)) {
        // Shopify adds all or nothing.
        const snapshot = cart.lines.map((l) => ({ ...l }));
        try {
          const lines = body.items.map((i: Record<string, unknown>) => addToCart(cart, i));
          return {
            items: lines.map((l: Line) => itemJson(origin(), variantById(l.variantId)!.product, variantById(l.variantId)!.variant, l)),
          };
        } catch (e) {
          cart.lines = snapshot;
          throw e;
        }
      }
      const line = addToCart(cart, body);
      const found = variantById(line.variantId)!;
      return itemJson(origin(), found.product, found.variant, line);
    }),
  );
  r.post(
    '/cart/change.js',
    handle((req, _res, cart) => {
      const body = req.body ?? {};
      const quantity = Number(body.quantity);
      let line: Line | undefined;
      if (body.line !== undefined) line = cart.lines[Number(body.line) - 1];
      else if (typeof body.id === 'string' && body.id.includes(':')) line = cart.lines.find((l) => lineKey(l) === body.id);
      else line = cart.lines.find((l) => l.variantId === Number(body.id));
      if (!line) throw new CartError(400, 'Cart line not found');
      setQuantity(cart, line, quantity);
      return undefined;
    }),
  );
  r.post(
    '/cart/update.js',
    handle((req, _res, cart) => {
      const { updates, note, attributes } = req.body ?? {};
      if (typeof note === 'string') cart.note = note;
      // An empty (or null) value removes the attribute, as on Shopify.
      if (attributes && typeof attributes === 'object')
        for (const [key, value] of Object.entries(attributes as Record<string, unknown>)) {
          if (value === '' || value === null || value === undefined) delete cart.attributes[key];
          else cart.attributes[key] = String(value);
        }
      const entries: Array<[number, number]> = Array.isArray(updates)
        ? updates.map((q: unknown, i: number) => [cart.lines[i]?.variantId ?? -1, Number(q)])
        : Object.entries(updates ?? {}).map(([id, q]) => [Number(id.split(':')[0]), Number(q)]);
      const snapshot = cart.lines.map((l) => ({ ...l }));
      try {
        for (const [id, q] of entries) {
          const line = cart.lines.find((l) => l.variantId === id);
          if (line) setQuantity(cart, line, q);
          else if (q > 0) addToCart(cart, { id, quantity: q });
        }
      } catch (e) {
        cart.lines = snapshot;
        throw e;
      }
      return undefined;
    }),
  );
  // Shopify's clear.js empties the lines only: the cart's attributes and note stay.
  const clear = handle((_req, _res, cart) => {
    cart.lines = [];
    return undefined;
  });
  r.get('/cart/clear.js', clear);
  r.post('/cart/clear.js', clear);
  return r;
}
