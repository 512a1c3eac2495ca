import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Router, type Request, type Response } from 'express';
import type { ExtensionApi } from '@shopify/web-pixels-extension';
import { liquidCustomer } from '../identity/store-accounts';
import { cartFor } from '../server/cart';
import { sendHtml } from '../server/compressed-html';
import { storeMode, storeModeCookie } from '../server/store-mode';
import { bundlePath, EXTENSIONS_ROOT } from './app-build';
import { readExtensions, type UiExtensionConfig, type WebPixelConfig } from './extension-toml';
import type { UiSandboxData } from './runtime/extension-api';
import { checkoutPayload, completeCheckout, orderByToken, orderForCheckout, pricedLines, type Order } from './orders';

/**
 * The local store's pages of today's Shopify (store mode `today`): checkout extensibility's checkout, thank-you and
 * order status pages. They are Shopify's own pages, so no theme or app script runs on them: Vanity reaches them only
 * through its two UI extensions (a block on the thank-you page, one on the order status page) and its web pixel,
 * hosted here by a stand-in of Shopify's extension runtime (runtime/): each in a sandboxed frame of its own, given
 * the API Shopify documents. The checkout completes an order from the cart, which copies the cart's attributes.
 */
const SHOP = { id: '60123456', name: 'Aurelle', myshopifyDomain: 'aurelle-beauty.myshopify.com' };
const CURRENCY = 'USD';
const here = path.dirname(fileURLToPath(import.meta.url));

