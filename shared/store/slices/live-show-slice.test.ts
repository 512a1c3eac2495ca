import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aShow } from '../../api/live-shopping/live-client.test-helpers';
import type { ShowClient } from '../../api/live-shopping/show-client';
import { HttpError } from '../../http';
import { createFakeDeps } from '../app-deps.test-helpers';
import { CHANNEL_WINDOW_MS, liveListsSlice } from './live-lists-slice';
import { liveShowSlice } from './live-show-slice';
import { installSlices } from '../install-slices';

const running = aShow();

function setup(show: ShowClient['show']) {
  const t = createFakeDeps({
    now: () => Date.now(),
    live: { show: { show, publicShows: async () => [running], currentTime: async () => Date.now() + 60_000 } },
  });
  installSlices(t.store, t.deps, [liveShowSlice]);
  return { ...t, state: () => t.store.getState() };
}

describe('the server’s time for the reader (POST /system/currentTime/formatted/v1)', () => {
  it('asks with the viewer’s time zone and language, at most every 5 s; a failure keeps the last answer', async () => {
    let clock = 1_700_000_000_000;
    const formattedCurrentTime = vi
      .fn()
      .mockResolvedValueOnce({ currentTime: clock, formatted: 'Sunday 12:50' })
      .mockRejectedValueOnce(new HttpError(new Response(null, { status: 503 }), undefined));
    const warnings: unknown[] = [];
    const t = createFakeDeps({ now: () => clock, warn: (...args) => void warnings.push(args), live: { show: { formattedCurrentTime } } });
    installSlices(t.store, t.deps, [liveShowSlice]);
    const live = () => t.store.getState().liveShow;
    expect(live().readerTime).toBeNull();
    live().loadReaderTime();
    await vi.waitFor(() => expect(live().readerTime).toBe('Sunday 12:50'));
    expect(formattedCurrentTime).toHaveBeenCalledWith({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      languageTag: t.store.getState().session.locale,
    });
    clock += 4_999;
    live().loadReaderTime();
    expect(formattedCurrentTime).toHaveBeenCalledTimes(1);
    clock += 1;
    live().loadReaderTime();
    expect(formattedCurrentTime).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    expect(live().readerTime).toBe('Sunday 12:50');
  });
});

describe('whether video reaches the listed running shows (our streamStatus call)', () => {
  it('asks for running shows only, before the list is ready, at most every 20 s; a failure is unknown and logged', async () => {
    let clock = 1_700_000_000_000;
    const shows = [aShow({ id: 'ON' }), aShow({ id: 'OFF' }), aShow({ id: 'ERR' }), aShow({ id: 'P', state: 'PENDING' })];
    const streamStatus = vi.fn(async (id: string) => {
      if (id === 'ERR') throw new HttpError(new Response(null, { status: 503 }), undefined);
      return id === 'ON' ? ('LIVE' as const) : ('IDLE' as const);
    });
    const warnings: unknown[] = [];
    const t = createFakeDeps({
      now: () => clock,
      warn: (...args) => void warnings.push(args),
      live: { show: { publicShows: async () => shows, streamStatus } },
    });
    installSlices(t.store, t.deps, [liveListsSlice]);
    const live = () => t.store.getState().liveShow;
    await t.store.getState().liveLists.loadPublicShows();
    expect(t.store.getState().liveLists.list.status).toBe('ready');
    expect(live().streams).toEqual({ ON: 'on-air', OFF: 'off-air', ERR: 'unknown' });
    expect(streamStatus.mock.calls.map(([id]) => id)).toEqual(['ON', 'OFF', 'ERR']);
    expect(warnings).toHaveLength(1);
    clock += 19_999;
    await live().checkStreams(shows);
    expect(streamStatus).toHaveBeenCalledTimes(3);
    clock += 1;
    streamStatus.mockResolvedValue('LIVE');
    await live().checkStreams(shows);
    expect(streamStatus).toHaveBeenCalledTimes(6);
    expect(live().streams).toEqual({ ON: 'on-air', OFF: 'on-air', ERR: 'on-air' });
  });
});

