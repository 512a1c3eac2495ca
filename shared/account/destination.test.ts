import { describe, expect, it } from 'vitest';
import { chooseDestination } from './destination';

const origin = 'https://aurelle.example';
const pick = (q: string, storedPath: string | null = null, referrer = '') =>
  chooseDestination({ query: new URLSearchParams(q), storedPath, referrer, origin });

describe('sign-in destination (spec 1 §4)', () => {
  it('takes the rules in order', () => {
    const all =
      'checkout_url=https://checkout.aurelle.example/6012/checkouts/abc&order=/6012/orders/9&return_url=/cart&destinationPath=/collections/lips';
    expect(pick(all, '/stored', `${origin}/pages/watch/SH1`)).toBe('/6012/checkouts/abc');
    expect(pick('order=/6012/orders/9&return_url=/cart')).toBe('/6012/orders/9');
    expect(pick('return_url=/cart&destinationPath=/collections/lips', '/stored')).toBe('/cart');
    expect(pick('destinationPath=/collections/lips', '/stored')).toBe('/collections/lips');
    expect(pick('', '/stored', `${origin}/pages/watch/SH1`)).toBe('/stored');
    expect(pick('', null, `${origin}/pages/watch/SH1!ref`)).toBe('/pages/watch/SH1!ref');
  });
  it('ignores other referrers and other origins', () => {
    expect(pick('', null, `${origin}/collections/lips`)).toBeNull();
    expect(pick('return_url=https://evil.example/x')).toBeNull();
    expect(pick('return_url=//evil.example/x&destinationPath=/ok')).toBe('/ok');
  });
  it('an off-origin order falls through to the next source instead of giving nothing', () => {
    expect(pick('order=https://evil.example/6012/orders/9&return_url=/cart')).toBe('/cart');
    expect(pick('order=//evil.example/x&destinationPath=/collections/lips')).toBe('/collections/lips');
    expect(pick('order=https://evil.example/x', '/stored')).toBe('/stored');
    expect(pick('order=https://evil.example/x', null, `${origin}/pages/watch/SH1`)).toBe('/pages/watch/SH1');
    // A same-origin order still wins over what follows.
    expect(pick('order=/6012/orders/9&return_url=/cart')).toBe('/6012/orders/9');
  });
});

describe('sign-in destination: no open redirects', () => {
  it.each([
    '/\\evil.com',
    '//evil.com',
    '\\\\evil.com',
    '/%5Cevil.com',
    '/.//evil.com',
    'https://aurelle.example//evil.com',
    '/\t/evil.com',
    'javascript:alert(1)',
  ])('skips %j in every rule', (bad) => {
    const q = (name: string) => `${name}=${encodeURIComponent(bad)}`;
    expect(pick(q('return_url'))).toBeNull();
    expect(pick(q('destinationPath'))).toBeNull();
    expect(pick(q('order'))).toBeNull();
    expect(pick('', bad)).toBeNull();
    expect(pick(`${q('return_url')}&destinationPath=/ok`)).toBe('/ok');
  });
  it('takes only a safe path from checkout_url', () => {
    expect(pick(`checkout_url=${encodeURIComponent('https://checkout.example//evil.com')}&return_url=/cart`)).toBe('/cart');
    expect(pick(`checkout_url=${encodeURIComponent('https://checkout.example/%5Cevil.com')}&return_url=/cart`)).toBe('/cart');
    expect(pick(`checkout_url=${encodeURIComponent('javascript:alert(1)')}&return_url=/cart`)).toBe('/cart');
    expect(pick(`checkout_url=${encodeURIComponent('/\\evil.com')}&return_url=/cart`)).toBe('/cart');
  });
});
