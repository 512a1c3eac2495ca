import type { StateCreator } from 'zustand/vanilla';
import type { LiveShow, ShowClient } from '../../api/live-shopping/show-client';

export type { LiveShow };
import { HttpError } from '../../http';
import { lazyMethods } from '../../lazy-methods';
import { createShowPoller, POLL_GUARD_MS } from '../../live/show-polling';
import { rememberShowReferral } from '../../live/show-referral';
import type { AppDeps } from '../app-deps';
import type { AppState, AppStore } from '../create-app-store';
import { installSlice } from '../install-slice';

/**
 * The watch page's show (spec 2 §4): loading; 'no such show' on a 404;
 * 'temporary error' only while nothing has loaded yet (later failures keep
 * the last show and are logged); then the show, polled by spec 2 §9's rules.
 */
export type ShowStatus = 'idle' | 'loading' | 'no-such-show' | 'temporary-error' | 'ready';

export interface LiveShowState {
  status: ShowStatus;
  show: LiveShow | null;
  host: { name: string; handle: string } | null;
  /** Server time minus device time (ms), for countdowns that do not trust the device clock. */
  serverOffsetMs: number;
}

export interface LiveShowSlice {
  liveShow: LiveShowState;
  /** The public list (/pages/live-shopping). */
  liveList: { status: 'idle' | 'loading' | 'ready' | 'error'; shows: LiveShow[] };
  loadPublicShows(): Promise<void>;
  /** Remembers the watched show and share code for the checkout and order helpers. */
  rememberShowReferral(showId: string, referralCode: string): void;
  /** Starts watching a show (polling while anyone watches); returns the release. */
  watchShow(showId: string): () => void;
}

export const createLiveShowSlice =
  (deps: AppDeps, client: ShowClient): StateCreator<AppState, [], [], LiveShowSlice> =>
  (set, get) => {
    const patch = (p: Partial<LiveShowState>) => set((s) => ({ liveShow: { ...s.liveShow, ...p } }));
    let watching: { id: string; release: () => void; count: number } | null = null;
    let lastTimeFetch = -Infinity;
    let lastProfileFetch = -Infinity;
    // Spec 2 §9: server time and profile fetches at most every 5 s.
    const syncTime = () => {
      if (deps.now() - lastTimeFetch < POLL_GUARD_MS) return;
      lastTimeFetch = deps.now();
      const sent = deps.now();
      client.currentTime().then(
        (server) => patch({ serverOffsetMs: server - (sent + deps.now()) / 2 }),
        (error) => deps.warn('[vanity] server time unavailable', error),
      );
    };
    const loadHost = (handle: string) => {
      if (get().liveShow.host?.handle === handle || deps.now() - lastProfileFetch < POLL_GUARD_MS) return;
      lastProfileFetch = deps.now();
      client.profileByHandle(handle).then(
        (p) => patch({ host: { name: p.displayName?.baseName ?? handle, handle } }),
        (error) => deps.warn('[vanity] host profile unavailable', error),
      );
    };

    return {
      liveShow: { status: 'idle', show: null, host: null, serverOffsetMs: 0 },
      liveList: { status: 'idle', shows: [] },

      rememberShowReferral(showId, referralCode) {
        rememberShowReferral(showId, referralCode, deps.now());
      },

      async loadPublicShows() {
        set({ liveList: { status: 'loading', shows: get().liveList.shows } });
        try {
          const shows = await client.publicShows();
          set({ liveList: { status: 'ready', shows } });
        } catch (error) {
          deps.reportError(error, { where: 'live:list' });
          set({ liveList: { status: 'error', shows: get().liveList.shows } });
        }
      },

      watchShow(showId) {
        if (watching?.id === showId) {
          watching.count++;
        } else {
          watching?.release();
          patch({ status: 'loading', show: null, host: null });
          syncTime();
          let gone = false;
          const poller = createShowPoller({
            fetchShow: async () => {
              const show = await client.show(showId);
              return { ...show, startTime: Date.parse(show.startTime), endTime: show.endTime ? Date.parse(show.endTime) : null, raw: show };
            },
            serverNow: () => deps.now() + get().liveShow.serverOffsetMs,
            onShow: (polled) => {
              patch({ status: 'ready', show: polled.raw });
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
  };

export function browserShowClient(deps: AppDeps): ShowClient {
  return lazyMethods<ShowClient>(
    () =>
      Promise.all([import('../../api/live-shopping/show-client'), import('../../http')]).then(([s, h]) =>
        s.createShowClient(h.createHttp({ ids: () => deps.ids }), deps.config.backends.liveShopping),
      ),
    ['show', 'publicShows', 'currentTime', 'profileByHandle'],
  );
}

export function installLiveShowSlice(store: AppStore, deps: AppDeps, client: ShowClient = browserShowClient(deps)): void {
  installSlice(store, 'watchShow', createLiveShowSlice(deps, client));
}
