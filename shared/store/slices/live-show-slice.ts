import { profilePictureUrl, showThumbnailUrl } from '../../api/live-shopping/live-urls';
import type { HostProfile, LiveShow } from '../../api/live-shopping/show-client';
import { HttpError } from '../../http';
import { createFetchThrottle, FETCH_THROTTLE_MS } from '../../live/fetch-throttle';
import { prefetchPlaylist, type PlaylistPrefetch } from '../../live/playlist-prefetch';
import { createShowPoller, POLL_GUARD_MS, POLL_RUNNING_MS } from '../../live/show-polling';
import type { StreamState } from '../../live/show-status';
import { rememberShowReferral } from '../../live/show-referral';
import { defineSlice } from '../define-slice';

export type { HostProfile, LiveShow };

/**
 * The watch page's show (spec 2 §4): loading; 'no such show' on a 404;
 * 'temporary error' only while nothing has loaded yet (later failures keep
 * the last show and are logged); then the show, polled by spec 2 §9's rules
 * (show-polling.ts: every 20 s while running, further apart before and after).
 */
export type ShowStatus = 'idle' | 'loading' | 'no-such-show' | 'temporary-error' | 'ready';

export interface LiveShowState {
  status: ShowStatus;
  show: LiveShow | null;
  host: { name: string; handle: string; pictureVersion: number } | null;
  /** Server time minus device time (ms), for countdowns that do not trust the device clock. */
  serverOffsetMs: number;
  /** The server's time now, written for this viewer's time zone and language (currentTime/formatted); null until known. */
  readerTime: string | null;
}

export interface LiveShowSlice extends LiveShowState {
  /** Remembers the watched show and share code for the checkout and order helpers. */
  rememberReferral(showId: string, referralCode: string): void;
  /** Asks the server for readerTime again; at most every 5 s (spec 2 §9), and a failure keeps the last one. */
  loadReaderTime(): void;
  /** Starts watching a show (polling while anyone watches); returns the release. */
  watch(showId: string): () => void;
  /** Tells the backend how the viewer came (spec 2 §7 referral, viewPending), once per show and page. */
  recordVisit(show: LiveShow, referralCode: string): void;
  /** The first play of a recording (watchRecording). */
  recordingStarted(showId: string): void;
  /** The show's video started playing (live or its recording): the merchant's show_played, once per show and page. */
  played(showId: string, live: boolean): void;
  /**
   * Whether video reaches viewers of each RUNNING show in the lists and of
   * the watched show (our streamStatus call), so cards and the watch page word
   * it as the host's page does; a failed answer is 'unknown', and a show not
   * asked about yet has none.
   */
  streams: Record<string, StreamState>;
  /** Asks about the RUNNING ones among `shows` not asked about in the last 20 s; never throws. */
  checkStreams(shows: readonly LiveShow[]): Promise<void>;
  thumbnailUrl(showId: string, width: number, height: number): string;
  hostPictureUrl(handle: string, size: number, version: number): string;
  /** Requests a show's playlist now, through the page's CDN client, for hls.js to take (the show player's fallback). */
  prefetchPlaylist(url: string): PlaylistPrefetch;
}

