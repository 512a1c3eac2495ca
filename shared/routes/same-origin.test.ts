import { describe, expect, it } from 'vitest';
import { isSameOrigin, sameOriginPath, storePath } from './same-origin';

const origin = 'https://aurelle.example';

describe('sameOriginPath: an address from a person or a query stays on the page’s origin', () => {
  const refused: Array<[string, unknown]> = [
    ['a slash and a backslash', '/\\evil.com'],
    ['a backslash and a slash', '\\/evil.com'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/pages/x'],
    ['two backslashes', '\\\\evil.com'],
    ['a percent-encoded backslash', '/%5Cevil.com'],
    ['a percent-encoded backslash, lower case', '/%5cevil.com'],
    ['percent-encoded slashes', '/%2F%2Fevil.com'],
    ['a slash then a percent-encoded slash', '/%2Fevil.com'],
    ['dot segments to a double slash', '/.//evil.com'],
    ['dot-dot segments to a double slash', '/..//evil.com'],
    ['the same origin with a double-slash path', 'https://aurelle.example//evil.com'],
    ['another origin', 'https://evil.com'],
    ['another origin with a path', 'https://evil.com/pages/myaccount'],
    ['another port', 'https://aurelle.example:8443/cart'],
    ['another scheme on the same host', 'http://aurelle.example/cart'],
    ['user info that is the store', 'https://aurelle.example@evil.com/'],
    ['user info on the store', 'https://user:pw@aurelle.example/cart'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a tab inside the double slash', '/\t/evil.com'],
    ['a newline inside the double slash', '/\n/evil.com'],
    ['a carriage return inside', '/\r/evil.com'],
    ['a tab inside javascript:', 'java\tscript:alert(1)'],
    ['a leading space', ' //evil.com'],
    ['a leading control character', '\u0001//evil.com'],
    ['a NUL', '/cart\u0000'],
    ['a non-breaking space', '/\u00a0/evil.com'],
    ['a backslash in the path', '/pages\\x'],
    ['a malformed percent escape', '/%E0%A4%A'],
    ['an empty string', ''],
    ['not a string', 42],
    ['null', null],
    ['undefined', undefined],
  ];
  it.each(refused)('refuses %s', (_name, value) => {
    expect(sameOriginPath(value, origin)).toBeNull();
    expect(isSameOrigin(value, origin)).toBe(false);
  });

  const accepted: Array<[string, string, string]> = [
    ['a path', '/cart', '/cart'],
    ['a path with a query and a hash', '/collections/lips?sort=new#top', '/collections/lips?sort=new#top'],
    ['a path with an encoded slash in the query', '/search?q=%2F%2Fevil.com', '/search?q=%2F%2Fevil.com'],
    [
      'an encoded return_url in the query',
      '/pages/myaccount?operation=signIn&destinationPath=%2Fcart',
      '/pages/myaccount?operation=signIn&destinationPath=%2Fcart',
    ],
    ['a relative path', 'cart', '/cart'],
    ['a dotted relative path', './collections/../cart', '/cart'],
    ['a query only', '?operation=signIn', '/?operation=signIn'],
    ['the same origin, absolute', 'https://aurelle.example/pages/watch/SH1', '/pages/watch/SH1'],
    ['the same origin in capitals', 'HTTPS://AURELLE.EXAMPLE/cart', '/cart'],
    ['the same origin with its default port', 'https://aurelle.example:443/cart', '/cart'],
    ['a scheme-relative path on the same scheme', 'https:cart', '/cart'],
    ['a path with a colon after the first segment', '/pages/x:y', '/pages/x:y'],
    ['non-ASCII, encoded', '/pages/café', '/pages/caf%C3%A9'],
  ];
  it.each(accepted)('accepts %s', (_name, value, path) => {
    expect(sameOriginPath(value, origin)).toBe(path);
  });

  it('compares with the page’s origin, whatever path the origin string carries', () => {
    expect(sameOriginPath('/cart', 'https://aurelle.example/pages/x?y')).toBe('/cart');
    expect(sameOriginPath('https://aurelle.example/cart', 'http://aurelle.example')).toBeNull();
    expect(sameOriginPath('/cart', 'not an origin')).toBeNull();
  });
});

describe('storePath: a path on the store, for a backend that does not know its origin', () => {
  it('takes a path that starts with one slash', () => {
    expect(storePath('/collections/lips?sort=new')).toBe('/collections/lips?sort=new');
    expect(storePath('/products/x#shade')).toBe('/products/x#shade');
  });
  it.each([
    '/\\evil.com',
    '//evil.com',
    '/%5Cevil.com',
    '/.//evil.com',
    'https://evil.com/x',
    'https://aurelle.example/x',
    'cart',
    '/\t/evil.com',
    'javascript:alert(1)',
    42,
  ])('refuses %j', (value) => {
    expect(storePath(value)).toBeNull();
  });
});
