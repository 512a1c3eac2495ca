import type { AnalyticsClient } from '../api/analytics/analytics-client';
import { createCdnClient } from '../api/cdn/cdn-client';
import { createGuestSession } from '../api/live-shopping/guest-session';
import { createAuthEvents, watchOtherTabs } from '../api/identity/auth-events';
import type { Http } from '../http';
import { lazyClient, loadOnce, type AsyncMethods } from '../lazy-client';
import { safeStorage } from '../storage-keys';
import { MOBILE_MEDIA } from '../react/breakpoints';
import type { ModelLoader } from '../try-on/model-loader';
import type { WorkerClient } from '../worker/worker-client';
import type { MountContext } from '../widget-contract';
import type { AppDeps, CustomerApi } from './app-deps';

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The model loader comes with its first use (intent on Try it on, a label's menu, a try-on), so pages without a
 * try-on never download it. Its fire-and-forget calls wait for it; a failed download is tried again next call.
 */
function lazyModels(load: () => Promise<ModelLoader>): ModelLoader {
  const get = loadOnce(load);
  const later = (run: (models: ModelLoader) => void) =>
    void get().then(run, () => {
      /* the session's own files() call reports a loader that cannot load */
    });
  return {
    prefetch: (set) => later((m) => m.prefetch(set)),
    manifest: (set) => get().then((m) => m.manifest(set)),
    files: (set, onProgress) => get().then((m) => m.files(set, onProgress)),
    refresh: (set) => later((m) => m.refresh(set)),
  };
}

/**
 * The one place the page's real dependencies are made, once, on the first widget mount. Clients are
 * lazy: their code (comlink, graphql-request, aws-amplify, the live-shopping calls) downloads on a
 * page's first call, so a page carries only what its widgets use. Every call to Vanity's backends goes
 * through the loader's http, with the loader's ids.
 */
export function createBrowserDeps(ctx: MountContext): AppDeps {
  const { config, reportError } = ctx;
  const ids = ctx.ids();
  const warn = (message: string, detail?: unknown) => console.warn(message, detail);
  const cdn = createCdnClient();
  // The page's one http (the loader's) for every client of Vanity's backends; see adoptHttp.
  const http = loadOnce(() => import('../loader-http').then((m) => m.adoptHttp(ctx.http)));
  /** A client of one of Vanity's backends: its module and the http load together, on its first call. */
  const backend = <M, T extends AsyncMethods<T>>(load: () => Promise<M>, make: (m: M, http: Http) => T) =>
    lazyClient(() => Promise.all([load(), http()]).then(([m, h]) => make(m, h)));

  const workerClient = () =>
    import('../worker/worker-client').then((m) =>
      m.createWorkerClient({
        workerUrl: new URL(__VANITY_WORKER_FILE__, config.cdnBase).href,
        onFallback: (reason) => reportError(reason, { where: 'worker-start' }),
      }),
    );
  // The page's image work (downscaling, re-encoding) in one worker, shared by the widgets.
  const worker = lazyClient(() => workerClient().then(({ release: _, ...api }) => api));
  // The try-on's tracker in a worker of its own, ended when the try-on closes: its WebAssembly heap and
  // tensors (hundreds of MB) go back to the phone, and a reopen starts it again from the HTTP cache.
  let trackerLoaded: WorkerClient | undefined;
  const trackerClient = lazyClient(() => workerClient().then((client) => (trackerLoaded = client) as Omit<WorkerClient, 'release'>));
  // Its calls go through the lazy client (the prototype: a call starts the worker, again after a release); a
  // release ends the worker there is, if any, and loads nothing.
  const tracker: AppDeps['tracker'] = Object.assign(Object.create(trackerClient) as typeof trackerClient, {
    release: () => trackerLoaded?.release(),
  });
  // One Storefront client for the catalogue and the Customer API.
  const storefront = loadOnce(() =>
    import('../api/storefront/storefront-client').then((m) =>
      m.createStorefrontClient({ endpoint: m.storefrontEndpoint(config), token: config.storefront.token }),
    ),
  );
  // Sign-ins and sign-outs reach every widget: this page's (aws-amplify's Hub, once loaded) and other tabs'.
  const authEvents = createAuthEvents();
  watchOtherTabs(window, config.cognito.userPoolClientId, authEvents.emit);
  const loadIdentity = loadOnce(() =>
    import('../api/identity/identity-client').then((m) =>
      m.createIdentityClient(config.cognito, window.location.origin, authEvents.emit, config.accountMode),
    ),
  );
  const identity = lazyClient(loadIdentity);
  const liveBase = config.backends.liveShopping;
  // Who a guest is to the live-shopping backend (its issued secret), shared by the show and chat clients. Made here,
  // not loaded on first use: it is small, and a chunk of its own would be one more request before a guest can chat.
  const guest = createGuestSession(
    (url, options) => http().then((h) => h(url, options)),
    liveBase,
    safeStorage(() => window.sessionStorage),
  );

  return {
    config,
    ids,
    consent: ctx.consent,
    worker,
    tracker,
    catalog: lazyClient(() =>
      Promise.all([storefront(), import('../catalog/catalog-source')]).then(([client, m]) => m.createCatalogSource(client, warn)),
    ),
    customer: lazyClient<CustomerApi>(storefront),
    cart: backend(
      () => import('../api/cart/cart-client'),
      (m, h) => m.createCartClient(h, config.routesRoot),
    ),
    skinTone: backend(
      () => import('../api/skin-tone/skin-tone-client'),
      (m, h) => m.createSkinToneClient(h, config.backends.skinTone),
    ),
    identity,
    preloadIdentity: () =>
      void loadIdentity().catch(() => {
        /* the first real call downloads it again, and reports what fails */
      }),
    authEvents,
    account: backend(
      () => import('../api/account/account-client'),
      (m, h) => m.createAccountClient(h, config.backends.account),
    ),
    live: {
      show: backend(
        () => import('../api/live-shopping/show-client'),
        (m, h) => m.createShowClient(h, liveBase, guest),
      ),
      profile: backend(
        () => import('../api/live-shopping/profile-client'),
        (m, h) => m.createProfileClient(h, liveBase),
      ),
      chat: backend(
        () => import('../api/live-shopping/chat-client'),
        (m, h) => m.createChatClient(h, liveBase, { guest, chatOrigins: config.chatOrigins, pageUrl: location.href }),
      ),
      host: backend(
        () => import('../api/live-shopping/host-client'),
        (m, h) => m.createHostClient(h, liveBase),
      ),
    },
    // The loader's reading of the stored session; only an expired token needs aws-amplify, which renews it.
    viewerSession: { stored: async () => ctx.storedSession(), refreshedIdToken: () => identity.idToken() },
    sharing: lazyClient(() => import('../device/image-sharing').then((m) => m.createImageSharing())),
    location: {
      href: () => location.href,
      referrer: () => document.referrer,
      replace: (url) => history.replaceState(history.state, '', url),
      assign: (url) => location.assign(url),
    },
    navigate: ctx.navigate,
    analytics: lazyAnalytics(ctx, worker),
    cdn,
    models: lazyModels(() => import('../try-on/model-loader').then((m) => m.createModelLoader(cdn, config.cdnBase))),
    sessionStorage: safeStorage(() => window.sessionStorage),
    localStorage: safeStorage(() => window.localStorage),
    storageEvents: window,
    emit: (name, detail) => document.dispatchEvent(new CustomEvent(name, { detail })),
    publish: ctx.publish,
    isMobileLayout: () => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_MEDIA).matches,
    reportError,
    warn,
    blobToDataUrl,
    now: Date.now,
  };
}

