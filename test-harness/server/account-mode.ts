import type { NextFunction, Request, Response } from 'express';

/**
 * The local store's customer accounts, as a merchant's store can have them (README, "Accounts on new customer
 * accounts"): `legacy` (classic accounts, the spec's Multipass flow), `multipass` (new customer accounts on a Plus
 * store that already had Multipass) and `sso` (new customer accounts with the Cognito pool as the store's identity
 * provider). The mode sets the embed's account-mode setting the hub reads and what the store's account pages do.
 */
export const ACCOUNT_MODES = ['legacy', 'multipass', 'sso'] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

const COOKIE = 'account_mode';
const asMode = (v: unknown): AccountMode | undefined => ACCOUNT_MODES.find((m) => m === v);

/** `?accounts=<mode>`, else the account_mode cookie (which `?accounts=` sets), else ACCOUNT_MODE, else legacy. */
export function accountMode(req: Pick<Request, 'get' | 'query'>): AccountMode {
  const cookie = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(req.get('cookie') ?? '')?.[1];
  return asMode(req.query?.accounts) ?? asMode(cookie) ?? asMode(process.env.ACCOUNT_MODE) ?? 'legacy';
}

/** Keeps a mode chosen with `?accounts=` for the rest of the visit (an unknown mode changes nothing). */
export function accountModeCookie() {
  return (req: Request, res: Response, next: NextFunction) => {
    const chosen = asMode(req.query.accounts);
    if (chosen) res.cookie(COOKIE, chosen, { path: '/', sameSite: 'lax' });
    next();
  };
}
