import { startIdentity, ACCOUNT_NAMESPACE, MULTIPASS_SECRET } from '../identity/identity-stand-in';
import { liquidCustomer, redeemMultipass, signInToStore, signOutOfStore } from '../identity/store-accounts';
import { skinToneRouter } from '../skin-tone/skin-tone-service';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productByHandle, productsIn, variantById } from '../storefront/catalogue';
import { productArt, swatchArt } from '../storefront/product-art';
import { storefrontHooks } from '../storefront/storefront-data';
import { liveShoppingBackend } from '../live-shopping/live-backend';
import { mediaRoutes } from '../live-shopping/media-routes';
import { STOREFRONT_TOKEN, storefrontHandler } from '../storefront/storefront-handler';
import { addToCart, CartError, cartFor, cartJson, cartRouter } from './cart';
import { cspMiddleware, cspRouter } from './csp';
import { addFault, clearFaults, faultMiddleware, listFaults } from './faults';
import { modelRouter } from './models';
import { recorder } from './recorder';
import { createThemeRenderer, liquidCollection, liquidProduct } from './theme';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.join(here, '..', '..');

export interface HarnessOptions {
  host?: string;
  storePort: number;
  cdnPort: number;
  apiPort: number;
  /** The hosted UI's https port (0 picks one). */
  authPort?: number;
  /** Where backends keep data that survives a restart (default test-harness/.data). */
  dataDir?: string;
  distDir?: string;
}

export interface Harness {
  storeOrigin: string;
  cdnOrigin: string;
  apiOrigin: string;
  authOrigin: string;
  close(): Promise<void>;
}

/** Copy for the theme pages whose content is Vanity's widgets (they mount into placeholders). */
const PAGES: Record<string, { title: string; content: string }> = {
  about: { title: 'About Aurelle', content: '<p>Aurelle makes clean, long-wearing colour cosmetics in shades for every skin tone. Every formula is vegan and cruelty-free.</p>' },
  myaccount: { title: 'My account', content: '<p>Sign in to save your looks, follow live shows and check out faster.</p>' },
  'virtual-try-on': { title: 'Virtual try-on', content: '<p>See every shade on your own face, live from your camera or on a photo.</p>' },
  'shade-finder': { title: 'Find your foundation shade', content: '<p>Answer a few questions and take a photo; we will suggest the Second Skin Foundation shade nearest your skin tone.</p>' },
  'shade-finder-results': { title: 'Your shade match', content: '<p>Your foundation shade, matched to your skin tone.</p>' },
  profile: { title: 'Profile', content: '<p>Shows, followers and favourite products.</p>' },
  broadcast: { title: 'Broadcast', content: '<p>Go live, feature products and chat with your viewers.</p>' },
  watch: { title: 'Live show', content: '<p>Watch, chat and shop the products featured in the show.</p>' },
  'live-shopping': { title: 'Live shopping', content: '<p>Upcoming and recent live shows from Aurelle artists.</p>' },
  channels: { title: 'Channel', content: '<p>Every show from this host.</p>' },
};

const ACCOUNT_PAGES: Record<string, { title: string; content: string }> = {
  login: { title: 'Sign in', content: '<p>Sign in to your Aurelle account.</p>' },
  register: { title: 'Create account', content: '<p>Create an Aurelle account.</p>' },
  invalid_token: { title: 'Sign in', content: '<p>That link has expired. Please sign in again.</p>' },
  activate: { title: 'Activate your account', content: '<p>Choose a password to activate your account.</p>' },
  multipass: { title: 'Sign in', content: '<p>That sign-in link has expired or was already used. Please sign in again.</p>' },
  account: { title: 'Account', content: '<p>Your orders and addresses.</p>' },
};

const ORDER = {
  name: '#1001',
  customer_name: 'Eileen',
  line_items: [{ variantId: 44010000006, quantity: 1 }, { variantId: 44010000026, quantity: 1 }],
};

function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
  });
}

