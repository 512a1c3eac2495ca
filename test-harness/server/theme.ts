import { Liquid } from 'liquidjs';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productByHandle, productsIn, collections, type SeedProduct, type SeedVariant } from '../storefront/catalogue';
import { imageUrl, swatchUrl } from '../storefront/storefront-data';
import { appBlockTag, blockSchema, createAppBlockRenderer } from './app-blocks';

/**
 * Renders the local store's pages with LiquidJS, the way Shopify does: a
 * template, then layout/theme.liquid around it. Snippets come from the real
 * theme-snippets/ folder and from the small theme's own snippets.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const themeDir = path.join(here, '..', 'theme');
const repoRoot = path.join(here, '..', '..');

export interface ThemeSettings {
  storeOrigin: string;
  cdnOrigin: string;
  /** Theme settings as Shopify prints them: text, numbers and checkboxes. */
  settings: Record<string, string | number | boolean>;
  /** The visitor's region asks for consent: Shopify's cookie banner shows (else everything is allowed). */
  consentBanner: boolean;
}

/** How the store's theme installs Vanity: the pasted snippets, or the theme app extension's app embed and app blocks. */
export type ThemeInstall = 'snippets' | 'blocks';

export function createThemeRenderer(theme: () => ThemeSettings) {
  const engineFor = (partials: string[]) => {
    const engine = new Liquid({
      root: [path.join(themeDir, 'templates'), path.join(themeDir, 'layout')],
      partials,
      layouts: [path.join(themeDir, 'layout')],
      extname: '.liquid',
      strictFilters: true,
      cache: process.env.NODE_ENV === 'production',
    });
    registerFilters(engine, (name) =>
      /^(vanity\.js|worker-|chunk-|.*\.chunk-)/.test(name) ? `${theme().cdnOrigin}/${name}` : `/assets/${name}`,
    );
    return engine;
  };
  const snippetPartials = [path.join(themeDir, 'snippets'), path.join(themeDir, 'sections'), path.join(repoRoot, 'theme-snippets')];
  const engines: Record<ThemeInstall, Liquid> = {
    snippets: engineFor(snippetPartials),
    // The same theme with the app blocks placed where it renders the snippets (test-harness/theme/app-blocks/).
    blocks: engineFor([path.join(themeDir, 'app-blocks'), ...snippetPartials]),
  };
  // The extension's assets are served from the CDN as Shopify serves an extension's (cdn-origin.ts).
  const appBlocks = createAppBlockRenderer((engine) =>
    registerFilters(engine, (name) => `${theme().cdnOrigin}${EXTENSION_ASSETS_PATH}/${name}`),
  );
  engines.blocks.registerTag(
    'app_block',
    // The page's settings, so a per-request override (the account mode) reaches the app embed as it does the snippet.
    appBlockTag(appBlocks, (blockName, settings) =>
      merchantBlockSettings(blockName, (settings as ThemeSettings['settings']) ?? theme().settings),
    ),
  );

  function globalsFor(data: Record<string, unknown>, template = '') {
    const t = theme();
    return {
      shop: { name: 'Aurelle', id: '60123456', permanent_domain: 'aurelle-beauty.myshopify.com', currency: 'USD' },
      // The store's account mode (account-mode.ts) and `?auth=tabbed` are the embed's settings, per request.
      settings: {
        ...t.settings,
        ...(data.account_mode ? { vanity_account_mode: data.account_mode as string } : {}),
        ...(data.tabbed_auth ? { vanity_tabbed_auth: true } : {}),
      },
      request: {
        origin: t.storeOrigin,
        locale: { iso_code: (data.locale as string) ?? 'en' },
        host: new URL(t.storeOrigin).host,
        path: (data.request_path as string) ?? '/',
      },
      localization: { country: { iso_code: 'US' } },
      routes: { root_url: (data.locale as string) && data.locale !== 'en' ? `/${data.locale as string}` : '/' },
      collections: Object.fromEntries(collections.map((c) => [c.handle, liquidCollection(t.storeOrigin, c.handle)])),
      template,
      // What Shopify injects into every page's head: here, the Customer Privacy API and its cookie banner.
      content_for_header: `<script src="/assets/customer-privacy.js" data-banner="${t.consentBanner ? 'on' : 'off'}"></script>`,
      // The signed-in customer (a Multipass login), a global as on Shopify.
      customer: data.customer ?? null,
    };
  }

  async function render(template: string, data: Record<string, unknown>, install: ThemeInstall = 'snippets'): Promise<string> {
    const globals = globalsFor(data, template);
    // Like Shopify, {% render %}ed snippets see the global objects (shop, settings, request...) but not the template's locals.
    const engine = engines[install];
    const content = await engine.renderFile(template, data, { globals });
    return engine.renderFile('theme', { ...data, content_for_layout: content }, { globals });
  }
  /**
   * Shopify's Section Rendering API: a section of the theme (theme/sections/<id>.liquid) in its wrapper, as
   * /cart/add.js returns it when asked with `sections`; null for a section the theme does not have.
   */
  async function renderSection(id: string, data: Record<string, unknown>): Promise<string | null> {
    const file = path.join(themeDir, 'sections', `${id}.liquid`);
    if (!/^[\w-]+$/.test(id) || !existsSync(file)) return null;
    const html = await engines.snippets.parseAndRender(readFileSync(file, 'utf8'), data, { globals: globalsFor(data) });
    return `<div id="shopify-section-${id}" class="shopify-section">${html}</div>`;
  }
  return { render, renderSection };
}

