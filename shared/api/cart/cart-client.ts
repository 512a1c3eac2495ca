import { HttpError, NetworkError, type Http } from '../../http';

/**
 * Shopify's Ajax cart (same origin as the page). Shopify answers a refused add
 * (sold out, over the stock) with 422 and a description meant for shoppers.
 */
export interface CartItem {
  /** Shopify's line key (variant and properties). */
  key: string;
  variantId: number;
  handle: string;
  title: string;
  quantity: number;
  /** In cents, as Shopify gives it. */
  linePrice: number;
}

/** GET /cart.js: spec 2 §3 "Cart (from the store): item_count and items". */
export interface CartSummary {
  itemCount: number;
  totalPrice: number;
  currency: string;
  items: CartItem[];
  /** The cart's attributes (text values only), as /cart.js gives them. */
  attributes: Record<string, string>;
}

/** What an add hands on: the sections asked for, as Shopify rendered them (void or null: none asked). */
export interface CartAddAnswer {
  sections: Record<string, string | null> | null;
}

export interface CartClient {
  /**
   * POST /cart/add.js. With `sections` (the theme's section ids), Shopify renders them in the same answer
   * (the Section Rendering API), so the theme can refresh its cart drawer and bubble: null for none.
   */
  add(
    items: Array<{ id: number; quantity: number; properties?: Record<string, string> }>,
    sections?: readonly string[],
  ): Promise<CartAddAnswer | void>;
  get(): Promise<CartSummary>;
  /** POST /cart/change.js: one line (by its key) to this quantity; 0 removes it. */
  change(key: string, quantity: number): Promise<void>;
  /** POST /cart/update.js {updates}: several lines at once (line key → quantity), all or nothing. */
  update(updates: Record<string, number>): Promise<void>;
  /** GET /cart/clear.js: empties the cart (Shopify keeps its attributes and note). */
  clear(): Promise<void>;
  /**
   * POST /cart/update.js {attributes}: sets cart attributes; an empty value removes one. Our addition to the spec's
   * calls (spec 2 §7 lists update.js with {updates} only): the show a cart was bought from (show-cart-attribute.ts).
   */
  setAttributes(attributes: Record<string, string>): Promise<void>;
}

/** Why a cart call failed: a refusal with Shopify's description, or the endpoint and status for anything else. */
export class CartRequestError extends Error {
  override name = 'CartRequestError';
  constructor(
    readonly endpoint: string,
    /** The HTTP status, or 0 when no response came. */
    readonly status: number,
    /** Shopify's own words for a 422, shown as they are. */
    readonly description: string | null,
    cause?: unknown,
  ) {
    super(description ?? `${endpoint} answered ${status || 'nothing'}`, { cause });
  }
}

/** The page's own path: sections render in its context (Shopify's sections_url). */
const pagePath = () => (typeof location === 'undefined' ? '/' : location.pathname);

export function createCartClient(http: Http, routesRoot = '/'): CartClient {
  const root = routesRoot.endsWith('/') ? routesRoot : `${routesRoot}/`;
  const call = async <T>(path: string, init?: Parameters<Http>[1]): Promise<T> => {
    const endpoint = `${root}${path}`;
    try {
      return await http<T>(endpoint, init);
    } catch (error) {
      if (error instanceof HttpError) {
        const body = error.json as { description?: unknown; message?: unknown } | undefined;
        const description = error.status === 422 && typeof body?.description === 'string' ? body.description : null;
        throw new CartRequestError(endpoint, error.status, description, error);
      }
      if (error instanceof NetworkError) throw new CartRequestError(endpoint, 0, null, error);
      throw error;
    }
  };
  return {
    async add(items, sections = []) {
      const json = sections.length ? { items, sections: sections.join(','), sections_url: pagePath() } : { items };
      const answer = await call<{ sections?: Record<string, string | null> } | undefined>('cart/add.js', { method: 'POST', json });
      return { sections: sections.length && answer?.sections && typeof answer.sections === 'object' ? answer.sections : null };
    },
    async change(key, quantity) {
      await call('cart/change.js', { method: 'POST', json: { id: key, quantity } });
    },
    async update(updates) {
      await call('cart/update.js', { method: 'POST', json: { updates } });
    },
    async clear() {
      await call('cart/clear.js');
    },
    async setAttributes(attributes) {
      await call('cart/update.js', { method: 'POST', json: { attributes } });
    },
    async get() {
      const cart = await call<{ item_count?: unknown; total_price?: unknown; currency?: unknown; items?: unknown; attributes?: unknown }>(
        'cart.js',
      );
      if (!isCount(cart?.item_count) || !Array.isArray(cart.items))
        throw new CartRequestError(`${root}cart.js`, 200, null, new Error('Malformed cart'));
      return {
        itemCount: cart.item_count,
        totalPrice: cents(cart.total_price),
        currency: String(cart.currency ?? ''),
        items: cart.items.flatMap(cartItem),
        attributes: textAttributes(cart.attributes),
      };
    },
  };
}

/** A count as Shopify writes one: a whole number, not below zero. */
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
/** Money in cents; anything unreadable is 0 rather than NaN on the page. */
const cents = (x: unknown) => (Number.isFinite(Number(x ?? 0)) ? Number(x ?? 0) : 0);

/** Shopify's attributes object, text values only (a theme may have stored anything there). */
function textAttributes(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** One line of /cart.js; a line without a variant id or a quantity of at least 1 is left out rather than failing the whole cart. */
function cartItem(raw: unknown): CartItem[] {
  const line = raw as Record<string, unknown> | null;
  if (!isCount(line?.variant_id) || !isCount(line.quantity) || line.quantity < 1) return [];
  return [
    {
      key: String(line.key ?? line.variant_id),
      variantId: line.variant_id,
      handle: String(line.handle ?? ''),
      title: String(line.title ?? ''),
      quantity: line.quantity,
      linePrice: cents(line.line_price),
    },
  ];
}
