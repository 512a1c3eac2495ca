/** Hosts a unit test may reach: this machine, where the stand-ins in test-harness/ listen (127.0.0.0/8: some on 127.0.0.2). */
const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|.+\.localhost)$/;
/** Schemes that go over the network; data:, blob: and file: never leave the machine. */
const NETWORK_SCHEME = /^(https?|wss?):$/;

export interface NetworkGuard {
  fetch: typeof fetch;
  /** The URLs refused since the last call, and forgets them. */
  takeReached(): string[];
}

/**
 * A fetch for unit tests (vitest.setup.ts installs it): a request to a host other than this machine is refused,
 * rejecting as a failed network would (the code under test goes on as offline) and remembered, so the test that
 * made it fails naming the URL even where the code swallows the rejection. `base` resolves relative URLs (the
 * page's address; none in Node).
 */
export function guardFetch(realFetch: typeof fetch, base: () => string | undefined): NetworkGuard {
  const reached: string[] = [];
  const guarded = function fetch(input: RequestInfo | URL, init?: RequestInit) {
    const raw = typeof input === 'object' && 'url' in input ? input.url : String(input);
    let url: URL | null = null;
    try {
      url = new URL(raw, base());
    } catch {
      // Not a URL: the real fetch says why.
    }
    if (url && NETWORK_SCHEME.test(url.protocol) && !LOCAL_HOST.test(url.hostname)) {
      reached.push(url.href);
      return Promise.reject(new TypeError(`A unit test may not reach ${url.href}: pass the code a fake client`));
    }
    return realFetch(input, init);
  };
  return { fetch: guarded as typeof fetch, takeReached: () => reached.splice(0) };
}
