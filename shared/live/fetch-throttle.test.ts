import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFetchThrottle, FETCH_THROTTLE_MS } from './fetch-throttle';

describe('the 5 s fetch throttle (spec 2 §9)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('answers a call within 5 s of the last request with that request’s answer; after 5 s it asks again', async () => {
    const throttle = createFetchThrottle<number>(FETCH_THROTTLE_MS, Date.now);
    let n = 0;
    const fetch = vi.fn(async () => ++n);
    expect(await throttle.run(fetch)).toBe(1);
    vi.advanceTimersByTime(4_999);
    expect(await throttle.run(fetch)).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(await throttle.run(fetch)).toBe(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares a request in flight, and counts the window from when it was sent', async () => {
    const throttle = createFetchThrottle<string>(FETCH_THROTTLE_MS, Date.now);
    let answer!: (v: string) => void;
    const fetch = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const first = throttle.run(fetch);
    const second = throttle.run(fetch);
    expect(second).toBe(first);
    vi.advanceTimersByTime(6_000);
    answer('late');
    await expect(first).resolves.toBe('late');
    // Sent 6 s ago: a new call asks again, though the answer came just now.
    void throttle.run(fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('holds nothing after a failure, and forgets the answer on reset', async () => {
    const throttle = createFetchThrottle<number>(FETCH_THROTTLE_MS, Date.now);
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(7);
    await expect(throttle.run(fetch)).rejects.toThrow('offline');
    expect(await throttle.run(fetch)).toBe(7);
    throttle.reset();
    expect(await throttle.run(fetch)).toBe(7);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
