import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoFrames } from './video-frames';

describe('which camera frame the video shows', () => {
  afterEach(() => vi.useRealTimers());

  it('where the browser reports presented frames: a new key per frame; a wait ends with the next frame, or empty-handed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const frames = videoFrames({ currentTime: 1 } as HTMLVideoElement, true);
    const first = frames.current();
    expect(await frames.after(first - 1, 100)).toBe(true);
    const none = frames.after(first, 100);
    await vi.advanceTimersByTimeAsync(100);
    expect(await none).toBe(false);
    const next = frames.after(first, 100);
    await vi.advanceTimersByTimeAsync(30);
    frames.presented();
    expect(await next).toBe(true);
    expect(frames.current()).not.toBe(first);
    // The video's clock is not what counts there: a frame is one the browser presented.
    expect(frames.current()).toBe(first + 1);
  });

  it('elsewhere: the video’s currentTime names the frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const video = { currentTime: 2.5 } as HTMLVideoElement;
    const frames = videoFrames(video, false);
    const key = frames.current();
    expect(key).toBe(2.5);
    const none = frames.after(key, 100);
    await vi.advanceTimersByTimeAsync(100);
    expect(await none).toBe(false);
    const next = frames.after(key, 100);
    await vi.advanceTimersByTimeAsync(20);
    video.currentTime = 2.533;
    await vi.advanceTimersByTimeAsync(8);
    expect(await next).toBe(true);
  });

  it('gives up the browser’s reports when waits end without one while the video plays on, not while it stands still', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const video = { currentTime: 4 } as HTMLVideoElement;
    const frames = videoFrames(video, true);
    const key = frames.current();
    // A still video (paused, a stalled stream): no report is owed, the wait goes on.
    for (let i = 0; i < 5; i++) {
      const still = frames.after(key, 100);
      await vi.advanceTimersByTimeAsync(100);
      expect(await still).toBe(false);
    }
    expect(frames.reported()).toBe(true);
    // The clock moves, no frame is reported: the first silent wait is patience, the second gives up the reports.
    const first = frames.after(key, 100);
    video.currentTime = 4.1;
    await vi.advanceTimersByTimeAsync(100);
    expect(await first).toBe(false);
    const second = frames.after(key, 100);
    video.currentTime = 4.2;
    await vi.advanceTimersByTimeAsync(100);
    expect(await second).toBe(true);
    expect(frames.reported()).toBe(false);
    expect(frames.current()).toBe(4.2);
  });
});