/** Analytics loads with the first event; a failed chunk download drops that event (fire and forget). */
function lazyAnalytics(ctx: MountContext, worker: AppDeps['worker']): AnalyticsClient {
  const load = loadOnce(() =>
    import('../api/analytics/analytics-client').then((a) =>
      a.createAnalyticsClient({
        endpoint: ctx.config.backends.analytics,
        ids: ctx.ids,
        allowed: ctx.consent.analyticsAllowed,
        commitId: __VANITY_COMMIT__,
        send: (url, body) => ctx.http(url, { method: 'POST', json: body, keepalive: true }),
        compressImage: (image, maxBytes) => worker.compressToByteCap(image, maxBytes),
        toBase64: async (image) => (await blobToDataUrl(image)).split(',')[1] ?? '',
        outgoing: ctx.outgoing,
      }),
    ),
  );
  return {
    // Settles when the event has been handed to the network (a keepalive request that outlives the page).
    // Without consent the event is dropped here, before the client is asked for. (The build serves its code with
    // every page's first files, where most shoppers send events from the first page: code, not data.)
    track: (name, props, options) =>
      !ctx.consent.analyticsAllowed()
        ? Promise.resolve()
        : load().then(
            (c) => void c.track(name, props, options),
            () => {
              /* fire and forget: the next event tries the download again */
            },
          ),
  };
}
