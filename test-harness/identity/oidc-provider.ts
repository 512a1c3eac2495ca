import { QUIET_CONTEXT } from './quiet-context';
import { createHash, createPrivateKey, createPublicKey, randomUUID, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import express, { Router, type Request, type Response } from 'express';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { CognitoLocal } from './cognito-stand-in';
import type { IdpSessions } from './idp-session';

/**
 * The user pool as an OpenID Connect provider, for a store's customer accounts to use as their identity provider
 * (Shopify's requirements: the authorization code flow, PKCE, client_secret_basic at the token endpoint, userinfo,
 * RP-initiated logout, email as the unique id). It sits where Cognito has each part: discovery and JWKS under the
 * issuer (`/{poolId}/.well-known/…` on the pool's own host), authorize, token, userInfo and logout on the hosted UI.
 * Where it differs from Cognito it says so (README, "Accounts on new customer accounts").
 */
const require = createRequire(import.meta.url);
const signingKey = createPrivateKey((require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string }).pem);
const publicJwk = (require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: Record<string, string> }).jwk;
const verifyKey = createPublicKey({ key: publicJwk as never, format: 'jwk' });
const ctx = QUIET_CONTEXT;

/** A confidential app client a relying party (the store's customer accounts) signs in with. */
export interface OidcClient {
  clientId: string;
  clientSecret: string;
  /** Its allowed callback URLs, matched exactly. */
  redirectUris: () => string[];
  /** Its allowed sign-out URLs (RP-initiated logout's post_logout_redirect_uri), matched exactly. */
  postLogoutRedirectUris: () => string[];
}

export interface OidcProviderOptions {
  /** The issuer: the pool's address, `…/{poolId}` (ID tokens' `iss`). */
  issuer: () => string;
  /** The hosted UI's origin, where the endpoints are. */
  origin: () => string;
  local: CognitoLocal;
  poolId: string;
  clients: () => OidcClient[];
  /**
   * Our addition, `POST /session`: the hub's app client (`clientId`, the ID token's audience) opens the provider's
   * session with an ID token the pool gave the hub, then goes on to one of these addresses (origin and path matched;
   * the query is the hub's): the store's single sign-on.
   */
  sessionSignIn: { clientId: string; redirects: () => string[] };
  sessions: IdpSessions;
}

export const OIDC_SCOPES = ['openid', 'email', 'profile', 'phone', 'aws.cognito.signin.user.admin'] as const;
const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_S = 3600;

/** The discovery document's claims and metadata, for the README's admin values and the tests. */
export function discoveryDocument(issuer: string, origin: string) {
  return {
    issuer,
    authorization_endpoint: `${origin}/oauth2/authorize`,
    token_endpoint: `${origin}/oauth2/token`,
    userinfo_endpoint: `${origin}/oauth2/userInfo`,
    // Not in Cognito's document: Cognito's /logout takes client_id and logout_uri. Shopify needs RP-Initiated
    // Logout 1.0, so the stand-in's /logout also takes id_token_hint, post_logout_redirect_uri and state.
    end_session_endpoint: `${origin}/logout`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...OIDC_SCOPES],
    claims_supported: ['sub', 'email', 'email_verified', 'given_name', 'family_name', 'name', 'cognito:username', 'auth_time', 'nonce'],
  };
}

/** GET {issuer}/.well-known/openid-configuration and jwks.json, on the pool's host (the backends' origin). */
export function oidcDiscoveryRoutes(opts: { poolId: string; basePath: string; issuer: () => string; origin: () => string }): Router {
  const router = Router();
  const base = `${opts.basePath}/${opts.poolId}/.well-known`;
  router.get(`${base}/openid-configuration`, (_req, res) => {
    res.set('Access-Control-Allow-Origin', '*').json(discoveryDocument(opts.issuer(), opts.origin()));
  });
  router.get(`${base}/jwks.json`, (_req, res) => {
    res.set('Access-Control-Allow-Origin', '*').json({ keys: [publicJwk] });
  });
  return router;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  email: string;
  scope: string[];
  nonce: string | null;
  challenge: string;
  authTime: number;
  expires: number;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const attr = (user: any, name: string): string | undefined => user?.Attributes?.find((a: { Name: string }) => a.Name === name)?.Value;

/** The authorization request's parameters a sign-in form carries on. */
const AUTHORIZE_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'login_hint',
];

