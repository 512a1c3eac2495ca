import type { StoreApi } from 'zustand/vanilla';
import type { AppDeps } from './app-deps';
import type { AnySlice, SliceContext, StateOf } from './define-slice';

type Creatable = AnySlice & { create(ctx: SliceContext<string, object, readonly AnySlice[]>): object };
type Values = Record<string, object>;

/**
 * Puts slices in the page's one store: each slice's requirements first, and each slice at most once per store
 * (by its key). Widgets install only the slices they use when their chunk loads, so a page of try-on labels
 * carries neither the catalogue nor the try-on session. Returns the store typed by what it now holds.
 */
export function installSlices<const T extends readonly AnySlice[]>(
  store: StoreApi<object>,
  deps: AppDeps,
  slices: T,
): StoreApi<StateOf<T>> {
  const raw = store as unknown as StoreApi<Values>;
  for (const slice of slices) install(raw, deps, slice as Creatable);
  return store as unknown as StoreApi<StateOf<T>>;
}

function install(store: StoreApi<Values>, deps: AppDeps, slice: Creatable): void {
  if (slice.key in store.getState()) return;
  for (const required of slice.requires) install(store, deps, required as Creatable);
  const { key } = slice;
  const value = slice.create({
    deps,
    get: store.getState as never,
    set: (patch) => store.setState((s) => ({ [key]: { ...s[key], ...(typeof patch === 'function' ? patch(s[key]!) : patch) } })),
  });
  store.setState({ [key]: value });
}
