import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppDeps } from './app-deps';
import type { AccountSlice } from './slices/account/account-slice';
import type { CartSlice } from './slices/cart-slice';
import type { LiveChatSlice } from './slices/live-chat-slice';
import type { LiveHostSlice } from './slices/live-host/live-host-slice';
import type { LiveShowSlice } from './slices/live-show-slice';
import type { LiveViewerSlice } from './slices/live-viewer/live-viewer-slice';
import type { CatalogSlice } from './slices/catalog-slice';
import type { ShadeSlice } from './slices/shade-slice';
import { createSessionSlice, type SessionSlice } from './slices/session-slice';
import type { TryOnSlice } from './slices/try-on/try-on-slice';
import { createTryOnEntrySlice, type TryOnEntrySlice } from './slices/try-on-entry-slice';

export type AppState = SessionSlice & CatalogSlice & TryOnEntrySlice & TryOnSlice & CartSlice & ShadeSlice & AccountSlice & LiveShowSlice & LiveChatSlice & LiveViewerSlice & LiveHostSlice;
export type AppStore = StoreApi<AppState>;

/**
 * One vanilla store made of slices; every React root on the page reads this one.
 * The catalogue and try-on slices are not here: widgets that need them install
 * them when they mount (install-slice.ts), so pages with only try-on labels do
 * not carry that code.
 */
export function createAppStore(deps: AppDeps): AppStore {
  return createStore<AppState>()(
    (...a) =>
      ({
        ...createSessionSlice(deps)(...a),
        ...createTryOnEntrySlice(deps)(...a),
      }) as AppState,
  );
}
