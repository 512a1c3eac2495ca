import { HttpError, NetworkError, type Http } from '../../http';

/**
 * Shopify's Ajax cart (same origin as the page). Shopify answers a refused add
 * (sold out, over the stock) with 422 and a description meant for shoppers.
 */
export interface CartSummary {
  itemCount: number;
  totalPrice: number;
  currency: string;
}

export interface CartClient {
  add(items: Array<{ id: number; quantity: number; properties?: Record<string, string> }>): Promise<void>;
  get(): Promise<CartSummary>;
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
    async add(items) {
      await call('cart/add.js', { method: 'POST', json: { items } });
    },
    async get() {
      const cart = await call<{ item_count?: unknown; total_price?: unknown; currency?: unknown }>('cart.js');
      if (typeof cart?.item_count !== 'number') throw new CartRequestError(`${root}cart.js`, 200, null, new Error('Malformed cart'));
      return { itemCount: cart.item_count, totalPrice: Number(cart.total_price ?? 0), currency: String(cart.currency ?? '') };
    },
  };
}