/** Two answers of the show's record are the same record (one backend writes its fields in one order). */
function sameRecord(a: LiveShow, b: LiveShow): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const liveShowSlice = defineSlice<LiveShowSlice>()({
  key: 'liveShow',
  create: ({ deps, get, set }) => {
    const client = deps.live.show;
    const base = deps.config.backends.liveShopping;
    const patch = set;
    let watching: { id: string; release: () => void; count: number } | null = null;
    const serverTime = createFetchThrottle<number>(FETCH_THROTTLE_MS, deps.now);
    let lastProfileFetch = -Infinity;
    let lastReaderTimeFetch = -Infinity;
    const visits = new Set<string>();
    const streamAsked = new Map<string, number>();
    /** Asks about these shows now, whatever their state, and records the answers. */
    const askStreams = async (due: readonly string[]) => {
      for (const id of due) streamAsked.set(id, deps.now());
      const answers = await Promise.all(
        due.map((id) =>
          client.streamStatus(id).then(
            (status): StreamState => (status === 'LIVE' ? 'on-air' : 'off-air'),
            (error): StreamState => {
              // The card then goes by the show's state alone: worth a log, not a message.
              deps.warn('[vanity] stream status unavailable', error);
              return 'unknown';
            },
          ),
        ),
      );
      patch({ streams: { ...get().liveShow.streams, ...Object.fromEntries(due.map((id, i) => [id, answers[i]!])) } });
    };
    const checkStreams = async (shows: readonly LiveShow[]) => {
      // As often as a running show is polled (spec 2 §9: 20 s).
      const due = shows.filter((s) => s.state === 'RUNNING' && !(deps.now() - (streamAsked.get(s.id) ?? -Infinity) < POLL_RUNNING_MS));
      if (due.length > 0) await askStreams(due.map((s) => s.id));
    };
    // Spec 2 §9: GET /system/currentTime/v1 at most every 5 s; a sync inside the window keeps that request's offset.
    const syncTime = () => {
      serverTime
        .run(async () => {
          const sent = deps.now();
          const server = await client.currentTime();
          return server - (sent + deps.now()) / 2;
        })
        .then(
          (offset) => patch({ serverOffsetMs: offset }),
          (error) => deps.warn('[vanity] server time unavailable', error),
        );
    };
    const loadHost = (handle: string) => {
      if (get().liveShow.host?.handle === handle || deps.now() - lastProfileFetch < POLL_GUARD_MS) return;
      lastProfileFetch = deps.now();
      client.profileByHandle(handle).then(
        (p) => patch({ host: { name: p.displayName?.baseName ?? handle, handle, pictureVersion: p.pictureVersion ?? 0 } }),
        (error) => deps.warn('[vanity] host profile unavailable', error),
      );
    };

    return {
      status: 'idle',
      show: null,
      host: null,
      serverOffsetMs: 0,
      readerTime: null,
      streams: {},
      checkStreams,

      loadReaderTime() {
        if (deps.now() - lastReaderTimeFetch < POLL_GUARD_MS) return;
        lastReaderTimeFetch = deps.now();
        const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
        client.formattedCurrentTime({ timeZone, languageTag: get().session.locale }).then(
          ({ formatted }) => patch({ readerTime: formatted }),
          (error) => deps.warn('[vanity] formatted server time unavailable', error),
        );
      },

      recordVisit(show, referralCode) {
        const key = `${show.id}!${referralCode}`;
        if (visits.has(key)) return;
        visits.add(key);
        const warn = (what: string) => (error: unknown) => deps.warn(`[vanity] ${what} not recorded`, error);
        if (referralCode) client.referral(show.id, referralCode).catch(warn('referral'));
        if (show.state === 'PENDING') client.viewPending(show.id).catch(warn('pending view'));
      },

      played(showId, live) {
        if (visits.has(`${showId}:played`)) return;
        visits.add(`${showId}:played`);
        deps.publish('show_played', { showId, live });
      },

      recordingStarted(showId) {
        if (visits.has(`${showId}:recording`)) return;
        visits.add(`${showId}:recording`);
        client.watchRecording(showId).catch((error) => deps.warn('[vanity] recording view not recorded', error));
      },

      thumbnailUrl: (showId, width, height) => showThumbnailUrl(base, showId, width, height),
      hostPictureUrl: (handle, size, version) => profilePictureUrl(base, { handle }, size, version),
      prefetchPlaylist: (url) => prefetchPlaylist(url, deps.cdn),

      rememberReferral(showId, referralCode) {
        rememberShowReferral(showId, referralCode, deps.now());
      },

      watch(showId) {
        if (watching?.id === showId) {
          watching.count++;
        } else {
          watching?.release();
          patch({ status: 'loading', show: null, host: null });
          syncTime();
          // Beside the show's own request, not after it: its status word ("Live" or "Waiting for stream") is
          // then known when the show is (the stand-in, like the service, answers IDLE for a show not running).
          void askStreams([showId]);
          let gone = false;
          const poller = createShowPoller({
            fetchShow: async () => {
              const show = await client.show(showId);
              return { ...show, startTime: Date.parse(show.startTime), endTime: show.endTime ? Date.parse(show.endTime) : null, raw: show };
            },
            serverNow: () => deps.now() + get().liveShow.serverOffsetMs,
            onShow: (polled) => {
              // Most polls of a running show bring the same record: the state then keeps the object it has, so
              // nothing that shows the show renders again (a changed field makes a new one, as before).
              const before = get().liveShow;
              if (!(before.status === 'ready' && before.show && sameRecord(before.show, polled.raw)))
                patch({ status: 'ready', show: polled.raw });
              // While it runs, whether its video arrives is asked again with the show (at most every 20 s).
              void checkStreams([polled.raw]);
              loadHost(polled.raw.handle);
              syncTime();
            },
            onError: (error) => {
              if (error instanceof HttpError && error.status === 404) {
                gone = true;
                release();
                return patch({ status: 'no-such-show', show: null });
              }
              // Logged always; shown only while nothing has loaded yet.
              deps.warn('[vanity] show fetch failed', error);
              if (get().liveShow.status === 'loading' || get().liveShow.status === 'temporary-error') {
                deps.reportError(error, { where: 'live:show', showId });
                patch({ status: 'temporary-error' });
              }
            },
            setTimeout: (fn, ms) => setTimeout(fn, ms),
            clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
            now: deps.now,
          });
          const release = poller.subscribe();
          if (gone) return () => {};
          watching = { id: showId, release, count: 1 };
        }
        const mine = watching;
        let released = false;
        return () => {
          if (released || !mine) return;
          released = true;
          mine.count--;
          if (mine.count === 0) {
            mine.release();
            if (watching === mine) watching = null;
          }
        };
      },
    };
  },
});
