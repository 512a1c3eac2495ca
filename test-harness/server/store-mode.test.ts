import { storeMode } from './store-mode';

/** The store's modes: chosen by ?store=, kept by a cookie for the visit, or set for a whole run. */
describe('the store mode switch', () => {
  const req = (cookie?: string, store?: string) =>
    ({ get: (name: string) => (name === 'cookie' ? cookie : undefined), query: store ? { store } : {} }) as never;
  afterEach(() => vi.unstubAllEnvs());

  it("follows ?store=, then the store_mode cookie, then STORE_MODE, and is today's Shopify otherwise", () => {
    expect(storeMode(req())).toBe('today');
    expect(storeMode(req('cart=x; store_mode=legacy'))).toBe('legacy');
    expect(storeMode(req('store_mode=legacy', 'today'))).toBe('today');
    vi.stubEnv('STORE_MODE', 'legacy');
    expect(storeMode(req())).toBe('legacy');
    expect(storeMode(req('store_mode=today'))).toBe('today');
  });

  it('ignores a mode it does not know', () => {
    expect(storeMode(req('store_mode=2019', 'plus'))).toBe('today');
  });
});
