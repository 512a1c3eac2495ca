import type { PlaylistPrefetch } from './playlist-prefetch';

/**
 * The part of hls.js's loader interface this uses (hls.js is imported by hls-player.ts only, which loads this with
 * it; its types match these).
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
