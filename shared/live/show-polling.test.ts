import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShowPoller, nextPollDelay, type PolledShow } from './show-polling';

const MIN = 60_000;
const show = (p: Partial<PolledShow>): PolledShow => ({
  state: 'PENDING',
  startTime: 0,
  endTime: null,
  recordings: null,
  chatBaseUrl: null,
  ...p,
});

describe('show polling delays (spec 2 §9)', () => {
  it('RUNNING: every 20 s', () => {
    expect(nextPollDelay(show({ state: 'RUNNING' }), 0)).toBe(20_000);
  });
  it('PENDING more than 10 minutes away: min(5 s + half the time beyond 10 minutes, 10 minutes)', () => {
    expect(nextPollDelay(show({ startTime: 20 * MIN }), 0)).toBe(5_000 + 5 * MIN);
    expect(nextPollDelay(show({ startTime: 11 * MIN }), 0)).toBe(5_000 + 30_000);
    expect(nextPollDelay(show({ startTime: 60 * MIN }), 0)).toBe(10 * MIN);
  });
  it('PENDING within 10 minutes, or late: the 5 s guard', () => {
    expect(nextPollDelay(show({ startTime: 9 * MIN }), 0)).toBe(5_000);
    expect(nextPollDelay(show({ startTime: -MIN }), 0)).toBe(5_000);
  });
  it('ENDED: at least 5 s, or half the time since it ended', () => {
    expect(nextPollDelay(show({ state: 'ENDED', endTime: 0 }), 4_000)).toBe(5_000);
    expect(nextPollDelay(show({ state: 'ENDED', endTime: 0 }), 60_000)).toBe(30_000);
    expect(nextPollDelay(show({ state: 'ENDED', endTime: 0 }), 10 * 60 * MIN)).toBe(60 * MIN);
  });
  it('stops for CANCELLED, and for ENDED with recordings and a chat address', () => {
    expect(nextPollDelay(show({ state: 'CANCELLED' }), 0)).toBeNull();
    expect(nextPollDelay(show({ state: 'ENDED', endTime: 0, recordings: ['r'], chatBaseUrl: 'c' }), 0)).toBeNull();
    expect(nextPollDelay(show({ state: 'ENDED', endTime: 0, recordings: ['r'] }), 0)).toBe(5_000);
  });
});

describe('the poller (fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function poller(shows: Array<PolledShow | Error>) {
    const fetchShow = vi.fn(async () => {
      const next = shows.length > 1 ? shows.shift()! : shows[0]!;
      if (next instanceof Error) throw next;
      return next;
    });
    const seen: PolledShow[] = [];
    const errors: unknown[] = [];
    const p = createShowPoller({
      fetchShow,
      serverNow: () => Date.now(),
      onShow: (s) => void seen.push(s),
      onError: (e) => void errors.push(e),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as number),
      now: () => Date.now(),
    });
    return { p, fetchShow, seen, errors };
  }

  it('polls a running show every 20 s while someone listens, and stops when nobody does', async () => {
    const { p, fetchShow } = poller([show({ state: 'RUNNING' })]);
    const release = p.subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchShow).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchShow).toHaveBeenCalledTimes(4);
    release();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchShow).toHaveBeenCalledTimes(4);
  });

  it('keeps 5 s between requests, however often it is asked', async () => {
    const { p, fetchShow } = poller([show({ state: 'RUNNING' })]);
    p.subscribe();
    await vi.advanceTimersByTimeAsync(0);
    p.refresh();
    p.refresh();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchShow).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchShow).toHaveBeenCalledTimes(2);
  });

  it('rides out an outage and recovers', async () => {
    const { p, fetchShow, seen, errors } = poller([new Error('503'), new Error('503'), show({ state: 'RUNNING' })]);
    p.subscribe();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(errors).toHaveLength(2);
    expect(seen).toHaveLength(1);
    expect(fetchShow).toHaveBeenCalledTimes(3);
  });

  it('stops for good once the show is over and its recording is known', async () => {
    const { p, fetchShow } = poller([show({ state: 'ENDED', endTime: Date.now(), recordings: ['r'], chatBaseUrl: 'c' })]);
    p.subscribe();
    await vi.advanceTimersByTimeAsync(3 * 60 * MIN);
    expect(fetchShow).toHaveBeenCalledTimes(1);
  });
});
