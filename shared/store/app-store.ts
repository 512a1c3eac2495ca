import type { AnalyticsClient } from '../api/analytics/analytics-client';
import type { CartClient } from '../api/cart/cart-client';
import type { SkinToneClient } from '../api/skin-tone/skin-tone-client';
import { createCdnClient } from '../api/cdn/cdn-client';
import { createModelLoader } from '../try-on/model-loader';
import { MOBILE_LAYOUT_QUERY } from '../try-on/canvas-layout';
import { resolveIds } from '../ids';
import { safeStorage } from '../storage-keys';
import type { MountContext } from '../widget-contract';
import type { CatalogSource } from '../catalog/catalog-source';
import type { WorkerClient } from '../worker/worker-client';
import { lazyClient } from '../lazy-client';
import type { AppDeps } from './app-deps';
import { createAppStore, type AppStore } from './create-app-store';

let store: AppStore | null = null;
let storeDeps: AppDeps | null = null;

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** Wires the real clients; made once, on the first widget mount of the page. */
export function createBrowserDeps(ctx: MountContext): AppDeps {
  const { config } = ctx;
  const local = safeStorage(() => window.localStorage);
  const session = safeStorage(() => window.sessionStorage);
  const ids = resolveIds(local, session, config.customerId);
  const { reportError } = ctx;
  const worker = lazyClient<WorkerClient>(
    () =>
      import('../worker/worker-client').then((m) =>
        m.createWorkerClient({
          workerUrl: new URL(__VANITY_WORKER_FILE__, config.cdnBase).href,
          onFallback: (reason) => reportError(reason, { where: 'worker-start' }),
        }),
      ),
  );
  // The analytics client (and the HTTP helper it posts with) loads with the first event.
  let client: Promise<AnalyticsClient> | null = null;
  const loadAnalytics = () =>
    (client ??= Promise.all([import('../api/analytics/analytics-client'), import('../http')]).then(([a, h]) => {
      const http = h.createHttp({ ids: () => ids });
      return a.createAnalyticsClient({
        endpoint: config.backends.analytics,
        ids: () => ids,
        commitId: __VANITY_COMMIT__,
        send: (url, body) => http(url, { method: 'POST', json: body, keepalive: true }),
        compressImage: (image, maxBytes) => worker.compressToByteCap(image, maxBytes),
        toBase64: async (image) => (await blobToDataUrl(image)).split(',')[1] ?? '',
      });
    }));
  const analytics: AnalyticsClient = {
    // Settles when the event has been handed to the network (a keepalive request that outlives the page).
    track: (name, props, options) =>
      loadAnalytics().then(
        (c) => void c.track(name, props, options),
        () => {
          client = null; /* fire and forget: a failed chunk download drops the event */
        },
      ),
  };
  const warn = (message: string, detail?: unknown) => console.warn(message, detail);
  const catalog = lazyClient<CatalogSource>(
    () =>
      Promise.all([import('../api/storefront/storefront-client'), import('../catalog/catalog-source')]).then(([client, source]) =>
        source.createCatalogSource(client.createStorefrontClient({ endpoint: client.storefrontEndpoint(config), token: config.storefront.token }), warn),
      ),
  );
  const cart = lazyClient<CartClient>(
    () =>
      Promise.all([import('../api/cart/cart-client'), import('../http')]).then(([c, h]) => c.createCartClient(h.createHttp({ ids: () => ids }), config.routesRoot)),
  );
  const skinTone = lazyClient<SkinToneClient>(
    () =>
      Promise.all([import('../api/skin-tone/skin-tone-client'), import('../http')]).then(([c, h]) => c.createSkinToneClient(h.createHttp({ ids: () => ids }), config.backends.skinTone)),
  );
  const cdn = createCdnClient();
  const media = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return {
    config,
    ids,
    cart,
    skinTone,
    emit: (name, detail) => document.dispatchEvent(new CustomEvent(name, { detail })),
    isMobileLayout: () => media(MOBILE_LAYOUT_QUERY),
    catalog,
    cdn,
    models: createModelLoader(cdn, config.cdnBase),
    warn,
    worker,
    sessionStorage: session,
    localStorage: local,
    storageEvents: window,
    navigate: ctx.navigate,
    currentUrl: () => window.location.href,
    reportError,
    analytics,
    blobToDataUrl,
    now: Date.now,
  };
}

/** The one store of the page, shared by every React root. */
export function getAppStore(ctx: MountContext): AppStore {
  if (!store) {
    const deps = (storeDeps = createBrowserDeps(ctx));
    store = createAppStore(deps);
    // new_session and user_engaged (spec 2 §3), on pages where a widget mounted; nothing waits for their chunk.
    void import('../analytics/page-analytics').then(
      (m) => m.startPageAnalytics(deps),
      () => {
        /* analytics must never disturb the shopper */
      },
    );
  }
  return store;
}

/** The dependencies the page's store was made with, for slices installed later. */
export function getAppDeps(ctx: MountContext): AppDeps {
  getAppStore(ctx);
  return storeDeps!;
}
