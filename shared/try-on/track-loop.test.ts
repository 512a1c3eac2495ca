import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngineState, type EngineState } from './engine-state';
import type { TryOnEngineDeps } from './engine-types';
import { trackLoop } from './track-loop';
import { videoFrames } from './video-frames';

/**
 * The live tracker takes each camera frame once: a tracker faster than the camera waits for the next frame rather
 * than track the one it has just tracked (the same landmarks, at a whole track's cost).
 */
const bitmap = () => ({ width: 640, height: 480, close: vi.fn() });

function session(video: HTMLVideoElement, reportsFrames: boolean, track = vi.fn(async () => ({ mesh: null }))) {
  const s: EngineState = createEngineState();
  s.video = video;
  s.videoFrames = videoFrames(video, reportsFrames);
  s.running = true;
  const worker = { track } as unknown as TryOnEngineDeps['worker'];
  const callbacks = { onFace: vi.fn(), onFailure: vi.fn() } as unknown as Parameters<typeof trackLoop>[2];
  const done = trackLoop(s, worker, callbacks, s.generation, () => false);
  return { s, track, done };
}

describe('the live tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    // No WebCodecs here: frames are grabbed as ImageBitmaps.
    vi.stubGlobal('VideoFrame', undefined);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap()),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tracks a presented frame once, however long the camera takes to present the next (requestVideoFrameCallback)', async () => {
    const video = { readyState: 4, videoWidth: 640, videoHeight: 480, currentTime: 0 } as HTMLVideoElement;
    // Each track ends when the test says: frames can then come while one is in flight.
    const ends: Array<() => void> = [];
    const track = vi.fn(() => new Promise<{ mesh: null }>((resolve) => ends.push(() => resolve({ mesh: null }))));
    const { s, done } = session(video, true, track);
    const endTrack = async () => {
      ends.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    };
    await vi.advanceTimersByTimeAsync(0);
    expect(track).toHaveBeenCalledTimes(1);
    await endTrack();
    // A second of no new frame: the tracker waits, it does not track the frame again.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(track).toHaveBeenCalledTimes(1);
    s.videoFrames!.presented();
    await vi.advanceTimersByTimeAsync(0);
    expect(track).toHaveBeenCalledTimes(2);
    // Two frames come while that track is in flight: once it ends, the tracker takes the newest, once.
    s.videoFrames!.presented();
    s.videoFrames!.presented();
    await vi.advanceTimersByTimeAsync(0);
    expect(track).toHaveBeenCalledTimes(2);
    await endTrack();
    expect(track).toHaveBeenCalledTimes(3);
    await endTrack();
    await vi.advanceTimersByTimeAsync(500);
    expect(track).toHaveBeenCalledTimes(3);
    s.running = false;
    await vi.advanceTimersByTimeAsync(100);
    await done;
  });

  it('keeps tracking when the browser never reports a frame while the video plays on (WebKit, a video outside the page)', async () => {
    const video = { readyState: 4, videoWidth: 640, videoHeight: 480, currentTime: 10 } as HTMLVideoElement;
    const { s, track, done } = session(video, true);
    // A live stream's clock, as the camera plays: presented() is never called.
    const clock = setInterval(() => ((video as { currentTime: number }).currentTime += 0.033), 33);
    await vi.advanceTimersByTimeAsync(0);
    expect(track).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    // Not frozen on the first frame: after a short wait it tracks on, by the video's clock.
    expect(track.mock.calls.length).toBeGreaterThan(10);
    expect(s.videoFrames!.reported()).toBe(false);
    clearInterval(clock);
    s.running = false;
    await vi.advanceTimersByTimeAsync(100);
    await done;
  });

  it('without requestVideoFrameCallback, a frame is known by the video’s currentTime', async () => {
    const video = { readyState: 4, videoWidth: 640, videoHeight: 480, currentTime: 10 } as HTMLVideoElement;
    const { s, track, done } = session(video, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(track).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(track).toHaveBeenCalledTimes(1);
    (video as { currentTime: number }).currentTime = 10.033;
    await vi.advanceTimersByTimeAsync(8);
    expect(track).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(track).toHaveBeenCalledTimes(2);
    s.running = false;
    await vi.advanceTimersByTimeAsync(100);
    await done;
  });
});
