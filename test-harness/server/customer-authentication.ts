import { createHash, randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { storePath } from '../../shared/routes/same-origin';
import { CUSTOMER_AUTH_PATHS } from '../identity/identity-stand-in';
import { signInToStore, storeAccount, upsertStoreAccount, type StoreAccount } from '../identity/store-accounts';
import { trustingFetch } from '../identity/tls-fetch';

/**
 * Shopify's side of new customer accounts with the merchant's identity provider (the `sso` account mode): the
 * relying party. `/customer_authentication/login?login_hint=&return_to=` (Shopify's documented single sign-on entry)
 * sends the shopper to the provider's authorization endpoint with a fresh state, nonce and PKCE challenge; the
 * callback spends the code at the token endpoint (client_secret_basic), checks the ID token against the provider's
 * JWKS (issuer, audience, nonce), and signs in or makes the customer named by its verified email. The state is tied to
 * the browser that started (a cookie the callback must match), so a callback handed to someone else signs no one in.
 * Logout ends the store's session, then the provider's (RP-initiated logout by `client_id`, so the ID token, which
 * names the customer, never goes into an address), then goes on.
 */
export interface ProviderConnection {
  /** What the merchant enters in Shopify admin. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

interface Pending {
  nonce: string;
  verifier: string;
  returnTo: string;
  expires: number;
}

const PENDING_TTL_MS = 10 * 60_000;
/** The sign-in's state, in the browser that started it (sent only to the callback). */
export const STATE_COOKIE = 'customer_authentication_state';

export interface CustomerAuthentication {
  router: Router;
  /** Where the store's logout goes once its own session has ended: the provider's logout, then `returnTo`. */
  providerLogoutUrl(returnTo: string): Promise<string>;
}

export function customerAuthentication(opts: {
  connection: () => ProviderConnection;
  /** The local https origins' certificate, trusted where the provider's endpoints are https (they are http locally). */
  certificate: () => string;
  storeOrigin: () => string;
  /** A page of the store's theme telling the shopper why sign-in stopped. */
  problem: (req: Request, res: Response, message: string) => Promise<void>;
}): CustomerAuthentication {
  const router = Router();
  const pending = new Map<string, Pending>();
  const loggingOut = new Map<string, { returnTo: string; expires: number }>();
  const http = () => trustingFetch(opts.certificate());
  let metadata: { issuer: string; at: number; doc: Record<string, string>; jwks: ReturnType<typeof createLocalJWKSet> } | null = null;

  /** The provider's discovery document and keys, read again when the connection's issuer changes. */
  async function provider() {
    const { issuer } = opts.connection();
    if (metadata?.issuer === issuer) return metadata;
    const doc = (await (await http()(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, string>;
    if (doc.issuer !== issuer) throw new Error(`The provider's discovery names issuer ${doc.issuer}, not ${issuer}`);
    const keys = (await (await http()(doc.jwks_uri!)).json()) as JSONWebKeySet;
    metadata = { issuer, at: Date.now(), doc, jwks: createLocalJWKSet(keys) };
    return metadata;
  }
  const sweep = () => {
    const now = Date.now();
    for (const [k, v] of pending) if (v.expires < now) pending.delete(k);
    for (const [k, v] of loggingOut) if (v.expires < now) loggingOut.delete(k);
  };
  const random = () => randomBytes(24).toString('base64url');
  const stateCookie = () => ({
    path: CUSTOMER_AUTH_PATHS.callback,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation, which carries it.
    sameSite: 'lax' as const,
    secure: opts.storeOrigin().startsWith('https:'),
  });
  const cookieState = (req: Request) => new RegExp(`(?:^|;\\s*)${STATE_COOKIE}=([^;]+)`).exec(req.get('cookie') ?? '')?.[1];

  router.get(CUSTOMER_AUTH_PATHS.login, async (req: Request, res: Response, next) => {
    try {
      sweep();
      // return_to: a relative path on this shop (anything else goes to the home page).
      const returnTo = storePath(req.query.return_to) ?? '/';
      const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint.trim() : '';
      const { doc } = await provider();
      const state = random();
      const p: Pending = { nonce: random(), verifier: random() + random(), returnTo, expires: Date.now() + PENDING_TTL_MS };
      pending.set(state, p);
      res.cookie(STATE_COOKIE, state, { ...stateCookie(), maxAge: PENDING_TTL_MS });
      const url = new URL(doc.authorization_endpoint!);
      const c = opts.connection();
      for (const [k, v] of Object.entries({
        client_id: c.clientId,
        redirect_uri: `${opts.storeOrigin()}${CUSTOMER_AUTH_PATHS.callback}`,
        response_type: 'code',
        scope: c.scopes,
        state,
        nonce: p.nonce,
        code_challenge: createHash('sha256').update(p.verifier).digest('base64url'),
        code_challenge_method: 'S256',
        ...(hint ? { login_hint: hint } : {}),
      }))
        url.searchParams.set(k, v);
      res.redirect(302, url.href);
    } catch (e) {
      next(e);
    }
  });

  router.get(CUSTOMER_AUTH_PATHS.callback, async (req: Request, res: Response, next) => {
    try {
      const q = req.query as Record<string, string>;
      // The state must be this browser's own (login CSRF): one started elsewhere is refused and stays unspent.
      const ours = cookieState(req);
      const p = ours && ours === q.state ? pending.get(ours) : undefined;
      if (p) {
        pending.delete(ours!);
        res.clearCookie(STATE_COOKIE, stateCookie());
      }
      if (!p || p.expires < Date.now()) return await opts.problem(req, res, 'That sign-in link has expired. Please sign in again.');
      if (q.error) return await opts.problem(req, res, 'Sign-in was not completed. Please try again.');
      const { doc, jwks } = await provider();
      const c = opts.connection();
      const form = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
      const tokenRes = await http()(doc.token_endpoint!, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${form(c.clientId)}:${form(c.clientSecret)}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: q.code ?? '',
          redirect_uri: `${opts.storeOrigin()}${CUSTOMER_AUTH_PATHS.callback}`,
          code_verifier: p.verifier,
        }).toString(),
      });
      if (!tokenRes.ok) return await opts.problem(req, res, 'Sign-in was not completed. Please try again.');
      const tokens = (await tokenRes.json()) as { id_token?: string };
      const { payload } = await jwtVerify(tokens.id_token ?? '', jwks, { issuer: c.issuer, audience: c.clientId, algorithms: ['RS256'] });
      // The customer is the provider's verified email (Shopify's unique id), for this sign-in (the nonce).
      if (payload.nonce !== p.nonce || typeof payload.email !== 'string' || payload.email_verified !== true)
        return await opts.problem(req, res, 'Sign-in was not completed. Please try again.');
      const email = payload.email.toLowerCase();
      const existing = storeAccount(email);
      const groups = Array.isArray(payload['cognito:groups']) ? (payload['cognito:groups'] as string[]) : [];
      const loginWith: StoreAccount['provider'] = groups.some((g) => g.endsWith('_Google'))
        ? 'Google'
        : groups.some((g) => g.endsWith('_Facebook'))
          ? 'Facebook'
          : 'Cognito';
      const account = upsertStoreAccount({
        email,
        firstName: existing?.firstName || String(payload.given_name ?? ''),
        lastName: existing?.lastName || String(payload.family_name ?? ''),
        state: 'enabled',
        acceptsMarketing: existing?.acceptsMarketing ?? false,
        provider: existing?.provider ?? loginWith,
      });
      signInToStore(res, account, { idToken: tokens.id_token! });
      res.redirect(302, p.returnTo);
    } catch (e) {
      next(e);
    }
  });

  router.get(CUSTOMER_AUTH_PATHS.loggedOut, (req: Request, res: Response) => {
    const state = String(req.query.state ?? '');
    const out = loggingOut.get(state);
    loggingOut.delete(state);
    res.redirect(302, out?.returnTo ?? '/');
  });

  return {
    router,
    async providerLogoutUrl(returnTo) {
      sweep();
      const { doc } = await provider();
      const state = random();
      loggingOut.set(state, { returnTo, expires: Date.now() + PENDING_TTL_MS });
      const url = new URL(doc.end_session_endpoint!);
      // RP-Initiated Logout 1.0 lets client_id stand for id_token_hint: the provider ends the session its cookie
      // names (a top-level navigation carries it) and goes back only to this client's listed address.
      url.searchParams.set('client_id', opts.connection().clientId);
      url.searchParams.set('post_logout_redirect_uri', `${opts.storeOrigin()}${CUSTOMER_AUTH_PATHS.loggedOut}`);
      url.searchParams.set('state', state);
      return url.href;
    },
  };
}
