import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser } from '../../../api/identity/identity-client';
import type { AccountMode, VanityConfig } from '../../../config';
import { returnedFromHostedUi } from '../../../routes/route-table';
import { StorageKeys } from '../../../storage-keys';
import { createFakeDeps } from '../../app-deps.test-helpers';
import { installSlices } from '../../install-slices';
import { accountSlice } from './account-slice';
import { resetCustomerAccountDiscovery } from './new-accounts-marketing';
import { ada } from '../../../api/identity/account-user.test-helpers';

const CLIENT = 'shp_client';
const AUTHORIZE = 'https://shopify.example/authentication/1/oauth/authorize';
const TOKEN = 'https://shopify.example/authentication/1/oauth/token';
const GRAPHQL = 'https://shopify.example/1/account/customer/api/2026-04/graphql';

/** Shopify's side, as the hub meets it: discovery, the token endpoint and the GraphQL API, recorded. */
function shopify(opts: { subscribed?: boolean; tokenStatus?: number } = {}) {
  let state = opts.subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED';
  const tokenRequests: URLSearchParams[] = [];
  const operations: Array<{ name: string; authorization: string | null }> = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/.well-known/openid-configuration')) return json({ authorization_endpoint: AUTHORIZE, token_endpoint: TOKEN });
    if (url.endsWith('/.well-known/customer-account-api')) return json({ graphql_api: GRAPHQL });
    if (url === TOKEN) {
      tokenRequests.push(new URLSearchParams(String(init?.body)));
      if (opts.tokenStatus) return json({ error: 'invalid_grant' }, opts.tokenStatus);
      return json({ access_token: 'shcat_1', expires_in: 3600, token_type: 'Bearer' });
    }
    if (url === GRAPHQL) {
      const { query } = JSON.parse(String(init?.body)) as { query: string };
      const name = /(?:query|mutation) (\w+)/.exec(query)![1]!;
      operations.push({ name, authorization: new Headers(init?.headers).get('authorization') });
      if (name === 'VanityEmailMarketingSubscribe') state = 'SUBSCRIBED';
      if (name === 'VanityEmailMarketingUnsubscribe') state = 'UNSUBSCRIBED';
      const emailAddress = { emailAddress: 'ada@aurelle.test', marketingState: state };
      if (name === 'VanityCustomerProfile') return json({ data: { customer: { id: 'c', firstName: 'Ada', lastName: 'L', emailAddress } } });
      const payload = { emailAddress: { marketingState: state }, userErrors: [] };
      return json({
        data:
          name === 'VanityEmailMarketingSubscribe'
            ? { customerEmailMarketingSubscribe: payload }
            : { customerEmailMarketingUnsubscribe: payload },
      });
    }
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetcher);
  return { tokenRequests, operations, fetcher };
}

