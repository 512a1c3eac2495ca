import type { LiveShowState } from '../api/live-shopping/live-types';
import type { MessageKey } from '../i18n';

/**
 * Whether video reaches viewers: 'on-air' when an encoder feeds the show,
 * 'off-air' when none does, 'unknown' when we could not ask (the show's state
 * is then all we go by).
 */
export type StreamState = 'on-air' | 'off-air' | 'unknown';

/** How a status looks: live (red), waiting (amber), upcoming, past. */
export type ShowTone = 'live' | 'waiting' | 'upcoming' | 'past';

export interface ShowStatus {
  label: MessageKey;
  tone: ShowTone;
}

/**
 * The one word every page (broadcast, listing, channel, profile cards and
 * badges) shows for a show, so a show never reads "Live" on one page and
 * "No stream yet" on another. A RUNNING show with no stream arriving is
 * waiting for it, not live; an ended show with a recording is a replay.
 */
export function showStatus(show: { state: LiveShowState; recordings: readonly unknown[] }, stream: StreamState): ShowStatus {
  switch (show.state) {
    case 'RUNNING':
      return stream === 'off-air' ? { label: 'live.status.waiting', tone: 'waiting' } : { label: 'live.status.live', tone: 'live' };
    case 'PENDING':
      return { label: 'live.status.scheduled', tone: 'upcoming' };
    case 'ENDED':
      return { label: show.recordings.length > 0 ? 'live.status.replay' : 'live.status.ended', tone: 'past' };
    case 'CANCELLED':
      return { label: 'live.status.cancelled', tone: 'past' };
  }
}
