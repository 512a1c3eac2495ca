import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { customers } from '../storefront/storefront-data';

/**
 * The store's own customer accounts (Shopify's side): who has an account,
 * who only ever checked out as a guest, and who is signed in (a session cookie).
 * Multipass sign-in creates or reuses the account for the email.
 */
export interface StoreAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** 'guest': orders but no account; 'enabled': an account. */
  state: 'enabled' | 'guest';
  acceptsMarketing: boolean;
  /** The login the account was first made with (for the account backend's duplicate check). */
  provider: 'Cognito' | 'Google' | 'Facebook' | null;
  /** The Customer API token (storefront customerAccessToken). */
  accessToken: string;
}

const accounts = new Map<string, StoreAccount>();
const sessions = new Map<string, string>();
let nextId = 6_200_000_001;

const key = (email: string) => email.trim().toLowerCase();

export function storeAccount(email: string): StoreAccount | undefined {
  return accounts.get(key(email));
}

export function upsertStoreAccount(a: Omit<StoreAccount, 'id' | 'accessToken'> & Partial<Pick<StoreAccount, 'id' | 'accessToken'>>): StoreAccount {
  const existing = accounts.get(key(a.email));
  const account: StoreAccount = { ...existing, ...a, id: existing?.id ?? a.id ?? nextId++, accessToken: existing?.accessToken ?? a.accessToken ?? randomBytes(16).toString('hex') };
  accounts.set(key(a.email), account);
  customers.set(account.accessToken, { id: account.id, email: account.email, firstName: account.firstName, lastName: account.lastName, acceptsMarketing: account.acceptsMarketing });
  return account;
}

export function resetStoreAccounts() {
  accounts.clear();
  sessions.clear();
  // A customer with an account from before Vanity (no identity record), and a guest who only ever checked out.
  upsertStoreAccount({ email: 'legacy.customer@aurelle.test', firstName: 'Lena', lastName: 'Legacy', state: 'enabled', acceptsMarketing: false, provider: null });
  upsertStoreAccount({ email: 'guest.buyer@aurelle.test', firstName: 'Gus', lastName: 'Guest', state: 'guest', acceptsMarketing: false, provider: null });
  // An account first made through Google: a native sign-up with the same email must not take it over.
  upsertStoreAccount({ email: 'dup.shopper@aurelle.test', firstName: 'Dana', lastName: 'Dup', state: 'enabled', acceptsMarketing: true, provider: 'Google' });
}

const COOKIE = 'customer_session';

export function signInToStore(res: Response, account: StoreAccount) {
  const id = randomBytes(18).toString('base64url');
  sessions.set(id, key(account.email));
  res.cookie(COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax' });
}

export function signOutOfStore(req: Request, res: Response) {
  const id = sessionId(req);
  if (id) sessions.delete(id);
  res.clearCookie(COOKIE, { path: '/' });
}

function sessionId(req: Request): string | undefined {
  return new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(req.get('cookie') ?? '')?.[1];
}

/** The signed-in customer, as Liquid's `customer`. */
export function liquidCustomer(req: Request): Record<string, unknown> | null {
  const id = sessionId(req);
  const email = id ? sessions.get(id) : undefined;
  const a = email ? accounts.get(email) : undefined;
  if (!a) return null;
  return { id: a.id, email: a.email, first_name: a.firstName, last_name: a.lastName, name: `${a.firstName} ${a.lastName}`.trim(), accepts_marketing: a.acceptsMarketing, customer_access_token: a.accessToken };
}
