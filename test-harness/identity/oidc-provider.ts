import { QUIET_CONTEXT } from './quiet-context';
import { createHash, createHmac, generateKeyPairSync, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { exportJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { CognitoLocal } from './cognito-stand-in';
import { verifyIdToken, type IdClaims } from './id-token';
import type { IdpSessions } from './idp-session';
import { LOGOUT_PROMPT_TEXT, promptLanguage, type PromptLanguage } from './logout-prompt';

/**
 * The account backend's OpenID Connect front: the identity provider a merchant connects to Shopify's new customer
 * accounts (the `sso` account mode). Ours, not Cognito's: its issuer is on the account backend's origin
 * (`{account backend}/oidc`), it signs its own ID tokens with its own key, and the users and their passwords stay in
 * the Cognito pool (a password is checked against the pool; the claims are the pool's attributes). It meets Shopify's
 * stated requirements (discovery and JWKS, the authorization code flow with PKCE, client_secret_basic at the token
 * endpoint, which also refreshes (RFC 6749 §6), userinfo, RP-Initiated Logout 1.0, the verified email as the unique
 * id), which Cognito's hosted UI alone
 * does not: its /logout is not RP-initiated logout, and it cannot take a session from a token the hub already holds.
 *
 * Our additions beside the standard endpoints, so the shopper who just signed in on the hub is not asked again:
 * - `POST {issuer}/session-codes` (JSON, the hub's Cognito ID token as Bearer, `{ redirectUri }`): the account
 *   backend's sign-on rules as for a Multipass token (spec 2 §8: `DISABLED_ACCOUNT`, `DUPLICATE_EMAIL`), then a
 *   one-time session code (2 minutes) bound to that store address, and the hand-off's id;
 * - `POST {issuer}/session` (a top-level form, `session_code`, `redirect_uri`): spends the code, opens the front's
 *   session (its cookie is first-party: the browser is on the front's origin) and goes on to the bound address,
 *   the store's single sign-on, whose authorization request then finds the session and asks nothing. That session
 *   lives for the code's remaining life and ends with the first authorization request it answers, with the hub's
 *   sign-in time (auth_time);
 * - `GET {issuer}/hand-offs/{id}` (the same shopper's ID token as Bearer): `{ signedOn }`, whether the store's
 *   sign-on that hand-off started got its tokens here. The hub asks when it finds no store session after a hand-off;
 *   Shopify's sign-on pages are on Shopify's origin, so where the shopper came from cannot tell;
 * - `POST {issuer}/session/end` (a top-level form, `redirect_uri` on the store): the hub's sign-out in `sso` ends the
 *   front's session, if any, then goes on to the store's logout (which ends the front's session only when the store
 *   has one of its own). The answer clears the session's cookie whether or not the post carried it: from the store's
 *   site (production) it does not.
 */
const ctx = QUIET_CONTEXT;

/** A confidential client a relying party (the store's customer accounts) signs in with. */
export interface OidcClient {
  clientId: string;
  clientSecret: string;
  /** Its allowed callback URLs, matched exactly. */
  redirectUris: () => string[];
  /** Its allowed sign-out URLs (RP-initiated logout's post_logout_redirect_uri), matched exactly. */
  postLogoutRedirectUris: () => string[];
}

/** Why the account backend will not sign this person in to the store (spec 2 §8's codes), with the answer's status. */
export interface SignOnRefusal {
  status: number;
  errorCode: string;
  errorMessage: string;
}

export interface OidcProviderOptions {
  /** The path the front's routes live under on the account backend's origin: the issuer's path. */
  basePath: string;
  /** The account backend's origin (the front's endpoints' and its sign-in page's). */
  origin: () => string;
  local: CognitoLocal;
  poolId: string;
  /** The hub's app client of the pool: the audience of the ID tokens a session code is minted for. */
  hubClientId: string;
  clients: () => OidcClient[];
  /** The store's single sign-on addresses a session code may lead to (origin and path matched; the query is the hub's). */
  sessionRedirects: () => string[];
  /** The account backend's sign-on rules (as for a Multipass token): a refusal, or null to go on. */
  refusal: (claims: IdClaims) => Promise<SignOnRefusal | null>;
  sessions: IdpSessions;
}

export const OIDC_SCOPES = ['openid', 'email', 'profile'] as const;
const CODE_TTL_MS = 5 * 60_000;
const SESSION_CODE_TTL_MS = 2 * 60_000;
/** How long the hub may ask how a hand-off ended. */
const HAND_OFF_TTL_MS = 30 * 60_000;
const TOKEN_TTL_S = 3600;
/** A sign-on's refresh tokens last at most this long from the sign-on, however often they are rotated. */
const REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;

/** The front's own signing key (made at start; a deployment keeps its key in its secrets store and rotates by kid). */
const { privateKey: signingKey, publicKey: verifyKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KEY_ID = `vanity-oidc-${randomBytes(4).toString('hex')}`;
/** Keys the sign-out prompt's per-session token (made at start, as the signing key is). */
const CSRF_KEY = randomBytes(32);
const publicJwk: Promise<JWK> = exportJWK(verifyKey).then((jwk) => ({ ...jwk, kid: KEY_ID, alg: 'RS256', use: 'sig' }));

/** The discovery document: every endpoint under the issuer, on the account backend's origin. */
export function discoveryDocument(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    end_session_endpoint: `${issuer}/logout`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...OIDC_SCOPES],
    claims_supported: ['sub', 'email', 'email_verified', 'given_name', 'family_name', 'auth_time', 'nonce', 'sid'],
  };
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  email: string;
  scope: string[];
  nonce: string | null;
  challenge: string;
  authTime: number;
  /** The hub's hand-off this sign-on came from (a session a code opened), if any. */
  handOff: string | null;
  /** The front's session that answered (its public name, the ID token's `sid`). */
  sid: string;
  expires: number;
}

/**
 * What a refresh token stands for: one sign-on of one client. Rotated at each use (the spent token then names its
 * sign-on, so one used again ends the sign-on's live token too: it leaked); ended by that sign-on's RP-initiated logout.
 */
interface RefreshGrant {
  clientId: string;
  email: string;
  scope: string[];
  authTime: number;
  sid: string;
  /** The sign-on's own name, shared by its rotated tokens. */
  signOn: string;
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
  const base = opts.basePath;
  const issuer = () => `${opts.origin()}${base}`;
  const codes = new Map<string, PendingCode>();
  const sessionCodes = new Map<string, { email: string; authTime: number; handOff: string; redirect: string; expires: number }>();
  /** Each hand-off: whether the store's sign-on it started got its tokens (the hub asks, back without a store session). */
  const handOffs = new Map<string, { email: string; signedOn: boolean; expires: number }>();
  /** The hand-off a session a code opened serves. */
  const sessionHandOff = new Map<string, string>();
  const refreshTokens = new Map<string, RefreshGrant>();
  /** Spent refresh tokens, by the sign-on they belonged to. */
  const spentRefreshTokens = new Map<string, string>();
  /** Ends a sign-on's refresh tokens: its RP-initiated logout (the ID token's sid), or one spent token used again. */
  const endRefresh = (ends: (g: RefreshGrant) => boolean) => {
    for (const [token, grant] of refreshTokens) if (ends(grant)) refreshTokens.delete(token);
  };
  const clientById = (id: unknown) => opts.clients().find((c) => c.clientId === id);
  const pool = () => opts.local.services.cognito.getUserPool(ctx, opts.poolId);

  router.get(`${base}/.well-known/openid-configuration`, (_req, res) => {
    res.set('Access-Control-Allow-Origin', '*').json(discoveryDocument(issuer()));
  });
  router.get(`${base}/.well-known/jwks.json`, async (_req, res) => {
    res.set('Access-Control-Allow-Origin', '*').json({ keys: [await publicJwk] });
  });

  /** A password sign-in as the pool checks it: a confirmed, enabled, native user with that password. */
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

  function issueCode(
    res: Response,
    q: Record<string, string>,
    email: string,
    authTime: number,
    sid: string,
    handOff: string | null = null,
  ) {
    const code = randomUUID();
    codes.set(code, {
      clientId: q.client_id!,
      redirectUri: q.redirect_uri!,
      email,
      scope: String(q.scope).split(' ').filter(Boolean),
      nonce: q.nonce || null,
      challenge: q.code_challenge!,
      authTime,
      handOff,
      sid,
      expires: Date.now() + CODE_TTL_MS,
    });
    const url = new URL(q.redirect_uri!);
    url.searchParams.set('code', code);
    if (q.state) url.searchParams.set('state', q.state);
    res.redirect(302, url.href);
  }

  const page = (title: string, body: string, lang = 'en') =>
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:2rem;border-radius:12px;max-width:24rem;width:calc(100% - 2rem)}label{display:grid;gap:.3rem;margin:.8rem 0;font-weight:600}
input{font:inherit;padding:.6rem;border:1px solid #bbb;border-radius:6px}button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1rem;border-radius:6px;border:0;background:#1f2937;color:#fff}
[role=alert]{color:#b00020}.actions{display:flex;flex-wrap:wrap;gap:.6rem;margin-top:1rem}button.secondary{background:#fff;color:#1f2937;border:1px solid #1f2937}</style></head><body><main>${body}</main></body></html>`;

  function signInPage(res: Response, hidden: Record<string, string>, email: string, error: string | null, status = 200) {
    const fields = Object.entries(hidden)
      .filter(([, v]) => v)
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('');
    res
      .status(status)
      .type('html')
      .send(
        page(
          'Sign in',
          `<h1>Sign in</h1>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="${esc(base)}/login">${fields}<label>Email <input type="email" name="username" value="${esc(email)}" autocomplete="username" required></label>
<label>Password <input type="password" name="password" autocomplete="current-password" required></label><button>Sign in</button></form>`,
        ),
      );
  }

  router.get(`${base}/authorize`, (req: Request, res: Response) => {
    const q = req.query as Record<string, string>;
    const checked = checkAuthorize(q);
    if (!checked.ok)
      return 'redirect' in checked ? res.redirect(302, checked.redirect) : void res.status(checked.status).send(checked.text);
    const session = opts.sessions.current(req);
    const hint = String(q.login_hint ?? '')
      .trim()
      .toLowerCase();
    // A live session answers at once, unless the client asks for a sign-in or hints at someone else.
    const prompt = String(q.prompt ?? '').split(' ');
    if (session && !prompt.includes('login') && (!hint || hint === session.email)) {
      // A session a session code opened is for that one sign-on: it ends with its answer, so it cannot outlive a
      // sign-on that then fails, or the store's session, and sign in the next person on the device.
      if (session.oneShot) opts.sessions.end(req, res);
      const handOff = sessionHandOff.get(session.id) ?? null;
      sessionHandOff.delete(session.id);
      return issueCode(res, q, session.email, session.authTime, session.sid, handOff);
    }
    if (prompt.includes('none')) {
      const url = new URL(q.redirect_uri!);
      url.searchParams.set('error', 'login_required');
      if (q.state) url.searchParams.set('state', q.state);
      return res.redirect(302, url.href);
    }
    // No session: the front's own sign-in page, carrying the request on.
    res.redirect(
      302,
      `${base}/login?${new URLSearchParams(Object.fromEntries(AUTHORIZE_PARAMS.filter((k) => q[k]).map((k) => [k, q[k]!])))}`,
    );
  });

  router.get(`${base}/login`, (req: Request, res: Response) => {
    const q = req.query as Record<string, string>;
    const checked = checkAuthorize(q);
    if (!checked.ok)
      return 'redirect' in checked ? res.redirect(302, checked.redirect) : void res.status(checked.status).send(checked.text);
    signInPage(res, Object.fromEntries(AUTHORIZE_PARAMS.map((k) => [k, q[k] ?? ''])), q.login_hint ?? '', null);
  });

  router.post(`${base}/login`, express.urlencoded({ extended: false }), async (req: Request, res: Response) => {
    const b = req.body as Record<string, string>;
    // Only its own page posts here (a browser always sends Origin with a form post): its retry after a wrong
    // password is taken and another site's post is not.
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
    issueCode(res, b, email, session.authTime, session.sid);
  });

  const sessionRedirectAllowed = (redirect: unknown) => {
    try {
      const url = new URL(String(redirect));
      return opts.sessionRedirects().some((r) => {
        const allowed = new URL(r);
        return allowed.origin === url.origin && allowed.pathname === url.pathname;
      });
    } catch {
      return false;
    }
  };
  const sweepSessionCodes = () => {
    const now = Date.now();
    for (const [k, v] of sessionCodes) if (v.expires < now) sessionCodes.delete(k);
    for (const [k, v] of handOffs) if (v.expires < now) handOffs.delete(k);
  };

  // Our addition: a one-time session code for the hub's signed-in shopper, under the account backend's sign-on rules.
  router.post(`${base}/session-codes`, express.json(), async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    const claims = token ? verifyIdToken(token, opts.hubClientId) : null;
    if (!claims) return void res.status(401).json({ errorCode: 'UNAUTHORIZED', errorMessage: 'A valid ID token is required.' });
    const redirect = (req.body as { redirectUri?: unknown } | undefined)?.redirectUri;
    if (!sessionRedirectAllowed(redirect))
      return void res.status(422).json({ errorCode: 'INVALID_REDIRECT', errorMessage: "Not the store's single sign-on." });
    const refused = await opts.refusal(claims);
    if (refused) return void res.status(refused.status).json({ errorCode: refused.errorCode, errorMessage: refused.errorMessage });
    sweepSessionCodes();
    const sessionCode = randomBytes(32).toString('base64url');
    const handOff = randomBytes(16).toString('base64url');
    handOffs.set(handOff, { email: claims.email.toLowerCase(), signedOn: false, expires: Date.now() + HAND_OFF_TTL_MS });
    sessionCodes.set(sessionCode, {
      email: claims.email.toLowerCase(),
      // When the shopper signed in on the hub (a kept session's sign-in may be days old), not now: the ID tokens the
      // store gets say so (auth_time).
      authTime: typeof claims.auth_time === 'number' ? claims.auth_time : Number(claims.iat),
      handOff,
      redirect: String(redirect),
      expires: Date.now() + SESSION_CODE_TTL_MS,
    });
    res.json({ sessionCode, handOff });
  });

  // Our addition: did the store's sign-on this hand-off started get its tokens? Asked by the hub (the same shopper's ID
  // token) when it finds no store session after a hand-off: no means the sign-on did not finish.
  router.get(`${base}/hand-offs/:id`, (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    const claims = token ? verifyIdToken(token, opts.hubClientId) : null;
    if (!claims) return void res.status(401).json({ errorCode: 'UNAUTHORIZED', errorMessage: 'A valid ID token is required.' });
    const handOff = handOffs.get(String(req.params.id));
    if (!handOff || handOff.expires < Date.now() || handOff.email !== claims.email.toLowerCase())
      return void res.status(404).json({ errorCode: 'NOT_FOUND', errorMessage: 'No such hand-off.' });
    res.json({ signedOn: handOff.signedOn });
  });

  // Our addition: the top-level form that spends a session code.
  router.post(`${base}/session`, express.urlencoded({ extended: false }), (req: Request, res: Response) => {
    const b = req.body as Record<string, string>;
    const fallback = String(b.redirect_uri ?? '');
    const pending = sessionCodes.get(String(b.session_code ?? ''));
    const redirect = pending?.redirect ?? fallback;
    if (!sessionRedirectAllowed(redirect))
      return void res.status(400).type('html').send(page('Sign in', '<h1>Sign in</h1><p role="alert">This sign-in link is not valid.</p>'));
    // Only the store's own page posts here: another site's post would sign the shopper in as someone else.
    if (req.get('origin') !== new URL(redirect).origin) return void res.status(403).send('invalid_request: origin');
    if (pending) sessionCodes.delete(String(b.session_code));
    // A code spent, expired or unknown (the back button) opens nothing: the store's sign-on then finds no session
    // and this front asks for the password on its own page. The session it opens serves one authorization request,
    // within the code's life.
    const left = pending ? pending.expires - Date.now() : 0;
    if (pending && left >= 0)
      sessionHandOff.set(
        opts.sessions.start(res, pending.email, { authTime: pending.authTime, ttlMs: left, oneShot: true }).id,
        pending.handOff,
      );
    res.redirect(303, redirect);
  });

  // Our addition: the hub's sso sign-out ends the front's session, then goes on to the store's logout. Only the
  // store's own page posts here, and only to an address on the store goes on. In production the store is another
  // site: the session's Lax cookie does not ride on this post, so the session is not found here, yet the answer's
  // expired cookie clears it in the browser (a top-level navigation's answer may set a cookie of any SameSite, RFC
  // 6265bis §5.7), and the id, never sent again, opens nothing. So the post stays, its Origin checked, rather than a
  // GET any site could send, or a SameSite=None cookie that every cross-site request would carry.
  router.post(`${base}/session/end`, express.urlencoded({ extended: false }), (req: Request, res: Response) => {
    const redirect = String((req.body as Record<string, string>).redirect_uri ?? '');
    const storeOrigins = opts.sessionRedirects().map((r) => new URL(r).origin);
    let to: URL | null = null;
    try {
      to = new URL(redirect);
    } catch {
      to = null;
    }
    if (!to || !storeOrigins.includes(to.origin))
      return void res
        .status(400)
        .type('html')
        .send(page('Sign out', '<h1>Sign out</h1><p role="alert">This sign-out link is not valid.</p>'));
    if (req.get('origin') !== to.origin) return void res.status(403).send('invalid_request: origin');
    // Always, found or not: the clearing cookie is what ends it across sites. Its sign-ons' refresh tokens end with
    // it where the post carried the cookie; otherwise the store's logout that follows names the sign-on (its sid).
    const ending = opts.sessions.current(req);
    if (ending) endRefresh((g) => g.sid === ending.sid);
    opts.sessions.end(req, res);
    res.redirect(303, to.href);
  });

  async function sign(claims: JWTPayload, ttl = TOKEN_TTL_S): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims, iat: now, exp: now + ttl, iss: issuer(), jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
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

  router.post(`${base}/token`, express.urlencoded({ extended: false }), async (req: Request, res: Response) => {
    const b = req.body as Record<string, string>;
    const auth = clientAuth(req);
    res.set('Cache-Control', 'no-store').set('Pragma', 'no-cache');
    const client = auth ? clientById(auth.id) : undefined;
    if (!auth || !client || !sameSecret(auth.secret, client.clientSecret) || (b.client_id && b.client_id !== client.clientId))
      return void res.status(401).set('WWW-Authenticate', 'Basic realm="token"').json({ error: 'invalid_client' });
    if (b.grant_type === 'refresh_token') return refresh(res, client, b);
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
    const grant: RefreshGrant = {
      clientId: client.clientId,
      email: pending.email,
      scope: pending.scope,
      authTime: pending.authTime,
      sid: pending.sid,
      signOn: randomUUID(),
      expires: Date.now() + REFRESH_TTL_MS,
    };
    if (!(await issueTokens(res, grant, pending.nonce))) return;
    const handOff = pending.handOff ? handOffs.get(pending.handOff) : undefined;
    if (handOff) handOff.signedOn = true;
  });

  /**
   * RFC 6749 §6 (Shopify lists it for the token endpoint): a refresh token of this client's, within its sign-on's
   * life, for its scope or less (the next refresh token keeps the sign-on's whole scope). It is spent: the answer
   * carries the next one. A spent one used again ends the sign-on's live token as well (whoever holds a copy of it).
   */
  async function refresh(res: Response, client: OidcClient, b: Record<string, string>) {
    const token = String(b.refresh_token ?? '');
    const grant = refreshTokens.get(token);
    if (!grant) {
      const signOn = spentRefreshTokens.get(token);
      if (signOn) endRefresh((g) => g.signOn === signOn);
      return void res.status(400).json({ error: 'invalid_grant' });
    }
    // Another client's token is not theirs to spend, nor is a request for more than it was given: it stays.
    if (grant.clientId !== client.clientId) return void res.status(400).json({ error: 'invalid_grant' });
    const asked = b.scope ? String(b.scope).split(' ').filter(Boolean) : grant.scope;
    if (asked.some((s) => !grant.scope.includes(s))) return void res.status(400).json({ error: 'invalid_scope' });
    refreshTokens.delete(token);
    spentRefreshTokens.set(token, grant.signOn);
    if (grant.expires < Date.now()) return void res.status(400).json({ error: 'invalid_grant' });
    await issueTokens(res, grant, null, asked);
  }

  /**
   * The token response for a sign-on: an access token, an ID token (the same sub, aud, auth_time and sid each time;
   * a nonce only with a code: OpenID Connect Core §12.2) for `scope`, and its next refresh token. A person since
   * removed or disabled in the pool gets none (false).
   */
  async function issueTokens(res: Response, grant: RefreshGrant, nonce: string | null, scope = grant.scope): Promise<boolean> {
    const user = await (await pool()).getUserByUsername(ctx, grant.email);
    if (!user || user.Enabled === false) {
      endRefresh((g) => g.email === grant.email);
      res.status(400).json({ error: 'invalid_grant' });
      return false;
    }
    const groups = (await (await pool()).listUserGroupMembership(ctx, user)) as string[];
    const sub = String(attr(user, 'sub') ?? user.Username);
    const accessToken = await sign({
      sub,
      token_use: 'access',
      scope: scope.join(' '),
      client_id: grant.clientId,
      username: user.Username,
      auth_time: grant.authTime,
    });
    const digest = createHash('sha256').update(accessToken).digest();
    const idToken = await sign({
      sub,
      aud: grant.clientId,
      token_use: 'id',
      auth_time: grant.authTime,
      // The session that answered (OpenID Connect Session Management's sid): RP-initiated logout's hint names it, so
      // the front ends that session, and no other, even from a form whose request carries no cookie.
      sid: grant.sid,
      at_hash: digest.subarray(0, digest.length / 2).toString('base64url'),
      ...(nonce ? { nonce } : {}),
      ...(scope.includes('email')
        ? { email: String(attr(user, 'email') ?? grant.email), email_verified: attr(user, 'email_verified') === 'true' }
        : {}),
      ...(scope.includes('profile') ? { given_name: attr(user, 'given_name'), family_name: attr(user, 'family_name') } : {}),
      // How the person signs in to the pool (Cognito, or Google or Facebook through it): the store's customer keeps it.
      ...(groups.length ? { 'cognito:groups': groups } : {}),
    });
    const refreshToken = randomBytes(32).toString('base64url');
    refreshTokens.set(refreshToken, grant);
    res.json({
      id_token: idToken,
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_S,
      refresh_token: refreshToken,
      scope: scope.join(' '),
    });
    return true;
  }

  async function verified(token: string, use: 'id' | 'access', checkExpiry = true): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, verifyKey, {
        issuer: issuer(),
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
      ...(scopes.includes('email') ? { email: attr(user, 'email'), email_verified: attr(user, 'email_verified') === 'true' } : {}),
      ...(scopes.includes('profile') ? { given_name: attr(user, 'given_name'), family_name: attr(user, 'family_name') } : {}),
    });
  };
  router.get(`${base}/userinfo`, userInfo);
  router.post(`${base}/userinfo`, userInfo);

  /** The pool's subject for a person (the `sub` of the ID tokens this front issues them). */
  async function subjectOf(email: string): Promise<string | null> {
    const user = await (await pool()).getUserByUsername(ctx, email);
    return user ? String(attr(user, 'sub') ?? user.Username) : null;
  }
  /** The sign-out prompt's anti-forgery token: tied to the front's session, so a form made elsewhere cannot carry it. */
  const csrfToken = (sessionId: string) => createHmac('sha256', CSRF_KEY).update(`logout:${sessionId}`).digest('base64url');

  interface LogoutRequest {
    client: OidcClient | undefined;
    /** The registered post-logout address asked for, if any, and the RP's state for it. */
    redirect: string | null;
    state: string;
    lang: PromptLanguage;
  }
  /**
   * RP-Initiated Logout 1.0 §2–§4: `id_token_hint` (one this front signed, expired or not), `client_id`,
   * `post_logout_redirect_uri` (only one listed for that client) and `state`. A hint that is not ours, a client_id
   * that is not the hint's audience, or an unlisted address is an error page, and no redirect.
   */
  async function readLogout(
    req: Request,
    q: Record<string, string>,
  ): Promise<
    { ok: true; hint: JWTPayload | null; request: LogoutRequest } | { ok: false; status: number; error: string; lang: PromptLanguage }
  > {
    const lang = promptLanguage(q.ui_locales, req.get('accept-language'));
    // An expired ID token still says who is signing out; a forged one does not.
    const hint = q.id_token_hint ? await verified(q.id_token_hint, 'id', false) : null;
    if (q.id_token_hint && !hint) return { ok: false, status: 400, error: 'invalid_request: id_token_hint', lang };
    const aud = Array.isArray(hint?.aud) ? hint.aud[0] : hint?.aud;
    if (q.client_id && aud && q.client_id !== aud) return { ok: false, status: 400, error: 'invalid_request: client_id', lang };
    const client = clientById(q.client_id ?? aud);
    if ((q.client_id || hint) && !client) return { ok: false, status: 400, error: 'invalid_client', lang };
    if (q.post_logout_redirect_uri && !client?.postLogoutRedirectUris().includes(q.post_logout_redirect_uri))
      return { ok: false, status: 400, error: 'invalid_request: post_logout_redirect_uri', lang };
    return { ok: true, hint, request: { client, redirect: q.post_logout_redirect_uri || null, state: q.state ?? '', lang } };
  }

  /** After the sign-out (or the shopper's "stay"): back to the client's listed address with its state, else a page. */
  function logoutDone(res: Response, r: LogoutRequest, signedOut: boolean) {
    if (r.redirect) {
      const url = new URL(r.redirect);
      if (r.state) url.searchParams.set('state', r.state);
      return res.redirect(302, url.href);
    }
    const text = LOGOUT_PROMPT_TEXT[r.lang];
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(page(text.title, `<h1>${esc(signedOut ? text.signedOut : text.stillSignedIn)}</h1>`, r.lang));
  }
  const logoutError = (res: Response, status: number, error: string, lang: PromptLanguage) =>
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        page(
          LOGOUT_PROMPT_TEXT[lang].title,
          `<h1>${esc(LOGOUT_PROMPT_TEXT[lang].title)}</h1><p role="alert">${esc(LOGOUT_PROMPT_TEXT[lang].invalid)}</p><!-- ${esc(error)} -->`,
          lang,
        ),
      );

  // RP-Initiated Logout 1.0 (GET or a form POST). With an ID token of ours for this client naming a live session (its
  // sid) of that person, it ends that session at once; with no session to end, it is done. Otherwise it cannot tell
  // the relying party asked (any site can send a shopper here with a client_id), so §2 requires asking the shopper: a
  // prompt whose form carries a token tied to the session.
  const logout = async (req: Request, res: Response) => {
    const q = { ...(req.query as Record<string, string>), ...((req.body ?? {}) as Record<string, string>) };
    const read = await readLogout(req, q);
    if (!read.ok) return logoutError(res, read.status, read.error, read.lang);
    const { hint, request } = read;
    // The client signing out the sign-on its ID token came from: that sign-on's refresh tokens end, whether or not the
    // session that answered it is still live (a hand-off's ended with its one answer).
    if (hint && typeof hint.sid === 'string' && request.client)
      endRefresh((g) => g.sid === hint.sid && g.clientId === request.client!.clientId);
    const session = opts.sessions.current(req);
    // The hint's session, by its sid: a form from the store's site carries no cookie of ours (SameSite=Lax), so the
    // hint is what names the session to end. It must still be live and the same person's: a hint for a session that
    // has ended ends nothing, however old. A request carrying another session's cookie is asked about that one.
    const hinted = hint && typeof hint.sid === 'string' ? opts.sessions.bySid(hint.sid) : null;
    if (hinted && hint!.sub === (await subjectOf(hinted.email)) && (!session || session.id === hinted.id)) {
      opts.sessions.endSid(hinted.sid);
      opts.sessions.end(req, res);
      return logoutDone(res, request, true);
    }
    if (!session) return logoutDone(res, request, true);
    const text = LOGOUT_PROMPT_TEXT[request.lang];
    const fields: Record<string, string> = {
      csrf_token: csrfToken(session.id),
      client_id: request.client?.clientId ?? '',
      post_logout_redirect_uri: request.redirect ?? '',
      state: request.state,
      ui_locales: request.lang,
    };
    const hidden = Object.entries(fields)
      .filter(([, v]) => v)
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('');
    res
      .set('Cache-Control', 'no-store')
      // Never inside another site's frame: a click there must not answer the prompt.
      .set('Content-Security-Policy', "frame-ancestors 'none'")
      .set('X-Frame-Options', 'DENY')
      .type('html')
      .send(
        page(
          text.title,
          `<h1>${esc(text.heading)}</h1><p>${esc(text.question)}</p>
<form method="post" action="${esc(base)}/logout/confirm">${hidden}<div class="actions"><button name="choice" value="sign-out">${esc(text.signOut)}</button>
<button class="secondary" name="choice" value="stay">${esc(text.stay)}</button></div></form>`,
          request.lang,
        ),
      );
  };
  router.get(`${base}/logout`, logout);
  router.post(`${base}/logout`, express.urlencoded({ extended: false }), logout);

  // The prompt's answer: only from the front's own page (its Origin), with the token of the session it would end.
  router.post(`${base}/logout/confirm`, express.urlencoded({ extended: false }), async (req: Request, res: Response) => {
    const b = (req.body ?? {}) as Record<string, string>;
    const read = await readLogout(req, { ...b, id_token_hint: '' });
    if (!read.ok) return logoutError(res, read.status, read.error, read.lang);
    const origin = req.get('origin');
    if (origin !== undefined && origin !== opts.origin()) return logoutError(res, 403, 'invalid_request: origin', read.request.lang);
    const session = opts.sessions.current(req);
    // Signed out meanwhile (another tab): nothing to end.
    if (!session) return logoutDone(res, read.request, true);
    const token = String(b.csrf_token ?? '');
    const expected = csrfToken(session.id);
    if (token.length !== expected.length || !timingSafeEqual(Buffer.from(token), Buffer.from(expected)))
      return logoutError(res, 403, 'invalid_request: csrf_token', read.request.lang);
    const out = b.choice === 'sign-out';
    if (out) {
      endRefresh((g) => g.sid === session.sid);
      opts.sessions.end(req, res);
    }
    logoutDone(res, read.request, out);
  });
  return router;
}
