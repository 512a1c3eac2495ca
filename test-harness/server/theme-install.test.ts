// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { products } from '../storefront/catalogue';
import { blockSchema, extensionDir } from './app-blocks';
import { startHarness, type Harness } from './harness';
import { createThemeRenderer } from './theme';
import { themeInstall } from './theme-pages';

/**
 * The store renders Vanity through the theme app extension (app embed and app blocks) as well as through the pasted
 * snippets; both must give the widgets the same placeholders and the same config.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ storePort: 0, cdnPort: 0, apiPort: 0 });
});
afterAll(() => h.close());

const page = async (p: string, install: 'snippets' | 'blocks') => {
  const r = await fetch(`${h.storeOrigin}${p}`, { headers: { cookie: `theme_install=${install}` } });
  expect(r.status, p).toBeLessThan(400);
  return r.text();
};
/** The widgets' placeholder elements, as the loader finds them. */
const placeholders = (html: string) =>
  [...html.matchAll(/<div\s[^>]*data-vanity-widget="[^"]*"[^>]*>/g)].map((m) => m[0].replace(/\s+/g, ' '));
const configOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="vanity-config">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
const loaderSrc = (html: string) => /<script type="module" src="([^"]+)"/.exec(html)?.[1];

describe('the theme app extension in the local store', () => {
  const pages = [
    '/collections/all',
    '/collections/lips',
    ...products.map((p) => `/products/${p.handle}`),
    '/pages/virtual-try-on',
    '/pages/virtual-try-on/velvet-matte-lipstick',
    '/pages/shade-finder',
    '/pages/shade-finder-results/abc',
    '/pages/myaccount',
    '/account/login',
    '/pages/watch/SH0W42',
    '/fr/collections/all',
  ];

  it('renders the same widget placeholders through the app blocks as through the snippets, on every page', async () => {
    let count = 0;
    for (const p of pages) {
      const snippets = placeholders(await page(p, 'snippets'));
      expect(placeholders(await page(p, 'blocks')), p).toEqual(snippets);
      count += snippets.length;
    }
    // The pages do hold widgets, so the comparison compares something (labels, try-ons, shade finder, account, watch).
    expect(count).toBeGreaterThan(products.length);
  }, 120_000);

  it('puts the app blocks in Shopify’s app-block wrapper, only under the blocks install', async () => {
    expect(await page('/collections/all', 'blocks')).toMatch(/<div id="shopify-block-vanity-try-on-label-\d+" class="shopify-app-block">/);
    expect(await page('/collections/all', 'snippets')).not.toContain('shopify-app-block');
  });

  it('writes the same config from the app embed’s settings as from the embed snippet’s, in English and French', async () => {
    for (const p of ['/collections/all', '/fr/collections/all']) {
      const { consentRequired, ...fromEmbed } = configOf(await page(p, 'blocks'));
      const { consentRequired: _ignored, ...fromSnippet } = configOf(await page(p, 'snippets'));
      expect(fromEmbed).toEqual(fromSnippet);
      expect(consentRequired).toBe(true);
    }
  });

  it('gives the app embed the account mode the store was asked for, as it gives the embed snippet', async () => {
    for (const mode of ['sso', 'multipass', 'legacy'] as const) {
      const blocks = configOf(await page(`/pages/myaccount?accounts=${mode}`, 'blocks'));
      const snippets = configOf(await page(`/pages/myaccount?accounts=${mode}`, 'snippets'));
      expect([blocks.accountMode, snippets.accountMode], mode).toEqual([mode, mode]);
    }
  });

  it('loads the loader from the extension’s assets under the blocks install, from the theme’s assets otherwise', async () => {
    expect(loaderSrc(await page('/', 'blocks'))).toBe(`${h.cdnOrigin}/extensions/vanity-theme/assets/vanity.js`);
    expect(loaderSrc(await page('/', 'snippets'))).toBe(`${h.cdnOrigin}/vanity.js`);
  });
});

describe('the install switch', () => {
  const req = (cookie?: string) => ({ get: (name: string) => (name === 'cookie' ? cookie : undefined) }) as never;
  afterEach(() => vi.unstubAllEnvs());

  it('follows the theme_install cookie, then THEME_INSTALL, and is the snippets otherwise', () => {
    expect(themeInstall(req())).toBe('snippets');
    expect(themeInstall(req('cart=x; theme_install=blocks'))).toBe('blocks');
    vi.stubEnv('THEME_INSTALL', 'blocks');
    expect(themeInstall(req())).toBe('blocks');
    expect(themeInstall(req('theme_install=snippets'))).toBe('snippets');
  });
});

