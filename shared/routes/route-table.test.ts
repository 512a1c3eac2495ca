import { collapseSlashes, matchRoute, MYACCOUNT_OPERATIONS, planNavigation, redirectFor } from './route-table';

const at = (path: string) => new URL(path, 'https://aurelle.example');

describe('route table (spec 1 §2)', () => {
  const cases: Array<[string, string, string | null, Record<string, string>]> = [
    ['/account/register', 'account-register', 'auth', {}],
    ['/account/login', 'account-login', 'auth', {}],
    ['/account/invalid_token', 'account-invalid-token', 'auth', {}],
    ['/account/activate/6012/abc-123', 'account-activate', 'auth', { customerId: '6012', token: 'abc-123' }],
    ['/account/login/multipass/tok_9Z', 'account-multipass', 'auth', { multipassToken: 'tok_9Z' }],
    ['/pages/myaccount', 'myaccount', 'auth', {}],
    ['/pages/profile/glow-with-mia', 'profile', 'live', { profilePage: 'glow-with-mia' }],
    ['/pages/broadcast/sh0w1', 'broadcast', 'live', { showString: 'sh0w1' }],
    ['/pages/broadcast', 'broadcast', 'live', {}],
    ['/pages/live-shopping', 'live-shopping', 'live', {}],
    ['/pages/channels/mia', 'channel', 'live', { handle: 'mia' }],
    ['/60123456/checkouts/c0ffee', 'checkout', 'order', { firstId: '60123456', secondId: 'c0ffee' }],
    ['/60123456/checkouts/c0ffee/payment', 'checkout', 'order', { firstId: '60123456', secondId: 'c0ffee', page: 'payment' }],
    ['/60123456/orders/a1b2', 'order', 'order', { firstId: '60123456', secondId: 'a1b2' }],
    ['/products/velvet-matte-lipstick', 'product', 'vto', { productHandle: 'velvet-matte-lipstick' }],
    ['/products_preview', 'product', 'vto', {}],
    ['/collections/lips/products/velvet-matte-lipstick', 'product', 'vto', { collection: 'lips', productHandle: 'velvet-matte-lipstick' }],
    ['/pages/satin-lip-color-lipstick', 'product', 'vto', {}],
    ['/pages/shade-finder', 'shade-finder', 'vto', {}],
    ['/pages/shade-finder-results/tone-5_warm', 'shade-finder-results', 'vto', { params: 'tone-5_warm' }],
    ['/pages/virtual-try-on', 'virtual-try-on', 'vto', {}],
    ['/pages/virtual-try-on/brow-renew-pencil', 'virtual-try-on', 'vto', { productHandle: 'brow-renew-pencil' }],
  ];

  it.each(cases)('%s is %s', (path, name, group, params) => {
    const m = matchRoute(at(path));
    expect(m?.name).toBe(name);
    expect(m?.group).toBe(group);
    expect(m?.params).toEqual(params);
  });

  it('splits the watch parameter at "!" into show id and referral code', () => {
    expect(matchRoute(at('/pages/watch/SH0W42!ref7'))?.params).toMatchObject({ showId: 'SH0W42', referralCode: 'ref7' });
    expect(matchRoute(at('/pages/watch/SH0W42'))?.params).toMatchObject({ showId: 'SH0W42', referralCode: '' });
  });

  it('ignores a Shopify Markets locale prefix', () => {
    expect(matchRoute(at('/fr/products/velvet-matte-lipstick'))?.params.productHandle).toBe('velvet-matte-lipstick');
  });

  it('matches nothing on other theme pages', () => {
    expect(matchRoute(at('/pages/about'))).toBeNull();
    expect(matchRoute(at('/collections/lips'))).toBeNull();
    expect(matchRoute(at('/products/a/b'))).toBeNull();
  });
});

describe('double slashes', () => {
  it('are collapsed by redirect, keeping query and hash', () => {
    expect(collapseSlashes('/products//velvet-matte-lipstick')).toBe('/products/velvet-matte-lipstick');
    expect(redirectFor(at('/pages///live-shopping?x=1#top'))).toBe('/pages/live-shopping?x=1#top');
  });
  it('leave a clean path alone', () => {
    expect(collapseSlashes('/pages/live-shopping')).toBeNull();
    expect(redirectFor(at('/pages/live-shopping'))).toBeNull();
  });
});

describe('account hub operations', () => {
  it.each(MYACCOUNT_OPERATIONS)('operation=%s stays on the hub', (op) => {
    expect(redirectFor(at(`/pages/myaccount?operation=${op}`))).toBeNull();
  });
  it('any other value goes to the store account page', () => {
    expect(redirectFor(at('/pages/myaccount?operation=hack'))).toBe('/account');
    expect(redirectFor(at('/pages/myaccount'))).toBe('/account');
  });
});

describe('navigation', () => {
  it('forces a full reload between the auth and vto groups', () => {
    expect(planNavigation(at('/pages/myaccount?operation=signIn'), at('/products/velvet-matte-lipstick'))).toBe('reload');
    expect(planNavigation(at('/pages/virtual-try-on'), at('/account/login'))).toBe('reload');
  });
  it('stays in place for parameter changes on an in-place route', () => {
    expect(planNavigation(at('/pages/myaccount?operation=signIn'), at('/pages/myaccount?operation=signUp'))).toBe('in-place');
    expect(planNavigation(at('/pages/virtual-try-on'), at('/pages/virtual-try-on/brow-renew-pencil'))).toBe('in-place');
    expect(planNavigation(at('/products/a'), at('/products/a?vto=camera'))).toBe('in-place');
  });
  it('reloads when moving to another theme page in the same group', () => {
    expect(planNavigation(at('/products/a'), at('/products/b'))).toBe('reload');
    expect(planNavigation(at('/collections/lips'), at('/products/a'))).toBe('reload');
  });
});
