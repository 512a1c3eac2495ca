/**
 * An object whose async methods load the real implementation on first call.
 * Heavy clients (comlink and the worker, graphql-request) stay off a page
 * until a widget really needs them.
 */
export function lazyMethods<T extends object>(load: () => Promise<T>, names: ReadonlyArray<keyof T>): T {
  let loaded: Promise<T> | null = null;
  const get = () => (loaded ??= load().catch((e) => {
    loaded = null; // a failed chunk download may succeed on the next call
    throw e;
  }));
  const out = {} as Record<keyof T, unknown>;
  for (const name of names) {
    out[name] = async (...args: unknown[]) => {
      const impl = await get();
      return (impl[name] as (...a: unknown[]) => unknown).apply(impl, args);
    };
  }
  return out as T;
}
