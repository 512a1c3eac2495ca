import type { NextFunction, Request, Response } from 'express';

/**
 * Which Shopify the local store plays. `today`, the default, is a store as Shopify runs one now: checkout
 * extensibility, so its checkout, thank-you and order status pages run no theme or app scripts and host Vanity's UI
 * extensions and web pixel instead (test-harness/shopify-extensions/). `legacy` is a store from before that, whose
 * checkout and order pages still render the theme with Vanity's script helpers (checkout-helper, order-helper).
 * A mode only grows: what a new part of today's Shopify needs goes under `today` (or a mode of its own).
 */
export const STORE_MODES = ['today', 'legacy'] as const;
export type StoreMode = (typeof STORE_MODES)[number];

const COOKIE = 'store_mode';
const asMode = (v: unknown): StoreMode | undefined => STORE_MODES.find((m) => m === v);

/** The mode for this request: `?store=<mode>`, else the store_mode cookie (which `?store=` sets), else STORE_MODE, else today. */
export function storeMode(req: Pick<Request, 'get' | 'query'>): StoreMode {
  const cookie = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(req.get('cookie') ?? '')?.[1];
  return asMode(req.query?.store) ?? asMode(cookie) ?? asMode(process.env.STORE_MODE) ?? 'today';
}

/** Keeps a mode chosen with `?store=` for the rest of the visit (an unknown mode changes nothing). */
export function storeModeCookie() {
  return (req: Request, res: Response, next: NextFunction) => {
    const chosen = asMode(req.query.store);
    if (chosen) res.cookie(COOKIE, chosen, { path: '/', sameSite: 'lax' });
    next();
  };
}