describe('a host’s channel through the start-time window (spec 2 §7 startTimeStart/startTimeEnd)', () => {
  const NOW = 1_700_000_000_000;
  const replay = (id: string, daysAgo: number) =>
    aShow({
      id,
      state: 'ENDED',
      startTime: new Date(NOW - daysAgo * 86_400_000).toISOString(),
      recordings: [{ url: 'https://cdn.example/r.m3u8', durationSeconds: 60 }],
    });

  function channel(showsByHandle: ShowClient['showsByHandle']) {
    const t = createFakeDeps({ now: () => NOW, live: { show: { showsByHandle } } });
    installSlices(t.store, t.deps, [liveListsSlice]);
    return { ...t, live: () => t.store.getState().liveLists };
  }

  it('reads everything starting since 90 days ago, then each earlier window of 90 days, ending just before the last', async () => {
    const showsByHandle = vi
      .fn()
      .mockResolvedValueOnce([aShow({ id: 'LIVE' }), replay('R10', 10), aShow({ id: 'HIDDEN', publiclyListed: false })])
      .mockResolvedValueOnce([replay('R100', 100), replay('R10', 10)])
      .mockResolvedValueOnce([aShow({ id: 'GONE', state: 'CANCELLED', startTime: new Date(NOW - 200 * 86_400_000).toISOString() })]);
    const c = channel(showsByHandle);
    await c.live().loadChannel('mia.host');
    const since = NOW - CHANNEL_WINDOW_MS;
    expect(showsByHandle).toHaveBeenLastCalledWith('mia.host', { startTimeStart: since });
    expect(c.live().channel).toMatchObject({ status: 'ready', since, earlier: 'idle' });
    expect(c.live().channel.shows.map((s) => s.id)).toEqual(['LIVE', 'R10']);

    await c.live().loadEarlierShows();
    expect(showsByHandle).toHaveBeenLastCalledWith('mia.host', { startTimeStart: since - CHANNEL_WINDOW_MS, startTimeEnd: since - 1 });
    expect(c.live().channel.shows.map((s) => s.id)).toEqual(['LIVE', 'R10', 'R100']);
    expect(c.live().channel).toMatchObject({ since: since - CHANNEL_WINDOW_MS, earlier: 'idle' });

    // Nothing to watch in the next window back: said so, and the window still moves on.
    await c.live().loadEarlierShows();
    expect(showsByHandle).toHaveBeenLastCalledWith('mia.host', {
      startTimeStart: since - 2 * CHANNEL_WINDOW_MS,
      startTimeEnd: since - CHANNEL_WINDOW_MS - 1,
    });
    expect(c.live().channel).toMatchObject({ since: since - 2 * CHANNEL_WINDOW_MS, earlier: 'none' });
  });

  it('a failed earlier window keeps the shows and the window, is reported, and can be asked again', async () => {
    const showsByHandle = vi
      .fn()
      .mockResolvedValueOnce([replay('R10', 10)])
      .mockRejectedValueOnce(new HttpError(new Response(null, { status: 503 }), undefined))
      .mockResolvedValueOnce([replay('R100', 100)]);
    const c = channel(showsByHandle);
    await c.live().loadChannel('mia.host');
    const since = c.live().channel.since;
    await c.live().loadEarlierShows();
    expect(c.live().channel).toMatchObject({ since, earlier: 'error', status: 'ready' });
    expect(c.live().channel.shows.map((s) => s.id)).toEqual(['R10']);
    expect(c.reports.map((r) => r.context)).toEqual([{ where: 'live:channel-earlier', handle: 'mia.host' }]);
    await c.live().loadEarlierShows();
    expect(showsByHandle).toHaveBeenLastCalledWith('mia.host', { startTimeStart: since - CHANNEL_WINDOW_MS, startTimeEnd: since - 1 });
    expect(c.live().channel.shows.map((s) => s.id)).toEqual(['R10', 'R100']);
  });
});

