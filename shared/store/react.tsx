import { createContext, useContext, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { AnySlice, StateOf } from './define-slice';
import type { AppState } from './create-app-store';

const StoreContext = createContext<StoreApi<object> | null>(null);

export function StoreProvider({ store, children }: { store: StoreApi<object>; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

function useSelected<T>(selector: (state: never) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore needs a StoreProvider');
  return useStore(store, selector as (state: object) => T);
}

/** The store as every widget has it: the session and the try-on labels' start. */
export const useAppStore: <T>(selector: (state: AppState) => T) => T = useSelected;

/**
 * The store hook for components that read the slices `T` (e.g. a chunk's list): its selectors see those
 * slices, with what they require, and nothing else. The chunk rendering them must install them.
 */
export const storeHook = <T extends readonly AnySlice[]>(): (<U>(selector: (state: StateOf<T>) => U) => U) => useSelected;
