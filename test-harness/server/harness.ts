import { startIdentity, ACCOUNT_NAMESPACE, MULTIPASS_SECRET } from '../identity/identity-stand-in';
import { redeemMultipass, storeAccount } from '../identity/store-accounts';
import express from 'express';
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storefrontHooks } from '../storefront/storefront-data';
import { liveShoppingBackend } from '../live-shopping/live-backend';
import { STOREFRONT_TOKEN, storefrontHandler } from '../storefront/storefront-handler';
import { createBackendsApp } from './backends-origin';
import { addToCart, CartError, cartFor, cartRouter } from './cart';
import { createCdnApp } from './cdn-origin';
import { controlRoutes } from './control-routes';
import { cspMiddleware, cspRouter } from './csp';
import { faultMiddleware } from './faults';
import { jsonBody, jsonErrors, listen } from './http-helpers';
import { listenSecureHttp2 } from './http2-server';
import { localCertificate } from './local-certificate';
import { shopFiles } from './shop-files';
import { createThemeRenderer } from './theme';
import { themePages } from './theme-pages';
import { todayStore } from '../shopify-extensions/today-store';
import { customerAuthentication } from './customer-authentication';
import { customerAccountHandler } from '../customer-account/customer-account-api';
import { CUSTOMER_ACCOUNT_CLIENT_ID, customerAccountOAuth } from '../customer-account/customer-account-oauth';

/**
 * The local store: three origins as a Shopify store with Vanity has them. The store (theme-pages.ts, shop-files.ts,
 * the Storefront API and Ajax cart, /__harness/ in control-routes.ts), the CDN (cdn-origin.ts, HTTP/2 on TLS) and Vanity's
 * backends (backends-origin.ts). This file starts the stand-ins they share and puts each origin's routes in order.
 */
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
  /** The visitor is in a region that asks for consent, so the store shows a cookie banner (default true). */
  consentBanner?: boolean;
  /** The identity pool's minimum password length (default 8, spec 1 §9); the store's config follows it. */
  passwordMinLength?: number;
}

export interface Harness {
  storeOrigin: string;
  cdnOrigin: string;
  apiOrigin: string;
  /** The account backend's origin: the backends' server under another loopback name, another site than the store's. */
  accountOrigin: string;
  authOrigin: string;
  close(): Promise<void>;
}

