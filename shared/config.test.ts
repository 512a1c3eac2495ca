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
});
