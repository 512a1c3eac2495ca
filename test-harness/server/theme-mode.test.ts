// @vitest-environment node
import { startHarness, type Harness } from './harness';
import { themeMode } from './theme-mode';

/** The store's theme modes: chosen by ?theme=, kept by a cookie for the visit, or set for a whole run. */
describe('the theme mode switch', () => {
  const req = (cookie?: string, theme?: string) =>
    ({ get: (name: string) => (name === 'cookie' ? cookie : undefined), query: theme ? { theme } : {} }) as never;
  afterEach(() => vi.unstubAllEnvs());

  it('follows ?theme=, then the theme_mode cookie, then THEME_MODE, and is the default otherwise', () => {
    expect(themeMode(req())).toBe('default');
    expect(themeMode(req('cart=x; theme_mode=hostile'))).toBe('hostile');
    expect(themeMode(req('theme_mode=hostile', 'dawn-like'))).toBe('dawn-like');
    vi.stubEnv('THEME_MODE', 'dawn-like');
    expect(themeMode(req())).toBe('dawn-like');
    expect(themeMode(req('theme_mode=default'))).toBe('default');
    expect(themeMode(req('', 'layouts'))).toBe('layouts');
  });

  it('ignores a mode it does not know', () => {
    expect(themeMode(req('theme_mode=neon', 'brutalist'))).toBe('default');
  });
});

describe('the theme modes in the local store', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ storePort: 0, cdnPort: 0, apiPort: 0 });
  }, 60_000);
  afterAll(() => h.close());
  const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);

  it('adds the mode’s stylesheet after the theme’s, and keeps a mode chosen by ?theme= for the visit', async () => {
    const plain = await fetch(`${h.storeOrigin}/collections/lips`);
    expect(stylesheets(await plain.text())).toEqual(['/assets/theme.css']);
    expect(plain.headers.get('set-cookie') ?? '').not.toContain('theme_mode');

    const chosen = await fetch(`${h.storeOrigin}/collections/lips?theme=hostile`);
    const html = await chosen.text();
    expect(stylesheets(html)).toEqual(['/assets/theme.css', '/assets/theme-hostile.css']);
    expect(html).toContain('data-theme-mode="hostile"');
    expect(chosen.headers.get('set-cookie')).toMatch(/(^|, )theme_mode=hostile; Path=\//);

    const kept = await fetch(`${h.storeOrigin}/pages/myaccount`, { headers: { cookie: 'theme_mode=dawn-like' } });
    expect(stylesheets(await kept.text())).toEqual(['/assets/theme.css', '/assets/theme-dawn-like.css']);
  });

  it('serves each mode’s stylesheet, Dawn’s with its 62.5 % root', async () => {
    const dawn = await (await fetch(`${h.storeOrigin}/assets/theme-dawn-like.css`)).text();
    expect(dawn).toMatch(/html \{[^}]*font-size: calc\(var\(--font-body-scale\) \* 62\.5%\)/);
    expect(dawn).toMatch(/body \{[^}]*font-size: 1\.5rem;[^}]*letter-spacing: 0\.06rem/);
    const hostile = await fetch(`${h.storeOrigin}/assets/theme-hostile.css`);
    expect(hostile.status).toBe(200);
    expect(await hostile.text()).toMatch(/div,\s*p,\s*span/);
    // The layouts mode: the body a grid and the page column on auto margins, so <main> is as wide as its content.
    const layouts = await (await fetch(`${h.storeOrigin}/assets/theme-layouts.css`)).text();
    expect(layouts).toMatch(/body \{[^}]*display: grid;/);
    expect(layouts).toMatch(/\.page-width \{[^}]*margin: 0 auto;/);
  });
});
