/**
 * vanity.js: the stable loader the theme's embed snippet loads on every page.
 * It stays small: no React, no store; those arrive with the first widget chunk.
 */
import { clearStoredPathOffFlow } from '../../shared/account/login-flow';
import { createErrorReporter } from '../../shared/api/error-report/error-reporter';
import { readConfig } from '../../shared/config';
import { createHttp } from '../../shared/http';
import { forgetIds, resolveIds, storeIds, type Ids } from '../../shared/ids';
import { createConsent } from '../../shared/privacy/consent';
import { navigate } from '../../shared/routes/navigate';
import { matchRoute, redirectFor } from '../../shared/routes/route-table';
import { safeStorage } from '../../shared/storage-keys';
import { createEventBus, installCommandQueue } from './command-queue';
import { createMountManager } from './mount-manager';
import { createRuntimeSettings } from './runtime-settings';
import { isWidgetName, registry } from './registry';
import { DEFERRED_WIDGETS, warmOnIntent } from './warm-on-intent';

function boot(): void {
  const here = new URL(location.href);
  const redirect = redirectFor(here);
  if (redirect) {
    location.replace(redirect);
    return;
  }

  const route = matchRoute(here);
  document.documentElement.setAttribute('data-vanity-route', route?.name ?? 'none');
  // Spec 1 §4: a page outside the login flow, however it was reached, clears the stored sign-in path 1 s on.
  clearStoredPathOffFlow(
    route,
    safeStorage(() => sessionStorage),
  );
  const bus = createEventBus();
  let scan = () => {};
  const runtime = createRuntimeSettings(document.documentElement);
  installCommandQueue(window as { Vanity?: unknown }, { bus, route, scan: () => scan(), configure: runtime.configure });

  let config;
  try {
    config = readConfig(document, import.meta.url);
  } catch (error) {
    console.error('[vanity] not started:', (error as Error).message);
    return;
  }
  runtime.attach(config);

  // Resolved once, on first use, so every request and event of the page carries the same ids; stored only once
  // the shopper consents, and forgotten if they decline.
  const consent = createConsent(window, document, config.consentRequired);
  const local = safeStorage(() => localStorage);
  const session = safeStorage(() => sessionStorage);
  let resolved: Ids | undefined;
  const ids = () => (resolved ??= resolveIds(local, session, config.customerId, consent.analyticsAllowed()));
  consent.subscribe((allowed) => (allowed ? storeIds(local, session, ids()) : forgetIds(local, session)));
  const http = createHttp({ ids });
  const reportError = createErrorReporter({
    endpoint: config.backends.errorReport,
    ids,
    commitId: __VANITY_COMMIT__,
    send: (url, body) => http(url, { method: 'POST', json: body, keepalive: true }),
  });

  const manager = createMountManager({
    root: document,
    ctx: {
      config,
      route,
      navigate,
      reportError,
      ids,
      consent,
      http,
      // After the action that made it: a merchant's slow or failing listener never holds the widget up.
      publish: (name, detail) => queueMicrotask(() => bus.emit(name, detail as unknown as Record<string, unknown>)),
      onConfigure: runtime.onChange,
    },
    load: (name) => (isWidgetName(name) ? registry[name]() : null),
    onError: (error, context) => {
      reportError(error, context);
      bus.emit('error', { error, ...context });
    },
    onMounted: (widget, element) => bus.emit('mount', { widget, element }),
    deferred: (widget) => DEFERRED_WIDGETS.has(widget),
    // For the bench and for anyone profiling: what loaded before this mark was the page's critical path.
    onDeferredStart: (widget, _el, reason) => performance.mark('vanity:deferred-mount', { detail: { widget, reason } }),
  });
  warmOnIntent(document, { 'try-on-label': () => registry['try-on']() });
  scan = () => void manager.scan();
  manager.observe(document.documentElement);
  void manager.scan().then(() => bus.emit('ready', { route }));
}

boot();
