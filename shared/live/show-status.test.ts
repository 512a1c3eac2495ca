import { describe, expect, it } from 'vitest';
import { showStatus } from './show-status';

const show = (state: 'PENDING' | 'RUNNING' | 'ENDED' | 'CANCELLED', recordings: unknown[] = []) => ({ state, recordings });

describe('one status word per show', () => {
  it('a running show is live unless we know no stream arrives, then it is waiting for one', () => {
    expect(showStatus(show('RUNNING'), 'on-air')).toEqual({ label: 'live.status.live', tone: 'live' });
    expect(showStatus(show('RUNNING'), 'unknown')).toEqual({ label: 'live.status.live', tone: 'live' });
    expect(showStatus(show('RUNNING'), 'off-air')).toEqual({ label: 'live.status.waiting', tone: 'waiting' });
  });
  it('scheduled, replay or ended, cancelled, whatever the stream', () => {
    for (const stream of ['on-air', 'off-air', 'unknown'] as const) {
      expect(showStatus(show('PENDING'), stream)).toEqual({ label: 'live.status.scheduled', tone: 'upcoming' });
      expect(showStatus(show('ENDED', [{}]), stream)).toEqual({ label: 'live.status.replay', tone: 'past' });
      expect(showStatus(show('ENDED'), stream)).toEqual({ label: 'live.status.ended', tone: 'past' });
      expect(showStatus(show('CANCELLED'), stream)).toEqual({ label: 'live.status.cancelled', tone: 'past' });
    }
  });
});
