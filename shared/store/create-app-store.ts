import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppDeps } from './app-deps';
import { createCatalogSlice, type CatalogSlice } from './slices/catalog-slice';
import { createSessionSlice, type SessionSlice } from './slices/session-slice';
import { createTryOnSlice, type TryOnSlice } from './slices/try-on-slice';
import { createTryOnEntrySlice, type TryOnEntrySlice } from './slices/try-on-entry-slice';

export type AppState = SessionSlice & CatalogSlice & TryOnEntrySlice & TryOnSlice;
export type AppStore = StoreApi<AppState>;

/** One vanilla store made of slices; every React root on the page reads this one. */
export function createAppStore(deps: AppDeps): AppStore {
  return createStore<AppState>()((...a) => ({
    ...createSessionSlice(deps)(...a),
    ...createCatalogSlice(deps)(...a),
    ...createTryOnEntrySlice(deps)(...a),
    ...createTryOnSlice(deps)(...a),
  }));
}
