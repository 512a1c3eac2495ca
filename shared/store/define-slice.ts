import type { AppDeps } from './app-deps';
import type { SessionSlice } from './slices/session-slice';

/**
 * A slice is a module that names the slices it reads (`requires`) and makes its value: its state and its
 * actions together, under its one key of the store (`state.cart = { itemCount, …, add(), sync() }`).
 * installSlices (install-slices.ts) puts a slice and what it requires into the page's store, once each.
 */
export interface AnySlice {
  readonly key: string;
  readonly requires: readonly AnySlice[];
}

/** Type only: the value a slice puts under its key (never set at run time). */
declare const valueType: unique symbol;

export interface SliceDef<K extends string, V extends object, R extends readonly AnySlice[]> extends AnySlice {
  readonly key: K;
  readonly requires: R;
  readonly create: (ctx: SliceContext<K, V, R>) => V;
  readonly [valueType]: V;
}

type Own<S> = S extends { key: infer K extends string; [valueType]: infer V } ? { [P in K]: V } : never;
/** The slice and, transitively, every slice it requires, as a union of one-key objects. */
type Closure<S> = S extends AnySlice ? (string extends S['key'] ? never : Own<S> | Closure<S['requires'][number]>) : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Flat<T> = { [P in keyof T]: T[P] };

/** The session is made with the store, so every slice and component may read it. */
type Session = { session: SessionSlice };

/** The state a list of slices makes, with everything they require and the session. */
export type StateOf<T extends readonly AnySlice[]> = Flat<Intersect<Closure<T[number]> | Session>>;

/** What a slice's create gets: the page's deps, the state it may read, and a setter for its own key only. */
export interface SliceContext<K extends string, V extends object, R extends readonly AnySlice[]> {
  deps: AppDeps;
  /** The slice itself, what it requires and the session; reading any other slice fails typecheck. */
  get: () => StateOf<R> & { [P in K]: V };
  /** Patches this slice's value; actions keep their identity, other keys are untouched. */
  set: (patch: Partial<V> | ((current: V) => Partial<V>)) => void;
}

/**
 * `defineSlice<CartSlice>()({ key: 'cart', requires: [catalogSlice], create: ({ deps, get, set }) => ({ … }) })`.
 * The value's type is given first: create's context is typed by it, so it cannot be inferred from create.
 */
export const defineSlice =
  <V extends object>() =>
  <const K extends string, const R extends readonly AnySlice[] = []>(def: {
    key: K;
    requires?: R;
    create: (ctx: SliceContext<K, V, R>) => V;
  }) =>
    ({ requires: [], ...def }) as unknown as SliceDef<K, V, R>;

/** Fails typecheck unless the slices `Have` (with their requirements) include every slice `Need` reads. */
export type Installs<Have extends readonly AnySlice[], Need extends readonly AnySlice[]> = [
  Exclude<keyof StateOf<Need>, keyof StateOf<Have>>,
] extends [never]
  ? true
  : { missing: Exclude<keyof StateOf<Need>, keyof StateOf<Have>> };
