import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { customers } from '../storefront/storefront-data';
import { openMultipassToken } from './multipass';

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
/** Session id → the customer's email, and for a sign-in through the identity provider its ID token (the logout hint). */
const sessions = new Map<string, string>();
const sessionIdTokens = new Map<string, string>();
let nextId = 6_200_000_001;

const key = (email: string) => email.trim().toLowerCase();

export function storeAccount(email: string): StoreAccount | undefined {
  return accounts.get(key(email));
}

export function upsertStoreAccount(
  a: Omit<StoreAccount, 'id' | 'accessToken'> & Partial<Pick<StoreAccount, 'id' | 'accessToken'>>,
): StoreAccount {
  const existing = accounts.get(key(a.email));
  const account: StoreAccount = {
    ...existing,
    ...a,
    id: existing?.id ?? a.id ?? nextId++,
    accessToken: existing?.accessToken ?? a.accessToken ?? randomBytes(16).toString('hex'),
  };
  accounts.set(key(a.email), account);
  const record = customers.get(account.accessToken);
  if (record) Object.assign(record, { email: account.email, firstName: account.firstName, lastName: account.lastName });
  else
    customers.set(account.accessToken, {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      acceptsMarketing: account.acceptsMarketing,
    });
  return account;
}

export function resetStoreAccounts() {
  accounts.clear();
  sessions.clear();
  sessionIdTokens.clear();
  // A customer with an account from before Vanity (no identity record), and a guest who only ever checked out.
  upsertStoreAccount({
    email: 'legacy.customer@aurelle.test',
    firstName: 'Lena',
    lastName: 'Legacy',
    state: 'enabled',
    acceptsMarketing: false,
    provider: null,
  });
  upsertStoreAccount({
    email: 'guest.buyer@aurelle.test',
    firstName: 'Gus',
    lastName: 'Guest',
    state: 'guest',
    acceptsMarketing: false,
    provider: null,
  });
  // An account first made through Google: a native sign-up with the same email must not take it over.
  upsertStoreAccount({
    email: 'dup.shopper@aurelle.test',
    firstName: 'Dana',
    lastName: 'Dup',
    state: 'enabled',
    acceptsMarketing: true,
    provider: 'Google',
  });
}

const COOKIE = 'customer_session';

export function signInToStore(res: Response, account: StoreAccount, opts: { idToken?: string } = {}) {
  const id = randomBytes(18).toString('base64url');
  sessions.set(id, key(account.email));
  if (opts.idToken) sessionIdTokens.set(id, opts.idToken);
  res.cookie(COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** Ends the store's session; the ID token it was signed in with, if any, for the provider's logout. */
export function signOutOfStore(req: Request, res: Response): { idToken: string | null } {
  const id = sessionId(req);
  const idToken = (id && sessionIdTokens.get(id)) || null;
  if (id) {
    sessions.delete(id);
    sessionIdTokens.delete(id);
  }
  res.clearCookie(COOKIE, { path: '/' });
  return { idToken };
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
  // The Customer API's record is the one customerUpdate changes.
  const acceptsMarketing = customers.get(a.accessToken)?.acceptsMarketing ?? a.acceptsMarketing;
  return {
    id: a.id,
    email: a.email,
    first_name: a.firstName,
    last_name: a.lastName,
    name: `${a.firstName} ${a.lastName}`.trim(),
    accepts_marketing: acceptsMarketing,
  };
}

/** The tokens already spent, by signature (openMultipassToken's id), each until it would have expired anyway. */
const usedMultipassTokens = new Map<string, number>();

/**
 * Shopify's side of Multipass: a valid, fresh, unused token names the customer,
 * whose account is made or reused. Each token works once, wherever it is spent
 * (the store's login or the Storefront API), however it is spelled.
 */
export function redeemMultipass(
  secret: string,
  token: string,
  now = Date.now(),
): { account: StoreAccount; returnTo: string | undefined } | null {
  for (const [id, expiresAt] of usedMultipassTokens) if (expiresAt < now) usedMultipassTokens.delete(id);
  // Keyed on the verified token, not its text: `token=` or the standard-base64 spelling is the same token.
  const opened = openMultipassToken(secret, token, now);
  if (typeof opened === 'string' || usedMultipassTokens.has(opened.id)) return null;
  usedMultipassTokens.set(opened.id, opened.expiresAt);
  const { customer } = opened;
  const existing = storeAccount(customer.email);
  const account = upsertStoreAccount({
    email: customer.email,
    firstName: customer.first_name || existing?.firstName || '',
    lastName: customer.last_name || existing?.lastName || '',
    state: 'enabled',
    acceptsMarketing: existing && existing.state === 'enabled' ? existing.acceptsMarketing : (customer.accepts_marketing ?? false),
    provider: existing?.provider ?? ((customer.tag_string as StoreAccount['provider'] | undefined) || 'Cognito'),
  });
  return { account, returnTo: customer.return_to };
}
