import type { HostProfile, LiveShow } from '../../api/live-shopping/show-client';
import { HttpError } from '../../http';
import { defineSlice } from '../define-slice';
import { liveShowSlice } from './live-show-slice';

/**
 * The pages that list shows (spec 2 §2): the public listing and a host's channel. Apart from the watched show's
 * slice (live-show-slice.ts), so the watch page does not download them (the bench's bytes.watch goal); the cards' status
 * words and pictures stay the show slice's (checkStreams, thumbnailUrl).
 */
export interface LiveListsSlice {
  /** The public list (/pages/live-shopping). */
  list: { status: 'idle' | 'loading' | 'ready' | 'error'; shows: LiveShow[] };
  loadPublicShows(): Promise<void>;
  /**
   * /pages/channels/{handle}: the host's profile and shows, read through the
   * start-time window (spec 2 §7 startTimeStart/startTimeEnd): everything
   * starting since CHANNEL_WINDOW_MS ago (live, upcoming and recent), then
   * earlier windows of the same length on demand.
   */
  channel: {
    status: 'idle' | 'loading' | 'ready' | 'no-such-host' | 'error';
    handle: string;
    profile: HostProfile | null;
    shows: LiveShow[];
    /** Where the loaded window starts (epoch ms): shows starting before it are not loaded yet. */
    since: number;
    /** The last earlier window: asking, failed, or empty (the shows kept either way). */
    earlier: 'idle' | 'loading' | 'error' | 'none';
  };
  loadChannel(handle: string): Promise<void>;
  /** The window before `since`; never throws. */
  loadEarlierShows(): Promise<void>;
}

/** Hosts may keep a show off the lists; its own link still works. */
const listed = (show: LiveShow) => show.publiclyListed !== false;

/** How far back a channel's first read goes, and the length of each earlier window: 90 days. */
export const CHANNEL_WINDOW_MS = 90 * 24 * 3600 * 1000;

const noChannel = (handle: string, status: LiveListsSlice['channel']['status']): LiveListsSlice['channel'] => ({
  status,
  handle,
  profile: null,
  shows: [],
  since: 0,
  earlier: 'idle',
});

const requires = [liveShowSlice] as const;

export const liveListsSlice = defineSlice<LiveListsSlice>()({
  key: 'liveLists',
  requires,
  create: ({ deps, get, set }) => {
    const client = deps.live.show;
    return {
      list: { status: 'idle', shows: [] },
      channel: noChannel('', 'idle'),

      async loadChannel(handle) {
        set({ channel: noChannel(handle, 'loading') });
        const since = deps.now() - CHANNEL_WINDOW_MS;
        try {
          const [profile, shows] = await Promise.all([
            client.profileByHandle(handle),
            client.showsByHandle(handle, { startTimeStart: since }),
          ]);
          await get().liveShow.checkStreams(shows);
          set({ channel: { ...noChannel(handle, 'ready'), profile, shows: shows.filter(listed), since } });
        } catch (error) {
          if (error instanceof HttpError && error.status === 404) return set({ channel: noChannel(handle, 'no-such-host') });
          deps.reportError(error, { where: 'live:channel', handle });
          set({ channel: noChannel(handle, 'error') });
        }
      },

      async loadEarlierShows() {
        const start = get().liveLists.channel;
        if (start.status !== 'ready' || start.earlier === 'loading') return;
        set({ channel: { ...start, earlier: 'loading' } });
        // The windows' bounds are inclusive: this one ends just before the loaded one starts.
        const since = start.since - CHANNEL_WINDOW_MS;
        try {
          const shows = (await client.showsByHandle(start.handle, { startTimeStart: since, startTimeEnd: start.since - 1 })).filter(listed);
          const now = get().liveLists.channel;
          if (now.handle !== start.handle || now.status !== 'ready') return;
          const known = new Set(now.shows.map((s) => s.id));
          const added = shows.filter((s) => !known.has(s.id));
          // 'none' when the window adds nothing a viewer can watch (a cancelled show is not listed).
          const watchable = added.some((s) => s.state === 'ENDED' && s.recordings.length > 0);
          set({ channel: { ...now, shows: [...now.shows, ...added], since, earlier: watchable ? 'idle' : 'none' } });
        } catch (error) {
          deps.reportError(error, { where: 'live:channel-earlier', handle: start.handle });
          const now = get().liveLists.channel;
          if (now.handle === start.handle) set({ channel: { ...now, earlier: 'error' } });
        }
      },

      async loadPublicShows() {
        set({ list: { status: 'loading', shows: get().liveLists.list.shows } });
        try {
          const shows = await client.publicShows();
          // Cards show their status with the list, rather than "Live" turning into "Waiting for stream".
          await get().liveShow.checkStreams(shows);
          set({ list: { status: 'ready', shows } });
        } catch (error) {
          deps.reportError(error, { where: 'live:list' });
          set({ list: { status: 'error', shows: get().liveLists.list.shows } });
        }
      },
    };
  },
});
