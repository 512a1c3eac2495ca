import type { MountContext } from '../widget-contract';
import type { AppDeps } from './app-deps';
import { createBrowserDeps } from './browser-deps';
import { createAppStore, type AppStore } from './create-app-store';
import type { AnySlice } from './define-slice';
import { installSlices } from './install-slices';

let store: AppStore | null = null;
let storeDeps: AppDeps | null = null;

/** The one store of the page, shared by every React root. */
export function getAppStore(ctx: MountContext): AppStore {
  if (!store) {
    const deps = (storeDeps = createBrowserDeps(ctx));
    store = createAppStore(deps);
    const made = store;
    // Vanity.push(['configure', { locale }]) after the widgets mounted: their texts switch language.
    ctx.onConfigure((settings) => void (settings.locale && made.getState().session.switchLanguage(settings.locale)));
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

/**
 * Installs a widget's slices (with what they require) into the page's store, for the widget host: components never
 * hold the deps (the import-boundaries lint rule), so the host does not reach them either.
 */
export function installOnPage(ctx: MountContext, slices: readonly AnySlice[]): AppStore {
  return installSlices(getAppStore(ctx), getAppDeps(ctx), slices);
}

/** The dependencies the page's store was made with, for slices installed later. */
export function getAppDeps(ctx: MountContext): AppDeps {
  getAppStore(ctx);
  return storeDeps!;
}
