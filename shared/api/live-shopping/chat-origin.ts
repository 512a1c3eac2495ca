/**
 * Where a show's chat stream may be read from. The show record names its chatBaseUrl, and the stream is sent the
 * viewer's chat token, so a record naming any other host would hand that token away: only the live-shopping API's
 * own origin and the origins the merchant lists (theme setting vanity_chat_origins) are accepted, compared exactly
 * (scheme, host and port).
 */
export class ChatOriginError extends Error {
  override name = 'ChatOriginError';
  constructor(readonly chatBaseUrl: string) {
    super(`The show's chat address is not on an allowed origin: ${chatBaseUrl}`);
  }
}

/** The origin of an http(s) address (a relative one read against `base`), or null for anything else. */
export function httpOrigin(address: string, base?: string): string | null {
  try {
    const url = new URL(address, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origins a chat stream may be on: the live-shopping API's own, then the configured ones. */
export function allowedChatOrigins(liveShoppingBase: string, configured: readonly string[], pageUrl?: string): string[] {
  const origins = [httpOrigin(liveShoppingBase, pageUrl), ...configured.map((o) => httpOrigin(o))];
  return [...new Set(origins.filter((o): o is string => o !== null))];
}

/** The stream's address, when it is an absolute http(s) address on an allowed origin; throws ChatOriginError otherwise. */
export function checkedChatUrl(chatBaseUrl: string, allowed: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(chatBaseUrl);
  } catch {
    throw new ChatOriginError(chatBaseUrl);
  }
  // user:password@ in an address is never ours, and would be sent along.
  if (url.username || url.password || !allowed.includes(url.origin) || httpOrigin(url.href) === null)
    throw new ChatOriginError(chatBaseUrl);
  return url.href;
}
