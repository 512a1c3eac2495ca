import { SHOW_LIMITS, type ActiveStreamStatus } from '../../shared/api/live-shopping/live-types';
import type { ChatHub } from './chat-hub';
import type { ProfileStore } from './profile-store';
import type { ShowStore, StoredShow } from './show-store';
import type { StreamStore } from './stream-store';

/**
 * How a host's stream and their shows meet (spec 2 §9 pre-roll): while an
 * encoder sends on the host's key, it feeds the show it went live with; with
 * none (or that one over), the host's PENDING show with the earliest start
 * whose pre-roll (10 min before the start) has opened goes RUNNING, live
 * since now. A show stays RUNNING when the encoder drops (real platforms keep
 * a show open through a hiccup), and a reconnect resumes it, until its host
 * ends it, which takes the stream off air.
 */
export interface StreamControlDeps {
  shows: ShowStore;
  profiles: ProfileStore;
  streams: StreamStore;
  hub: ChatHub;
  now: () => number;
}

/** A show's live start: when the ingest started it, else (seeded shows) its startTime. */
export const liveStartOf = (show: StoredShow) => Date.parse(show.liveSince ?? show.startTime);

export function streamControl({ shows, profiles, streams, hub, now }: StreamControlDeps) {
  const showsOf = (profileId: string) => {
    const handle = profiles.byId(profileId)?.influencer?.handle;
    return handle ? shows.all().filter((s) => s.handle.toLowerCase() === handle.toLowerCase()) : [];
  };

  /** The show a LIVE stream feeds, starting the one whose pre-roll opened if need be. */
  function feed(profileId: string): StoredShow | null {
    const fed = streams.state(profileId).showId;
    const resumed = fed ? shows.byId(fed) : undefined;
    if (resumed?.state === 'RUNNING') return resumed;
    const t = now();
    const due = showsOf(profileId)
      .filter((s) => s.state === 'PENDING' && Date.parse(s.startTime) - SHOW_LIMITS.preRollMaxMs <= t)
      .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))[0];
    if (!due) return null;
    const started = shows.update(due.id, { state: 'RUNNING', liveSince: new Date(t).toISOString() })!;
    streams.feeds(profileId, started.id);
    hub.broadcast(started.id, { type: 'show', state: 'RUNNING' });
    return started;
  }

  return {
    /** Starts what each connected encoder should feed by now; cheap, so it runs before every request. */
    refresh() {
      for (const profileId of streams.live()) feed(profileId);
    },
    /** The encoder connected (unknown key: false). */
    start(key: string): boolean {
      const profileId = streams.profileOfKey(key);
      if (!profileId) return false;
      streams.set(profileId, 'LIVE');
      feed(profileId);
      return true;
    },
    stop(key: string): boolean {
      const profileId = streams.profileOfKey(key);
      if (!profileId) return false;
      streams.set(profileId, 'IDLE');
      return true;
    },
    status(profileId: string): ActiveStreamStatus {
      const { status, since } = streams.state(profileId);
      return { status, since, showId: status === 'LIVE' ? (feed(profileId)?.id ?? null) : null };
    },
    /** Whether an encoder feeds this show now (our public GET /show/{id}/streamStatus/v1); null: no such show. */
    showStream(showId: string): ActiveStreamStatus['status'] | null {
      const show = shows.byId(showId);
      if (!show) return null;
      const host = profiles.byHandle(show.handle);
      const stream = host ? streams.state(host.id) : null;
      return show.state === 'RUNNING' && stream?.status === 'LIVE' && stream.showId === showId ? 'LIVE' : 'IDLE';
    },
    /** The host ended the show: its stream is off air. */
    ended(show: StoredShow) {
      const host = profiles.byHandle(show.handle);
      if (host) streams.set(host.id, 'IDLE');
    },
  };
}
export type StreamControl = ReturnType<typeof streamControl>;