describe('the watch page’s show status (spec 2 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loading, then the show with its host and the server’s clock', async () => {
    const s = setup(async () => running);
    const release = s.state().liveShow.watch('SH1');
    expect(s.state().liveShow.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.state().liveShow).toMatchObject({ status: 'ready', show: { id: 'SH1' }, host: { name: 'Mia', handle: 'mia.host' } });
    expect(s.state().liveShow.serverOffsetMs).toBeGreaterThan(59_000);
    release();
  });

  it('GET /system/currentTime/v1 at most every 5 s (spec 2 §9): the syncs between keep the last offset', async () => {
    let offset = 60_000;
    const currentTime = vi.fn(async () => Date.now() + offset);
    const t = createFakeDeps({ now: () => Date.now(), live: { show: { show: async () => running, currentTime } } });
    installSlices(t.store, t.deps, [liveShowSlice]);
    const live = () => t.store.getState().liveShow;
    // Watching syncs, and so does the show's arrival just after: one request.
    const release = live().watch('SH1');
    await vi.advanceTimersByTimeAsync(0);
    expect(live().status).toBe('ready');
    expect(currentTime).toHaveBeenCalledTimes(1);
    expect(live().serverOffsetMs).toBeCloseTo(60_000, -2);
    // Watching another show 4.999 s later syncs inside the window: no request, the same offset.
    offset = 120_000;
    await vi.advanceTimersByTimeAsync(4_999);
    live().watch('SH2');
    await vi.advanceTimersByTimeAsync(0);
    expect(currentTime).toHaveBeenCalledTimes(1);
    expect(live().serverOffsetMs).toBeCloseTo(60_000, -2);
    // The next sync after 5 s asks again.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(currentTime).toHaveBeenCalledTimes(2);
    expect(live().serverOffsetMs).toBeCloseTo(120_000, -2);
    release();
  });

  it('a poll bringing the same record keeps the show object, so nothing renders; a changed field brings a new one', async () => {
    let title = 'Satin lips';
    // Each answer a fresh object, as each response's JSON is.
    const s = setup(async () => aShow({ title }));
    const release = s.state().liveShow.watch('SH1');
    await vi.advanceTimersByTimeAsync(0);
    const first = s.state().liveShow.show;
    expect(first).toMatchObject({ title: 'Satin lips' });
    const changes = vi.fn();
    const unsubscribe = s.store.subscribe((now, before) => now.liveShow.show !== before.liveShow.show && changes());
    // Spec 2 §9: a running show is asked for again every 20 s.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(s.state().liveShow.show).toBe(first);
    expect(changes).not.toHaveBeenCalled();
    title = 'Satin lips, three ways';
    await vi.advanceTimersByTimeAsync(20_000);
    expect(s.state().liveShow.show).toMatchObject({ title: 'Satin lips, three ways' });
    expect(changes).toHaveBeenCalledTimes(1);
    unsubscribe();
    release();
  });

  it('a 404 is "no such show", and polling stops', async () => {
    const show = vi.fn(() => Promise.reject(new HttpError(new Response(null, { status: 404 }), undefined)));
    const s = setup(show);
    s.state().liveShow.watch('NOPE');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.state().liveShow.status).toBe('no-such-show');
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('"temporary error" only while nothing has loaded; later failures keep the show', async () => {
    let fail = true;
    const s = setup(async () => {
      if (fail) throw new HttpError(new Response(null, { status: 503 }), undefined);
      return running;
    });
    s.state().liveShow.watch('SH1');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.state().liveShow.status).toBe('temporary-error');
    expect(s.reports).toHaveLength(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.state().liveShow.status).toBe('ready');
    fail = true;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(s.state().liveShow).toMatchObject({ status: 'ready', show: { id: 'SH1' } });
  });
});