/** Where the CDN serves the theme app extension's assets/ (Shopify's is cdn.shopify.com/extensions/{id}/{version}/assets). */
export const EXTENSION_ASSETS_PATH = '/extensions/vanity-theme/assets';

/**
 * What the merchant set in the theme editor, by block. The app embed has the embed snippet's theme settings under the
 * same names without `vanity_` (storefront_token for vanity_storefront_token...), so the store's values carry over.
 */
export function merchantBlockSettings(blockName: string, settings: ThemeSettings['settings']): Record<string, unknown> {
  if (blockName !== 'vanity-embed') return {};
  const ids = new Set(blockSchema(blockName).settings.map((s) => s.id));
  return Object.fromEntries(
    Object.entries(settings)
      .filter(([key]) => key.startsWith('vanity_') && ids.has(key.slice('vanity_'.length)))
      .map(([key, value]) => [key.slice('vanity_'.length), value]),
  );
}

/** The Shopify filters the store's Liquid uses, in the theme and in the extension's blocks alike. */
function registerFilters(engine: Liquid, assetUrl: (name: string) => string) {
  // Shopify prints nil as null; LiquidJS would print nothing and break the JSON.
  engine.registerFilter('json', (v: unknown) => JSON.stringify(v ?? null));
  engine.registerFilter('money', (cents: unknown) => `$${(Number(cents ?? 0) / 100).toFixed(2)}`);
  engine.registerFilter('asset_url', assetUrl);
  engine.registerFilter('img_url', (url: unknown, size?: string) => {
    if (typeof url !== 'string' || !url) return '';
    const [w, h] = String(size ?? '').split('x');
    const params = new URLSearchParams();
    if (w) params.set('width', w);
    if (h) params.set('height', h);
    return params.size ? `${url}?${params}` : url;
  });
  engine.registerFilter('handleize', (s: string) =>
    String(s)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  );
}

const cents = (price: string | undefined) => (price ? Math.round(Number(price) * 100) : 0);

function liquidVariant(origin: string, p: SeedProduct, v: SeedVariant) {
  const mf = (value: unknown) => (value === undefined ? undefined : { value: typeof value === 'string' ? value : JSON.stringify(value) });
  return {
    id: v.id,
    title: v.title,
    price: cents(v.price),
    compare_at_price: cents(v.compareAtPrice),
    available: v.quantity > 0 || !!v.backorder,
    inventory_quantity: v.quantity,
    sku: v.sku,
    featured_image: v.colorHex ? imageUrl(origin, p, v) : null,
    metafields: {
      vanity: {
        vto_config: mf(v.vtoConfig),
        color_hex: mf(v.colorHex),
        swatch: mf(swatchUrl(origin, v)),
        color_name: mf(v.colorName),
        skintone: mf(v.skintone),
      },
    },
  };
}

export function liquidProduct(origin: string, p: SeedProduct, collection?: string) {
  const variants = p.variants.map((v) => liquidVariant(origin, p, v));
  const prices = variants.map((v) => v.price);
  const first = variants.find((v) => v.available) ?? variants[0];
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    url: collection ? `/collections/${collection}/products/${p.handle}` : `/products/${p.handle}`,
    vendor: p.vendor,
    type: p.productType,
    tags: p.tags,
    description: p.description,
    price: Math.min(...prices),
    price_varies: new Set(prices).size > 1,
    compare_at_price: Math.max(...variants.map((v) => v.compare_at_price)),
    available: variants.some((v) => v.available),
    featured_image: imageUrl(origin, p),
    options: p.options,
    variants,
    selected_or_first_available_variant: first,
  };
}

export function liquidCollection(origin: string, handle: string) {
  const c = collections.find((x) => x.handle === handle);
  if (!c) return null;
  return { handle, title: c.title, description: c.description, products: productsIn(handle).map((p) => liquidProduct(origin, p, handle)) };
}

/**
 * The collection as a shade-per-card grid, as many beauty themes list it (the `collection.shades` alternate
 * template, `?view=shades`): one card per shade Vanity can try on, each the product narrowed to that variant,
 * `perPage` of them from `page` (Shopify's `paginate`; a theme's products-per-page setting decides the size).
 */
export function liquidShadeCards(origin: string, handle: string, perPage: number, page = 1) {
  const collection = liquidCollection(origin, handle);
  if (!collection) return null;
  const cards = collection.products.flatMap((p) =>
    p.variants
      .filter((v) => v.metafields.vanity.vto_config !== undefined)
      .map((v) => ({
        ...p,
        title: `${p.title} – ${v.title}`,
        featured_image: v.featured_image ?? p.featured_image,
        price: v.price,
        price_varies: false,
        compare_at_price: v.compare_at_price,
        available: v.available,
        variants: [v],
        selected_or_first_available_variant: v,
      })),
  );
  return { ...collection, products: cards.slice((page - 1) * perPage, page * perPage), all_products_count: cards.length };
}

export { productByHandle };
