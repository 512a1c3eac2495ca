import { createHash, randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { storePath } from '../../shared/routes/same-origin';
import { CUSTOMER_AUTH_PATHS, SHOPIFY_AUTH_PATHS } from '../identity/identity-stand-in';
import { signInToStore, storeAccount, upsertStoreAccount, type StoreAccount } from '../identity/store-accounts';
import { trustingFetch } from '../identity/tls-fetch';

/**
 * Shopify's side of new customer accounts with the merchant's identity provider (the `sso` account mode), on two
 * origins as Shopify has it. The storefront's `/customer_authentication/login?login_hint=&return_to=` (Shopify's
 * documented single sign-on entry) ties a sign-in to the browser (a state cookie) and goes to Shopify's accounts origin
 * (shopify.com), the relying party: it sends the shopper to the provider's authorization endpoint with a fresh state,
 * nonce and PKCE challenge, takes the provider's answer at its own callback
 * (`/authentication/{shop_id}/login/external/callback`), spends the code at the token endpoint (client_secret_basic),
 * checks the ID token against the provider's JWKS (issuer, audience, nonce), makes or finds the customer named by its
 * verified email, and hands the storefront a one-time grant at `/customer_authentication/callback`, which signs the
 * customer in there. Each origin's step must match its own cookie, so a callback handed to someone else signs no one in.
 * Logout ends the store's session, then the provider's by RP-Initiated Logout 1.0 with the ID token as `id_token_hint`
 * (the spec's recommended hint: the provider ends its session at once for it, and asks the shopper without it), in
 * a form post's body, never a URL (an ID token names the person: addresses land in access and CDN logs). Shopify does
 * not document that it sends the hint: the `sso_logout_hint=none` cookie makes this store send only `client_id`, a
 * top-level GET that carries the provider's Lax cookie, so it can ask the shopper.
 */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface ProviderConnection {
  /** What the merchant enters in Shopify admin. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

/** A sign-in the storefront started: where it goes, for whom. */
interface StorePending {
  returnTo: string;
  hint: string;
  expires: number;
}
/** Shopify's authorization request to the provider, for a storefront sign-in (its state). */
interface ProviderPending {
  storeState: string;
  nonce: string;
  verifier: string;
  expires: number;
}
/** Shopify's one-time grant to the storefront: the customer the provider named, for that storefront sign-in. */
interface Grant {
  storeState: string;
  email: string;
  idToken: string;
  expires: number;
}

const PENDING_TTL_MS = 10 * 60_000;
const GRANT_TTL_MS = 2 * 60_000;
/** The storefront's sign-in state, in the browser that started it (sent only to the storefront's callback). */
export const STATE_COOKIE = 'customer_authentication_state';
/** Shopify's state for the provider's answer, on its accounts origin (sent only to its callback). */
export const PROVIDER_STATE_COOKIE = 'external_login_state';

export interface CustomerAuthentication {
  /** The storefront's routes. */
  router: Router;
  /** Shopify's accounts origin's routes (its sign-in with the provider). */
  shopifyRouter: Router;
  /**
   * The store's logout, once its own session has ended: on to the provider's logout, then `returnTo`. With the ID
   * token as the hint, a page that posts it there at once; without (`idToken` null), a redirect with `client_id` only.
   */
  providerLogout(res: Response, returnTo: string, idToken: string | null): Promise<void>;
}

export function customerAuthentication(opts: {
  connection: () => ProviderConnection;
  /** The local https origins' certificate, trusted where the provider's endpoints are https (they are http locally). */
  certificate: () => string;
  storeOrigin: () => string;
  /** Shopify's accounts origin (shopify.com's stand-in): another origin than the store's. */
  shopifyOrigin: () => string;
  /** A page of the store's theme telling the shopper why sign-in stopped. */
  problem: (req: Request, res: Response, message: string) => Promise<void>;
}): CustomerAuthentication {
  const router = Router();
  const shopifyRouter = Router();
  const storePending = new Map<string, StorePending>();
  const providerPending = new Map<string, ProviderPending>();
  const grants = new Map<string, Grant>();
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
    for (const map of [storePending, providerPending, grants, loggingOut] as Map<string, { expires: number }>[])
      for (const [k, v] of map) if (v.expires < now) map.delete(k);
  };
  const random = () => randomBytes(24).toString('base64url');
  // httpOnly, and Lax: each callback is reached by a top-level navigation from another site, which carries it.
  const cookieOptions = (path: string, origin: string) => ({
    path,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: origin.startsWith('https:'),
  });
  const storeCookie = () => cookieOptions(CUSTOMER_AUTH_PATHS.callback, opts.storeOrigin());
  const providerCookie = () => cookieOptions(SHOPIFY_AUTH_PATHS.externalCallback, opts.shopifyOrigin());
  const cookieValue = (req: Request, name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(req.get('cookie') ?? '')?.[1];
  const providerCallback = () => `${opts.shopifyOrigin()}${SHOPIFY_AUTH_PATHS.externalCallback}`;
  /**
   * The sign-in this browser started, spent once: the answer's state must be the one in this browser's own cookie
   * (login CSRF), so a state started elsewhere is refused and stays unspent.
   */
  const spendPending = <T>(req: Request, res: Response, cookie: string, pending: Map<string, T>, options: object) => {
    const ours = cookieValue(req, cookie);
    const p = ours && ours === (req.query as Record<string, string>).state ? pending.get(ours) : undefined;
    if (p) {
      pending.delete(ours!);
      res.clearCookie(cookie, options);
    }
    return p;
  };
  /** Back to the storefront's callback, with Shopify's grant or why there is none. */
  const toStore = (res: Response, params: Record<string, string>) =>
    res.redirect(302, `${opts.storeOrigin()}${CUSTOMER_AUTH_PATHS.callback}?${new URLSearchParams(params)}`);

  // The storefront: the sign-in's state in this browser, then on to Shopify's accounts origin.
  router.get(CUSTOMER_AUTH_PATHS.login, (req: Request, res: Response) => {
    sweep();
    // return_to: a relative path on this shop (anything else goes to the home page).
    const returnTo = storePath(req.query.return_to) ?? '/';
    const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint.trim() : '';
    const state = random();
    storePending.set(state, { returnTo, hint, expires: Date.now() + PENDING_TTL_MS });
    res.cookie(STATE_COOKIE, state, { ...storeCookie(), maxAge: PENDING_TTL_MS });
    res.redirect(302, `${opts.shopifyOrigin()}${SHOPIFY_AUTH_PATHS.externalLogin}?${new URLSearchParams({ state })}`);
  });

  // Shopify's accounts origin: the authorization request to the provider, its state tied to this browser here too.
  shopifyRouter.get(SHOPIFY_AUTH_PATHS.externalLogin, async (req: Request, res: Response, next) => {
    try {
      sweep();
      const storeState = String(req.query.state ?? '');
      const p = storePending.get(storeState);
      if (!p) return toStore(res, { error: 'invalid_request', state: storeState });
      const { doc } = await provider();
      const state = random();
      const pending: ProviderPending = { storeState, nonce: random(), verifier: random() + random(), expires: Date.now() + PENDING_TTL_MS };
      providerPending.set(state, pending);
      res.cookie(PROVIDER_STATE_COOKIE, state, { ...providerCookie(), maxAge: PENDING_TTL_MS });
      const url = new URL(doc.authorization_endpoint!);
      const c = opts.connection();
      for (const [k, v] of Object.entries({
        client_id: c.clientId,
        redirect_uri: providerCallback(),
        response_type: 'code',
        scope: c.scopes,
        state,
        nonce: pending.nonce,
        code_challenge: createHash('sha256').update(pending.verifier).digest('base64url'),
        code_challenge_method: 'S256',
        ...(p.hint ? { login_hint: p.hint } : {}),
      }))
        url.searchParams.set(k, v);
      res.redirect(302, url.href);
    } catch (e) {
      next(e);
    }
  });

  // Shopify's callback for the provider's answer.
  shopifyRouter.get(SHOPIFY_AUTH_PATHS.externalCallback, async (req: Request, res: Response, next) => {
    try {
      const q = req.query as Record<string, string>;
      const p = spendPending(req, res, PROVIDER_STATE_COOKIE, providerPending, providerCookie());
      if (!p || p.expires < Date.now()) return toStore(res, { error: 'invalid_state' });
      if (q.error) return toStore(res, { error: q.error, state: p.storeState });
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
          redirect_uri: providerCallback(),
          code_verifier: p.verifier,
        }).toString(),
      });
      if (!tokenRes.ok) return toStore(res, { error: 'server_error', state: p.storeState });
      const tokens = (await tokenRes.json()) as { id_token?: string };
      const { payload } = await jwtVerify(tokens.id_token ?? '', jwks, { issuer: c.issuer, audience: c.clientId, algorithms: ['RS256'] });
      // The customer is the provider's verified email (Shopify's unique id), for this sign-in (the nonce).
      if (payload.nonce !== p.nonce || typeof payload.email !== 'string' || payload.email_verified !== true)
        return toStore(res, { error: 'server_error', state: p.storeState });
      const email = payload.email.toLowerCase();
      const existing = storeAccount(email);
      const groups = Array.isArray(payload['cognito:groups']) ? (payload['cognito:groups'] as string[]) : [];
      const loginWith: StoreAccount['provider'] = groups.some((g) => g.endsWith('_Google'))
        ? 'Google'
        : groups.some((g) => g.endsWith('_Facebook'))
          ? 'Facebook'
          : 'Cognito';
      upsertStoreAccount({
        email,
        firstName: existing?.firstName || String(payload.given_name ?? ''),
        lastName: existing?.lastName || String(payload.family_name ?? ''),
        state: 'enabled',
        acceptsMarketing: existing?.acceptsMarketing ?? false,
        provider: existing?.provider ?? loginWith,
      });
      const code = random();
      grants.set(code, { storeState: p.storeState, email, idToken: tokens.id_token!, expires: Date.now() + GRANT_TTL_MS });
      toStore(res, { code, state: p.storeState });
    } catch (e) {
      next(e);
    }
  });

  // The storefront's callback: Shopify's grant, for the sign-in this browser started, signs the customer in here.
  router.get(CUSTOMER_AUTH_PATHS.callback, async (req: Request, res: Response, next) => {
    try {
      const q = req.query as Record<string, string>;
      const p = spendPending(req, res, STATE_COOKIE, storePending, storeCookie());
      if (!p || p.expires < Date.now()) return await opts.problem(req, res, 'That sign-in link has expired. Please sign in again.');
      const grant = q.code ? grants.get(q.code) : undefined;
      if (grant) grants.delete(q.code!);
      const account = grant && grant.storeState === q.state && grant.expires >= Date.now() ? storeAccount(grant.email) : undefined;
      if (q.error || !grant || !account) return await opts.problem(req, res, 'Sign-in was not completed. Please try again.');
      signInToStore(res, account, { idToken: grant.idToken });
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
    shopifyRouter,
    async providerLogout(res, returnTo, idToken) {
      sweep();
      const { doc } = await provider();
      const state = random();
      loggingOut.set(state, { returnTo, expires: Date.now() + PENDING_TTL_MS });
      const fields: Record<string, string> = {
        client_id: opts.connection().clientId,
        post_logout_redirect_uri: `${opts.storeOrigin()}${CUSTOMER_AUTH_PATHS.loggedOut}`,
        state,
      };
      if (!idToken) {
        // No hint: nothing secret, so a top-level GET, which carries the provider's Lax cookie; it asks the shopper.
        const url = new URL(doc.end_session_endpoint!);
        for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v);
        return res.redirect(302, url.href);
      }
      // RP-Initiated Logout 1.0 §2 (the OP supports POST): the ID token the customer signed in with says the request is
      // this client's, for that person's session (its sid), so the provider ends that session without asking. In the
      // body, never the URL; the provider's cookie does not ride on this cross-site post, so the sid names the session.
      const hidden = Object.entries({ id_token_hint: idToken, ...fields })
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join('');
      res
        .set('Cache-Control', 'no-store')
        .set('Referrer-Policy', 'no-referrer')
        .type('html')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head><body>` +
            `<form method="post" action="${escapeHtml(doc.end_session_endpoint!)}">${hidden}<noscript><button>Continue</button></noscript></form>` +
            `<script>document.forms[0].submit()</script></body></html>`,
        );
    },
  };
}
