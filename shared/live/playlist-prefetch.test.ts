import { createCdnClient } from '../api/cdn/cdn-client';
import { prefetchPlaylist as prefetchWith, type PlaylistPrefetch } from './playlist-prefetch';
import { reusingPlaylistLoader } from './reusing-playlist-loader';

type LoaderContext = { url: string; type: string; responseType: string };
type LoaderCallbacks = { onSuccess: ReturnType<typeof vi.fn>; onError: ReturnType<typeof vi.fn>; onTimeout: ReturnType<typeof vi.fn> };
/** The prefetch through the CDN client over a stand-in fetch. */
const prefetchPlaylist = (url: string, fetchImpl: typeof fetch) => prefetchWith(url, createCdnClient(fetchImpl));

const URL_ = 'https://cdn.example/live/SH0W42/index.m3u8';
const PLAYLIST = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n360p.m3u8\n';

/** Stands in for hls.js's default loader: records what reached the network. */
class NetworkLoader {
  static loads: LoaderContext[] = [];
  context: LoaderContext | null = null;
  stats = {
    aborted: false,
    loaded: 0,
    retry: 0,
    total: 0,
    chunkCount: 0,
    bwEstimate: 0,
    loading: { start: 0, first: 0, end: 0 },
    parsing: { start: 0, end: 0 },
    buffering: { start: 0, first: 0, end: 0 },
  };
  load(context: LoaderContext) {
    NetworkLoader.loads.push(context);
  }
  abort() {}
  destroy() {}
}

const callbacks = (): LoaderCallbacks => ({ onSuccess: vi.fn(), onError: vi.fn(), onTimeout: vi.fn() });
const manifest = (url = URL_) => ({ url, type: 'manifest', responseType: 'text' }) as LoaderContext;
const loaderFor = (prefetch: PlaylistPrefetch) => {
  const Loader = reusingPlaylistLoader(NetworkLoader as never, prefetch);
  return new Loader({}) as unknown as { load(c: LoaderContext, config: unknown, cb: LoaderCallbacks): void; abort(): void };
};
const ok = (body: string) => vi.fn(async () => new Response(body, { status: 200 })) as unknown as typeof fetch;

beforeEach(() => (NetworkLoader.loads = []));

describe("the show's playlist, fetched before hls.js's code arrives", () => {
  it('asks for the playlist at once, a plain GET without credentials as hls.js makes (no preflight)', () => {
    const fetchImpl = ok(PLAYLIST);
    prefetchPlaylist(URL_, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(URL_, { credentials: 'omit' });
  });

  it("answers hls.js's first manifest request from the prefetch, without a second request", async () => {
    const cb = callbacks();
    loaderFor(prefetchPlaylist(URL_, ok(PLAYLIST))).load(manifest(), {} as never, cb);
    await vi.waitFor(() => expect(cb.onSuccess).toHaveBeenCalled());
    expect(cb.onSuccess.mock.calls[0]![0]).toEqual({ url: URL_, data: PLAYLIST, code: 200 });
    expect(cb.onSuccess.mock.calls[0]![1].loaded).toBe(PLAYLIST.length);
    expect(NetworkLoader.loads).toEqual([]);
  });

  it('is used once: a reload of the playlist (a retry, a live refresh) goes to the network', async () => {
    const prefetch = prefetchPlaylist(URL_, ok(PLAYLIST));
    const cb = callbacks();
    loaderFor(prefetch).load(manifest(), {} as never, cb);
    await vi.waitFor(() => expect(cb.onSuccess).toHaveBeenCalled());
    loaderFor(prefetch).load(manifest(), {} as never, callbacks());
    expect(NetworkLoader.loads).toHaveLength(1);
  });

  it('a failed prefetch (an error status or no network) leaves the request, and its reporting, to hls.js', async () => {
    for (const fetchImpl of [
      vi.fn(async () => new Response('gone', { status: 404 })),
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ]) {
      NetworkLoader.loads = [];
      const cb = callbacks();
      loaderFor(prefetchPlaylist(URL_, fetchImpl as unknown as typeof fetch)).load(manifest(), {} as never, cb);
      await vi.waitFor(() => expect(NetworkLoader.loads).toHaveLength(1));
      expect(cb.onSuccess).not.toHaveBeenCalled();
    }
  });

  it('other playlists and other URLs are not served from it; an aborted load hears nothing', async () => {
    const prefetch = prefetchPlaylist(URL_, ok(PLAYLIST));
    loaderFor(prefetch).load({ url: URL_, type: 'level', responseType: 'text' } as LoaderContext, {} as never, callbacks());
    loaderFor(prefetch).load(manifest('https://cdn.example/live/OTHER/index.m3u8'), {} as never, callbacks());
    expect(NetworkLoader.loads.map((c) => c.type)).toEqual(['level', 'manifest']);
    const cb = callbacks();
    const loader = loaderFor(prefetch);
    loader.load(manifest(), {} as never, cb);
    loader.abort();
    await new Promise((r) => setTimeout(r, 10));
    expect(cb.onSuccess).not.toHaveBeenCalled();
  });
});
