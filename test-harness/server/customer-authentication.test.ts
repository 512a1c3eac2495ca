// @vitest-environment node
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CUSTOMER_AUTH_PATHS, OIDC_BASE_PATH, SEED_PASSWORD, startIdentity, type Identity } from '../identity/identity-stand-in';
import { liquidCustomer } from '../identity/store-accounts';
import { hubIdToken as idTokenFor } from '../identity/hub-id-token.test-helpers';
import { trustingFetch } from '../identity/tls-fetch';
import { customerAuthentication } from './customer-authentication';

/**
 * The local store as Shopify's relying party (the `sso` account mode) of the account backend's OpenID Connect front:
 * single sign-on entered at /customer_authentication/login, the callback's checks, and logout through the front.
 */
const FRONT_COOKIE = 'vanity_oidc';
let identity: Identity;
let api: Server;
let store: Server;
let apiOrigin = '';
let storeOrigin = '';
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
  identity = await startIdentity({ apiOrigin: () => apiOrigin, storeOrigin: () => storeOrigin, host: '127.0.0.1', authPort: 0, dataDir });
  const apiApp = express();
  apiApp.use(identity.router);
  api = await listen(apiApp);
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const auth = customerAuthentication({
    connection: () => identity.oidc,
    certificate: () => identity.hostedUi.certificate,
    storeOrigin: () => storeOrigin,
    problem: async (_req, res, message) => void res.status(400).send(message),
  });
  storeApp.use(auth.router);
  storeApp.get('/whoami', (req, res) => res.json(liquidCustomer(req)));
  storeApp.get('/logout', async (req, res) => res.redirect(302, await auth.providerLogoutUrl('/bye')));
}, 60_000);
afterAll(async () => {
  await identity?.close();
  api?.close();
  store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser: one cookie jar for both origins' cookies (by name), manual redirects. */
function browser() {
  const jar = new Map<string, string>();
  const http = trustingFetch(identity.hostedUi.certificate);
  const go = async (url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
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

  it("takes the callback only in the browser that started the sign-in (the state's cookie), once", async () => {
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
    expect(new URL(callbackUrl).pathname).toBe(CUSTOMER_AUTH_PATHS.callback);
    const victim = browser();
    const refused = await victim.go(callbackUrl);
    expect(refused.status).toBe(400);
    expect(await (await victim.go(`${storeOrigin}/whoami`)).json()).toBeNull();
    // The browser that started it is signed in, and its state cookie is spent.
    const cookieName = [...theirs.jar.keys()].find((k) => k !== FRONT_COOKIE && k !== 'customer_session')!;
    expect(cookieName).toBeTruthy();
    const done = await theirs.go(callbackUrl);
    expect(done.status).toBe(302);
    expect(done.headers.getSetCookie().some((c) => c.startsWith(`${cookieName}=;`) && /HttpOnly/i.test(c))).toBe(true);
    expect(await (await theirs.go(`${storeOrigin}/whoami`)).json()).toMatchObject({ email: EMAIL });
  });

  it('sets the state cookie httpOnly and SameSite=Lax', async () => {
    const start = await browser().go(ssoUrl('/'));
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const cookie = start.headers.getSetCookie().find((c) => c.includes(`=${state}`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(new RegExp(`Path=${CUSTOMER_AUTH_PATHS.callback}`));
  });

  it("logs out at the front with client_id (no ID token in the address), ending the front's session, then back to where it was going", async () => {
    const b = browser();
    const first = await b.follow(ssoUrl('/'));
    const form = new URL(first.seen.at(-1)!);
    await b.follow(`${apiOrigin}${OIDC_BASE_PATH}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(form.searchParams), username: EMAIL, password: SEED_PASSWORD }).toString(),
    });
    expect(b.jar.has(FRONT_COOKIE)).toBe(true);
    const { seen } = await b.follow(`${storeOrigin}/logout?id_token=eyJ.secret.token`);
    const atProvider = new URL(seen.find((u) => u.startsWith(`${apiOrigin}${OIDC_BASE_PATH}/logout`))!);
    expect([...atProvider.searchParams.keys()].sort()).toEqual(['client_id', 'post_logout_redirect_uri', 'state']);
    expect(atProvider.href).not.toContain('eyJ');
    expect(seen.at(-1)).toBe(`${storeOrigin}/bye`);
    expect(b.jar.has(FRONT_COOKIE)).toBe(false);
  });
});
