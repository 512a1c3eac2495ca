import type { StreamState } from '../../shared/live/show-status';

/** The stream state of one show, from the host's own encoder status (GET /profile/me/activeStreamStatus/v1). */
export function streamOfHost(showId: string, active: { status: 'IDLE' | 'LIVE'; showId: string | null } | null): StreamState {
  if (!active) return 'unknown';
  return active.status === 'LIVE' && active.showId === showId ? 'on-air' : 'off-air';
}
