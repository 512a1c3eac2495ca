import { createAnalyticsClient } from '../api/analytics/analytics-client';
import { createErrorReporter } from '../api/error-report/error-reporter';
import { createHttp } from '../http';
import { resolveIds } from '../ids';
import { navigate } from '../routes/navigate';
import { safeStorage } from '../storage-keys';
import type { MountContext } from '../widget-contract';
import type { StorefrontClient } from '../api/storefront/storefront-client';
import type { WorkerClient } from '../worker/worker-client';
import { lazyMethods } from '../lazy-methods';
import type { AppDeps } from './app-deps';
import { createAppStore, type AppStore } from './create-app-store';

let store: AppStore | null = null;

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
  const http = createHttp({ ids: () => ids });
  const send = (url: string, body: unknown) => http(url, { method: 'POST', json: body, keepalive: true });
  const reportError = createErrorReporter({ endpoint: config.backends.errorReport, ids: () => ids, commitId: __VANITY_COMMIT__, send });
  const worker = lazyMethods<WorkerClient>(
    () =>
      import('../worker/worker-client').then((m) =>
        m.createWorkerClient({
          workerUrl: new URL(__VANITY_WORKER_FILE__, config.cdnBase).href,
          onFallback: (reason) => reportError(reason, { where: 'worker-start' }),
        }),
      ),
    ['ping', 'downscaleImage', 'compressToByteCap', 'prepareSkinToneRequest', 'mode'],
  );
  const analytics = createAnalyticsClient({
    endpoint: config.backends.analytics,
    ids: () => ids,
    commitId: __VANITY_COMMIT__,
    send,
    compressImage: (image, maxBytes) => worker.compressToByteCap(image, maxBytes),
    toBase64: async (image) => (await blobToDataUrl(image)).split(',')[1] ?? '',
  });
  const storefront = lazyMethods<StorefrontClient>(
    () => import('../api/storefront/storefront-client').then((m) => m.createStorefrontClient({ endpoint: m.storefrontEndpoint(config), token: config.storefront.token })),
    ['productByHandle', 'productById', 'inventory', 'customerAcceptsMarketing', 'updateAcceptsMarketing'],
  );
  return {
    config,
    ids,
    storefront,
    warn: (message, detail) => console.warn(message, detail),
    worker,
    sessionStorage: session,
    navigate: (to) => void navigate(to),
    currentUrl: () => window.location.href,
    reportError,
    analytics,
    blobToDataUrl,
    now: Date.now,
  };
}

/** The one store of the page, shared by every React root. */
export function getAppStore(ctx: MountContext): AppStore {
  store ??= createAppStore(createBrowserDeps(ctx));
  return store;
}
