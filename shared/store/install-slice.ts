import type { StateCreator } from 'zustand/vanilla';
import type { AppState, AppStore } from './create-app-store';

/**
 * Adds a slice to the page's one store, once. Widgets install the slices only
 * they need when their chunk loads, so a page of try-on labels does not carry
 * the catalogue or the try-on session.
 */
export function installSlice<T extends object>(store: AppStore, marker: keyof T & string, create: StateCreator<AppState, [], [], T>): void {
  if (marker in store.getState()) return;
  store.setState(create(store.setState, store.getState, store) as Partial<AppState>);
}
