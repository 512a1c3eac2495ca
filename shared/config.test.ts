import { ConfigError, parseConfig } from './config';

describe('embed config', () => {
  it('reads every field the embed snippet writes', () => {
    const c = parseConfig(
      JSON.stringify({
        shop: 'aurelle.myshopify.com',
        storefront: { endpoint: 'https://aurelle.example/api/2024-01/graphql.json', token: 'tok', apiVersion: '2024-01' },
        locale: 'fr',
        country: 'ca',
        customerId: 6012,
        backends: { account: 'a', liveShopping: 'l', skinTone: 's', analytics: 'an', errorReport: 'e' },
        cognito: {
          region: 'eu-west-1',
          userPoolId: 'p',
          userPoolClientId: 'c',
          authFlowType: 'USER_PASSWORD_AUTH',
          endpoint: 'http://127.0.0.1:9229',
        },
        cdnBase: 'https://cdn.example/assets',
        features: { tabbedAuth: true },
      }),
      'https://cdn.example/assets/vanity.js',
    );
    expect(c).toMatchObject({
      shop: 'aurelle.myshopify.com',
      storefront: { token: 'tok', apiVersion: '2024-01' },
      locale: 'fr',
      country: 'CA',
      customerId: '6012',
      backends: { account: 'a', liveShopping: 'l', skinTone: 's', analytics: 'an', errorReport: 'e' },
      cognito: {
        region: 'eu-west-1',
        userPoolId: 'p',
        userPoolClientId: 'c',
        authFlowType: 'USER_PASSWORD_AUTH',
        endpoint: 'http://127.0.0.1:9229',
      },
      cdnBase: 'https://cdn.example/assets/',
      features: { tabbedAuth: true },
    });
  });

  it('defaults the API version to 2022-10, the region to us-west-2 and the CDN base to the loader folder', () => {
    const c = parseConfig('{"customerId": null}', 'https://cdn.example/s/files/vanity.js');
    expect(c.storefront.apiVersion).toBe('2022-10');
    expect(c.cognito.region).toBe('us-west-2');
    expect(c.cdnBase).toBe('https://cdn.example/s/files/');
    expect(c.customerId).toBeNull();
  });

  it('passes the account mode and the Customer Account API client ID on as the theme printed them (the hub reads them)', () => {
    const c = (json: object) => parseConfig(JSON.stringify({ customerId: null, ...json }), 'https://cdn.example/vanity.js');
    expect(c({ accountMode: 'sso', customerAccountClientId: 'shp_abc' })).toMatchObject({
      accountMode: 'sso',
      customerAccountClientId: 'shp_abc',
    });
    expect(c({ accountMode: 'classic', customerAccountClientId: '' })).toMatchObject({
      accountMode: 'classic',
      customerAccountClientId: '',
    });
    expect(c({})).toMatchObject({ accountMode: undefined, customerAccountClientId: undefined });
  });

  it('refuses a missing or broken block', () => {
    expect(() => parseConfig(null, 'https://x/')).toThrow(ConfigError);
    expect(() => parseConfig('{"shop": ', 'https://x/')).toThrow(ConfigError);
  });
  it('reads the merchant’s excluded tags (spec 1 §5), trimmed and lower-case; vanity-hidden when unset', () => {
    const url = 'https://cdn.example/vanity.js';
    expect(parseConfig('{"excludedTags": ["vanity-hidden", " Staff-Only "]}', url).excludedTags).toEqual(['vanity-hidden', 'staff-only']);
    expect(parseConfig('{"excludedTags": "a, B"}', url).excludedTags).toEqual(['a', 'b']);
    expect(parseConfig('{}', url).excludedTags).toEqual(['vanity-hidden']);
  });

  it('takes the minimum password length from the config (spec 1 §5, spec 2 §5), 8 when unset or unusable', () => {
    const url = 'https://cdn.example/vanity.js';
    const min = (cognito: unknown) => parseConfig(JSON.stringify({ cognito }), url).cognito.passwordMinLength;
    expect(min({ passwordMinLength: 12 })).toBe(12);
    // A theme setting printed as text still counts.
    expect(min({ passwordMinLength: '10' })).toBe(10);
    expect(min({})).toBe(8);
    for (const bad of [0, -3, 7.5, 'eight', null]) expect(min({ passwordMinLength: bad })).toBe(8);
  });

  it('turns the sign-up email confirmation on only when the merchant does (spec 1 §5)', () => {
    const url = 'https://cdn.example/vanity.js';
    const confirm = (signUp: unknown) => parseConfig(JSON.stringify({ signUp }), url).signUp.confirmEmail;
    expect(confirm({ confirmEmail: true })).toBe(true);
    expect(confirm({ confirmEmail: 'true' })).toBe(true);
    expect(confirm({ confirmEmail: false })).toBe(false);
    expect(confirm({ confirmEmail: 'yes please' })).toBe(false);
    expect(confirm(undefined)).toBe(false);
  });

  it('reads the Terms and Privacy links; Shopify’s policy pages under the locale root when unset', () => {
    const legal = (data: object) => parseConfig(JSON.stringify(data), 'https://cdn.example/vanity.js').legal;
    expect(legal({})).toEqual({ termsUrl: '/policies/terms-of-service', privacyUrl: '/policies/privacy-policy' });
    expect(legal({ routesRoot: '/fr' })).toEqual({ termsUrl: '/fr/policies/terms-of-service', privacyUrl: '/fr/policies/privacy-policy' });
    expect(legal({ legal: { termsUrl: ' /pages/terms ', privacyUrl: 'https://legal.example/privacy' } })).toEqual({
      termsUrl: '/pages/terms',
      privacyUrl: 'https://legal.example/privacy',
    });
    expect(legal({ legal: { termsUrl: 'javascript:alert(1)', privacyUrl: '//evil.example' } })).toEqual({
      termsUrl: '/policies/terms-of-service',
      privacyUrl: '/policies/privacy-policy',
    });
  });

  it('reads the custom completion after the email link (spec 2 §2); none when unset or blank', () => {
    const url = 'https://cdn.example/vanity.js';
    const path = (signUp: unknown) => parseConfig(JSON.stringify({ signUp }), url).signUp.completionPath;
    expect(path({ completionPath: '/pages/welcome' })).toBe('/pages/welcome');
    expect(path({ completionPath: '  ' })).toBeNull();
    expect(path({ completionPath: null })).toBeNull();
    expect(path({})).toBeNull();
  });

  it('reads the chat origins as origins only: http(s), each once, anything else dropped; none by default', () => {
    const url = 'https://cdn.example/vanity.js';
    const origins = (chatOrigins: unknown) => parseConfig(JSON.stringify({ chatOrigins }), url).chatOrigins;
    expect(origins(['https://chat.example/stream/', ' https://chat.example', 'http://127.0.0.1:8083/x'])).toEqual([
      'https://chat.example',
      'http://127.0.0.1:8083',
    ]);
    expect(origins('https://a.example, javascript:alert(1), //evil.example, data:text/plain,x, ')).toEqual(['https://a.example']);
    expect(origins([''])).toEqual([]);
    expect(origins(undefined)).toEqual([]);
  });
});
