import { Router, type Request, type Response } from 'express';
import { sameOriginPath, storePath } from '../../shared/routes/same-origin';
import { liquidCustomer, redeemMultipass, signInToStore, signOutOfStore } from '../identity/store-accounts';
import { MULTIPASS_SECRET } from '../identity/identity-stand-in';
import { productByHandle, productsIn, variantById } from '../storefront/catalogue';
import { cartFor, cartJson } from './cart';
import { sendHtml } from './compressed-html';
import { liquidCollection, liquidProduct, liquidShadeCards, type createThemeRenderer, type ThemeInstall } from './theme';
import { themeMode, themeModeCookie } from './theme-mode';
import { accountMode, accountModeCookie } from './account-mode';
import type { CustomerAuthentication } from './customer-authentication';

/**
 * The store's theme pages, rendered with LiquidJS as Shopify serves them: home, cart, collections, products, the
 * pages Vanity's widgets mount into, the customer account (Multipass included), checkout and order status; any
 * other path is the theme's 404. Mounted last on the store: every other route wins.
 */

/** Copy for the theme pages whose content is Vanity's widgets (they mount into placeholders). */
const PAGES: Record<string, { title: string; content: string }> = {
  about: {
    title: 'About Aurelle',
    content:
      '<p>Aurelle makes clean, long-wearing colour cosmetics in shades for every skin tone. Every formula is vegan and cruelty-free.</p>',
  },
  myaccount: { title: 'My account', content: '<p>Sign in to save your looks, follow live shows and check out faster.</p>' },
  'virtual-try-on': { title: 'Virtual try-on', content: '<p>See every shade on your own face, live from your camera or on a photo.</p>' },
  'shade-finder': {
    title: 'Find your foundation shade',
    content: '<p>Answer a few questions and take a photo; we will suggest the Second Skin Foundation shade nearest your skin tone.</p>',
  },
  'shade-finder-results': { title: 'Your shade match', content: '<p>Your foundation shade, matched to your skin tone.</p>' },
  profile: { title: 'Profile', content: '<p>Shows, followers and favourite products.</p>' },
  broadcast: { title: 'Broadcast', content: '<p>Go live, feature products and chat with your viewers.</p>' },
  watch: { title: 'Live show', content: '<p>Watch, chat and shop the products featured in the show.</p>' },
  'live-shopping': { title: 'Live shopping', content: '<p>Upcoming and recent live shows from Aurelle artists.</p>' },
  channels: { title: 'Channel', content: '<p>Every show from this host.</p>' },
};

/** Shopify's policy pages (Settings > Policies), served at /policies/{handle}; the account screens link to two of them. */
const POLICIES: Record<string, { title: string; content: string }> = {
  'terms-of-service': {
    title: 'Terms of service',
    content:
      '<p>These terms govern your use of the Aurelle store and your Aurelle account. By creating an account or placing an order you agree to them.</p>',
  },
  'privacy-policy': {
    title: 'Privacy policy',
    content:
      '<p>Aurelle collects the details you give us (your name, email and orders) to run your account and deliver your orders. Try-on and shade photos stay on your device unless you share them.</p>',
  },
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
  line_items: [
    { variantId: 44010000006, quantity: 1 },
    { variantId: 44010000026, quantity: 1 },
  ],
};

/**
 * How the theme installs Vanity for this request: the `theme_install` cookie (`blocks` or `snippets`, so one store
 * serves both to e2e tests), else the THEME_INSTALL environment variable, else the pasted snippets.
 */
export function themeInstall(req: Request): ThemeInstall {
  const chosen = /(?:^|;\s*)theme_install=([^;]+)/.exec(req.get('cookie') ?? '')?.[1] ?? process.env.THEME_INSTALL;
  return chosen === 'blocks' ? 'blocks' : 'snippets';
}

