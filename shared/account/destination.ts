import { hasUnsafeCharacters, sameOriginPath } from '../routes/same-origin';

/**
 * Spec 1 §4: where sign-in leads, in this order: the checkout_url's path, the
 * order, return_url, destinationPath, the stored path, and the referrer when
 * it is a watch page. Only same-origin paths are used (no open redirects):
 * each goes through the one check, sameOriginPath.
 */
export const safePath = (value: string | null | undefined, origin: string): string | null => sameOriginPath(value, origin);

export interface DestinationInputs {
  query: URLSearchParams;
  storedPath: string | null;
  referrer: string;
  origin: string;
}

export function chooseDestination({ query, storedPath, referrer, origin }: DestinationInputs): string | null {
  const checkout = query.get('checkout_url');
  // A string a browser could read differently (backslashes, whitespace, control characters) is not a checkout.
  if (checkout && !hasUnsafeCharacters(checkout)) {
    try {
      // A checkout on the store's own checkout domain still comes back to its path here.
      const url = new URL(checkout, origin);
      // Its path, checked like any other: `https://x//evil.com` has the path `//evil.com`.
      const path = url.protocol === 'https:' || url.protocol === 'http:' ? sameOriginPath(`${url.pathname}${url.search}`, origin) : null;
      if (path) return path;
    } catch {
      /* not a URL: next rule */
    }
  }
  // An off-origin (or unreadable) order, return_url, destinationPath or stored path falls through to the next source.
  for (const candidate of [query.get('order'), query.get('return_url'), query.get('destinationPath'), storedPath]) {
    const path = safePath(candidate, origin);
    if (path) return path;
  }
  const ref = safePath(referrer, origin);
  return ref && ref.startsWith('/pages/watch/') ? ref : null;
}
