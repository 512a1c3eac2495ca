// @vitest-environment node
import { startHarness, type Harness } from '../server/harness';
import { MULTIPASS_SECRET } from './identity-stand-in';
import { mintMultipassToken } from './multipass';

/** The store's Multipass login and the Storefront API's customerAccessTokenCreateWithMultipass, over HTTP. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ storePort: 0, cdnPort: 0, apiPort: 0 });
});
afterAll(() => h.close());

const fresh = () =>
  mintMultipassToken(MULTIPASS_SECRET, {
    email: 'legacy.customer@aurelle.test',
    created_at: new Date().toISOString(),
    return_to: '/pages/about',
  });

/** The store's login at the address a browser would ask for (the segment as given, percent escapes and all). */
async function login(segment: string) {
  const r = await fetch(`${h.storeOrigin}/account/login/multipass/${segment}`, { redirect: 'manual' });
  return {
    status: r.status,
    location: r.headers.get('location'),
    session: /customer_session=[^;]+/.test(r.headers.get('set-cookie') ?? ''),
  };
}

async function customerToken(multipassToken: string) {
  const r = await fetch(`${h.storeOrigin}/api/2022-10/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'vanity-local-storefront-token' },
    body: JSON.stringify({
      query: `mutation M($t: String!) { customerAccessTokenCreateWithMultipass(multipassToken: $t) {
        customerAccessToken { accessToken } customerUserErrors { code } } }`,
      variables: { t: multipassToken },
    }),
  });
  return (await r.json()).data.customerAccessTokenCreateWithMultipass;
}

const padded = (t: string) => t.padEnd(Math.ceil(t.length / 4) * 4, '=');
const standard = (t: string) => Buffer.from(t, 'base64url').toString('base64');

describe('a used Multipass token cannot be replayed in disguise', () => {
  it('the store’s login signs in once; the token with =, ., %3Djunk, its padding or in standard base64 is refused after', async () => {
    const token = fresh();
    expect(await login(token)).toEqual({ status: 302, location: '/pages/about', session: true });
    for (const segment of [
      token,
      `${token}=`,
      `${token}%3D`,
      `${token}.`,
      `${token}%3Djunk`,
      padded(token),
      encodeURIComponent(standard(token)),
      encodeURIComponent(standard(token).replace(/=+$/, '')),
    ]) {
      // Shopify serves its page when it refuses a token: no redirect, no session.
      expect([segment, await login(segment)]).toEqual([segment, { status: 200, location: null, session: false }]);
    }
  });

  it('the Storefront API spends the same tokens: one spent on the login is refused there in any spelling, and the other way round', async () => {
    const token = fresh();
    expect((await login(token)).session).toBe(true);
    for (const t of [token, `${token}=junk`, padded(token), standard(token)])
      expect(await customerToken(t)).toEqual({ customerAccessToken: null, customerUserErrors: [{ code: 'INVALID_MULTIPASS_REQUEST' }] });

    const other = fresh();
    expect((await customerToken(standard(other))).customerAccessToken).toEqual({ accessToken: expect.any(String) });
    expect((await login(other)).session).toBe(false);
  });
});

describe('a malformed address', () => {
  it('a broken percent escape in the Multipass token is a 400, as Shopify answers, not a server error', async () => {
    expect(await login(`${fresh()}%E0%A4%A`)).toEqual({ status: 400, location: null, session: false });
    expect(await login('%')).toEqual({ status: 400, location: null, session: false });
  });
});
