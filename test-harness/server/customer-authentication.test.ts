// @vitest-environment node
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CUSTOMER_AUTH_PATHS,
  OIDC_BASE_PATH,
  SEED_PASSWORD,
  SHOPIFY_AUTH_PATHS,
  startIdentity,
  type Identity,
} from '../identity/identity-stand-in';
import { liquidCustomer, signOutOfStore } from '../identity/store-accounts';
import { hubIdToken as idTokenFor } from '../identity/hub-id-token.test-helpers';
import { trustingFetch } from '../identity/tls-fetch';
import { customerAuthentication, PROVIDER_STATE_COOKIE, STATE_COOKIE } from './customer-authentication';

/**
 * The local store and Shopify's accounts origin as the relying party (the `sso` account mode) of the account backend's
 * OpenID Connect front: single sign-on entered at the storefront's /customer_authentication/login, the provider's
 * callback on Shopify's origin (not the store's), each origin's checks, and logout through the front.
 */
const FRONT_COOKIE = 'vanity_oidc';
let identity: Identity;
let api: Server;
let store: Server;
let shopify: Server;
let apiOrigin = '';
let storeOrigin = '';
let shopifyOrigin = '';
let dataDir = '';
const listen = (app: express.Express) =>
  new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rp-'));
  const storeApp = express();
  store = await listen(storeApp);
  storeOrigin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
  const shopifyApp = express();
  shopify = await listen(shopifyApp);
  shopifyOrigin = `http://127.0.0.1:${(shopify.address() as AddressInfo).port}`;
  identity = await startIdentity({
    apiOrigin: () => apiOrigin,
    storeOrigin: () => storeOrigin,
    shopifyOrigin: () => shopifyOrigin,
    host: '127.0.0.1',
    authPort: 0,
    dataDir,
  });
  const apiApp = express();
  apiApp.use(identity.router);
  api = await listen(apiApp);
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const auth = customerAuthentication({
    connection: () => identity.oidc,
    certificate: () => identity.hostedUi.certificate,
    storeOrigin: () => storeOrigin,
    shopifyOrigin: () => shopifyOrigin,
    problem: async (_req, res, message) => void res.status(400).send(message),
  });
  storeApp.use(auth.router);
  shopifyApp.use(auth.shopifyRouter);
  storeApp.get('/whoami', (req, res) => res.json(liquidCustomer(req)));
  // As the store's /account/logout: its session ends, then the provider's, with the ID token it signed in with.
  storeApp.get('/logout', async (req, res) => {
    const { idToken } = signOutOfStore(req, res);
    if (idToken) await auth.providerLogout(res, '/bye', req.query.hint === 'none' ? null : idToken);
    else res.redirect(302, '/bye');
  });
}, 60_000);
afterAll(async () => {
  await identity?.close();
  api?.close();
  store?.close();
  shopify?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser: one cookie jar for both origins' cookies (by name), manual redirects. */
function browser() {
  const jar = new Map<string, string>();
  const http = trustingFetch(identity.hostedUi.certificate);
  /** `crossSite`: the cookies a cross-site post leaves out (SameSite=Lax ones: here, the front's). */
  const go = async (
    url: string,
    { crossSite = [], ...init }: { method?: string; body?: string; headers?: Record<string, string>; crossSite?: string[] } = {},
  ) => {
    const cookie = [...jar]
      .filter(([k]) => !crossSite.includes(k))
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const res = await http(url, { ...init, headers: { ...(init.headers ?? {}), ...(cookie ? { cookie } : {}) } });
    for (const line of res.headers.getSetCookie?.() ?? []) {
      const m = /^([^=]+)=([^;]*)/.exec(line);
      if (m?.[2]) jar.set(m[1]!, m[2]);
      else if (m) jar.delete(m[1]!);
    }
    return res;
  };
  /** Follows redirects; the last response and every address passed. */
  const follow = async (url: string, init?: Parameters<typeof go>[1]) => {
    const seen: string[] = [url];
    let res = await go(url, init);
    while (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, seen.at(-1)).href;
      seen.push(next);
      res = await go(next);
    }
    return { res, seen };
  };
  return { go, follow, jar };
}

const EMAIL = 'confirmed.shopper@aurelle.test';
const hubIdToken = () => idTokenFor(apiOrigin, identity.clientId, EMAIL);
const ssoUrl = (returnTo: string) =>
  `${storeOrigin}${CUSTOMER_AUTH_PATHS.login}?login_hint=${encodeURIComponent(EMAIL)}&return_to=${encodeURIComponent(returnTo)}`;

describe('the store as the relying party', () => {
  it("with the front's session opened by the hub's session code, signs the customer in and goes to return_to, with no sign-in page on the way", async () => {
    const b = browser();
    const minted = await fetch(`${apiOrigin}${OIDC_BASE_PATH}/session-codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await hubIdToken()}` },
      body: JSON.stringify({ redirectUri: ssoUrl('/cart') }),
    });
    const { sessionCode } = (await minted.json()) as { sessionCode: string };
    const signedIn = await b.go(`${apiOrigin}${OIDC_BASE_PATH}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storeOrigin },
      body: new URLSearchParams({ session_code: sessionCode, redirect_uri: ssoUrl('/cart') }).toString(),
    });
    expect(signedIn.status).toBe(303);
    const { res, seen } = await b.follow(new URL(signedIn.headers.get('location')!).href);
    expect(new URL(seen.at(-1)!).pathname).toBe('/cart');
    expect(seen.some((u) => new URL(u).pathname === `${OIDC_BASE_PATH}/login`)).toBe(false);
    // The provider answered Shopify's callback, on Shopify's origin, which handed the storefront its grant.
    const callback = new URL(seen.find((u) => new URL(u).pathname === SHOPIFY_AUTH_PATHS.externalCallback)!);
    expect(callback.origin).toBe(shopifyOrigin);
    expect(callback.origin).not.toBe(storeOrigin);
    expect(new URL(seen.at(-2)!).origin + new URL(seen.at(-2)!).pathname).toBe(`${storeOrigin}${CUSTOMER_AUTH_PATHS.callback}`);
    expect(res.status).toBe(404); // the bare test store has no /cart page: the address is what counts
    expect(await (await b.go(`${storeOrigin}/whoami`)).json()).toMatchObject({ email: EMAIL, first_name: 'Clara' });
  });

  it('without one, the provider asks; return_to off the shop goes home', async () => {
    const b = browser();
    const { res, seen } = await b.follow(ssoUrl('https://evil.example/'));
    expect(new URL(seen.at(-1)!).pathname).toBe(`${OIDC_BASE_PATH}/login`);
    expect(await res.text()).toContain(`value="${EMAIL}"`);
    const form = new URL(seen.at(-1)!);
    const { seen: after } = await b.follow(`${apiOrigin}${OIDC_BASE_PATH}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(form.searchParams), username: EMAIL, password: SEED_PASSWORD }).toString(),
    });
    expect(new URL(after.at(-1)!).href).toBe(`${storeOrigin}/`);
  });

  it('refuses a callback it did not start (unknown state), and one the provider refused', async () => {
    const b = browser();
    const forged = await b.go(`${storeOrigin}${CUSTOMER_AUTH_PATHS.callback}?code=abc&state=not-ours`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('expired');
    const start = await b.go(ssoUrl('/'));
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const refused = await b.go(`${storeOrigin}${CUSTOMER_AUTH_PATHS.callback}?error=access_denied&state=${state}`);
    expect(refused.status).toBe(400);
    expect(await (await b.go(`${storeOrigin}/whoami`)).json()).toBeNull();
  });

  it("takes each callback only in the browser that started the sign-in (each origin's state cookie), once", async () => {
    // Someone starts a sign-in in their own browser and signs in at the provider, then hands the callback to another.
    const theirs = browser();
    const { seen } = await theirs.follow(ssoUrl('/'));
    const form = new URL(seen.at(-1)!);
    const callback = await theirs.go(`${apiOrigin}${OIDC_BASE_PATH}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(form.searchParams), username: EMAIL, password: SEED_PASSWORD }).toString(),
    });
    const callbackUrl = callback.headers.get('location')!;
    expect(new URL(callbackUrl).origin + new URL(callbackUrl).pathname).toBe(`${shopifyOrigin}${SHOPIFY_AUTH_PATHS.externalCallback}`);
    const victim = browser();
    const refused = await victim.follow(callbackUrl);
    expect(refused.res.status).toBe(400);
    expect(await (await victim.go(`${storeOrigin}/whoami`)).json()).toBeNull();
    // The browser that started it: Shopify's callback spends its state (the cookie goes) and grants the storefront.
    const granted = await theirs.go(callbackUrl);
    expect(granted.status).toBe(302);
    expect(granted.headers.getSetCookie().some((c) => c.startsWith(`${PROVIDER_STATE_COOKIE}=;`) && /HttpOnly/i.test(c))).toBe(true);
    const toStore = granted.headers.get('location')!;
    expect(new URL(toStore).origin + new URL(toStore).pathname).toBe(`${storeOrigin}${CUSTOMER_AUTH_PATHS.callback}`);
    // The grant, handed to another browser, signs no one in there (and stays for the one that started).
    expect((await victim.go(toStore)).status).toBe(400);
    expect(await (await victim.go(`${storeOrigin}/whoami`)).json()).toBeNull();
    const done = await theirs.go(toStore);
    expect(done.status).toBe(302);
    expect(done.headers.getSetCookie().some((c) => c.startsWith(`${STATE_COOKIE}=;`) && /HttpOnly/i.test(c))).toBe(true);
    expect(await (await theirs.go(`${storeOrigin}/whoami`)).json()).toMatchObject({ email: EMAIL });
    // Spent, both: the same addresses again sign in no one.
    const again = browser();
    expect((await again.follow(callbackUrl)).res.status).toBe(400);
    expect((await theirs.go(toStore)).status).toBe(400);
  });

  it('sets each state cookie httpOnly and SameSite=Lax, for its own callback only', async () => {
    const b = browser();
    const start = await b.go(ssoUrl('/'));
    const storeCookie = start.headers.getSetCookie().find((c) => c.startsWith(`${STATE_COOKIE}=`))!;
    expect(storeCookie).toMatch(/HttpOnly/i);
    expect(storeCookie).toMatch(/SameSite=Lax/i);
    expect(storeCookie).toMatch(new RegExp(`Path=${CUSTOMER_AUTH_PATHS.callback}`));
    const atShopify = await b.go(start.headers.get('location')!);
    expect(new URL(atShopify.headers.get('location')!).searchParams.get('redirect_uri')).toBe(
      `${shopifyOrigin}${SHOPIFY_AUTH_PATHS.externalCallback}`,
    );
    const providerCookie = atShopify.headers.getSetCookie().find((c) => c.startsWith(`${PROVIDER_STATE_COOKIE}=`))!;
    expect(providerCookie).toMatch(/HttpOnly/i);
    expect(providerCookie).toMatch(/SameSite=Lax/i);
    expect(providerCookie).toMatch(new RegExp(`Path=${SHOPIFY_AUTH_PATHS.externalCallback}`));
  });

  it("logs out at the front with the ID token as id_token_hint, which ends the front's session with no prompt, then back to where it was going", async () => {
    const b = browser();
    const first = await b.follow(ssoUrl('/'));
    const form = new URL(first.seen.at(-1)!);
    await b.follow(`${apiOrigin}${OIDC_BASE_PATH}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(form.searchParams), username: EMAIL, password: SEED_PASSWORD }).toString(),
    });
    expect(b.jar.has(FRONT_COOKIE)).toBe(true);
    expect(await (await b.go(`${storeOrigin}/whoami`)).json()).toMatchObject({ email: EMAIL });
    const page = await b.go(`${storeOrigin}/logout`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
    expect(action).toBe(`${apiOrigin}${OIDC_BASE_PATH}/logout`);
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
    );
    expect(Object.keys(fields).sort()).toEqual(['client_id', 'id_token_hint', 'post_logout_redirect_uri', 'state']);
    // The page posts it (the store is another site than the front: the front's Lax cookie stays behind).
    const posted = await b.go(action!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storeOrigin },
      body: new URLSearchParams(fields).toString(),
      crossSite: [FRONT_COOKIE],
    });
    const { seen, res } = await b.follow(new URL(posted.headers.get('location')!).href);
    expect(seen.at(-1)).toBe(`${storeOrigin}/bye`);
    expect(res.status).toBe(404); // the bare test store has no /bye page: the address is what counts
    // The hint's sid named the session: ended there, and its cookie cleared by the answer.
    expect(b.jar.has(FRONT_COOKIE)).toBe(false);
    expect(await (await b.go(`${storeOrigin}/whoami`)).json()).toBeNull();
  });
});
