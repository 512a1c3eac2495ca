import { legacyAccounts, multipassBody, signInConfig, type SignInConfig } from './sign-in';

const config: SignInConfig = {
  shop: 'aurelle-local.myshopify.com',
  accountApi: 'http://127.0.0.2:9602/api/consumer/aurelle',
  cognitoEndpoint: 'http://127.0.0.1:9602/cognito',
  userPoolId: 'local_pool',
  userPoolClientId: 'client123',
};
const now = Date.parse('2026-11-28T12:00:00Z');
const jwt = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const idToken = (extra: Record<string, unknown> = {}) =>
  jwt({ sub: 'abc', email: 'mia@aurelle.test', token_use: 'id', exp: now / 1000 + 3600, given_name: 'Mia', ...extra });

describe('multipassBody', () => {
  it('asks for the ID token’s person, the destination, and the new account flag, as the hub does', () => {
    expect(multipassBody(idToken(), config.shop, '/pages/broadcast')).toEqual({
      user: 'mia@aurelle.test',
      storeDomain: config.shop,
      storePath: '/pages/broadcast',
      appendNewAccountParam: true,
    });
  });

  it('carries the sign-up’s marketing choice, either way, for the store account the login creates', () => {
    expect(multipassBody(idToken({ 'custom:accepts_marketing': 'true' }), config.shop, '/')).toMatchObject({
      acceptsMarketingForNewAccount: true,
    });
    expect(multipassBody(idToken({ 'custom:accepts_marketing': 'false' }), config.shop, '/')).toMatchObject({
      acceptsMarketingForNewAccount: false,
    });
  });
});

describe('legacyAccounts', () => {
  it('follows the account_mode cookie first, then ACCOUNT_MODE, and is legacy by default', () => {
    expect(legacyAccounts([], undefined)).toBe(true);
    expect(legacyAccounts([], 'sso')).toBe(false);
    expect(legacyAccounts([{ name: 'account_mode', value: 'legacy' }], 'sso')).toBe(true);
    expect(legacyAccounts([{ name: 'account_mode', value: 'multipass' }], undefined)).toBe(false);
  });
});

describe('signInConfig', () => {
  it('reads the backends and the pool from the embed’s JSON config', () => {
    const embed = {
      shop: config.shop,
      backends: { account: config.accountApi, liveShopping: 'x' },
      cognito: { endpoint: config.cognitoEndpoint, userPoolId: config.userPoolId, userPoolClientId: config.userPoolClientId },
    };
    const html = `<html><script type="application/json" id="vanity-config">\n  ${JSON.stringify(embed)}\n</script></html>`;
    expect(signInConfig(html)).toEqual(config);
    expect(() => signInConfig('<html></html>')).toThrow(/vanity-config/);
  });
});