export function themePages(
  theme: ReturnType<typeof createThemeRenderer>,
  origin: () => string,
  /** The store's relying party for the `sso` account mode (customer-authentication.ts). */
  customerAuth?: CustomerAuthentication,
): Router {
  const router = Router();
  const page = async (req: Request, res: Response, template: string, data: Record<string, unknown>, status = 200) => {
    const locale = (req as Request & { locale?: string }).locale ?? 'en';
    const html = await theme.render(
      template,
      {
        cart: cartJson(origin(), cartFor(req, res)),
        locale,
        customer: liquidCustomer(req),
        theme_mode: themeMode(req),
        account_mode: accountMode(req),
        // `?auth=tabbed`: this page as a store with the embed's tabbed sign-in setting on (vanity_tabbed_auth).
        tabbed_auth: req.query.auth === 'tabbed',
        // Liquid's request.path: the address's path as asked (its locale prefix included), never its query.
        request_path: req.originalUrl.split('?')[0],
        ...data,
      },
      themeInstall(req),
    );
    sendHtml(req, res, status, html);
  };

  router.use(themeModeCookie());
  router.use(accountModeCookie());
  // Locale prefixes, as Shopify Markets serves them (/fr/collections/lips).
  router.use((req, _res, next) => {
    const m = /^\/(fr)(?=\/|$)/.exec(req.path);
    if (m) {
      (req as Request & { locale?: string }).locale = m[1];
      req.url = req.url.slice(m[0].length) || '/';
    }
    next();
  });

  router.get(/.*/, async (req, res, next) => {
    try {
      // Serve double-slash URLs as the clean page; the loader collapses them by redirect.
      const p = req.path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
      let seg: string[];
      try {
        seg = p.split('/').filter(Boolean).map(decodeURIComponent);
      } catch {
        // A malformed percent escape ("%E0%A4%A"): Shopify answers 400, not a server error.
        return res.status(400).type('text/plain').send('Bad Request');
      }
      const notFound = () =>
        page(
          req,
          res,
          'page',
          {
            page_title: 'Page not found',
            page: {
              title: 'Page not found',
              content: '<p>The page you were looking for does not exist. <a href="/collections/all">Continue shopping</a></p>',
            },
          },
          404,
        );

      if (p === '/') return await page(req, res, 'index', { page_title: 'Home' });
      if (p === '/cart') return await page(req, res, 'cart', { page_title: 'Your bag' });
      if (seg[0] === 'collections' && seg.length === 2) {
        // `?view=shades` is the shade-per-card alternate template, 24 cards a page (Dawn's largest page size) unless
        // `per_page` (1–50) says otherwise: the bench measures the grid at several sizes.
        const shades = req.query.view === 'shades';
        const perPage = Math.min(50, Math.max(1, Number(req.query.per_page) || 24));
        const collection = shades
          ? liquidShadeCards(origin(), seg[1]!, perPage, Math.max(1, Number(req.query.page) || 1))
          : liquidCollection(origin(), seg[1]!);
        return collection ? await page(req, res, 'collection', { page_title: collection.title, collection }) : await notFound();
      }
      const productHandle =
        seg[0] === 'products' && seg.length === 2
          ? seg[1]
          : seg[0] === 'collections' && seg[2] === 'products' && seg.length === 4
            ? seg[3]
            : p === '/products_preview'
              ? String(req.query.handle ?? 'velvet-matte-lipstick')
              : p === '/pages/satin-lip-color-lipstick'
                ? 'satin-lip-color-lipstick'
                : undefined;
      if (productHandle !== undefined) {
        const seed = productByHandle(productHandle);
        if (!seed) return await notFound();
        const product = liquidProduct(origin(), seed);
        const chosen = req.query.variant ? product.variants.find((v) => String(v.id) === req.query.variant) : undefined;
        if (chosen) product.selected_or_first_available_variant = chosen;
        // Dawn's product recommendations: others from the product's first collection.
        const related = productsIn(seed.collections.find((c) => c !== 'all') ?? 'all')
          .filter((p) => p.handle !== seed.handle)
          .slice(0, 4)
          .map((p) => liquidProduct(origin(), p));
        return await page(req, res, 'product', { page_title: product.title, product, related });
      }
      if (seg[0] === 'pages' && seg[1] && PAGES[seg[1]]) {
        const optionalParam = ['broadcast', 'virtual-try-on'].includes(seg[1]);
        const needsParam = ['shade-finder-results', 'profile', 'watch', 'channels'].includes(seg[1]);
        const ok = seg.length === 2 ? !needsParam : seg.length === 3 && (needsParam || optionalParam);
        if (!ok) return await notFound();
        if (seg[1] === 'shade-finder' || seg[1] === 'shade-finder-results') {
          // The shade finder matches the foundation's shades (the merchant picks the product in the theme).
          const product = liquidProduct(origin(), productByHandle('second-skin-foundation')!);
          return await page(req, res, 'shade-finder', {
            page_title: PAGES[seg[1]]!.title,
            page: PAGES[seg[1]],
            product,
            results: seg[1] === 'shade-finder-results',
          });
        }
        if (seg[1] === 'virtual-try-on') {
          // The dedicated try-on page: an optional product handle picks the product tried first.
          const seed = seg[2] ? productByHandle(seg[2]) : undefined;
          if (seg[2] && !seed) return await notFound();
          const product = seed ? liquidProduct(origin(), seed) : null;
          return await page(req, res, 'virtual-try-on', {
            page_title: seed ? `Try on ${seed.title}` : PAGES[seg[1]]!.title,
            page: PAGES[seg[1]],
            product,
          });
        }
        if (seg[1] === 'myaccount') return await page(req, res, 'account', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]] });
        if (seg[1] === 'watch') return await page(req, res, 'watch', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]] });
        if (seg[1] === 'live-shopping')
          return await page(req, res, 'live-shopping', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]] });
        if (seg[1] === 'broadcast') return await page(req, res, 'broadcast', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]] });
        if (seg[1] === 'channels') return await page(req, res, 'channel', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]] });
        if (seg[1] === 'profile') return await page(req, res, 'live-profile', { page_title: 'Your live shopping', page: PAGES[seg[1]] });
        return await page(req, res, 'page', { page_title: PAGES[seg[1]]!.title, page: PAGES[seg[1]] });
      }
      if (seg[0] === 'policies' && seg.length === 2) {
        const policy = POLICIES[seg[1]!];
        return policy ? await page(req, res, 'page', { page_title: policy.title, page: policy }) : await notFound();
      }
      if (seg[0] === 'account') {
        if (p === '/account/logout') {
          const { idToken } = signOutOfStore(req, res);
          const returnTo = sameOriginPath(req.query.return_url, origin()) ?? '/';
          // New customer accounts signed in through the identity provider end its session too (RP-initiated logout).
          // The `sso_logout_hint=none` cookie: the store sends no id_token_hint (Shopify does not document that it does).
          if (idToken && customerAuth && accountMode(req) === 'sso')
            return await customerAuth.providerLogout(
              res,
              returnTo,
              /(?:^|;\s*)sso_logout_hint=none(?:;|$)/.test(req.get('cookie') ?? '') ? null : idToken,
            );
          return res.redirect(302, returnTo);
        }
        // With an identity provider connected, the store's sign-in is the provider's.
        if (p === '/account/login' && accountMode(req) === 'sso')
          return res.redirect(
            302,
            `/customer_authentication/login?return_to=${encodeURIComponent(storePath(req.query.return_url) ?? '/account')}`,
          );
        // Shopify's Multipass login: a valid, fresh, unused token signs the customer in and goes to return_to.
        if (seg[1] === 'login' && seg[2] === 'multipass' && seg.length === 4) {
          const redeemed = redeemMultipass(MULTIPASS_SECRET, seg[3]!);
          if (redeemed) {
            signInToStore(res, redeemed.account);
            return res.redirect(302, sameOriginPath(redeemed.returnTo, origin()) ?? '/account');
          }
          // Shopify serves a page here only when it refused the token; Vanity reports that it did.
          return await page(req, res, 'account', { page_title: ACCOUNT_PAGES.multipass!.title, page: ACCOUNT_PAGES.multipass });
        }
        if (seg.length === 1) {
          const customer = liquidCustomer(req);
          if (!customer) return res.redirect(302, '/account/login');
          // New customer accounts: Shopify's own account pages (profile, orders), not the theme's customer template.
          if (accountMode(req) !== 'legacy') return await page(req, res, 'customer-account', { page_title: 'Profile' });
          return await page(req, res, 'customer', { page_title: 'Account' });
        }
        const key =
          seg.length === 1
            ? 'account'
            : seg.length === 2 && ['login', 'register', 'invalid_token'].includes(seg[1]!)
              ? seg[1]!
              : seg[1] === 'activate' && seg.length === 4
                ? 'activate'
                : seg[1] === 'login' && seg[2] === 'multipass' && seg.length === 4
                  ? 'multipass'
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
  return router;
}
