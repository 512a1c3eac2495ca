// @vitest-environment node
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  authorizationUrl,
  codeChallenge,
  discoverCustomerAccount,
  exchangeCode,
  randomToken,
} from '../../shared/api/customer-account/customer-account-auth';
import { createCustomerAccountClient } from '../../shared/api/customer-account/customer-account-client';
import { resetStoreAccounts, signInToStore, storeAccount } from '../identity/store-accounts';
import { customerAccountHandler } from './customer-account-api';
import { CUSTOMER_ACCOUNT_CLIENT_ID, customerAccountOAuth } from './customer-account-oauth';

/** Shopify's token flow for the Customer Account API's public client, as the local store plays it. */
let server: Server;
let origin = '';
const callback = () => `${origin}/pages/myaccount?operation=signIn`;
beforeAll(async () => {
  const app = express();
  app.use(express.json(), express.urlencoded({ extended: true }));
  app.get('/__sign-in', (req, res) => {
    signInToStore(res, storeAccount(String(req.query.email))!);
    res.sendStatus(204);
  });
  app.use(customerAccountOAuth({ storeOrigin: () => origin, callbackUris: () => [callback()] }));
  app.get('/.well-known/customer-account-api', (_req, res) => res.json({ graphql_api: `${origin}/customer/api/2026-04/graphql` }));
  app.post('/customer/api/:version/graphql', customerAccountHandler());
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => resetStoreAccounts());

/** The browser: the store's session cookie, and the Origin header on the token request. */
async function browser(email?: string) {
  let cookie = '';
  if (email) cookie = (await fetch(`${origin}/__sign-in?email=${encodeURIComponent(email)}`)).headers.get('set-cookie')!.split(';')[0]!;
  const fetcher: typeof fetch = (input, init = {}) =>
    fetch(input, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie, origin } });
  return fetcher;
}

async function authorize(fetcher: typeof fetch, extra: Record<string, string> = {}) {
  const endpoints = await discoverCustomerAccount(origin, fetcher);
  const verifier = randomToken();
  const state = `vca.${randomToken()}`;
  const url = new URL(
    authorizationUrl(endpoints.authorization, {
      clientId: CUSTOMER_ACCOUNT_CLIENT_ID,
      redirectUri: callback(),
      state,
      nonce: randomToken(),
      challenge: await codeChallenge(verifier),
      silent: true,
    }),
  );
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  const res = await fetcher(url.href);
  return { res, back: res.headers.get('location') ? new URL(res.headers.get('location')!, origin) : null, verifier, state, endpoints };
}

describe('the Customer Account API’s token flow in the local store', () => {
  it('gives a signed-in customer a code at once (prompt=none), and the code with its verifier an access token the API takes', async () => {
    const fetcher = await browser('legacy.customer@aurelle.test');
    const { back, verifier, state, endpoints } = await authorize(fetcher);
    expect(`${back!.origin}${back!.pathname}?operation=${back!.searchParams.get('operation')}`).toBe(callback());
    expect(back!.searchParams.get('state')).toBe(state);
    const code = back!.searchParams.get('code')!;
    const grant = await exchangeCode(
      endpoints.token,
      { clientId: CUSTOMER_ACCOUNT_CLIENT_ID, redirectUri: callback(), code, verifier },
      Date.now(),
      fetcher,
    );
    expect(grant.accessToken).toMatch(/^shcat_/);
    const profile = await createCustomerAccountClient(endpoints.graphql, fetcher).profile(grant.accessToken);
    expect(profile.email).toBe('legacy.customer@aurelle.test');
    // A code works once.
    await expect(
      exchangeCode(endpoints.token, { clientId: CUSTOMER_ACCOUNT_CLIENT_ID, redirectUri: callback(), code, verifier }, Date.now(), fetcher),
    ).rejects.toThrow(/400 invalid_grant/);
  });

  it('answers login_required without a store session, and sends a non-silent request to the store’s sign-in', async () => {
    const fetcher = await browser();
    const { back, state } = await authorize(fetcher);
    expect(Object.fromEntries(back!.searchParams)).toEqual({ operation: 'signIn', error: 'login_required', state });
    const loud = await authorize(fetcher, { prompt: 'login' });
    expect(loud.back!.pathname).toBe('/account/login');
  });

  it('refuses a wrong verifier, another redirect_uri, a missing Origin, an unknown client or callback', async () => {
    const fetcher = await browser('legacy.customer@aurelle.test');
    const token = async (over: Record<string, string>, headers: Record<string, string> = { origin }) => {
      const { back, verifier, endpoints } = await authorize(fetcher);
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: CUSTOMER_ACCOUNT_CLIENT_ID,
        redirect_uri: callback(),
        code: back!.searchParams.get('code')!,
        code_verifier: verifier,
        ...over,
      });
      const res = await fetch(endpoints.token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      });
      return [res.status, ((await res.json()) as { error: string }).error];
    };
    expect(await token({ code_verifier: randomToken() })).toEqual([400, 'invalid_grant']);
    expect(await token({ redirect_uri: `${origin}/elsewhere` })).toEqual([400, 'invalid_grant']);
    expect(await token({}, {})).toEqual([401, 'invalid_client']);
    expect(await token({}, { origin: 'https://evil.example' })).toEqual([401, 'invalid_client']);
    expect(await token({ client_id: 'shp_other' })).toEqual([401, 'invalid_client']);

    const { res } = await authorize(fetcher, { redirect_uri: 'https://evil.example/cb' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    const noPkce = await authorize(fetcher, { code_challenge_method: 'plain' });
    expect(noPkce.back!.searchParams.get('error')).toBe('invalid_request');
  });
});
