/**
 * vanity.js: the stable loader the theme's embed snippet loads on every page.
 * It stays small: no React, no store, and not even the config or the HTTP helper. Those arrive with the first
 * widget (runtime.entry.ts), so a page without placeholders runs only this.
 */
import { afterFirstPaint } from './after-first-paint';
import { announceStoredCustomer } from '../../shared/account/customer-event';
import { readStoredSession } from '../../shared/api/identity/stored-session';
import { clearStoredPathOffFlow } from '../../shared/account/login-flow';
import { navigate } from '../../shared/routes/navigate';
import { matchRoute, redirectFor } from '../../shared/routes/route-table';
import { safeStorage, StorageKeys } from '../../shared/storage-keys';
import { afterParse } from './after-parse';
import { createEventBus, installCommandQueue, type RuntimeSettings } from './command-queue';
import { createMountManager } from './mount-manager';
import { isWidgetName, registry, type WidgetName } from './registry';
import type { LoaderRuntime } from './runtime.entry';
import { DEFERRED_WIDGETS, warmOnIntent } from './warm-on-intent';

function userPoolClientId(doc: Document): string {
  try {
    const id: unknown = JSON.parse(doc.getElementById('vanity-config')?.textContent ?? 'null')?.cognito?.userPoolClientId;
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}

function boot(): void {
  const here = new URL(location.href);
  const redirect = redirectFor(here);
  if (redirect) {
    location.replace(redirect);
    return;
  }

  const route = matchRoute(here);
  const clientId = userPoolClientId(document);
  document.documentElement.setAttribute('data-vanity-route', route?.name ?? 'none');
  // Spec 1 §4: a page outside the login flow, however it was reached, clears the stored sign-in path 1 s on.
  clearStoredPathOffFlow(
    route,
    safeStorage(() => sessionStorage),
  );
  // Web Storage's first use on a page loads it, a synchronous call to the browser (milliseconds on a busy phone):
  // what the loader does with localStorage goes in a task of its own, not onto the loader's first.
  setTimeout(() => {
    // Older versions kept the customer access token in localStorage, open to every script of the theme; it goes on
    // the first page this version loads (the account page mints a token in memory when it needs one).
    safeStorage(() => localStorage).remove(StorageKeys.legacyCustomerAccessToken);
    // The theme's header greets a signed-in shopper on every page, not only where the account widget is. The config
    // proper is the runtime's; this reads only the app client whose stored session aws-amplify keeps.
    afterParse(() => announceStoredCustomer(document, () => localStorage, clientId, Date.now()));
  }, 0);
  const bus = createEventBus();
  // The theme's and the merchant's listeners, set by deferred scripts, hear everything (after-parse.ts).
  const tell: typeof bus.emit = (name, detail) => afterParse(() => bus.emit(name, detail));
  let scan = () => {};
  const configured: RuntimeSettings[] = [];
  let configure: (settings: RuntimeSettings) => void = (settings) => void configured.push(settings);
  installCommandQueue(window as { Vanity?: unknown }, { bus, route, scan: () => scan(), configure: (s) => configure(s) });

  let started: Promise<LoaderRuntime> | undefined;
  const runtime = () =>
    (started ??= import('./runtime.entry').then(({ startRuntime }) => {
      const rt = startRuntime({
        route,
        navigate,
        // After the action that made it: a merchant's slow or failing listener never holds the widget up.
        publish: (name, detail) => queueMicrotask(() => tell(name, detail as unknown as Record<string, unknown>)),
        loaderUrl: import.meta.url,
        configured,
        // The loader reads the stored session anyway (above): widgets ask it here rather than download the reader.
        storedSession: () => readStoredSession({ getItem: (key) => localStorage.getItem(key) }, clientId, Date.now()),
      });
      configure = rt.configure;
      return rt;
    }));
  // The runtime comes first; it then starts the chunk with its whole closure (one round trip for all of them) and
  // evaluates them a file per task, so the chunk's own import() below evaluates nothing else.
  const load = (name: WidgetName) =>
    runtime()
      .then((rt) => rt.evaluate(name))
      .then(() => registry[name]());

  let deferredStarted = false;
  const manager = createMountManager({
    root: document,
    context: () => runtime().then((rt) => rt.ctx),
    load: (name) => (isWidgetName(name) ? load(name) : null),
    onError: (error, context) => {
      tell('error', { error, ...context });
      runtime().then(
        (rt) => rt.ctx.reportError(error, context),
        (why: unknown) => console.error('[vanity] not started:', (why as Error).message, error),
      );
    },
    onMounted: (widget, element) => tell('mount', { widget, element }),
    deferred: (widget) => DEFERRED_WIDGETS.has(widget),
    // For the bench and for anyone profiling: what loaded before this mark was the page's critical path.
    // Once: a mark per card of a grid costs the browser more than it tells.
    onDeferredStart: (widget, _el, reason) => {
      if (deferredStarted) return;
      deferredStarted = true;
      performance.mark('vanity:deferred-mount', { detail: { widget, reason } });
    },
  });
  warmOnIntent(document, { 'try-on-label': () => load('try-on') });
  // Widgets (and so their code's downloads) start once the page has first been drawn: after-first-paint.ts.
  void afterFirstPaint().then(() => {
    scan = () => void manager.scan();
    manager.observe(document.documentElement);
    return manager.scan().then(() => tell('ready', { route }));
  });
}

boot();
