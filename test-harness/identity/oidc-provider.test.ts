// @vitest-environment node
import express from 'express';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as oidc from 'openid-client';
import { CUSTOMER_AUTH_PATHS, OIDC_BASE_PATH, SEED_PASSWORD, SHOPIFY_AUTH_PATHS, startIdentity, type Identity } from './identity-stand-in';
import { promptLanguage } from './logout-prompt';
import { QUIET_CONTEXT } from './quiet-context';
import { hubIdToken as idTokenFor } from './hub-id-token.test-helpers';
import { trustingFetch } from './tls-fetch';

/**
 * The account backend's OpenID Connect front over the pool, the store's identity provider, driven by a certified
 * relying party library (openid-client) the way Shopify's customer accounts use it: discovery, the code flow with
 * PKCE, client_secret_basic, userinfo and RP-initiated logout; the silent sign-in its session gives; and our session
 * codes, which open that session for the shopper the hub has just signed in.
 */
const SESSION_COOKIE = 'vanity_oidc';
const STORE = 'http://127.0.0.1:1';
/** Shopify's accounts origin, where the provider's callback is (not the store's). */
const SHOPIFY = 'http://localhost:1';
const CALLBACK = `${SHOPIFY}${SHOPIFY_AUTH_PATHS.externalCallback}`;
const LOGGED_OUT = `${STORE}${CUSTOMER_AUTH_PATHS.loggedOut}`;
let identity: Identity;
let api: Server;
let apiOrigin = '';
let dataDir = '';
let browserFetch: ReturnType<typeof trustingFetch>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'oidc-'));
  identity = await startIdentity({
    apiOrigin: () => apiOrigin,
    storeOrigin: () => STORE,
    shopifyOrigin: () => SHOPIFY,
    host: '127.0.0.1',
    authPort: 0,
    dataDir,
  });
  const app = express();
  app.use(identity.router);
  api = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  browserFetch = trustingFetch(identity.hostedUi.certificate);
}, 60_000);
afterAll(async () => {
  await identity?.close();
  api?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every address the relying party library asked for, in order. */
const rpAsked: string[] = [];

/**
 * The relying party: discovery from the issuer, client_secret_basic. Non-repudiation checks on: openid-client then
 * verifies each ID token's signature with the provider's JWKS (by default it trusts one it got from the token
 * endpoint over TLS), so the JWKS is exercised by the library too.
 */
async function relyingParty(secret = identity.oidc.clientSecret) {
  const rpFetch = ((url: string, init: RequestInit) => {
    rpAsked.push(url);
    return browserFetch(url, init);
  }) as typeof browserFetch;
  const config = await oidc.discovery(new URL(identity.oidc.issuer), identity.oidc.clientId, secret, oidc.ClientSecretBasic(secret), {
    // The local issuer is http (a deployment's is https): openid-client refuses that unless told.
    execute: [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks],
    [oidc.customFetch]: rpFetch,
  });
  config[oidc.customFetch] = rpFetch as never;
  return config;
}

/** A browser at the front: its cookie jar (the front's session) and manual redirects. */
function browser() {
  let cookie = '';
  const go = async (url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) => {
    const res = await browserFetch(url, { ...init, headers: { ...(init.headers ?? {}), ...(cookie ? { cookie } : {}) } });
    const set = res.headers.get('set-cookie');
    const m = set ? new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(set) : null;
    if (m) cookie = m[1] ? `${SESSION_COOKIE}=${m[1]}` : '';
    return res;
  };
  return {
    go,
    hasSession: () => !!cookie,
    /** Follows the authorization request to the sign-in form, signs in there, and returns the callback address. */
    async signIn(authorizeUrl: URL, email: string, password: string) {
      const first = await go(authorizeUrl.href);
      expect(first.status).toBe(302);
      const loginPage = new URL(first.headers.get('location')!, apiOrigin);
      expect(loginPage.pathname).toBe(`${OIDC_BASE_PATH}/login`);
      const form = await go(loginPage.href);
      expect(await form.text()).toContain(`value="${email}"`);
      const body = new URLSearchParams({ ...Object.fromEntries(loginPage.searchParams), username: email, password });
      return go(`${apiOrigin}${OIDC_BASE_PATH}/login`, {
        method: 'POST',
        body: body.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    },
  };
}

const EMAIL = 'confirmed.shopper@aurelle.test';

async function start(config: oidc.Configuration, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: EMAIL,
    ...extra,
  });
  return { url, verifier, state, nonce };
}

describe('the account backend’s OpenID Connect front', () => {
  it('publishes discovery and JWKS under its issuer on the account backend’s origin, with every endpoint there', async () => {
    const config = await relyingParty();
    const meta = config.serverMetadata();
    const issuer = `${apiOrigin}${OIDC_BASE_PATH}`;
    expect(identity.oidc.issuer).toBe(issuer);
    expect(meta.issuer).toBe(issuer);
    expect(meta.authorization_endpoint).toBe(`${issuer}/authorize`);
    expect(meta.token_endpoint).toBe(`${issuer}/token`);
    expect(meta.userinfo_endpoint).toBe(`${issuer}/userinfo`);
    expect(meta.end_session_endpoint).toBe(`${issuer}/logout`);
    expect(identity.oidc.logoutUrl).toBe(`${issuer}/logout`);
    expect(meta.token_endpoint_auth_methods_supported).toContain('client_secret_basic');
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = await (await fetch(meta.jwks_uri!)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    // Its own key, not the pool's: its ID tokens are its own issuer's.
    const poolKey = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: { n: string } };
    expect(poolKey.jwk.n).toBeTruthy();
    expect(jwks.keys[0].n).not.toBe(poolKey.jwk.n);
  });

  it('signs in with the code flow, PKCE and client_secret_basic; the ID token names the verified email; userinfo agrees', async () => {
    const config = await relyingParty();
    const b = browser();
    const { url, verifier, state, nonce } = await start(config);
    const back = await b.signIn(url, EMAIL, SEED_PASSWORD);
    expect(back.status).toBe(302);
    const callback = new URL(back.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(CALLBACK);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ email: EMAIL, email_verified: true, given_name: 'Clara', aud: identity.oidc.clientId });
    // openid-client checked the ID token's signature with the key the provider's JWKS lists.
    expect(rpAsked).toContain(config.serverMetadata().jwks_uri);
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info).toMatchObject({ sub: claims.sub, email: EMAIL, email_verified: true });
    expect(b.hasSession()).toBe(true);
  });

  it('refuses a wrong client secret (the code stays), then spends a code once; a wrong PKCE verifier gets nothing', async () => {
    const config = await relyingParty();
    const { url, verifier, state, nonce } = await start(config);
    const back = new URL((await browser().signIn(url, EMAIL, SEED_PASSWORD)).headers.get('location')!);
    const wrongSecret = await relyingParty('not-the-secret');
    await expect(
      oidc.authorizationCodeGrant(wrongSecret, back, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce }),
    ).rejects.toMatchObject({
      status: 401,
    });
    const checks = { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce };
    await expect(oidc.authorizationCodeGrant(config, back, checks)).resolves.toBeTruthy();
    await expect(oidc.authorizationCodeGrant(config, back, checks)).rejects.toMatchObject({ error: 'invalid_grant' });
    const other = await start(config);
    const otherBack = new URL((await browser().signIn(other.url, EMAIL, SEED_PASSWORD)).headers.get('location')!);
    await expect(
      oidc.authorizationCodeGrant(config, otherBack, {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: other.state,
        expectedNonce: other.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('answers at once while its session lasts (no second password), and prompt=none says login_required without one', async () => {
    const config = await relyingParty();
    const b = browser();
    const first = await start(config);
    await b.signIn(first.url, EMAIL, SEED_PASSWORD);
    const again = await start(config);
    const silent = await b.go(again.url.href);
    expect(silent.status).toBe(302);
    const code = new URL(silent.headers.get('location')!);
    expect(code.searchParams.get('code')).toBeTruthy();
    await expect(
      oidc.authorizationCodeGrant(config, code, {
        pkceCodeVerifier: again.verifier,
        expectedState: again.state,
        expectedNonce: again.nonce,
      }),
    ).resolves.toBeTruthy();
    // Another person's hint asks for their sign-in.
    const other = await start(config, { login_hint: 'influencer@aurelle.test' });
    expect(new URL((await b.go(other.url.href)).headers.get('location')!, apiOrigin).pathname).toBe(`${OIDC_BASE_PATH}/login`);
    const fresh = await start(config, { prompt: 'none' });
    const refused = new URL((await browser().go(fresh.url.href)).headers.get('location')!);
    expect(refused.searchParams.get('error')).toBe('login_required');
    expect(refused.searchParams.get('state')).toBe(fresh.state);
  });

  it('keeps a wrong password, an unconfirmed or disabled account on its sign-in page', async () => {
    const config = await relyingParty();
    for (const [email, password] of [
      [EMAIL, 'Wrong!Password1'],
      ['unconfirmed.shopper@aurelle.test', SEED_PASSWORD],
      ['disabled.shopper@aurelle.test', SEED_PASSWORD],
    ] as const) {
      const { url } = await start(config, { login_hint: email });
      const res = await browser().signIn(url, email, password);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('Incorrect username or password.');
    }
  });

  /** A shopper signed in on the front's own page, and the ID token the store got for them. */
  async function signedInAtFront(email = EMAIL) {
    const config = await relyingParty();
    const b = browser();
    const { url, verifier, state, nonce } = await start(config, { login_hint: email });
    const back = new URL((await b.signIn(url, email, SEED_PASSWORD)).headers.get('location')!);
    const tokens = await oidc.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    expect(b.hasSession()).toBe(true);
    return { config, b, idToken: tokens.id_token!, tokens };
  }
  /** The prompt's form fields, as the browser would post them. */
  const promptForm = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]),
    );
  const answer = (b: ReturnType<typeof browser>, fields: Record<string, string>, origin = apiOrigin) =>
    b.go(`${apiOrigin}${OIDC_BASE_PATH}/logout/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields).toString(),
    });
  const asksPassword = async (b: ReturnType<typeof browser>, config: oidc.Configuration) =>
    new URL((await b.go((await start(config, { prompt: 'none' })).url.href)).headers.get('location')!).searchParams.get('error') ===
    'login_required';

  it('ends its session at once for an ID token of its own naming the session’s person (RP-initiated logout), only back to a listed address', async () => {
    const { config, b, idToken } = await signedInAtFront();
    const elsewhere = oidc.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: 'https://evil.example/' });
    expect((await b.go(elsewhere.href)).status).toBe(400);
    // A token it did not sign is no hint: an error page, no redirect.
    const [head, body] = idToken.split('.');
    const forged = oidc.buildEndSessionUrl(config, { id_token_hint: `${head}.${body}.AAAA`, post_logout_redirect_uri: LOGGED_OUT });
    const refused = await b.go(forged.href);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
    expect(b.hasSession()).toBe(true);
    const logout = oidc.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: LOGGED_OUT, state: 'bye' });
    // openid-client sends the client's id with the hint; they agree.
    expect(logout.searchParams.get('client_id')).toBe(identity.oidc.clientId);
    const out = await b.go(logout.href);
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(`${LOGGED_OUT}?state=bye`);
    expect(b.hasSession()).toBe(false);
    expect(await asksPassword(b, config)).toBe(true);
    // Its session already gone (the hub's sign-out ended it first), the same request goes straight back.
    const again = await b.go(logout.href);
    expect(again.headers.get('location')).toBe(`${LOGGED_OUT}?state=bye`);
  });

  it('asks the shopper when it cannot tell the client asked (only client_id, as any site can send): the GET ends nothing', async () => {
    const { config, b } = await signedInAtFront();
    for (const request of [
      oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: LOGGED_OUT, state: 'bye' }),
      oidc.buildEndSessionUrl(config),
    ]) {
      expect(request.searchParams.has('id_token_hint')).toBe(false);
      const res = await b.go(request.href, { headers: { referer: 'https://elsewhere.example/' } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<h1>Sign out?</h1>');
      expect(html).toContain(`action="${OIDC_BASE_PATH}/logout/confirm"`);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(b.hasSession()).toBe(true);
    }
    // The RP's form POST variant, without a hint, asks the same.
    const posted = await b.go(`${apiOrigin}${OIDC_BASE_PATH}/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
      body: new URLSearchParams({ client_id: identity.oidc.clientId }).toString(),
    });
    expect(await posted.text()).toContain('<h1>Sign out?</h1>');
    expect(b.hasSession()).toBe(true);
    expect(await asksPassword(b, config)).toBe(false);
  });

  it('ends the session its hint’s sid names from a form that carries no cookie (the store’s site), and a hint for an ended session ends nothing', async () => {
    const { config, b, idToken } = await signedInAtFront();
    const sid = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sid as string;
    expect(sid).toMatch(/^[\w-]{16,}$/);
    const logoutForm = (hint: string) =>
      new URLSearchParams({ id_token_hint: hint, client_id: identity.oidc.clientId, post_logout_redirect_uri: LOGGED_OUT, state: 'bye' });
    // The store's page posts the hint in the body; its request carries no cookie of the front's (SameSite=Lax).
    const out = await browserFetch(`${apiOrigin}${OIDC_BASE_PATH}/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: STORE },
      body: logoutForm(idToken).toString(),
    });
    expect(out.headers.get('location')).toBe(`${LOGGED_OUT}?state=bye`);
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    // Ended on the front's side too: the browser's old cookie, were it kept, opens nothing.
    expect(await asksPassword(b, config)).toBe(true);
    // Someone's next session: the old hint (its session ended) ends nothing, and the front asks.
    const again = await signedInAtFront();
    const res = await again.b.go(`${apiOrigin}${OIDC_BASE_PATH}/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: STORE },
      body: logoutForm(idToken).toString(),
    });
    expect(await res.text()).toContain('<h1>Sign out?</h1>');
    expect(again.b.hasSession()).toBe(true);
    expect(await asksPassword(again.b, again.config)).toBe(false);
  });

  it('asks too when the hint names another person than the session’s', async () => {
    const { config, b } = await signedInAtFront();
    const { idToken: someoneElse } = await signedInAtFront('influencer@aurelle.test');
    const res = await b.go(oidc.buildEndSessionUrl(config, { id_token_hint: someoneElse, post_logout_redirect_uri: LOGGED_OUT }).href);
    expect(await res.text()).toContain('<h1>Sign out?</h1>');
    expect(b.hasSession()).toBe(true);
  });

  it('the prompt signs out only by its own form with the session’s token; "Stay signed in" keeps the session; both go back to the listed address', async () => {
    const { config, b } = await signedInAtFront();
    const html = await (await b.go(oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: LOGGED_OUT, state: 'bye' }).href)).text();
    const fields = promptForm(html);
    expect(fields).toMatchObject({ client_id: identity.oidc.clientId, post_logout_redirect_uri: LOGGED_OUT, state: 'bye' });
    expect(fields.csrf_token).toMatch(/^[\w-]{40,}$/);
    // Another site's post, a post without the token, or with another session's, ends nothing.
    expect((await answer(b, { ...fields, choice: 'sign-out' }, 'https://elsewhere.example')).status).toBe(403);
    expect((await answer(b, { ...fields, csrf_token: '', choice: 'sign-out' })).status).toBe(403);
    const other = await signedInAtFront('influencer@aurelle.test');
    const othersToken = promptForm(await (await other.b.go(oidc.buildEndSessionUrl(config).href)).text()).csrf_token!;
    expect(othersToken).not.toBe(fields.csrf_token);
    expect((await answer(b, { ...fields, csrf_token: othersToken, choice: 'sign-out' })).status).toBe(403);
    // The form's address is checked again: an unlisted one is refused.
    expect((await answer(b, { ...fields, post_logout_redirect_uri: 'https://evil.example/', choice: 'sign-out' })).status).toBe(400);
    expect(b.hasSession()).toBe(true);
    const stay = await answer(b, { ...fields, choice: 'stay' });
    expect(stay.headers.get('location')).toBe(`${LOGGED_OUT}?state=bye`);
    expect(b.hasSession()).toBe(true);
    const out = await answer(b, { ...fields, choice: 'sign-out' });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(`${LOGGED_OUT}?state=bye`);
    expect(b.hasSession()).toBe(false);
    expect(await asksPassword(b, config)).toBe(true);
    // Without an address to go back to, the page says what happened.
    const page = await signedInAtFront();
    const form = promptForm(await (await page.b.go(oidc.buildEndSessionUrl(config).href)).text());
    expect(await (await answer(page.b, { ...form, choice: 'stay' })).text()).toContain('You are still signed in.');
    expect(await (await answer(page.b, { ...form, choice: 'sign-out' })).text()).toContain('You have signed out.');
  });

  it('asks in the shopper’s language: ui_locales first, then the browser’s, else English', async () => {
    const { config, b } = await signedInAtFront();
    const fr = await (await b.go(oidc.buildEndSessionUrl(config, { ui_locales: 'fr-CA en' }).href)).text();
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('<h1>Se déconnecter ?</h1>');
    expect(fr).toContain('>Rester connecté</button>');
    const browserFr = await (
      await b.go(oidc.buildEndSessionUrl(config).href, { headers: { 'accept-language': 'de;q=0.9, fr-FR;q=0.8' } })
    ).text();
    expect(browserFr).toContain('<h1>Se déconnecter ?</h1>');
    // The answer keeps the language.
    expect(await (await answer(b, { ...promptForm(fr), choice: 'stay' })).text()).toContain('Vous êtes toujours connecté.');
    expect(promptLanguage('de en', 'fr')).toBe('en');
    expect(promptLanguage(undefined, 'de, fr;q=0.5')).toBe('fr');
    expect(promptLanguage(undefined, 'fr;q=0, en;q=0.1')).toBe('en');
    expect(promptLanguage('', undefined)).toBe('en');
  });

  const hubIdToken = (email = EMAIL) => idTokenFor(apiOrigin, identity.clientId, email);

  /** Our session codes: the hub's ID token for one, then the store's page posts it to the front. */
  const sessionCode = (idToken: string, redirectUri: string) =>
    fetch(`${apiOrigin}${OIDC_BASE_PATH}/session-codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ redirectUri }),
    });
  const postSession = (b: ReturnType<typeof browser>, origin: string, fields: Record<string, string>) =>
    b.go(`${apiOrigin}${OIDC_BASE_PATH}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields).toString(),
    });

  it("opens its session with a one-time code minted for the hub's ID token, from the store's page only, on to the store's single sign-on only; the store's sign-on then asks nothing", async () => {
    const next = `${STORE}${CUSTOMER_AUTH_PATHS.login}?login_hint=${encodeURIComponent(EMAIL)}&return_to=%2Fcart`;
    const idToken = await hubIdToken();
    const mint = async () => {
      const res = await sessionCode(idToken, next);
      expect(res.status).toBe(200);
      return ((await res.json()) as { sessionCode: string }).sessionCode;
    };
    // Another site's post of a good code opens nothing (login CSRF), and spends nothing.
    const code = await mint();
    const evil = browser();
    expect((await postSession(evil, 'https://evil.example', { session_code: code, redirect_uri: next })).status).toBe(403);
    expect(evil.hasSession()).toBe(false);
    const b = browser();
    const ok = await postSession(b, STORE, { session_code: code, redirect_uri: next });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(next);
    expect(ok.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=`);
    expect(ok.headers.get('set-cookie')).toContain(`Path=${OIDC_BASE_PATH}`);
    expect(ok.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(b.hasSession()).toBe(true);
    // The store's authorization request a moment later is answered at once.
    const config = await relyingParty();
    const silent = await start(config);
    expect(new URL((await b.go(silent.url.href)).headers.get('location')!).searchParams.get('code')).toBeTruthy();
    // Spent: the same code again opens nothing and goes on to the store, whose sign-on then finds the front asking.
    const replay = browser();
    const again = await postSession(replay, STORE, { session_code: code, redirect_uri: next });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(next);
    expect(replay.hasSession()).toBe(false);
    // A code goes only where it was minted for: a redirect_uri in the form does not move it.
    const bound = browser();
    const moved = await postSession(bound, STORE, { session_code: await mint(), redirect_uri: `${STORE}/pages/elsewhere` });
    expect(moved.headers.get('location')).toBe(next);
    // Nothing but the store's single sign-on: a code is not minted for elsewhere, nor a form sent on there.
    for (const elsewhere of [`${STORE}/pages/elsewhere`, `https://evil.example${CUSTOMER_AUTH_PATHS.login}`, 'not a url']) {
      const refused = await sessionCode(idToken, elsewhere);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ errorCode: 'INVALID_REDIRECT' });
      expect((await postSession(browser(), STORE, { session_code: 'x', redirect_uri: elsewhere })).status).toBe(400);
    }
  });

  it('a session a code opened answers one authorization request, with the hub’s sign-in time; the next (a sign-on that failed after it, or the store’s session gone) asks for the password', async () => {
    const next = `${STORE}${CUSTOMER_AUTH_PATHS.login}?login_hint=${encodeURIComponent(EMAIL)}&return_to=%2F`;
    const idToken = await hubIdToken();
    const signedInAt = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).auth_time as number;
    expect(typeof signedInAt).toBe('number');
    // The hub's sign-in is older than the hand-off (a kept session): the store's ID token says when it happened.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 20 * 60_000 });
    try {
      const { sessionCode: code, handOff } = (await (await sessionCode(idToken, next)).json()) as { sessionCode: string; handOff: string };
      const asked = (token: string | null) =>
        fetch(`${apiOrigin}${OIDC_BASE_PATH}/hand-offs/${handOff}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
      expect(await (await asked(idToken)).json()).toEqual({ signedOn: false });
      const b = browser();
      const opened = await postSession(b, STORE, { session_code: code, redirect_uri: next });
      const cookie = /vanity_oidc=[^;]+/.exec(opened.headers.get('set-cookie') ?? '')![0];
      const config = await relyingParty();
      const first = await start(config);
      const back = new URL((await b.go(first.url.href)).headers.get('location')!);
      expect(back.searchParams.get('code')).toBeTruthy();
      // Its answer ended it (the cookie goes too).
      expect(b.hasSession()).toBe(false);
      const tokens = await oidc.authorizationCodeGrant(config, back, {
        pkceCodeVerifier: first.verifier,
        expectedState: first.state,
        expectedNonce: first.nonce,
      });
      expect(tokens.claims()!.auth_time).toBe(signedInAt);
      // The hub may ask how its hand-off ended (the same shopper only): the store's sign-on got its tokens.
      expect(await (await asked(idToken)).json()).toEqual({ signedOn: true });
      expect((await asked(await hubIdToken('influencer@aurelle.test'))).status).toBe(404);
      expect((await asked(null)).status).toBe(401);
      // A browser that still sends that cookie (the sign-on failed after the answer, or the store's session ended
      // since) is not answered: the next person is asked to sign in, with or without a hint.
      for (const extra of [{}, { login_hint: '' }] as Record<string, string>[]) {
        const request = await start(config, extra);
        const asked = await browserFetch(request.url.href, { headers: { cookie } });
        expect(new URL(asked.headers.get('location')!, apiOrigin).pathname).toBe(`${OIDC_BASE_PATH}/login`);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends its session when the hub signs out (a form from the store’s page only), then goes on to the store’s logout only', async () => {
    const next = `${STORE}${CUSTOMER_AUTH_PATHS.login}?login_hint=${encodeURIComponent(EMAIL)}&return_to=%2F`;
    const logout = `${STORE}/account/logout?return_url=%2Fcart`;
    const end = (b: ReturnType<typeof browser>, origin: string, redirect: string) =>
      b.go(`${apiOrigin}${OIDC_BASE_PATH}/session/end`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({ redirect_uri: redirect }).toString(),
      });
    // The store's sign-on never reached the front (it failed before): the session waits, unanswered.
    const b = browser();
    const code = ((await (await sessionCode(await hubIdToken(), next)).json()) as { sessionCode: string }).sessionCode;
    await postSession(b, STORE, { session_code: code, redirect_uri: next });
    expect(b.hasSession()).toBe(true);
    expect((await end(b, 'https://evil.example', logout)).status).toBe(403);
    for (const elsewhere of ['https://evil.example/account/logout', 'not a url']) expect((await end(b, STORE, elsewhere)).status).toBe(400);
    expect(b.hasSession()).toBe(true);
    const out = await end(b, STORE, logout);
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe(logout);
    expect(b.hasSession()).toBe(false);
    const config = await relyingParty();
    const asked = await b.go((await start(config)).url.href);
    expect(new URL(asked.headers.get('location')!, apiOrigin).pathname).toBe(`${OIDC_BASE_PATH}/login`);
  });

  it('clears its cookie in the answer to a sign-out form that carries none (the store on another site: a Lax cookie does not ride on a cross-site post), with the attributes it was set with', async () => {
    const next = `${STORE}${CUSTOMER_AUTH_PATHS.login}?login_hint=${encodeURIComponent(EMAIL)}&return_to=%2F`;
    const logout = `${STORE}/account/logout`;
    const attributes = (setCookie: string | null) => {
      const [pair, ...rest] = (setCookie ?? '').split(/;\s*/);
      const attrs = Object.fromEntries(rest.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=')[1] ?? true]));
      return { pair: pair!, attrs };
    };
    const code = ((await (await sessionCode(await hubIdToken(), next)).json()) as { sessionCode: string }).sessionCode;
    const opened = attributes((await postSession(browser(), STORE, { session_code: code, redirect_uri: next })).headers.get('set-cookie'));
    expect(opened.pair).toMatch(new RegExp(`^${SESSION_COOKIE}=.+`));
    // The store's page posts the form; the browser sends no cookie of the front's with it.
    const out = await browserFetch(`${apiOrigin}${OIDC_BASE_PATH}/session/end`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: STORE },
      body: new URLSearchParams({ redirect_uri: logout }).toString(),
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe(logout);
    // The answer to a top-level navigation may set (so clear) a cookie of any SameSite (RFC 6265bis §5.7): the
    // browser drops the session's cookie, which it replaces only under the same name and path.
    const cleared = attributes(out.headers.get('set-cookie'));
    expect(cleared.pair).toBe(`${SESSION_COOKIE}=`);
    expect(new Date(String(cleared.attrs.expires)).getTime()).toBeLessThan(Date.now());
    expect(cleared.attrs.path).toBe(opened.attrs.path);
    expect(cleared.attrs.samesite).toBe(opened.attrs.samesite);
    expect(cleared.attrs.httponly).toBe(true);
  });

  it('mints a session code only for a live ID token of the hub’s, under the account backend’s sign-on rules (spec 2 §8 codes)', async () => {
    const next = `${STORE}${CUSTOMER_AUTH_PATHS.login}?return_to=%2F`;
    const idToken = await hubIdToken();
    const [head, body, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, email: 'someone.else@aurelle.test' })).toString('base64url')}.${signature}`;
    const providerToken = await (async () => {
      const config = await relyingParty();
      const { url, verifier, state, nonce } = await start(config);
      const back = new URL((await browser().signIn(url, EMAIL, SEED_PASSWORD)).headers.get('location')!);
      return (await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce }))
        .id_token!;
    })();
    for (const bad of [forged, providerToken, 'not-a-token']) {
      const res = await sessionCode(bad, next);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    }
    // The store account of this email signs in with Google: as Multipass answers.
    const dup = await sessionCode(await hubIdToken('dup.shopper@aurelle.test'), next);
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ errorCode: 'DUPLICATE_EMAIL' });
    // An account disabled after its token was issued.
    const token = await hubIdToken('moderator@aurelle.test');
    const pool = await identity.local.services.cognito.getUserPool(QUIET_CONTEXT, identity.poolId);
    const user = await pool.getUserByUsername(QUIET_CONTEXT, 'moderator@aurelle.test');
    await pool.saveUser(QUIET_CONTEXT, { ...user!, Enabled: false });
    try {
      const disabled = await sessionCode(token, next);
      expect(disabled.status).toBe(403);
      expect(await disabled.json()).toMatchObject({ errorCode: 'DISABLED_ACCOUNT' });
    } finally {
      await pool.saveUser(QUIET_CONTEXT, { ...user!, Enabled: true });
    }
  });

  it('takes a retry from its own sign-in page after a wrong password, and no sign-in posted from another site', async () => {
    const config = await relyingParty();
    const { url } = await start(config);
    const b = browser();
    const loginPage = new URL((await b.go(url.href)).headers.get('location')!, apiOrigin);
    const post = (fields: Record<string, string>, origin: string) =>
      b.go(`${apiOrigin}${OIDC_BASE_PATH}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams(fields).toString(),
      });
    const wrong = await post({ ...Object.fromEntries(loginPage.searchParams), username: EMAIL, password: 'Wrong!Password1' }, apiOrigin);
    expect(wrong.status).toBe(400);
    // The page's own form, as the browser posts it again.
    const html = await wrong.text();
    const hidden = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]),
    );
    expect(html).toContain(`action="${OIDC_BASE_PATH}/login"`);
    expect((await post({ ...hidden, username: EMAIL, password: SEED_PASSWORD }, 'https://evil.example')).status).toBe(403);
    const retry = await post({ ...hidden, username: EMAIL, password: SEED_PASSWORD }, apiOrigin);
    expect(retry.status).toBe(302);
    expect(new URL(retry.headers.get('location')!).searchParams.get('code')).toBeTruthy();
  });

  it('requires PKCE (S256): an authorization request without a challenge goes back refused, a code is spent only with its verifier', async () => {
    const config = await relyingParty();
    for (const extra of [{}, { code_challenge: 'abc', code_challenge_method: 'plain' }]) {
      const url = new URL(config.serverMetadata().authorization_endpoint!);
      for (const [k, v] of Object.entries({
        client_id: identity.oidc.clientId,
        redirect_uri: CALLBACK,
        response_type: 'code',
        scope: 'openid email',
        state: 'st',
        ...extra,
      }))
        url.searchParams.set(k, v);
      const back = new URL((await browser().go(url.href)).headers.get('location')!);
      expect(back.origin + back.pathname).toBe(CALLBACK);
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.get('state')).toBe('st');
    }
    const { url } = await start(config);
    const back = new URL((await browser().signIn(url, EMAIL, SEED_PASSWORD)).headers.get('location')!);
    const secret = identity.oidc.clientSecret;
    const res = await browserFetch(`${apiOrigin}${OIDC_BASE_PATH}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${identity.oidc.clientId}:${secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: CALLBACK,
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_grant' });
  });

  it('refreshes with client_secret_basic (RFC 6749 §6, in Shopify’s list for the token endpoint): the same person, sign-in time and session; each refresh token once, and one used again ends its sign-on’s live token too', async () => {
    const { config, tokens } = await signedInAtFront();
    expect(config.serverMetadata().grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
    const first = tokens.claims()!;
    expect(tokens.refresh_token).toMatch(/^[\w-]{40,}$/);
    // A wrong secret gets nothing and spends nothing.
    await expect(oidc.refreshTokenGrant(await relyingParty('not-the-secret'), tokens.refresh_token!)).rejects.toMatchObject({
      status: 401,
    });
    const next = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    // openid-client checks OpenID Connect Core §12.2 itself (iss, sub, aud); the rest is the original sign-on's.
    expect(next.claims()).toMatchObject({ sub: first.sub, auth_time: first.auth_time, sid: first.sid, email: EMAIL, email_verified: true });
    expect(next.claims()!.nonce).toBeUndefined();
    expect(await oidc.fetchUserInfo(config, next.access_token, first.sub)).toMatchObject({ email: EMAIL });
    // Less scope may be asked for (the next refresh token keeps the sign-on's), never more.
    const narrower = await oidc.refreshTokenGrant(config, next.refresh_token!, { scope: 'openid email' });
    expect(narrower.claims()!.given_name).toBeUndefined();
    await expect(oidc.refreshTokenGrant(config, narrower.refresh_token!, { scope: 'openid email profile address' })).rejects.toMatchObject({
      error: 'invalid_scope',
    });
    expect((await oidc.refreshTokenGrant(config, narrower.refresh_token!)).claims()!.given_name).toBe('Clara');
    // The first token again (a copy someone kept): refused, and the sign-on's live token ends with it.
    const live = await signedInAtFront();
    const rotated = await oidc.refreshTokenGrant(live.config, live.tokens.refresh_token!);
    await expect(oidc.refreshTokenGrant(config, live.tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(oidc.refreshTokenGrant(config, rotated.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('ends a sign-on’s refresh tokens with its RP-initiated logout, even after a hand-off’s one-answer session has ended; another sign-on’s stay', async () => {
    const next = `${STORE}${CUSTOMER_AUTH_PATHS.login}?login_hint=${encodeURIComponent(EMAIL)}&return_to=%2F`;
    const { sessionCode: code } = (await (await sessionCode(await hubIdToken(), next)).json()) as { sessionCode: string };
    const b = browser();
    await postSession(b, STORE, { session_code: code, redirect_uri: next });
    const config = await relyingParty();
    const request = await start(config);
    const back = new URL((await b.go(request.url.href)).headers.get('location')!);
    expect(b.hasSession()).toBe(false);
    const handedOff = await oidc.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    });
    const other = await signedInAtFront();
    const refreshed = await oidc.refreshTokenGrant(config, handedOff.refresh_token!);
    // The store's logout: a form from its site (no cookie of the front's) with the ID token it signed in with.
    const out = await browserFetch(`${apiOrigin}${OIDC_BASE_PATH}/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: STORE },
      body: new URLSearchParams({
        id_token_hint: handedOff.id_token!,
        client_id: identity.oidc.clientId,
        post_logout_redirect_uri: LOGGED_OUT,
      }).toString(),
    });
    expect(out.headers.get('location')).toBe(LOGGED_OUT);
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(oidc.refreshTokenGrant(config, other.tokens.refresh_token!)).resolves.toBeTruthy();
  });

  it('refreshes a sign-on for 30 days from the sign-on at most, however often its token is rotated', async () => {
    const { config, tokens } = await signedInAtFront();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 29 * 24 * 3_600_000 });
    try {
      const rotated = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
      vi.setSystemTime(Date.now() + 2 * 24 * 3_600_000);
      await expect(oidc.refreshTokenGrant(config, rotated.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the refresh tokens of the sign-ons its session answered when the shopper signs out at its prompt', async () => {
    const { b, tokens, config } = await signedInAtFront();
    const prompt = await b.go(oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: LOGGED_OUT }).href);
    const out = await answer(b, { ...promptForm(await prompt.text()), choice: 'sign-out' });
    expect(out.headers.get('location')).toBe(LOGGED_OUT);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('answers a client_secret_basic header with a malformed escape as invalid_client (401), not a server error', async () => {
    const res = await browserFetch(`${apiOrigin}${OIDC_BASE_PATH}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${identity.oidc.clientId}:%E0%A4%A`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x', redirect_uri: CALLBACK }).toString(),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'invalid_client' });
  });

  it('verifies the email of an account made by sign-up once its code is confirmed', async () => {
    const email = 'new.oidc@aurelle.test';
    const call = (target: string, body: unknown) =>
      fetch(`${apiOrigin}/cognito`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
        body: JSON.stringify(body),
      }).then(async (r) => ({ ok: r.ok, json: await r.json() }));
    await call('SignUp', {
      ClientId: identity.clientId,
      Username: email,
      Password: SEED_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
      ClientMetadata: { language: 'en', domain: 'aurelle-beauty.myshopify.com', destinationPath: '/' },
    });
    const code = identity.local.codes.filter((c) => c.email === email).at(-1)!.code;
    expect((await call('ConfirmSignUp', { ClientId: identity.clientId, Username: email, ConfirmationCode: code })).ok).toBe(true);
    const config = await relyingParty();
    const { url, verifier, state, nonce } = await start(config, { login_hint: email });
    const back = new URL((await browser().signIn(url, email, SEED_PASSWORD)).headers.get('location')!);
    const tokens = await oidc.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    expect(tokens.claims()).toMatchObject({ email, email_verified: true });
  });
});