export function oidcProviderRoutes(opts: OidcProviderOptions): Router {
  const router = Router();
  const codes = new Map<string, PendingCode>();
  const clientById = (id: unknown) => opts.clients().find((c) => c.clientId === id);
  const pool = () => opts.local.services.cognito.getUserPool(ctx, opts.poolId);

  /** A password sign-in as Cognito checks it: a confirmed, enabled, native user with that password. */
  async function checkPassword(email: string, password: string): Promise<string | null> {
    const user = await (await pool()).getUserByUsername(ctx, email.trim().toLowerCase());
    if (!user || attr(user, 'identities') || user.Enabled === false || user.UserStatus !== 'CONFIRMED' || user.Password !== password)
      return null;
    return String(attr(user, 'email') ?? email).toLowerCase();
  }

  type Checked =
    | { ok: true; client: OidcClient; q: Record<string, string> }
    | { ok: false; status: number; text: string }
    | { ok: false; redirect: string };
  /** RFC 6749 §4.1.2.1: a bad client or redirect URI is shown here; anything else goes back to the client. */
  function checkAuthorize(q: Record<string, string>): Checked {
    const client = clientById(q.client_id);
    if (!client) return { ok: false, status: 400, text: 'invalid_client' };
    if (!client.redirectUris().includes(q.redirect_uri ?? '')) return { ok: false, status: 400, text: 'redirect_mismatch' };
    const back = (error: string, description: string) => {
      const url = new URL(q.redirect_uri!);
      url.searchParams.set('error', error);
      url.searchParams.set('error_description', description);
      if (q.state) url.searchParams.set('state', q.state);
      return { ok: false as const, redirect: url.href };
    };
    if (q.response_type !== 'code') return back('unsupported_response_type', 'Only the authorization code flow is supported.');
    const scopes = String(q.scope ?? '')
      .split(' ')
      .filter(Boolean);
    if (!scopes.includes('openid')) return back('invalid_scope', 'The openid scope is required.');
    if (scopes.some((s) => !(OIDC_SCOPES as readonly string[]).includes(s))) return back('invalid_scope', 'Unknown scope.');
    // PKCE is required (Shopify sends it; OAuth 2.1): a request without an S256 challenge is refused, so no code is
    // ever spent without its verifier.
    if (!q.code_challenge) return back('invalid_request', 'code_challenge is required.');
    if (q.code_challenge_method !== 'S256') return back('invalid_request', 'code_challenge_method must be S256.');
    return { ok: true, client, q };
  }

  function issueCode(res: Response, q: Record<string, string>, email: string, authTime: number) {
    const code = randomUUID();
    codes.set(code, {
      clientId: q.client_id!,
      redirectUri: q.redirect_uri!,
      email,
      scope: String(q.scope).split(' ').filter(Boolean),
      nonce: q.nonce || null,
      challenge: q.code_challenge!,
      authTime,
      expires: Date.now() + CODE_TTL_MS,
    });
    const url = new URL(q.redirect_uri!);
    url.searchParams.set('code', code);
    if (q.state) url.searchParams.set('state', q.state);
    res.redirect(302, url.href);
  }

  function signInPage(res: Response, hidden: Record<string, string>, email: string, error: string | null, status = 200) {
    const fields = Object.entries(hidden)
      .filter(([, v]) => v)
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('');
    res.status(status).type('html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in</title><style>body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:2rem;border-radius:12px;max-width:24rem;width:calc(100% - 2rem)}label{display:grid;gap:.3rem;margin:.8rem 0;font-weight:600}
input{font:inherit;padding:.6rem;border:1px solid #bbb;border-radius:6px}button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1rem;border-radius:6px;border:0;background:#1f2937;color:#fff}
[role=alert]{color:#b00020}</style></head><body><main><h1>Sign in</h1>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/login">${fields}<label>Email <input type="email" name="username" value="${esc(email)}" autocomplete="username" required></label>
<label>Password <input type="password" name="password" autocomplete="current-password" required></label><button>Sign in</button></form></main></body></html>`);
  }

  // The authorization endpoint. Requests for the hub's own client (Google, Facebook) are the hosted UI's (hosted-ui.ts).
  router.get('/oauth2/authorize', (req: Request, res: Response, next) => {
    const q = req.query as Record<string, string>;
    if (!clientById(q.client_id)) return next();
    const checked = checkAuthorize(q);
    if (!checked.ok)
      return 'redirect' in checked ? res.redirect(302, checked.redirect) : void res.status(checked.status).send(checked.text);
    const session = opts.sessions.current(req);
    const hint = String(q.login_hint ?? '')
      .trim()
      .toLowerCase();
    // A live session answers at once, unless the client asks for a sign-in or hints at someone else.
    const prompt = String(q.prompt ?? '').split(' ');
    if (session && !prompt.includes('login') && (!hint || hint === session.email))
      return issueCode(res, q, session.email, session.authTime);
    if (prompt.includes('none')) {
      const url = new URL(q.redirect_uri!);
      url.searchParams.set('error', 'login_required');
      if (q.state) url.searchParams.set('state', q.state);
      return res.redirect(302, url.href);
    }
    // Cognito's hosted UI answers /oauth2/authorize with its sign-in page, /login, carrying the request on.
    res.redirect(302, `/login?${new URLSearchParams(Object.fromEntries(AUTHORIZE_PARAMS.filter((k) => q[k]).map((k) => [k, q[k]!])))}`);
  });

  router.get('/login', (req: Request, res: Response) => {
    const q = req.query as Record<string, string>;
    const checked = checkAuthorize(q);
    if (!checked.ok)
      return 'redirect' in checked ? res.redirect(302, checked.redirect) : void res.status(checked.status).send(checked.text);
    signInPage(res, Object.fromEntries(AUTHORIZE_PARAMS.map((k) => [k, q[k] ?? ''])), q.login_hint ?? '', null);
  });

  router.post('/login', express.urlencoded({ extended: false }), async (req: Request, res: Response) => {
    const b = req.body as Record<string, string>;
    // Cognito's form carries a CSRF token; this one takes a post only from its own page (a browser always sends
    // Origin with a form post), so its retry after a wrong password is taken and another site's post is not.
    const origin = req.get('origin');
    if (origin !== undefined && origin !== opts.origin()) return void res.status(403).send('invalid_request: origin');
    const checked = checkAuthorize(b);
    if (!checked.ok)
      return 'redirect' in checked ? res.redirect(302, checked.redirect) : void res.status(checked.status).send(checked.text);
    const username = String(b.username ?? '');
    const email = await checkPassword(username, String(b.password ?? ''));
    const hidden = Object.fromEntries(AUTHORIZE_PARAMS.map((k) => [k, b[k] ?? '']));
    if (!email) return signInPage(res, hidden, username, 'Incorrect username or password.', 400);
    const session = opts.sessions.start(res, email);
    issueCode(res, b, email, session.authTime);
  });

  const sessionRedirectAllowed = (redirect: string) => {
    try {
      const url = new URL(redirect);
      return opts.sessionSignIn.redirects().some((r) => {
        const allowed = new URL(r);
        return allowed.origin === url.origin && allowed.pathname === url.pathname;
      });
    } catch {
      return false;
    }
  };

  /**
   * Our addition (Cognito has no such endpoint): `POST /session` with `id_token` (the hub's, from the pool) and
   * `redirect_uri` (the store's single sign-on, and only that). A top-level form post, so the session cookie is the
   * provider's first-party cookie even where third-party cookies are blocked; the password is never sent again.
   */
  router.post('/session', express.urlencoded({ extended: false }), async (req: Request, res: Response) => {
    const b = req.body as Record<string, string>;
    const redirect = String(b.redirect_uri ?? '');
    if (!sessionRedirectAllowed(redirect)) return void res.status(400).send('invalid_request: redirect_uri');
    // Only the store's own page posts here: anyone else's post would sign the shopper in as someone else.
    if (req.get('origin') !== new URL(redirect).origin) return void res.status(403).send('invalid_request: origin');
    const email = await hubSignedIn(String(b.id_token ?? ''));
    // A token that does not verify opens nothing; the store's sign-on then finds no session and the provider asks.
    if (email) opts.sessions.start(res, email);
    res.redirect(303, redirect);
  });

  /** The hub's ID token as Cognito's own: the pool's key and issuer, the hub's client, unexpired, an ID token, a live account. */
  async function hubSignedIn(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, verifyKey, {
        issuer: opts.issuer(),
        audience: opts.sessionSignIn.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'email'],
      });
      if (payload.token_use !== 'id' || typeof payload.email !== 'string') return null;
      const user = await (await pool()).getUserByUsername(ctx, String(payload['cognito:username'] ?? payload.email));
      if (!user || user.Enabled === false) return null;
      return String(attr(user, 'email') ?? payload.email).toLowerCase();
    } catch {
      return null;
    }
  }

  async function sign(claims: JWTPayload, ttl = TOKEN_TTL_S): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims, iat: now, exp: now + ttl, iss: opts.issuer(), jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid: publicJwk.kid!, typ: 'JWT' })
      .sign(signingKey);
  }

  /** client_secret_basic (RFC 6749 §2.3.1: each part form-encoded), or client_secret_post. */
  function clientAuth(req: Request): { id: string; secret: string } | null {
    const basic = /^Basic (.+)$/i.exec(req.get('authorization') ?? '')?.[1];
    const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    if (basic) {
      const text = Buffer.from(basic, 'base64').toString('utf8');
      const at = text.indexOf(':');
      if (at < 0) return null;
      try {
        return { id: decode(text.slice(0, at)), secret: decode(text.slice(at + 1)) };
      } catch {
        return null; // a malformed escape is a client that failed to authenticate (invalid_client), not a 500
      }
    }
    const b = req.body as Record<string, string>;
    return b.client_id && b.client_secret ? { id: b.client_id, secret: b.client_secret } : null;
  }
  const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  router.post('/oauth2/token', express.urlencoded({ extended: false }), async (req: Request, res: Response, next) => {
    const b = req.body as Record<string, string>;
    const auth = clientAuth(req);
    // The hub's public client (no secret) is the hosted UI's own.
    if (!auth && !clientById(b.client_id) && !/^Basic /i.test(req.get('authorization') ?? '')) return next();
    res.set('Cache-Control', 'no-store').set('Pragma', 'no-cache');
    const client = auth ? clientById(auth.id) : undefined;
    if (!auth || !client || !sameSecret(auth.secret, client.clientSecret) || (b.client_id && b.client_id !== client.clientId))
      return void res.status(401).set('WWW-Authenticate', 'Basic realm="token"').json({ error: 'invalid_client' });
    if (b.grant_type !== 'authorization_code') return void res.status(400).json({ error: 'unsupported_grant_type' });
    const pending = codes.get(b.code ?? '');
    codes.delete(b.code ?? '');
    // Every code was issued for an S256 challenge: no verifier, no tokens.
    const verifierOk =
      !!pending &&
      typeof b.code_verifier === 'string' &&
      b.code_verifier.length > 0 &&
      createHash('sha256').update(b.code_verifier).digest('base64url') === pending.challenge;
    if (
      !pending ||
      pending.expires < Date.now() ||
      pending.clientId !== client.clientId ||
      pending.redirectUri !== b.redirect_uri ||
      !verifierOk
    )
      return void res.status(400).json({ error: 'invalid_grant' });
    const user = await (await pool()).getUserByUsername(ctx, pending.email);
    if (!user || user.Enabled === false) return void res.status(400).json({ error: 'invalid_grant' });
    const groups = (await (await pool()).listUserGroupMembership(ctx, user)) as string[];
    const sub = String(attr(user, 'sub') ?? user.Username);
    const accessToken = await sign({
      sub,
      token_use: 'access',
      scope: pending.scope.join(' '),
      client_id: client.clientId,
      username: user.Username,
      auth_time: pending.authTime,
      ...(groups.length ? { 'cognito:groups': groups } : {}),
    });
    const digest = createHash('sha256').update(accessToken).digest();
    const idToken = await sign({
      sub,
      aud: client.clientId,
      token_use: 'id',
      auth_time: pending.authTime,
      at_hash: digest.subarray(0, digest.length / 2).toString('base64url'),
      'cognito:username': user.Username,
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
      ...(pending.scope.includes('email')
        ? { email: String(attr(user, 'email') ?? pending.email), email_verified: attr(user, 'email_verified') === 'true' }
        : {}),
      ...(pending.scope.includes('profile') ? { given_name: attr(user, 'given_name'), family_name: attr(user, 'family_name') } : {}),
      ...(groups.length ? { 'cognito:groups': groups } : {}),
    });
    res.json({ id_token: idToken, access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_TTL_S });
  });

  async function verified(token: string, use: 'id' | 'access', checkExpiry = true): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, verifyKey, {
        issuer: opts.issuer(),
        algorithms: ['RS256'],
        ...(checkExpiry ? {} : { currentDate: new Date(0) }),
      });
      return payload.token_use === use ? payload : null;
    } catch {
      return null;
    }
  }

  const userInfo = async (req: Request, res: Response) => {
    const token = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1];
    const claims = token ? await verified(token, 'access') : null;
    const scopes = String(claims?.scope ?? '').split(' ');
    if (!claims || !scopes.includes('openid'))
      return void res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ error: 'invalid_token' });
    const user = await (await pool()).getUserByUsername(ctx, String(claims.username ?? ''));
    if (!user || user.Enabled === false)
      return void res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ error: 'invalid_token' });
    res.json({
      sub: claims.sub,
      username: user.Username,
      ...(scopes.includes('email') ? { email: attr(user, 'email'), email_verified: String(attr(user, 'email_verified') === 'true') } : {}),
      ...(scopes.includes('profile') ? { given_name: attr(user, 'given_name'), family_name: attr(user, 'family_name') } : {}),
    });
  };
  router.get('/oauth2/userInfo', userInfo);
  router.post('/oauth2/userInfo', userInfo);

  // RP-Initiated Logout 1.0. Cognito's own form (client_id and logout_uri) is the hosted UI's (hosted-ui.ts).
  const logout = async (req: Request, res: Response, next: express.NextFunction) => {
    const q = { ...(req.query as Record<string, string>), ...((req.body ?? {}) as Record<string, string>) };
    if (!q.id_token_hint && !q.post_logout_redirect_uri && !clientById(q.client_id)) return next();
    // An expired ID token still says who is signing out; a forged one does not.
    const hint = q.id_token_hint ? await verified(q.id_token_hint, 'id', false) : null;
    if (q.id_token_hint && !hint) return void res.status(400).send('invalid_request: id_token_hint');
    const aud = Array.isArray(hint?.aud) ? hint.aud[0] : hint?.aud;
    if (q.client_id && aud && q.client_id !== aud) return void res.status(400).send('invalid_request: client_id');
    const client = clientById(q.client_id ?? aud);
    if (q.post_logout_redirect_uri && !client?.postLogoutRedirectUris().includes(q.post_logout_redirect_uri))
      return void res.status(400).send('invalid_request: post_logout_redirect_uri');
    opts.sessions.end(req, res);
    if (!q.post_logout_redirect_uri)
      return void res
        .type('html')
        .send('<!doctype html><html lang="en"><title>Signed out</title><main><h1>You have signed out.</h1></main></html>');
    const url = new URL(q.post_logout_redirect_uri);
    if (q.state) url.searchParams.set('state', q.state);
    res.redirect(302, url.href);
  };
  router.get('/logout', logout);
  router.post('/logout', express.urlencoded({ extended: false }), logout);
  return router;
}
