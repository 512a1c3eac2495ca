/**
 * Spec 1 §4: where sign-in leads, in this order: the checkout_url's path, the
 * order, return_url, destinationPath, the stored path, and the referrer when
 * it is a watch page. Only same-origin paths are used (no open redirects).
 */
export function safePath(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export interface DestinationInputs {
  query: URLSearchParams;
  storedPath: string | null;
  referrer: string;
  origin: string;
}

export function chooseDestination({ query, storedPath, referrer, origin }: DestinationInputs): string | null {
  const checkout = query.get('checkout_url');
  if (checkout) {
    try {
      // A checkout on the store's own checkout domain still comes back to its path here.
      const path = new URL(checkout, origin);
      if (path.pathname.startsWith('/')) return `${path.pathname}${path.search}`;
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
