import { createCdnClient, type CdnTextClient } from '../api/cdn/cdn-client';

/**
 * The show's playlist, requested as soon as its URL is known (issue 22): on a phone, hls.js's code (116 KB gz)
 * takes a second or more to arrive, and the playlist must not wait behind it. hls.js's first manifest request
 * then takes this response instead of asking again.
 */
export interface PlaylistPrefetch {
  /** The prefetched playlist for `url`, once (null afterwards, or for another URL); resolves null if it failed. */
  take(url: string): Promise<PrefetchedPlaylist | null> | null;
}

export type PrefetchedPlaylist = Awaited<ReturnType<CdnTextClient['text']>>;

/**
 * Starts the request now. A failure is not reported here: hls.js asks again and reports its own failure with
 * the stream's URL, and retries as it always does.
 */
export function prefetchPlaylist(url: string, cdn: CdnTextClient = createCdnClient()): PlaylistPrefetch {
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

/**
 * The part of hls.js's loader interface this uses (hls.js is imported by hls-player.ts only; its types
 * match these).
 */
interface LoaderContextLike {
  url: string;
  type: string;
}
interface LoaderStatsLike {
  loaded: number;
  total: number;
  loading: { start: number; first: number; end: number };
}
interface LoaderCallbacksLike {
  onSuccess(response: { url: string; data: string; code: number }, stats: LoaderStatsLike, context: never, details: null): void;
}
interface LoaderLike {
  context: LoaderContextLike | null;
  stats: LoaderStatsLike;
  load(context: LoaderContextLike, config: unknown, callbacks: LoaderCallbacksLike): void;
  abort(): void;
  destroy(): void;
}
export type LoaderClass = new (...args: any[]) => LoaderLike;

/**
 * hls.js's playlist loader (its `pLoader`), built on its default loader: the first manifest request for the
 * prefetched URL is answered from the prefetch; every other request, and that one if the prefetch failed,
 * goes to the network as before.
 */
export function reusingPlaylistLoader(Base: LoaderClass, prefetch: PlaylistPrefetch): LoaderClass {
  return class ReusingLoader extends Base {
    private cancelled = false;

    override load(context: LoaderContextLike, config: unknown, callbacks: LoaderCallbacksLike) {
      const prefetched = context.type === 'manifest' ? prefetch.take(context.url) : null;
      if (!prefetched) return super.load(context, config, callbacks);
      const asked = performance.now();
      this.context = context;
      void prefetched.then((playlist) => {
        if (this.cancelled) return;
        if (!playlist) return super.load(context, config, callbacks);
        const stats = this.stats;
        stats.loading.start = asked;
        stats.loading.first = stats.loading.end = performance.now();
        stats.loaded = stats.total = playlist.text.length;
        callbacks.onSuccess({ url: playlist.url, data: playlist.text, code: playlist.status }, stats, context as never, null);
      });
    }

    override abort() {
      this.cancelled = true;
      super.abort();
    }

    override destroy() {
      this.cancelled = true;
      super.destroy();
    }
  };
}