export interface TodayStoreOptions {
  storeOrigin: () => string;
  /** Vanity's logging endpoint: the pixel's `loggingUrl` setting, as the merchant's app sets it. */
  loggingUrl: () => string;
  /** The visitor is in a region that asks for consent (the store's cookie banner); else everything is allowed. */
  consentBanner: boolean;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const runtimes = new Map<string, Promise<string>>();
function runtimeScript(name: 'ui-sandbox' | 'pixel-sandbox' | 'host-page'): Promise<string> {
  let built = runtimes.get(name);
  if (!built) {
    built = build({
      entryPoints: [path.join(here, 'runtime', `${name}.ts`)],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2020',
      minify: true,
    }).then((r) => r.outputFiles[0]!.text);
    built.catch(() => runtimes.delete(name));
    runtimes.set(name, built);
  }
  return built;
}

/** The visitor's consent, from the Customer Privacy stand-in's cookie (theme/assets/customer-privacy.js). */
function visitorConsent(req: Request, consentBanner: boolean): ExtensionApi['init']['customerPrivacy'] {
  const all = { analyticsProcessingAllowed: true, marketingAllowed: true, preferencesProcessingAllowed: true, saleOfDataAllowed: true };
  const raw = /(?:^|;\s*)_tracking_consent=([^;]*)/.exec(req.get('cookie') ?? '')?.[1];
  let purposes: Record<string, boolean> | null = null;
  try {
    purposes = raw ? ((JSON.parse(decodeURIComponent(raw)) as { purposes?: Record<string, boolean> }).purposes ?? null) : null;
  } catch {
    purposes = null;
  }
  if (!purposes)
    return consentBanner
      ? { analyticsProcessingAllowed: false, marketingAllowed: false, preferencesProcessingAllowed: false, saleOfDataAllowed: false }
      : all;
  return {
    analyticsProcessingAllowed: purposes.a === true,
    marketingAllowed: purposes.m === true,
    preferencesProcessingAllowed: purposes.p === true,
    saleOfDataAllowed: purposes.s === true,
  };
}

/** Shopify's pixel manager loads an app pixel only with the visitor's permission for everything its toml requires. */
export function pixelAllowed(pixel: WebPixelConfig, consent: ExtensionApi['init']['customerPrivacy']): boolean {
  const needs = pixel.customerPrivacy;
  return (
    (!needs.analytics || consent.analyticsProcessingAllowed) &&
    (!needs.marketing || consent.marketingAllowed) &&
    (!needs.preferences || consent.preferencesProcessingAllowed) &&
    (needs.saleOfData !== 'enabled' || consent.saleOfDataAllowed)
  );
}

function readLocale(ext: UiExtensionConfig, language: string): Record<string, unknown> {
  const dir = path.join(EXTENSIONS_ROOT, ext.dir, 'locales');
  const read = (file: string) =>
    existsSync(path.join(dir, file)) ? (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>) : {};
  return { ...read('en.default.json'), ...(language === 'en' ? {} : read(`${language}.json`)) };
}

export function todayStore(opts: TodayStoreOptions): Router {
  const router = Router();
  const extensions = () => readExtensions(EXTENSIONS_ROOT);
  const uiFor = (target: string) =>
    extensions().filter((e): e is UiExtensionConfig => e.kind === 'ui_extension' && e.targets.some((t) => t.target === target));
  const pixels = () => extensions().filter((e): e is WebPixelConfig => e.kind === 'web_pixel_extension');

  router.use(storeModeCookie());

  // The stand-in runtime's own files: the sandboxes' runtimes, the host page's script and the built extensions.
  router.get('/__shopify/runtime/:name.js', async (req, res, next) => {
    const name = req.params.name;
    if (name !== 'ui-sandbox' && name !== 'pixel-sandbox' && name !== 'host-page') return next();
    res
      .type('js')
      .set('Cache-Control', 'no-store')
      .send(await runtimeScript(name));
  });
  router.get('/__shopify/extensions/:handle.js', (req, res, next) => {
    const ext = extensions().find((e) => e.handle === req.params.handle);
    if (!ext) return next();
    const file = bundlePath(ext);
    if (!existsSync(file)) return res.status(404).type('text').send(`${ext.handle} is not built: npm run build`);
    res.type('js').set('Cache-Control', 'no-store').sendFile(file);
  });

  /** A UI extension's sandbox document for one order. */
  router.get('/__shopify/ui-extensions/:handle', (req, res, next) => {
    const target = String(req.query.target ?? '');
    const ext = uiFor(target).find((e) => e.handle === req.params.handle);
    const order = orderByToken(String(req.query.order ?? ''));
    if (!ext || !order) return next();
    const data: UiSandboxData & { script: string } = {
      handle: ext.handle,
      target,
      apiVersion: ext.apiVersion,
      surface: target.startsWith('customer-account.') ? 'customer-account' : 'checkout',
      language: order.locale,
      translations: readLocale(ext, order.locale),
      shop: { ...SHOP, storefrontUrl: opts.storeOrigin() },
      currency: CURRENCY,
      attributes: Object.entries(order.attributes).map(([key, value]) => ({ key, value })),
      order: { id: order.id, name: order.name, confirmationNumber: order.token.slice(0, 9).toUpperCase(), processedAt: order.processedAt },
      script: `/__shopify/extensions/${ext.handle}.js`,
    };
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        `<!doctype html><html lang="${order.locale}"><head><meta charset="utf-8"><style>html,body{margin:0}</style>` +
          `<script type="application/json" id="shopify-extension-data">${scriptJson(data)}</script>` +
          `<script src="/__shopify/runtime/ui-sandbox.js"></script></head><body></body></html>`,
      );
  });

