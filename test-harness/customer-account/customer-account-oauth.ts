import { createHash, randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { liquidCustomer } from '../identity/store-accounts';
import { issueCustomerAccountToken } from './customer-account-api';

/**
 * Shopify's side of the Customer Account API's token flow for a public client (Shopify's "Customer Account API"
 * reference, Authentication): the shop's discovery document (`/.well-known/openid-configuration`), the authorization
 * endpoint (authorization code with PKCE, S256; `prompt=none` answers `login_required` instead of a sign-in page) and
 * the token endpoint (`grant_type=authorization_code` with `client_id`, `redirect_uri`, `code` and `code_verifier`,
 * and, for a public client, an `Origin` the client lists among its JavaScript origins). Shopify serves these from
 * shopify.com/authentication/{shop_id}; the local store serves them under the same path on its own origin. The
 * customer is the one signed in on the store (its new-accounts session).
 */
export const SHOP_ID = '60123456';
/** The public client the merchant sets up for the hub (Headless channel, Customer Account API settings). */
export const CUSTOMER_ACCOUNT_CLIENT_ID = 'shp_7c1f4a9e-2b3d-4e5f-8a6b-9c0d1e2f3a4b';
const SCOPES = ['openid', 'email', 'customer-account-api:full'];
const CODE_TTL_MS = 60_000;

interface Grant {
  email: string;
  challenge: string;
  redirectUri: string;
  expires: number;
}

export function customerAccountOAuth(opts: {
  storeOrigin: () => string;
  /** The callback URIs and JavaScript origins the merchant registered for the client. */
  callbackUris: () => string[];
}): Router {
  const router = Router();
  const base = `/authentication/${SHOP_ID}`;
  const codes = new Map<string, Grant>();
  const issuer = () => `${opts.storeOrigin()}${base}`;

  router.get('/.well-known/openid-configuration', (_req, res) => {
    res.json({
      issuer: issuer(),
      authorization_endpoint: `${issuer()}/oauth/authorize`,
      token_endpoint: `${issuer()}/oauth/token`,
      end_session_endpoint: `${issuer()}/logout`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'none'],
      scopes_supported: SCOPES,
    });
  });

  router.get(`${base}/oauth/authorize`, (req: Request, res: Response) => {
    const q = req.query as Record<string, string | undefined>;
    // Before the redirect_uri is known to be the client's, an error is a page of Shopify's, never a redirect.
    if (q.client_id !== CUSTOMER_ACCOUNT_CLIENT_ID) return void res.status(400).type('text').send('Invalid client_id');
    if (!q.redirect_uri || !opts.callbackUris().includes(q.redirect_uri))
      return void res.status(400).type('text').send('Invalid redirect_uri');
    const back = (params: Record<string, string>) => {
      const url = new URL(q.redirect_uri!);
      for (const [k, v] of Object.entries({ ...params, ...(q.state ? { state: q.state } : {}) })) url.searchParams.set(k, v);
      res.redirect(302, url.href);
    };
    const scopes = (q.scope ?? '').split(' ');
    if (q.response_type !== 'code') return back({ error: 'unsupported_response_type' });
    if (!SCOPES.filter((s) => s !== 'email').every((s) => scopes.includes(s))) return back({ error: 'invalid_scope' });
    if (!q.state || !q.code_challenge || q.code_challenge_method !== 'S256')
      return back({ error: 'invalid_request', error_description: 'state and an S256 code_challenge are required' });
    const customer = liquidCustomer(req);
    if (!customer) {
      if (q.prompt === 'none') return back({ error: 'login_required' });
      return res.redirect(302, `/account/login?return_url=${encodeURIComponent(req.originalUrl)}`);
    }
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      email: String(customer.email),
      challenge: q.code_challenge,
      redirectUri: q.redirect_uri,
      expires: Date.now() + CODE_TTL_MS,
    });
    back({ code });
  });

  router.post(`${base}/oauth/token`, (req: Request, res: Response) => {
    const origin = req.get('origin');
    const allowed = new Set(opts.callbackUris().map((u) => new URL(u).origin));
    if (origin && allowed.has(origin)) res.set({ 'access-control-allow-origin': origin, vary: 'Origin' });
    const b = (req.body ?? {}) as Record<string, string | undefined>;
    const refuse = (error: string, description: string, status = 400) =>
      void res.status(status).json({ error, error_description: description });
    // A public client has no secret: the request's Origin stands in for it.
    if (!origin || !allowed.has(origin)) return refuse('invalid_client', 'Origin is not a JavaScript origin of this client', 401);
    if (b.client_id !== CUSTOMER_ACCOUNT_CLIENT_ID) return refuse('invalid_client', 'Unknown client_id', 401);
    if (b.grant_type !== 'authorization_code') return refuse('unsupported_grant_type', 'Unsupported grant_type');
    const grant = codes.get(b.code ?? '');
    codes.delete(b.code ?? '');
    if (!grant || grant.expires < Date.now()) return refuse('invalid_grant', 'The code is invalid, used or expired');
    if (grant.redirectUri !== b.redirect_uri) return refuse('invalid_grant', 'redirect_uri does not match the authorization request');
    if (!b.code_verifier || createHash('sha256').update(b.code_verifier).digest('base64url') !== grant.challenge)
      return refuse('invalid_grant', 'code_verifier does not match the code_challenge');
    const { accessToken, expiresIn } = issueCustomerAccountToken(grant.email);
    res.json({
      access_token: accessToken,
      expires_in: expiresIn,
      token_type: 'Bearer',
      scope: SCOPES.join(' '),
      refresh_token: `shcrt_${randomBytes(24).toString('base64url')}`,
    });
  });

  router.options(`${base}/oauth/token`, (req, res) => {
    const origin = req.get('origin');
    if (origin && opts.callbackUris().some((u) => new URL(u).origin === origin))
      res.set({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
      });
    res.sendStatus(204);
  });

  return router;
}