function setup(mode: AccountMode, opts: { customerId?: string | null; user?: AccountUser } = {}) {
  const customerAcceptsMarketing = vi.fn(async () => true);
  const t = createFakeDeps({
    identity: { currentUser: async () => opts.user ?? ada, idToken: async () => 'id-token', signIn: async () => 'signedIn' },
    account: {
      state: async () => ({ state: 'CONFIRMED', thirdPartyProvider: null }),
      multipass: async () => ({ multipassToken: 'MP' }),
      ssoSessionCode: async () => ({ sessionCode: 'SC', handOff: 'H1' }),
      ssoHandOff: async () => ({ signedOn: true }),
      ssoFrontAnswers: async () => {},
    },
    customer: {
      customerTokenWithMultipass: async () => ({ accessToken: 'storefront', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
      customerAcceptsMarketing,
      updateAcceptsMarketing: async () => ({ acceptsMarketing: true, errors: [] }),
    },
    viewerSession: { stored: async () => ({ idToken: 'id-token' }) as never, refreshedIdToken: async () => 'id-token' },
    location: {
      href: () => window.location.href,
      referrer: () => document.referrer,
      replace: (url) => window.history.replaceState(null, '', url),
    },
  });
  const config = t.deps.config as VanityConfig;
  config.accountMode = mode;
  config.customerId = opts.customerId === undefined ? '7001' : opts.customerId;
  config.customerAccountClientId = CLIENT;
  config.cognito = { ...config.cognito, oauthDomain: 'auth.aurelle.test', userPoolClientId: 'hub-client' };
  installSlices(t.store, t.deps, [accountSlice]);
  const state = () => t.store.getState();
  state().me.setUser(opts.user ?? ada);
  return { ...t, customerAcceptsMarketing, state };
}

const sha256 = async (s: string) =>
  btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

beforeEach(() => {
  sessionStorage.clear();
  resetCustomerAccountDiscovery();
  window.history.replaceState(null, '', '/pages/myaccount?operation=signIn&destinationPath=/collections/lips');
});
afterEach(() => vi.unstubAllGlobals());

/** The authorization the hub left for, and Shopify's answer to it at the hub's callback URI. */
async function authorizeAndReturn(s: ReturnType<typeof setup>, answer: (state: string) => string) {
  await s.state().account.loadMarketing();
  expect(s.assigned).toHaveLength(1);
  const url = new URL(s.assigned[0]!);
  window.history.replaceState(null, '', `/pages/myaccount?operation=signIn&${answer(url.searchParams.get('state')!)}`);
  // The page that comes back is a new one (a full load), with the session storage of the tab.
  return setup(s.deps.config.accountMode as AccountMode, { customerId: s.deps.config.customerId });
}

describe('the marketing preference on new customer accounts (Customer Account API)', () => {
  it('leaves for Shopify’s authorization endpoint silently, as a public client with PKCE (S256), state and nonce', async () => {
    shopify();
    const s = setup('sso');
    await s.state().account.loadMarketing();
    expect(s.assigned).toHaveLength(1);
    const url = new URL(s.assigned[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(AUTHORIZE);
    const p = Object.fromEntries(url.searchParams);
    expect(p).toMatchObject({
      client_id: CLIENT,
      response_type: 'code',
      redirect_uri: `${window.location.origin}/pages/myaccount?operation=signIn`,
      scope: 'openid email customer-account-api:full',
      code_challenge_method: 'S256',
      prompt: 'none',
    });
    expect(p.nonce).toMatch(/^[\w-]{43}$/);
    const pending = JSON.parse(sessionStorage.getItem(StorageKeys.customerAccountPending)!) as Record<string, string>;
    expect(pending.state).toBe(p.state);
    expect(p.code_challenge).toBe(await sha256(pending.verifier!));
    expect(pending.returnTo).toBe('/pages/myaccount?operation=signIn&destinationPath=/collections/lips');
    // The Storefront customer token is not the path here.
    expect(s.customerAcceptsMarketing).not.toHaveBeenCalled();
  });

  it('exchanges the code with its verifier, restores the page, reads the preference and saves a change with the token', async () => {
    const api = shopify();
    const s = await authorizeAndReturn(setup('multipass'), (state) => `code=c1&state=${state}`);
    const { verifier } = JSON.parse(sessionStorage.getItem(StorageKeys.customerAccountPending)!) as { verifier: string };
    await s.state().account.loadMarketing();
    expect(Object.fromEntries(api.tokenRequests[0]!)).toEqual({
      grant_type: 'authorization_code',
      client_id: CLIENT,
      redirect_uri: `${window.location.origin}/pages/myaccount?operation=signIn`,
      code: 'c1',
      code_verifier: verifier,
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/pages/myaccount?operation=signIn&destinationPath=/collections/lips',
    );
    expect(s.state().account.marketing).toMatchObject({ status: 'ready', acceptsMarketing: false });

    const saving = s.state().account.saveMarketing(true);
    // The box shows the choice at once, while the Customer Account API code and call are under way.
    expect(s.state().account.marketing).toMatchObject({ status: 'saving', acceptsMarketing: true });
    await saving;
    expect(s.state().account.marketing).toMatchObject({ status: 'ready', acceptsMarketing: true, saved: true, failed: false });
    expect(api.operations.map((o) => [o.name, o.authorization])).toEqual([
      ['VanityCustomerProfile', 'shcat_1'],
      ['VanityEmailMarketingSubscribe', 'shcat_1'],
    ]);
    // The token stays in memory: nothing of it in Web Storage.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('shcat_1');
    expect(s.assigned).toEqual([]);
  });

  it('back with login_required (no store session), or with a state not its own, shows no preference and does not go round again', async () => {
    shopify();
    const s = await authorizeAndReturn(setup('sso'), (state) => `error=login_required&state=${state}`);
    await s.state().account.loadMarketing();
    expect(s.state().account.marketing.status).toBe('unavailable');
    expect(s.assigned).toEqual([]);

    const forged = await authorizeAndReturn(setup('sso'), () => 'code=c1&state=vca.forged');
    await forged.state().account.loadMarketing();
    expect(forged.state().account.marketing.status).toBe('unavailable');
    expect(forged.assigned).toEqual([]);
  });

  it('a refused code is reported and the box is not shown; a failed save says the spec’s opt-in error', async () => {
    shopify({ tokenStatus: 400 });
    const s = await authorizeAndReturn(setup('sso'), (state) => `code=c1&state=${state}`);
    await s.state().account.loadMarketing();
    expect(s.state().account.marketing.status).toBe('unavailable');
    expect(s.reports.map((r) => (r.error as Error).message).join()).toMatch(/token .*400 invalid_grant/);

    await s.state().account.saveMarketing(true);
    expect(s.state().account.marketing).toMatchObject({ failed: true, saved: false });
  });

  it('a change made while the preference is still being read is not undone by that read', async () => {
    const api = shopify();
    const s = await authorizeAndReturn(setup('sso'), (state) => `code=c1&state=${state}`);
    const load = s.state().account.loadMarketing();
    // The preference mounted again: the second load leaves it to the first.
    await s.state().account.loadMarketing();
    const save = s.state().account.saveMarketing(true);
    await Promise.all([load, save]);
    expect(s.state().account.marketing).toMatchObject({ status: 'ready', acceptsMarketing: true, saved: true });
    expect(api.tokenRequests).toHaveLength(1);
    expect(api.operations.filter((o) => o.name === 'VanityCustomerProfile')).toHaveLength(1);
  });

  it('legacy keeps the Storefront customer token (no Customer Account API call)', async () => {
    const api = shopify();
    const s = setup('legacy');
    await s.state().account.loadMarketing();
    expect(s.customerAcceptsMarketing).toHaveBeenCalledWith('storefront');
    expect(api.fetcher).not.toHaveBeenCalled();
    expect(s.assigned).toEqual([]);
  });
});

describe('a sign-up’s marketing opt-in on sso', () => {
  it('comes back through the hub after the store’s sign-on, subscribes the store’s customer, then goes to the destination', async () => {
    const api = shopify();
    window.history.replaceState(
      null,
      '',
      '/pages/myaccount?operation=signIn&sourceOperation=signUp&email=ada%40aurelle.test&destinationPath=/collections/lips',
    );
    const s = setup('sso', { customerId: null });
    await s.state().account.signIn('ada@aurelle.test', 'Pass!word1');
    const returnTo = new URL(new URL(s.posted[0]!.fields.redirect_uri!).searchParams.get('return_to')!, window.location.origin);
    expect(`${returnTo.pathname}${returnTo.search}`).toBe('/pages/myaccount?operation=signIn&destinationPath=%2Fcollections%2Flips');

    // The store's sign-on came back to the hub, signed in on the store now.
    window.history.replaceState(null, '', `${returnTo.pathname}${returnTo.search}`);
    const back = await authorizeAndReturn(setup('sso'), (state) => `code=c1&state=${state}`);
    await back.state().account.loadMarketing();
    expect(api.operations.map((o) => o.name)).toEqual(['VanityCustomerProfile', 'VanityEmailMarketingSubscribe']);
    expect(back.navigations).toEqual(['/collections/lips']);
    expect(sessionStorage.getItem(StorageKeys.customerAccountPending)).toBeNull();
  });

  it('is not carried for a sign-up that opted out, or a plain sign-in', async () => {
    shopify();
    for (const [url, user] of [
      ['/pages/myaccount?operation=signIn&sourceOperation=signUp&destinationPath=/cart', { ...ada, acceptsMarketing: false }],
      ['/pages/myaccount?operation=signIn&destinationPath=/cart', ada],
    ] as const) {
      window.history.replaceState(null, '', url);
      const s = setup('sso', { customerId: null, user });
      await s.state().account.signIn('ada@aurelle.test', 'Pass!word1');
      expect(new URL(s.posted[0]!.fields.redirect_uri!).searchParams.get('return_to')).toBe('/cart');
      expect(sessionStorage.getItem(StorageKeys.customerAccountPending)).toBeNull();
    }
  });
});

describe('the hosted UI’s return and the Customer Account API’s', () => {
  it('are told apart by the state the hub gave Shopify', () => {
    expect(returnedFromHostedUi(new URLSearchParams('code=c&state=amplify1'))).toBe(true);
    expect(returnedFromHostedUi(new URLSearchParams('error=access_denied'))).toBe(true);
    expect(returnedFromHostedUi(new URLSearchParams('code=c&state=vca.x'))).toBe(false);
    expect(returnedFromHostedUi(new URLSearchParams('error=login_required&state=vca.x'))).toBe(false);
  });
});