function cors(allowCredentials: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    res.set('Access-Control-Allow-Origin', allowCredentials && origin ? origin : '*');
    if (allowCredentials) res.set('Access-Control-Allow-Credentials', 'true');
    res.set('Vary', 'Origin');
    // Cognito's endpoint takes the AWS SDK's own headers (x-amz-target, x-amz-user-agent, amz-sdk-*).
    res.set('Access-Control-Allow-Headers', 'Content-Type, Authorization, X-Device-Id, X-Session-Id, Idempotency-Key, X-Chat-Token, X-Amz-Target, X-Amz-User-Agent, Cache-Control, Amz-Sdk-Invocation-Id, Amz-Sdk-Request');
    res.set('Access-Control-Expose-Headers', 'x-amzn-errortype, x-amzn-requestid, x-amzn-errormessage');
    res.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    res.set('Access-Control-Max-Age', '600');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}

const jsonBody = express.json({ type: ['application/json', 'text/plain'], limit: '5mb' });

function jsonErrors(err: Error & { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(err);
  const status = err.status && err.status >= 400 && err.status < 600 ? err.status : 500;
  res.status(status).json({ error: err.type === 'entity.parse.failed' ? 'Malformed JSON' : err.message });
}

export async function startHarness(opts: HarnessOptions): Promise<Harness> {
  const host = opts.host ?? '127.0.0.1';
  // Port 0 picks a free port; the origins are fixed once the servers listen.
  let storeOrigin = `http://${host}:${opts.storePort}`;
  let cdnOrigin = `http://${host}:${opts.cdnPort}`;
  let apiOrigin = `http://${host}:${opts.apiPort}`;
  const distDir = opts.distDir ?? path.join(repoRoot, 'dist');
  const identity = await startIdentity({ apiOrigin: () => apiOrigin, storeOrigin: () => storeOrigin, host, authPort: opts.authPort ?? 0 });
  // The Storefront API's customerAccessTokenCreateWithMultipass spends a token as the store's login does.
  storefrontHooks.customerTokenWithMultipass = (token) => {
    const redeemed = redeemMultipass(MULTIPASS_SECRET, token);
    return redeemed ? { accessToken: redeemed.account.accessToken, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() } : null;
  };

  // The live-shopping backend (every viewer-side call, chat included); its data survives a restart.
  const dataDir = opts.dataDir ?? path.join(repoRoot, 'test-harness', '.data');
  const live = liveShoppingBackend({ dataDir, clientId: () => identity.clientId, cdnOrigin: () => cdnOrigin, apiOrigin: () => apiOrigin });
  await live.ready;

  const theme = createThemeRenderer(() => ({
    storeOrigin,
    cdnOrigin,
    settings: {
      vanity_storefront_token: STOREFRONT_TOKEN,
      vanity_storefront_api_version: '2022-10',
      vanity_account_api: `${apiOrigin}/api/consumer/${ACCOUNT_NAMESPACE}`,
      vanity_live_shopping_api: `${apiOrigin}/api/live`,
      vanity_skin_tone_api: apiOrigin,
      vanity_analytics_url: `${apiOrigin}/log/v1`,
      vanity_error_report_url: `${apiOrigin}/error-report/v1`,
      vanity_cdn_base: `${cdnOrigin}/`,
      vanity_cognito_region: 'us-west-2',
      vanity_cognito_user_pool_id: identity.poolId,
      vanity_cognito_client_id: identity.clientId,
      // cognito-local has no SRP: the local pool signs in with USER_PASSWORD_AUTH (a config value, DESIGN §4).
      vanity_cognito_auth_flow: 'USER_PASSWORD_AUTH',
      vanity_cognito_endpoint: `${apiOrigin}/cognito`,
      vanity_cognito_oauth_domain: identity.hostedUi.host,
    },
  }));

  // ---- store origin ----
  const store = express();
  store.disable('x-powered-by');
  store.use(faultMiddleware('store'));
  // A Content-Security-Policy only when a test asks for one (POST /__harness/csp).
  store.use(cspMiddleware(), cspRouter());
  store.use(jsonBody, express.urlencoded({ extended: true }));

  store.get('/__harness/events', (req, res) => {
    const kind = req.query.kind as string | undefined;
    const list = recorder.sinks.filter((r) => !kind || r.kind === kind);
    if (req.query.format === 'json' || req.accepts(['html', 'json']) === 'json') {
      res.json(list);
      return;
    }
    const rows = list
      .map((r) => `<tr><td>${r.at}</td><td>${r.kind}</td><td><code>${escapeHtml(r.body?.event ?? r.body?.name ?? '')}</code></td><td><pre>${escapeHtml(JSON.stringify(r.body, null, 1).slice(0, 1500))}</pre></td></tr>`)
      .join('');
    res.type('html').send(`<!doctype html><meta charset=utf-8><title>Harness events</title><style>body{font:14px system-ui;margin:20px}td{vertical-align:top;border-bottom:1px solid #ddd;padding:4px}pre{margin:0;white-space:pre-wrap}</style><h1>Analytics and error reports (${list.length})</h1><table><tr><th>At</th><th>Kind</th><th>Name</th><th>Body</th></tr>${rows}</table>`);
  });
  store.delete('/__harness/events', (_req, res) => {
    recorder.clear();
    res.status(204).end();
  });
  // Reminder mails the live-shopping stand-in "sent" (subscribe v1 and v2).
  store.get('/__harness/live/outbox', (_req, res) => res.json(live.outbox()));
  store.get('/__harness/cdn-log', (_req, res) => res.json(recorder.cdn));
  store.get('/__harness/faults', (_req, res) => res.json(listFaults()));
  // Confirmation and reset codes the identity stand-in "mailed", newest last (?email= narrows).
  store.get('/__harness/identity/codes', (req, res) => {
    const email = String(req.query.email ?? '').toLowerCase();
    res.json(identity.local.codes.filter((c) => !email || c.email.toLowerCase() === email));
  });
  store.post('/__harness/faults', (req, res) => {
    try {
      res.status(201).json(addFault(req.body));
    } catch (e) {
      res.status(400).json({ error: (e as Error).message });
    }
  });
  store.delete('/__harness/faults', (_req, res) => {
    clearFaults();
    res.status(204).end();
  });

  store.use('/assets', express.static(path.join(repoRoot, 'test-harness', 'theme', 'assets')));
  store.get('/cdn/shop/files/:file', (req, res, next) => {
    const swatch = /^swatch-(\d+)\.svg$/.exec(String(req.params.file));
    if (swatch) {
      const found = variantById(Number(swatch[1]));
      if (!found) return next();
      res.type('image/svg+xml').set('Cache-Control', 'public, max-age=3600').send(swatchArt(found.variant));
      return;
    }
    const m = /^([a-z0-9-]+?)(?:--(\d+))?\.svg$/.exec(String(req.params.file));
    const product = m ? productByHandle(m[1]!) : undefined;
    if (!product) {
      res.status(404).end();
      return;
    }
    const variant = m?.[2] ? product.variants.find((v) => v.id === Number(m[2])) : undefined;
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=3600').send(productArt(product, variant));
  });
  store.post('/api/:version/graphql.json', storefrontHandler(() => storeOrigin));
  store.use(cartRouter(() => storeOrigin));
  // Shopify Markets serves the Ajax cart under the locale root too (routes.root_url).
  store.use('/fr', cartRouter(() => storeOrigin));
  store.post('/cart/add', (req, res) => {
    // The theme's no-JS product form: the Ajax endpoint's rules, then the bag (Shopify shows the bag either way).
    try {
      addToCart(cartFor(req, res), { id: req.body?.id, quantity: req.body?.quantity ?? 1 });
    } catch (e) {
      if (!(e instanceof CartError)) throw e;
    }
    res.redirect(303, '/cart');
  });

  const page = async (req: Request, res: Response, template: string, data: Record<string, unknown>, status = 200) => {
    const locale = (req as Request & { locale?: string }).locale ?? 'en';
    const html = await theme.render(template, { cart: cartJson(storeOrigin, cartFor(req, res)), locale, customer: liquidCustomer(req), ...data });
    res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
  };

  // Locale prefixes, as Shopify Markets serves them (/fr/collections/lips).
  store.use((req, _res, next) => {
    const m = /^\/(fr)(?=\/|$)/.exec(req.path);
    if (m) {
      (req as Request & { locale?: string }).locale = m[1];
      req.url = req.url.slice(m[0].length) || '/';
    }
    next();
  });

  store.get(/.*/, async (req, res, next) => {
    try {
      // Serve double-slash URLs as the clean page; the loader collapses them by redirect.
      const p = req.path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
      const seg = p.split('/').filter(Boolean).map(decodeURIComponent);
      const notFound = () => page(req, res, 'page', { page_title: 'Page not found', page: { title: 'Page not found', content: '<p>The page you were looking for does not exist. <a href="/collections/all">Continue shopping</a></p>' } }, 404);

      if (p === '/') return await page(req, res, 'index', { page_title: 'Home' });
      if (p === '/cart') return await page(req, res, 'cart', { page_title: 'Your bag' });
      if (seg[0] === 'collections' && seg.length === 2) {
        const collection = liquidCollection(storeOrigin, seg[1]!);
        return collection ? await page(req, res, 'collection', { page_title: collection.title, collection }) : await notFound();
      }
      const productHandle =
        seg[0] === 'products' && seg.length === 2 ? seg[1]
        : seg[0] === 'collections' && seg[2] === 'products' && seg.length === 4 ? seg[3]
        : p === '/products_preview' ? String(req.query.handle ?? 'velvet-matte-lipstick')
        : p === '/pages/satin-lip-color-lipstick' ? 'satin-lip-color-lipstick'
        : undefined;
      if (productHandle !== undefined) {
        const seed = productByHandle(productHandle);
        if (!seed) return await notFound();
        const product = liquidProduct(storeOrigin, seed);
        const chosen = req.query.variant ? product.variants.find((v) => String(v.id) === req.query.variant) : undefined;
        if (chosen) product.selected_or_first_available_variant = chosen;
        // Dawn's product recommendations: others from the product's first collection.
        const related = productsIn(seed.collections.find((c) => c !== 'all') ?? 'all')
          .filter((p) => p.handle !== seed.handle)
          .slice(0, 4)
          .map((p) => liquidProduct(storeOrigin, p));
        return await page(req, res, 'product', { page_title: product.title, product, related });
      }
      if (seg[0] === 'pages' && seg[1] && PAGES[seg[1]]) {
        const optionalParam = ['broadcast', 'virtual-try-on'].includes(seg[1]);
        const needsParam = ['shade-finder-results', 'profile', 'watch', 'channels'].includes(seg[1]);
        const ok = seg.length === 2 ? !needsParam : seg.length === 3 && (needsParam || optionalParam);
        if (!ok) return await notFound();
        if (seg[1] === 'shade-finder' || seg[1] === 'shade-finder-results') {
          // The shade finder matches the foundation's shades (the merchant picks the product in the theme).
          const product = liquidProduct(storeOrigin, productByHandle('second-skin-foundation')!);
          return await page(req, res, 'shade-finder', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]], product, results: seg[1] === 'shade-finder-results' });
        }
        if (seg[1] === 'virtual-try-on') {
          // The dedicated try-on page: an optional product handle picks the product tried first.
          const seed = seg[2] ? productByHandle(seg[2]) : undefined;
          if (seg[2] && !seed) return await notFound();
          const product = seed ? liquidProduct(storeOrigin, seed) : null;
          return await page(req, res, 'virtual-try-on', { page_title: seed ? `Try on ${seed.title}` : PAGES[seg[1]]!.title, page: PAGES[seg[1]], product });
        }
        if (seg[1] === 'myaccount') return await page(req, res, 'account', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]] });
        if (seg[1] === 'watch') return await page(req, res, 'watch', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]] });
        if (seg[1] === 'live-shopping') return await page(req, res, 'live-shopping', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]] });
        if (seg[1] === 'broadcast') return await page(req, res, 'broadcast', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]] });
        if (seg[1] === 'channels') return await page(req, res, 'channel', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]] });
        if (seg[1] === 'profile') return await page(req, res, 'live-profile', { page_title: 'Your live shopping', page: PAGES[seg[1]] });
        return await page(req, res, 'page', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]] });
      }
      if (seg[0] === 'account') {
        if (p === '/account/logout') {
          signOutOfStore(req, res);
          return res.redirect(302, safePath(req.query.return_url) ?? '/');
        }
        // Shopify's Multipass login: a valid, fresh, unused token signs the customer in and goes to return_to.
        if (seg[1] === 'login' && seg[2] === 'multipass' && seg.length === 4) {
          const redeemed = redeemMultipass(MULTIPASS_SECRET, seg[3]!);
          if (redeemed) {
            signInToStore(res, redeemed.account);
            return res.redirect(302, safePath(redeemed.returnTo) ?? '/account');
          }
          // Shopify serves a page here only when it refused the token; Vanity reports that it did.
          return await page(req, res, 'account', { page_title: ACCOUNT_PAGES.multipass!.title, page: ACCOUNT_PAGES.multipass });
        }
        if (seg.length === 1) {
          const customer = liquidCustomer(req);
          if (!customer) return res.redirect(302, '/account/login');
          return await page(req, res, 'customer', { page_title: 'Account' });
        }
        const key =
          seg.length === 1 ? 'account'
          : seg.length === 2 && ['login', 'register', 'invalid_token'].includes(seg[1]!) ? seg[1]!
          : seg[1] === 'activate' && seg.length === 4 ? 'activate'
          : seg[1] === 'login' && seg[2] === 'multipass' && seg.length === 4 ? 'multipass'
          : null;
        if (!key) return await notFound();
        return await page(req, res, 'account', { page_title: ACCOUNT_PAGES[key]!.title, page: ACCOUNT_PAGES[key] });
      }
      if (seg.length >= 3 && seg[1] === 'checkouts' && seg.length <= 4) {
        return await page(req, res, 'checkout', { page_title: 'Checkout', checkout_step: seg[3] ?? 'information' });
      }
      if (seg.length === 3 && seg[1] === 'orders') {
        const items = ORDER.line_items.flatMap(({ variantId, quantity }) => {
          const found = variantById(variantId);
          if (!found) return [];
          const price = Math.round(Number(found.variant.price) * 100);
          return [{ title: `${found.product.title} - ${found.variant.title}`, quantity, line_price: price * quantity }];
        });
        const order = { ...ORDER, line_items: items, total_price: items.reduce((n, i) => n + i.line_price, 0) };
        return await page(req, res, 'order', { page_title: `Order ${ORDER.name}`, order });
      }
      return await notFound();
    } catch (e) {
      next(e);
    }
  });
  store.use(jsonErrors);

  // ---- CDN origin: dist/ with CORS, as Shopify's CDN serves theme assets ----
  const cdn = express();
  cdn.disable('x-powered-by');
  cdn.use(faultMiddleware('cdn'));
  cdn.use((req, _res, next) => {
    recorder.cdn.push({ at: new Date().toISOString(), path: req.path, origin: req.get('origin'), destination: req.get('sec-fetch-dest') });
    if (recorder.cdn.length > 2000) recorder.cdn.splice(0, 1000);
    next();
  });
  cdn.use(cors(false));
  cdn.use(modelRouter());
  // The shows' HLS video, live and recorded, as a streaming service publishes it.
  cdn.use(mediaRoutes((id) => live.shows.byId(id)));
  cdn.use(
    express.static(distDir, {
      setHeaders(res, file) {
        // Hashed files never change; the stable loader is revalidated.
        res.set('Cache-Control', /-[A-Z0-9]{8}\.js(\.map)?$/.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=60');
      },
    }),
  );

  // ---- backends origin ----
  // (identity: cognito-local behind the shim, the PreSignUp Lambda, the account backend)
  const api = express();
  api.disable('x-powered-by');
  api.use(cors(true));
  api.use(faultMiddleware('api'));
  api.use(jsonBody);
  api.use(identity.router);
  api.use('/api/live', live.router);
  const sink = (kind: 'analytics' | 'error') => (req: Request, res: Response) => {
    recorder.sinks.push({
      kind,
      at: new Date().toISOString(),
      headers: { 'x-device-id': req.get('x-device-id'), 'x-session-id': req.get('x-session-id'), origin: req.get('origin') },
      body: req.body,
    });
    if (recorder.sinks.length > 5000) recorder.sinks.splice(0, 2500);
    res.status(204).end();
  };
  api.use(skinToneRouter(recorder.skinTone));
  api.post('/log/v1', sink('analytics'));
  api.post('/error-report/v1', sink('error'));
  api.use(jsonErrors);

  const servers = await Promise.all([listen(store, opts.storePort, host), listen(cdn, opts.cdnPort, host), listen(api, opts.apiPort, host)]);
  const originOf = (s: Server) => `http://${host}:${(s.address() as AddressInfo).port}`;
  [storeOrigin, cdnOrigin, apiOrigin] = servers.map(originOf) as [string, string, string];
  return {
    storeOrigin,
    cdnOrigin,
    apiOrigin,
    authOrigin: identity.hostedUi.origin,
    close: async () => {
      await identity.close();
      live.close();
      await Promise.all(servers.map((s) => new Promise<void>((r) => { s.closeAllConnections(); s.close(() => r()); })));
    },
  };
}

/** A same-origin path to go to, or null (no open redirects). */
function safePath(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
