import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppDeps } from './app-deps';
import type { StateOf } from './define-slice';
import { installSlices } from './install-slices';
import { sessionSlice } from './slices/session-slice';

/**
 * Made with the store: the session (texts, ids, analytics). The try-on's entry (support, model sets, the label's
 * photo) is the label's and the try-on's own slice, so the account, live and shade pages never carry its code.
 */
export const baseSlices = [sessionSlice] as const;
export type AppState = StateOf<typeof baseSlices>;
export type AppStore = StoreApi<AppState>;

/**
 * One vanilla store made of slices; every React root on the page reads this one. It starts with the base
 * slices only: widgets install the rest they use when they mount (installSlices), so pages with only try-on
 * labels do not carry that code.
 */
export function createAppStore(deps: AppDeps): AppStore {
  return installSlices(
    createStore<object>()(() => ({})),
    deps,
    baseSlices,
  );
}
