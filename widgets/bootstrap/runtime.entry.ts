/**
 * The loader's second half, fetched with the first widget's chunk (at once on a page whose widgets mount at
 * once, at idle or intent on a page whose widgets carry server HTML): the config, consent and ids, the HTTP
 * helper and the error reporter, which make each widget's MountContext. A page without placeholders never
 * loads it, so vanity.js stays small on every page (bench: bytes.plain, bytes.collection.critical).
 */
import { createErrorReporter } from '../../shared/api/error-report/error-reporter';
import { showUrl } from '../../shared/api/live-shopping/live-urls';
import { readConfig } from '../../shared/config';
import { createHttp } from '../../shared/http';
import { forgetIds, resolveIds, storeIds, type Ids } from '../../shared/ids';
import { createConsent } from '../../shared/privacy/consent';
import { outgoing } from '../../shared/privacy/outgoing-address';
import { safeStorage } from '../../shared/storage-keys';
import type { MountContext } from '../../shared/widget-contract';
import type { RuntimeSettings } from './command-queue';
import { preloadShowPoster } from './early-poster';
import { evaluateInOrder, nextTask, preloadClosure } from './preload-closure';
import { createRuntimeSettings } from './runtime-settings';

/** What vanity.js keeps for itself and hands over. */
export interface LoaderCore {
  route: MountContext['route'];
  navigate: MountContext['navigate'];
  publish: MountContext['publish'];
  /** vanity.js's own address: the config's relative CDN base resolves against it. */
  loaderUrl: string;
  /** `Vanity.push(['configure', …])` calls made before this chunk arrived, in order. */
  configured: RuntimeSettings[];
  storedSession: MountContext['storedSession'];
}

export interface LoaderRuntime {
  ctx: MountContext;
  configure(settings: RuntimeSettings): void;
  /**
   * Starts a widget's chunk and every file of its static imports at once (no import waterfall: one round trip, not
   * one per level of imports), then evaluates them one file per task, dependencies first, the chunk last: its
   * import() then finds its whole graph evaluated, and no task holds more than one file's evaluation.
   */
  evaluate(widget: string): Promise<void>;
}

export function startRuntime(core: LoaderCore): LoaderRuntime {
  const runtime = createRuntimeSettings(document.documentElement);
  // A config the snippet got wrong stops here: the widgets' placeholders show it as a mount error.
  const config = readConfig(document, core.loaderUrl);
  runtime.attach(config);
  core.configured.forEach(runtime.configure);

  // Resolved once, on first use, so every request and event of the page carries the same ids; stored only once
  // the shopper consents, and forgotten if they decline.
  const consent = createConsent(window, document, config.consentRequired);
  const local = safeStorage(() => localStorage);
  const session = safeStorage(() => sessionStorage);
  let resolved: Ids | undefined;
  const ids = () => (resolved ??= resolveIds(local, session, config.customerId, consent.analyticsAllowed()));
  consent.subscribe((allowed) => (allowed ? storeIds(local, session, ids()) : forgetIds(local, session)));
  // Reading them is the page's first use of sessionStorage, a synchronous call to the browser (milliseconds on a
  // busy phone): made in a task of its own while the widget's code downloads, not in the widget's mount.
  setTimeout(ids, 0);
  const http = createHttp({ ids });
  // The watch page's player needs the show's record before anything else: ask for it while the widget downloads,
  // and for its poster (the page's largest picture) as soon as the record says which.
  if (core.route?.name === 'watch' && core.route.params.showId) {
    const base = config.backends.liveShopping;
    preloadShowPoster(http.early(showUrl(base, core.route.params.showId)), document, base);
  }
  let leaving = false;
  // Left for a page kept in the back/forward cache, the page comes back: its requests are failures again.
  addEventListener('pagehide', () => (leaving = true));
  addEventListener('pageshow', () => (leaving = false));
  const reportError = createErrorReporter({
    endpoint: config.backends.errorReport,
    ids,
    commitId: __VANITY_COMMIT__,
    send: (url, body) => http(url, { method: 'POST', json: body, keepalive: true }),
    leaving: () => leaving,
  });

  return {
    ctx: {
      config,
      route: core.route,
      navigate: core.navigate,
      reportError,
      ids,
      consent,
      http,
      outgoing,
      publish: core.publish,
      onConfigure: runtime.onChange,
      storedSession: core.storedSession,
    },
    configure: runtime.configure,
    // In the task after the runtime's start (reading the config and the shopper's consent), not on top of it.
    evaluate: (widget) =>
      nextTask().then(() => {
        const files = __VANITY_CLOSURES__[widget] ?? [];
        preloadClosure(document, files, import.meta.url);
        return evaluateInOrder(files, import.meta.url);
      }),
  };
}
