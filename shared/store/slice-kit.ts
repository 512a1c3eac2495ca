import type { AnySlice, SliceContext } from './define-slice';

/**
 * What a slice split by use case hands each of its action modules: its create's context (deps, get, and set
 * for its own key). A slice extends it with its own helpers (failures, the running session...) and the
 * state its modules share, so that state lives in one place.
 */
export type SliceKit<K extends string, V extends object, R extends readonly AnySlice[]> = SliceContext<K, V, R>;
