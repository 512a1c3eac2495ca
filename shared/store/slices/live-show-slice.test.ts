import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aShow } from '../../api/live-shopping/live-client.test-helpers';
import type { ShowClient } from '../../api/live-shopping/show-client';
import { HttpError } from '../../http';
import { createFakeDeps } from '../app-deps.test-helpers';
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
