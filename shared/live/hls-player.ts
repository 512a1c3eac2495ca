/**
 * The show's stream through hls.js (its light build: no subtitles, alternate audio or DRM, which shows do not
 * use), for browsers that need Media Source to play HLS. It downloads with hls.js, on show pages only, and only
 * where show-player.ts finds the browser cannot play HLS itself (or features.hlsJs forces it).
 */
import type { PlaylistLoaderConstructor } from 'hls.js';
import Hls from 'hls.js/light';
import type { PlaylistPrefetch } from './playlist-prefetch';
import { reusingPlaylistLoader, type LoaderClass } from './reusing-playlist-loader';

/** What the show player lends hls.js's side: its play, its capped error reports and its retry. */
export interface HlsJsPlayback {
  play(): void;
  report(error: Error, details: Record<string, unknown>): void;
  /** Says 'retrying', then runs `again` after a pause unless the video has gone. */
  retryLater(again: () => void): void;
}

/**
 * Plays `url` through hls.js, its first playlist request answered by `playlist` (already on its way). Returns the
 * teardown; null where Media Source is missing.
 */
export function playThroughHlsJs(video: HTMLVideoElement, url: string, playlist: PlaylistPrefetch, io: HlsJsPlayback): (() => void) | null {
  if (!Hls.isSupported()) return null;
  const player = new Hls({
    liveSyncDurationCount: 3,
    manifestLoadingMaxRetry: 2,
    levelLoadingMaxRetry: 2,
    fragLoadingMaxRetry: 3,
    pLoader: reusingPlaylistLoader(Hls.DefaultConfig.loader as LoaderClass, playlist) as unknown as PlaylistLoaderConstructor,
  });
  player.on(Hls.Events.MANIFEST_PARSED, io.play);
  player.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    io.report(new Error(`Video ${data.type}: ${data.details}`), { url, details: data.details, status: data.response?.code });
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) return player.recoverMediaError();
    io.retryLater(() => {
      player.loadSource(url);
      player.startLoad();
    });
  });
  player.loadSource(url);
  player.attachMedia(video);
  return () => player.destroy();
}
