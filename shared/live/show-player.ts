/**
 * Plays a show's HLS stream in a <video>. Where the browser plays HLS itself
 * (Safari, iOS, current Chromium), it does, and hls.js (116 KB gz) is never
 * downloaded. Elsewhere hls.js (its light build: no subtitles, alternate
 * audio or DRM, which shows do not use) loads, only on show pages.
 *
 * `features.hlsJs` (a runtime flag: `Vanity.push(['configure', { features: { hlsJs: true } }])`) forces hls.js
 * where the browser would play HLS itself: how e2e and the bench cover the fallback in Chromium.
 *
 * On the fallback path the playlist is requested as soon as the show's URL is known, in parallel with
 * hls.js's code (playlist-prefetch.ts), and the watch page starts that code with its show request
 * (loadHlsJs), not after the video mounts. The request goes through the caller's prefetch (the watch page's
 * liveShow.prefetchPlaylist, on AppDeps.cdn): the player makes no client of its own, so it reaches only what the
 * page's deps reach, and a test's fakes. What drives hls.js (hls-player.ts) comes with hls.js, so a
 * browser that plays HLS itself downloads none of it (the bench's bytes.watch goal).
 *
 * Recovery: a live playlist can 404 for a moment while the stream starts or
 * the encoder reconnects, so network failures retry every few seconds
 * instead of giving up; a media error is handed to hls.js's own recovery.
 */
import type { PlaylistPrefetch } from './playlist-prefetch';

export type PlayerState = 'loading' | 'playing' | 'waiting' | 'retrying' | 'failed' | 'unsupported';

export interface PlayerCallbacks {
  onState(state: PlayerState): void;
  /** Once per attach: ms from attach to the first decoded frame. */
  onFirstFrame(ms: number): void;
  /** A fatal failure worth reporting (the player keeps retrying). */
  onError(error: Error, details: Record<string, unknown>): void;
}

export const PLAYER_RETRY_MS = 3_000;
/** Fatal failures reported per attach; a viewer left on a broken stream must not flood the sink. */
const MAX_REPORTS = 3;

type VideoWithFrames = HTMLVideoElement & { requestVideoFrameCallback?: (cb: () => void) => number };

function watchFirstFrame(video: VideoWithFrames, started: number, cb: PlayerCallbacks): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    cb.onFirstFrame(performance.now() - started);
  };
  if (video.requestVideoFrameCallback) {
    video.requestVideoFrameCallback(fire);
    return () => void (done = true);
  }
  video.addEventListener('loadeddata', fire, { once: true });
  return () => video.removeEventListener('loadeddata', fire);
}

/** The browser plays an HLS playlist in a plain <video> (its answer is 'maybe' or 'probably'). */
function playsHlsItself(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

export interface PlayerOptions {
  /** features.hlsJs: hls.js even where the browser plays HLS itself. */
  forceHlsJs?: boolean;
}

/** Whether this browser (or the flag) plays shows through hls.js. */
export function usesHlsJs(options: PlayerOptions = {}): boolean {
  return options.forceHlsJs === true || !playsHlsItself(document.createElement('video'));
}

let hlsJs: Promise<typeof import('./hls-player')> | null = null;

/** hls.js's code and ours that drives it, downloaded once per page; a failed download may be tried again by the next call. */
export function loadHlsJs(): Promise<typeof import('./hls-player')> {
  hlsJs ??= import('./hls-player').catch((error: unknown) => {
    hlsJs = null;
    throw error;
  });
  return hlsJs;
}

export interface AttachOptions extends PlayerOptions {
  /** Starts the playlist's request on the hls.js path (liveShow.prefetchPlaylist, through AppDeps.cdn). */
  prefetchPlaylist(url: string): PlaylistPrefetch;
}

export function attachShowVideo(video: HTMLVideoElement, url: string, cb: PlayerCallbacks, options: AttachOptions): () => void {
  const started = performance.now();
  let destroyed = false;
  let reports = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let hls: (() => void) | null = null;
  const stopFrames = watchFirstFrame(video, started, cb);

  const onPlaying = () => cb.onState('playing');
  const onWaiting = () => cb.onState('waiting');
  video.addEventListener('playing', onPlaying);
  video.addEventListener('waiting', onWaiting);
  // Autoplay is allowed muted; the watch page's "Tap to unmute" (or its sound button) brings the sound.
  video.muted = true;
  video.playsInline = true;
  const play = () => void video.play().catch(() => {});
  cb.onState('loading');

  const report = (error: Error, details: Record<string, unknown>) => {
    if (reports++ < MAX_REPORTS) cb.onError(error, details);
  };
  // A failure is tried again after a pause, unless the video has gone meanwhile.
  const retryLater = (again: () => void) => {
    cb.onState('retrying');
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (!destroyed) again();
    }, PLAYER_RETRY_MS);
  };

  if (!options.forceHlsJs && playsHlsItself(video)) {
    // The browser's own player: a failed playlist or segment is tried again, as hls.js would.
    const onError = () => {
      const code = video.error?.code ?? 0;
      report(new Error(`Video error ${code}: ${video.error?.message ?? ''}`), { url, code, player: 'native' });
      retryLater(() => {
        video.src = url;
        video.load();
        play();
      });
    };
    video.addEventListener('error', onError);
    video.src = url;
    play();
    return () => {
      destroyed = true;
      clearTimeout(retry);
      stopFrames();
      video.removeEventListener('error', onError);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('waiting', onWaiting);
      video.removeAttribute('src');
      video.load();
    };
  }

  // Both at once: the playlist does not wait behind the player's code.
  const playlist = options.prefetchPlaylist(url);
  loadHlsJs().then(
    ({ playThroughHlsJs }) => {
      if (destroyed) return;
      hls = playThroughHlsJs(video, url, playlist, { play, report, retryLater });
      if (hls) return;
      // No Media Source here: the browser's own player if it has one after all, else nothing can play it.
      if (playsHlsItself(video)) {
        video.src = url;
        play();
      } else cb.onState('unsupported');
    },
    (error: Error) => {
      // The player chunk itself failed to download.
      report(error, { url, stage: 'load-player' });
      cb.onState('failed');
    },
  );

  return () => {
    destroyed = true;
    clearTimeout(retry);
    stopFrames();
    video.removeEventListener('playing', onPlaying);
    video.removeEventListener('waiting', onWaiting);
    hls?.();
    if (!hls) video.removeAttribute('src');
  };
}
