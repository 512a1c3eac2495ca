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
});
