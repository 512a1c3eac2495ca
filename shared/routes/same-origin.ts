/**
 * The one check for an address that came from a person or a query parameter
 * (a sign-in destination, targetPath, return_url, checkout_url, a show's
 * featured link): it is parsed with `URL` against the page's origin and used
 * only when it stays there, as the path to go to. No open redirects.
 *
 * Refused, because a browser (or a server that decodes the path and redirects)
 * could read them as another host: another origin or scheme (`https://evil`,
 * `//evil`, `javascript:`), a backslash anywhere (`/\evil`, `\\evil`), control
 * characters or whitespace (`/<tab>/evil`: the URL parser drops them), a path
 * that is `//…` or `/\…` once parsed or once percent-decoded (`/.//evil`,
 * `/%5Cevil`, `/%2F%2Fevil`), malformed percent escapes, and user info.
 */
export function sameOriginPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (hasUnsafeCharacters(value)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.username || url.password) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (/^[/\\]{2}/.test(url.pathname) || /^[/\\]{2}/.test(decoded) || decoded.includes('\\')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whitespace, control characters (C0, DEL, C1) or a backslash: never part of an
 * address we write, and each can make a browser read a string as another host.
 */
export function hasUnsafeCharacters(value: string): boolean {
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || ch === '\\' || /\s/.test(ch)) return true;
  }
  return false;
}

/** True when `value` stays on `origin` (see sameOriginPath). */
export const isSameOrigin = (value: unknown, origin: string): boolean => sameOriginPath(value, origin) !== null;

/**
 * A path on the store, for a backend that does not know the store's origin (the
 * live-shopping service's featured link): it starts with one `/` and stays on
 * whatever origin it is resolved against. Returns the path as `URL` writes it.
 */
export function storePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  return sameOriginPath(value, 'https://store.invalid');
}