  /** A web pixel's sandbox document: the page's standard events (checkout_started or checkout_completed). */
  router.get('/__shopify/web-pixels/:handle', (req, res, next) => {
    const pixel = pixels().find((p) => p.handle === req.params.handle);
    const event = String(req.query.event ?? '');
    if (!pixel || (event !== 'checkout_started' && event !== 'checkout_completed')) return next();
    const consent = visitorConsent(req, opts.consentBanner);
    // The host page only embeds an allowed pixel; asked directly, the sandbox refuses too.
    if (!pixelAllowed(pixel, consent)) return res.status(403).type('text').send('No consent for this pixel');
    const order = event === 'checkout_completed' ? orderByToken(String(req.query.order ?? '')) : undefined;
    if (event === 'checkout_completed' && !order) return next();
    const cart = cartFor(req, res);
    const checkoutToken = order?.checkoutToken ?? String(req.query.checkout ?? '');
    const customer = liquidCustomer(req);
    const checkout = checkoutPayload({
      token: checkoutToken,
      lines: order?.lines ?? cart.lines,
      attributes: order?.attributes ?? cart.attributes,
      currency: CURRENCY,
      locale: order?.locale ?? 'en',
      storeOrigin: opts.storeOrigin(),
      order: order ?? null,
    });
    const init: ExtensionApi['init'] = {
      // The sandbox fills the page's context (document, navigator, window), as it does each event's.
      context: {} as ExtensionApi['init']['context'],
      data: {
        customer: customer
          ? { id: String(customer.id), email: null, firstName: null, lastName: null, phone: null, ordersCount: null }
          : null,
        cart: null,
        shop: {
          name: SHOP.name,
          myshopifyDomain: SHOP.myshopifyDomain,
          storefrontUrl: opts.storeOrigin(),
          countryCode: 'US',
          paymentSettings: { currencyCode: CURRENCY },
        },
        purchasingCompany: null,
      },
      customerPrivacy: consent,
    };
    const data = {
      handle: pixel.handle,
      script: `/__shopify/extensions/${pixel.handle}.js`,
      settings: Object.fromEntries(pixel.settingFields.map((f) => [f, f === 'loggingUrl' ? opts.loggingUrl() : ''])),
      init,
      page: { href: String(req.query.page ?? opts.storeOrigin()), title: 'Checkout', referrer: '' },
      events: [{ name: event, data: { checkout } }],
    };
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        `<!doctype html><html><head><meta charset="utf-8">` +
          `<script type="application/json" id="shopify-pixel-data">${scriptJson(data)}</script>` +
          `<script src="/__shopify/runtime/pixel-sandbox.js"></script></head><body></body></html>`,
      );
  });

  /** The blocks of a target, each in its sandbox; and the pixels the visitor's consent lets Shopify load. */
  const blocks = (target: string, order: Order, title: string) =>
    uiFor(target)
      .map(
        (ext) =>
          `<div class="extension-block" data-extension-block="${ext.handle}"><iframe data-shopify-sandbox="ui" title="${escapeHtml(title)}" ` +
          `sandbox="allow-scripts allow-top-navigation-by-user-activation" ` +
          `src="/__shopify/ui-extensions/${ext.handle}?target=${encodeURIComponent(target)}&amp;order=${order.token}"></iframe></div>`,
      )
      .join('');
  const pixelFrames = (req: Request, event: string, query: string) => {
    const consent = visitorConsent(req, opts.consentBanner);
    const page = encodeURIComponent(`${opts.storeOrigin()}${req.originalUrl}`);
    return pixels()
      .filter((p) => pixelAllowed(p, consent))
      .map(
        (p) =>
          `<iframe data-shopify-sandbox="pixel" hidden title="${escapeHtml(p.handle)}" sandbox="allow-scripts" ` +
          `src="/__shopify/web-pixels/${p.handle}?event=${event}&amp;${query}&amp;page=${page}"></iframe>`,
      )
      .join('');
  };

  const shell = (req: Request, res: Response, title: string, body: string, lang = 'en') =>
    sendHtml(
      req,
      res,
      200,
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} – ${SHOP.name}</title><style>${STYLE}</style>` +
        `<script src="/__shopify/runtime/host-page.js" defer></script></head>` +
        `<body><header><a href="/">${SHOP.name}</a></header><main>${body}</main></body></html>`,
    );

  const lineList = (lines: Array<{ variantId: number; quantity: number }>) => {
    const priced = pricedLines(lines);
    const total = priced.reduce((n, l) => n + l.priceCents * l.quantity, 0);
    return (
      `<ul class="lines">${priced.map((l) => `<li><span>${escapeHtml(l.title)} × ${l.quantity}</span> <span>${money(l.priceCents * l.quantity)}</span></li>`).join('')}</ul>` +
      `<p class="total">Total ${money(total)}</p>`
    );
  };

  const localeOf = (req: Request) => (req.params.locale === 'fr' ? 'fr' : 'en');
  const today = (req: Request) => storeMode(req) === 'today';

  // Checkout: the cart's lines and Pay now; checkout_started goes to the pixels.
  router.get(/^(?:\/(?<locale>fr))?\/(?<shop>\d+)\/checkouts\/(?<token>[\w-]+)(?:\/(?<step>[\w-]+))?\/?$/, (req, res, next) => {
    if (!today(req)) return next();
    const { shop, token, step } = req.params as Record<string, string>;
    if (step === 'thank-you') return thankYou(req, res, next, token!);
    const prefix = req.params.locale ? `/${req.params.locale}` : '';
    const cart = cartFor(req, res);
    const empty = cart.lines.length === 0;
    // Shopify's checkout knows a signed-in customer (its contact section shows the account), on either kind of accounts.
    const customer = liquidCustomer(req);
    shell(
      req,
      res,
      'Checkout',
      `<h1>Checkout</h1>${customer ? `<p>Signed in as <span data-checkout-customer>${escapeHtml(String(customer.email))}</span></p>` : ''}${empty ? '<p>Your bag is empty.</p><p><a href="/collections/all">Continue shopping</a></p>' : lineList(cart.lines)}` +
        (empty
          ? ''
          : `<form method="post" action="${prefix}/${shop}/checkouts/${token}/complete"><button type="submit">Pay now</button></form>`) +
        (empty ? '' : pixelFrames(req, 'checkout_started', `checkout=${encodeURIComponent(token!)}`)),
      localeOf(req),
    );
  });

  router.post(/^(?:\/(?<locale>fr))?\/(?<shop>\d+)\/checkouts\/(?<token>[\w-]+)\/complete$/, (req, res, next) => {
    if (!today(req)) return next();
    const { shop = SHOP.id, token = '' } = req.params as Record<string, string | undefined>;
    const prefix = req.params.locale ? `/${req.params.locale}` : '';
    const cart = cartFor(req, res);
    if (cart.lines.length === 0) return res.redirect(303, `${prefix}/${shop}/checkouts/${token}`);
    const customer = liquidCustomer(req);
    completeCheckout(cart, token, localeOf(req), customer ? String(customer.id) : null);
    res.redirect(303, `${prefix}/${shop}/checkouts/${token}/thank-you`);
  });

  function thankYou(req: Request, res: Response, next: () => void, token: string) {
    const order = orderForCheckout(token);
    if (!order) return next();
    const shop = (req.params as Record<string, string>).shop;
    shell(
      req,
      res,
      `Order ${order.name} confirmed`,
      `<h1>Thank you!</h1><p>Order ${escapeHtml(order.name)} is confirmed. We'll email you when it ships.</p>` +
        blocks('purchase.thank-you.block.render', order, 'Vanity: back to the stream') +
        lineList(order.lines) +
        `<p><a href="/${shop}/orders/${order.token}">View order status</a></p>` +
        pixelFrames(req, 'checkout_completed', `order=${order.token}`),
      order.locale,
    );
  }

  // Order status (new customer accounts serve it from their own origin; the extension cannot count on the storefront's).
  router.get(/^(?:\/(?<locale>fr))?\/(?<shop>\d+)\/orders\/(?<token>[\w-]+)\/?$/, (req, res, next) => {
    if (!today(req)) return next();
    const order = orderByToken((req.params as Record<string, string>).token!);
    if (!order) return next();
    shell(
      req,
      res,
      `Order ${order.name}`,
      `<h1>Order ${escapeHtml(order.name)}</h1><p>Confirmed ${escapeHtml(order.processedAt.slice(0, 10))}.</p>` +
        blocks('customer-account.order-status.block.render', order, 'Vanity: back to the stream') +
        lineList(order.lines),
      order.locale,
    );
  });

  return router;
}

const STYLE = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f1f1f; background: #fafafa; }
header { padding: 16px 24px; background: #fff; border-block-end: 1px solid #e3e3e3; }
header a { font-weight: 700; color: inherit; text-decoration: none; }
main { max-inline-size: 640px; margin: 0 auto; padding: 24px; }
.lines { list-style: none; padding: 0; }
.lines li { display: flex; justify-content: space-between; padding: 8px 0; border-block-end: 1px solid #e3e3e3; }
.total { font-weight: 700; }
.extension-block[data-state='rendered'] { margin: 16px 0; }
/* Until its extension has rendered something, a block takes no room and is not in the accessibility tree. */
.extension-block iframe { display: block; inline-size: 100%; block-size: 0; border: 0; visibility: hidden; }
.extension-block[data-state='rendered'] iframe { visibility: visible; }
button { min-block-size: 48px; padding: 12px 24px; border: 0; border-radius: 6px; background: #1f1f1f; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
`;
