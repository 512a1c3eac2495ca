/**
 * Clients whose code downloads on first call, so a page carries only what it uses (comlink and the worker,
 * graphql-request, aws-amplify, the live-shopping calls). A Proxy stands in for the client: every method of T
 * is there, with no list of names to keep in step, and typecheck refuses a T with a member that cannot wait
 * for a download (a synchronous method). The proxy has no own keys: call its methods, never spread it.
 */

/** T's members, each a method that returns a promise. */
export type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/** Loads once; a failed load (a chunk that did not download) is tried again on the next call. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () =>
    (loaded ??= load().catch((e) => {
      loaded = null;
      throw e;
    }));
}

const loaders = new WeakMap<object, () => Promise<object>>();

export function lazyClient<T extends AsyncMethods<T>>(load: () => Promise<T>): T {
  const get = loadOnce(load);
  const client = new Proxy({} as T, {
    get: (_, name) =>
      // Not methods: `then` lets the client be returned from an async function; symbols are for inspectors.
      typeof name !== 'string' || name === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            const impl = await get();
            return (impl[name as keyof T] as unknown as (...a: unknown[]) => unknown).apply(impl, args);
          },
  });
  loaders.set(client, get);
  return client;
}

/** Whether a value is a lazy client (tests walk the page's dependencies for them). */
export const isLazyClient = (value: unknown): value is object => typeof value === 'object' && value !== null && loaders.has(value);

/** The real client behind a lazy one, loaded; for tests that check every method resolves. */
export function implementationOf<T extends object>(client: T): Promise<T> {
  const get = loaders.get(client);
  if (!get) throw new Error('Not a lazy client');
  return get() as Promise<T>;
}
