import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceBucket } from '../ids';
import { createLiveVideoReporter } from './live-video-reporter';

function reporter(bucket: number, mayShare = () => true) {
  const stats: number[] = [];
  const samples: number[] = [];
  const taken: number[] = [];
  const r = createLiveVideoReporter({
    bucket,
    stats: () => ({ fps: 30 }),
    mayShare,
    sample: async () => (taken.push(Date.now()), new Blob(['jpeg'])),
    sendStats: () => void stats.push(Date.now()),
    sendSample: (_image, index) => void samples.push(index),
  });
  return { r, stats, samples, taken };
}

describe('live video reporter (spec 1 §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('sends stats first after 5 s, then every 15 s', () => {
    const { r, stats } = reporter(80);
    r.start();
    vi.advanceTimersByTime(4_999);
    expect(stats).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stats).toEqual([5_000]);
    vi.advanceTimersByTime(30_000);
    expect(stats).toEqual([5_000, 20_000, 35_000]);
    r.stop();
    vi.advanceTimersByTime(60_000);
    expect(stats).toHaveLength(3);
  });

  it('samples every 30 s, at most 5, only for buckets up to 26', async () => {
    const low = reporter(26);
    low.r.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(low.samples).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(low.samples).toEqual([1]);
    await vi.advanceTimersByTimeAsync(10 * 30_000);
    expect(low.samples).toEqual([1, 2, 3, 4, 5]);

    const high = reporter(27);
    high.r.start();
    await vi.advanceTimersByTimeAsync(10 * 30_000);
    expect(high.samples).toEqual([]);
  });

  it('takes no still unless the shopper opted in (and consent stands), counting only those sent', async () => {
    let optedIn = false;
    const { r, samples, taken } = reporter(3, () => optedIn);
    r.start();
    await vi.advanceTimersByTimeAsync(3 * 30_000);
    expect([samples, taken]).toEqual([[], []]);
    optedIn = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(samples).toEqual([1]);
    optedIn = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(samples).toEqual([1]);
    r.stop();
  });

  it('keeps counting samples across a pause', async () => {
    const { r, samples } = reporter(3);
    r.start();
    await vi.advanceTimersByTimeAsync(3 * 30_000);
    r.stop();
    r.start();
    await vi.advanceTimersByTimeAsync(10 * 30_000);
    expect(samples).toEqual([1, 2, 3, 4, 5]);
  });

  it('buckets device ids stably across 0–99', () => {
    expect(deviceBucket('a1b2')).toBe(deviceBucket('a1b2'));
    const buckets = new Set(Array.from({ length: 2000 }, (_, i) => deviceBucket(`device-${i}`)));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
  });
});