export async function startHarness(opts: HarnessOptions): Promise<Harness> {
  const host = opts.host ?? '127.0.0.1';
  // Port 0 picks a free port; the origins are fixed once the servers listen.
  let storeOrigin = `http://${host}:${opts.storePort}`;
  let cdnOrigin = `https://${host}:${opts.cdnPort}`;
  let apiOrigin = `http://${host}:${opts.apiPort}`;
  // Shopify's accounts origin (shopify.com's stand-in: its sign-in with the store's identity provider) is the store's
  // server under the other loopback name: another origin and another site than the store's, as shopify.com is.
  const shopifyHost = host === 'localhost' ? '127.0.0.1' : 'localhost';
  let shopifyOrigin = `http://${shopifyHost}:${opts.storePort}`;
  // The account backend (its OpenID Connect front included) is the backends' server under a third loopback name: in
  // production it is on another site than the store (brand.com or *.myshopify.com), so the browser's SameSite rules
  // apply between them here too. An IP address is its own site (it has no registrable domain), Chromium reaches all
  // of 127.0.0.0/8, and `localhost` is already Shopify's accounts origin.
  const accountHost = host === '127.0.0.2' ? '127.0.0.3' : '127.0.0.2';
  let accountOrigin = `http://${accountHost}:${opts.apiPort}`;
  const distDir = opts.distDir ?? path.join(repoRoot, 'dist');
  // A harness on ports picked at random (a unit test's) keeps its data in a folder of its own, removed at close: test
  // files run side by side, and cognito-local clears its folder as it starts.
  const ownData = opts.dataDir === undefined && opts.storePort === 0 ? mkdtempSync(path.join(os.tmpdir(), 'vanity-harness-')) : null;
  const dataDir = opts.dataDir ?? ownData ?? path.join(repoRoot, 'test-harness', '.data');
  // cognito-local's pool goes in the data folder too: each harness running at once needs a folder of its own.
  const cognitoDir = path.join(dataDir, 'cognito');
  const identity = await startIdentity({
    apiOrigin: () => apiOrigin,
    accountOrigin: () => accountOrigin,
    storeOrigin: () => storeOrigin,
    shopifyOrigin: () => shopifyOrigin,
    host,
    authPort: opts.authPort ?? 0,
    dataDir: cognitoDir,
    ...(opts.passwordMinLength ? { passwordMinLength: opts.passwordMinLength } : {}),
  });
  // The Storefront API's customerAccessTokenCreateWithMultipass spends a token as the store's login does.
  storefrontHooks.customerTokenWithMultipass = (token) => {
    const redeemed = redeemMultipass(MULTIPASS_SECRET, token);
    return redeemed ? { accessToken: redeemed.account.accessToken, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() } : null;
  };

  // The live-shopping backend (every viewer-side call, chat included); its data survives a restart.
  const live = liveShoppingBackend({
    dataDir,
    clientId: () => identity.clientId,
    customerIdOf: (claims) => (claims.email ? (storeAccount(claims.email)?.id.toString() ?? null) : null),
    cdnOrigin: () => cdnOrigin,
    apiOrigin: () => apiOrigin,
  });
  await live.ready;

  const theme = createThemeRenderer(() => ({
    storeOrigin,
    cdnOrigin,
    consentBanner: opts.consentBanner ?? true,
    settings: {
      vanity_storefront_token: STOREFRONT_TOKEN,
      vanity_storefront_api_version: '2022-10',
      vanity_account_api: `${accountOrigin}/api/consumer/${ACCOUNT_NAMESPACE}`,
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
      // The hub's public client of the Customer Account API (new customer accounts).
      vanity_customer_account_client_id: CUSTOMER_ACCOUNT_CLIENT_ID,
      // The pool's own policy, so the forms check what the identity service enforces.
      vanity_cognito_password_min_length: identity.passwordMinLength,
      // The theme's header bubble re-renders from each add's answer (Section Rendering API, cart:update).
      vanity_cart_sections: 'cart-icon-bubble',
    },
  }));

  // ---- store origin ----
  const store = express();
  store.disable('x-powered-by');
  // Requests to Shopify's accounts origin reach only its routes (below): nothing of the store answers there.
  store.use((req, res, next) => (req.hostname === shopifyHost ? shopifyAccounts(req, res, next) : next()));
  store.use(faultMiddleware('store'));
  // A Content-Security-Policy only when a test asks for one (POST /__harness/csp).
  store.use(cspMiddleware(), cspRouter());
  store.use(jsonBody, express.urlencoded({ extended: true }));
  store.use(controlRoutes(live, identity));
  store.use(shopFiles(repoRoot));
  store.post(
    '/api/:version/graphql.json',
    storefrontHandler(() => storeOrigin),
  );
  const renderSection = (id: string, cart: unknown) => theme.renderSection(id, { cart });
  store.use(cartRouter(() => storeOrigin, renderSection));
  // Shopify Markets serves the Ajax cart under the locale root too (routes.root_url).
  store.use(
    '/fr',
    cartRouter(() => storeOrigin, renderSection),
  );
  store.post('/cart/add', (req, res) => {
    // The theme's no-JS product form: the Ajax endpoint's rules, then the bag (Shopify shows the bag either way).
    try {
      addToCart(cartFor(req, res), { id: req.body?.id, quantity: req.body?.quantity ?? 1 });
    } catch (e) {
      if (!(e instanceof CartError)) throw e;
    }
    res.redirect(303, '/cart');
  });
  // Today's Shopify (the default store mode): checkout, thank-you and order status are Shopify's pages with Vanity's extensions.
  store.use(
    todayStore({ storeOrigin: () => storeOrigin, loggingUrl: () => `${apiOrigin}/log/v1`, consentBanner: opts.consentBanner ?? true }),
  );
  // New customer accounts with the pool as the store's identity provider (the `sso` account mode).
  const customerAuth = customerAuthentication({
    connection: () => identity.oidc,
    certificate: () => identity.hostedUi.certificate,
    storeOrigin: () => storeOrigin,
    shopifyOrigin: () => shopifyOrigin,
    problem: async (req, res, message) => {
      const html = await theme.render('page', {
        cart: null,
        customer: null,
        page_title: 'Sign in',
        page: {
          title: 'Sign in',
          content: `<p role="alert">${message}</p><p><a href="/pages/myaccount?operation=signIn">Sign in again</a></p>`,
        },
      });
      res.status(400).type('html').send(html);
    },
  });
  store.use(customerAuth.router);
  const shopifyAccounts = express.Router();
  shopifyAccounts.use(customerAuth.shopifyRouter, (_req, res) => void res.status(404).send('Not found'));
  // The Customer Account API's token flow (Shopify's on shopify.com/authentication/{shop_id}; here on the store).
  store.use(
    customerAccountOAuth({ storeOrigin: () => storeOrigin, callbackUris: () => [`${storeOrigin}/pages/myaccount?operation=signIn`] }),
  );
  // The Customer Account API (Shopify serves it from shopify.com; here on the store, found the documented way).
  store.get('/.well-known/customer-account-api', (_req, res) => {
    res.json({ graphql_api: `${storeOrigin}/customer/api/2026-04/graphql` });
  });
  store.post('/customer/api/:version/graphql', customerAccountHandler());
  store.use(themePages(theme, () => storeOrigin, customerAuth));
  store.use(jsonErrors);

  const cdn = createCdnApp(distDir, live, path.join(repoRoot, 'extensions', 'vanity-theme', 'assets'));
  const api = createBackendsApp(identity, live);

  // The CDN speaks HTTP/2 over TLS, as Shopify's does, with the certificate the hosted sign-in serves.
  const [servers, cdnServer] = await Promise.all([
    Promise.all([listen(store, opts.storePort, host), listen(api, opts.apiPort, host)]),
    listenSecureHttp2(cdn, opts.cdnPort, host, await localCertificate(host)),
  ]);
  const originOf = (s: Server) => `http://${host}:${(s.address() as AddressInfo).port}`;
  [storeOrigin, apiOrigin] = servers.map(originOf) as [string, string];
  // The same server, under the account backend's name (its port is known now when it was picked at random).
  const accountServer = await listen(api, Number(new URL(apiOrigin).port), accountHost);
  accountOrigin = `http://${accountHost}:${new URL(apiOrigin).port}`;
  shopifyOrigin = `http://${shopifyHost}:${new URL(storeOrigin).port}`;
  cdnOrigin = `https://${host}:${cdnServer.port}`;
  return {
    storeOrigin,
    cdnOrigin,
    apiOrigin,
    accountOrigin,
    authOrigin: identity.hostedUi.origin,
    close: async () => {
      await identity.close();
      live.close();
      await cdnServer.close();
      await Promise.all(
        [...servers, accountServer].map(
          (s) =>
            new Promise<void>((r) => {
              s.closeAllConnections();
              s.close(() => r());
            }),
        ),
      );
      if (ownData) rmSync(ownData, { recursive: true, force: true });
    },
  };
}
