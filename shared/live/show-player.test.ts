import type { CdnTextClient } from '../api/cdn/cdn-client';
import { prefetchPlaylist } from './playlist-prefetch';
import { attachShowVideo } from './show-player';

/** hls.js's code arrives only when the test lets it: a slow phone network. */
const chunk = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((r) => (arrive = r));
  const made: Array<{ config: Record<string, unknown>; source: string }> = [];
  return { arrive: () => arrive(), arrived, made };
});

vi.mock('hls.js/light', async () => {
  await chunk.arrived;
  class FakeHls {
    static isSupported = () => true;
    static DefaultConfig = { loader: class {} };
    static Events = { MANIFEST_PARSED: 'manifestParsed', ERROR: 'hlsError' };
    static ErrorTypes = { MEDIA_ERROR: 'mediaError' };
    constructor(public config: Record<string, unknown>) {}
    on() {}
    loadSource(source: string) {
      chunk.made.push({ config: this.config, source });
    }
    attachMedia() {}
    destroy() {}
  }
  return { default: FakeHls };
});

const URL_ = 'https://cdn.example/live/SH0W42/index.m3u8';
const callbacks = () => ({ onState: vi.fn(), onFirstFrame: vi.fn(), onError: vi.fn() });
/** The page's CDN client, as the watch page's deps give it (liveShow.prefetchPlaylist). */
const fakeCdn = () => ({ text: vi.fn<CdnTextClient['text']>(async (url) => ({ url, text: '#EXTM3U\n', status: 200 })) });

describe('the show player on the hls.js path', () => {
  it("requests the playlist before hls.js's code has arrived, and hands hls.js a loader that reuses it", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const cdn = fakeCdn();
    const video = document.createElement('video');
    // This browser would play HLS itself; the flag forces hls.js.
    video.canPlayType = () => 'maybe';
    video.play = () => Promise.resolve();
    const detach = attachShowVideo(video, URL_, callbacks(), { forceHlsJs: true, prefetchPlaylist: (url) => prefetchPlaylist(url, cdn) });
    // Through the client it is given, once: never a client (or a fetch) of its own.
    expect(cdn.text.mock.calls).toEqual([[URL_]]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(chunk.made).toEqual([]);
    expect(video.getAttribute('src')).toBeNull();

    chunk.arrive();
    await vi.waitFor(() => expect(chunk.made).toHaveLength(1));
    expect(chunk.made[0]!.source).toBe(URL_);
    expect(chunk.made[0]!.config.pLoader).toEqual(expect.any(Function));
    detach();
    fetchSpy.mockRestore();
  });

  it('without the flag, a browser that plays HLS itself gets the URL at once and no playlist request of ours', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const cdn = fakeCdn();
    const video = document.createElement('video');
    video.canPlayType = () => 'maybe';
    video.play = () => Promise.resolve();
    const detach = attachShowVideo(video, URL_, callbacks(), { prefetchPlaylist: (url) => prefetchPlaylist(url, cdn) });
    expect(video.getAttribute('src')).toBe(URL_);
    expect(cdn.text).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    detach();
    fetchSpy.mockRestore();
  });
});
