import type { CdnTextClient } from '../api/cdn/cdn-client';

/**
 * The show's playlist, requested as soon as its URL is known: on a phone, hls.js's code (116 KB gz)
 * takes a second or more to arrive, and the playlist must not wait behind it. hls.js's first manifest request
 * then takes this response instead of asking again.
 */
export interface PlaylistPrefetch {
  /** The prefetched playlist for `url`, once (null afterwards, or for another URL); resolves null if it failed. */
  take(url: string): Promise<PrefetchedPlaylist | null> | null;
}

export type PrefetchedPlaylist = Awaited<ReturnType<CdnTextClient['text']>>;

/**
 * Starts the request now, through the page's CDN client (AppDeps.cdn: the one client of that backend, and the
 * fake one in tests). A failure is not reported here: hls.js asks again and reports its own failure with the
 * stream's URL, and retries as it always does.
 */
export function prefetchPlaylist(url: string, cdn: CdnTextClient): PlaylistPrefetch {
  let pending: Promise<PrefetchedPlaylist | null> | null = cdn.text(url).catch(() => null);
  return {
    take(wanted) {
      if (wanted !== url || !pending) return null;
      const p = pending;
      pending = null;
      return p;
    },
  };
}
