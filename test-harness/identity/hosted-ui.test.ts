// @vitest-environment node
import https from 'node:https';
import type { CognitoLocal } from './cognito-stand-in';
import { startHostedUi, type HostedUi } from './hosted-ui';

/** The hosted UI stand-in checks addresses as Cognito's app client does: only its listed callback and sign-out URLs. */
const STORE = 'http://127.0.0.1:1';
let ui: HostedUi;
beforeAll(async () => {
  ui = await startHostedUi({
    port: 0,
    host: '127.0.0.1',
    // Neither check reaches the pool.
    local: {} as CognitoLocal,
    poolId: 'pool',
    clientId: 'client',
    redirects: () => [`${STORE}/account/login`],
    signOutRedirects: () => [`${STORE}/pages/myaccount?operation=signOut`],
    otherProviders: async () => [],
  });
}, 30_000);
afterAll(() => ui.close());

/** GET on the hosted UI (its certificate is made at start); the status and, for a redirect, where to. */
const get = (path: string, query: Record<string, string>) =>
  new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const url = `${ui.origin}${path}?${new URLSearchParams(query)}`;
    https
      .get(url, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on('error', reject);
  });

const authorize = (redirectUri: string) =>
  get('/oauth2/authorize', {
    client_id: 'client',
    redirect_uri: redirectUri,
    response_type: 'code',
    identity_provider: 'Google',
    state: 's',
  });

describe('the hosted UI stand-in', () => {
  it('takes the sign-in redirect path /account/login (spec 1 §9) and nothing else', async () => {
    expect((await authorize(`${STORE}/account/login`)).status).toBe(200);
    expect((await authorize(`${STORE}/pages/myaccount?operation=signIn`)).status).toBe(400);
    expect((await authorize('https://evil.example/account/login')).status).toBe(400);
  });

  it('signs out only to a listed sign-out URL', async () => {
    const back = `${STORE}/pages/myaccount?operation=signOut`;
    expect(await get('/logout', { client_id: 'client', logout_uri: back })).toEqual({ status: 302, location: back });
    expect((await get('/logout', { client_id: 'client', logout_uri: 'https://evil.example/' })).status).toBe(400);
  });
});