describe('the app embed block', () => {
  const embed = readFileSync(path.join(extensionDir, 'blocks', 'vanity-embed.liquid'), 'utf8');
  const render = (settings: Record<string, string | number | boolean>) =>
    createThemeRenderer(() => ({
      storeOrigin: 'http://127.0.0.1:1',
      cdnOrigin: 'http://127.0.0.1:2',
      settings,
      consentBanner: true,
    })).render('page', { page_title: 'About', page: { title: 'About', content: '' } }, 'blocks');

  it('has a setting for every theme setting the snippets read (settings.vanity_X is the embed’s X)', () => {
    const ids = new Set(blockSchema('vanity-embed').settings.map((s) => s.id));
    const snippetSettings = new Set(
      readdirSync('theme-snippets').flatMap((f) =>
        [...readFileSync(path.join('theme-snippets', f), 'utf8').matchAll(/settings\.vanity_([a-z_]+)/g)].map((m) => m[1]!),
      ),
    );
    expect(snippetSettings.size).toBeGreaterThan(15);
    // The embed is at Theme Check's 40-setting limit: tabbed sign-in stays a theme setting only, and app-embed stores
    // push `['configure', { features: { tabbedAuth: true } }]`.
    const themeOnly = new Set(['tabbed_auth']);
    for (const id of snippetSettings) if (!themeOnly.has(id)) expect(ids, id).toContain(id);
    expect(blockSchema('vanity-embed').settings.filter((s) => s.id).length).toBeLessThanOrEqual(40);
  });

  it('carries consent_required into consentRequired, on by default', async () => {
    expect(configOf(await render({})).consentRequired).toBe(true);
    expect(configOf(await render({ vanity_consent_required: false })).consentRequired).toBe(false);
  });

  it('maps the colours and radii chosen to the --vanity-* properties, and sets none the merchant left empty', async () => {
    const html = await render({ vanity_accent_color: '#c0ffee', vanity_error_color: '#800000', vanity_panel_radius: 4 });
    const vars = /<style id="vanity-theme-vars">:root \{([^}]*)\}<\/style>/.exec(html)?.[1]?.trim();
    expect(vars).toBe('--vanity-accent: #c0ffee;--vanity-error: #800000;--vanity-panel-radius: 4px;');
    expect(await render({})).not.toContain('vanity-theme-vars');
  });

  it('offers every colour and corner radius the widgets read (shared/react/base-styles.ts)', () => {
    const read = [...readFileSync('shared/react/base-styles.ts', 'utf8').matchAll(/var\((--vanity-[a-z-]+)/g)].map((m) => m[1]!);
    const written = new Set([...embed.matchAll(/(--vanity-[a-z-]+):/g)].map((m) => m[1]));
    // The font, spacing, type scale, shadows and motion are set in the theme's CSS (README, "Design tokens").
    const cssOnly = /^--vanity-(font|space|text-(sm|md|lg|xl)|shadow-.*|duration|ease)$/;
    const offered = read.filter((name) => !cssOnly.test(name));
    expect(offered.length).toBeGreaterThan(12);
    expect([...written].sort()).toEqual([...new Set(offered)].sort());
  });

  it("maps primary buttons to the theme's button colours on the placeholders, only when the merchant asks", async () => {
    const rule = /<style id="vanity-theme-buttons">([^<]*)<\/style>/;
    const css = rule.exec(await render({ vanity_buttons_follow_theme: true }))?.[1];
    // On the placeholders, so each widget takes its section's colour scheme (Dawn's .color-scheme-*).
    expect(css).toBe(
      '[data-vanity-widget] { --vanity-accent: rgb(var(--color-button)); --vanity-accent-contrast: rgb(var(--color-button-text)); }',
    );
    expect(await render({ vanity_buttons_follow_theme: false })).not.toMatch(rule);
    expect(await render({})).not.toMatch(rule);
  });
});

describe('the extension’s schema names', () => {
  const locale = (file: string) => JSON.parse(readFileSync(path.join(extensionDir, 'locales', file), 'utf8')) as object;
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
  const tKeys = readdirSync(path.join(extensionDir, 'blocks')).flatMap((f) =>
    [...readFileSync(path.join(extensionDir, 'blocks', f), 'utf8').matchAll(/"t:([a-z_.]+)"/g)].map((m) => m[1]!),
  );

  it('are in English and French, every t: key in both', () => {
    const en = keys(locale('en.default.schema.json'));
    const fr = keys(locale('fr.schema.json'));
    expect(fr.sort()).toEqual(en.sort());
    for (const k of tKeys) expect(en, k).toContain(k);
  });
});
