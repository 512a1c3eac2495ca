import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngineState, type EngineState } from './engine-state';
import type { TryOnEngineDeps } from './engine-types';
import { MAX_IDLE_MS, trackLoop } from './track-loop';
import { videoFrames } from './video-frames';

/**
 * The live tracker takes each camera frame once: a tracker faster than the camera waits for the next frame rather
 * than track the one it has just tracked (the same landmarks, at a whole track's cost). It never waits long: however
 * the browser's frame reports fail, the session goes on, and the watchdog never takes a wait for the camera for a
 * slow tracker.
 */
const bitmap = () => ({ width: 640, height: 480, close: vi.fn() });

type Video = HTMLVideoElement & { currentTime: number };
const cameraVideo = (currentTime = 10) => ({ readyState: 4, videoWidth: 640, videoHeight: 480, currentTime }) as Video;

function session(video: Video, reportsFrames: boolean, track = vi.fn(async () => ({ mesh: null })), watchdog = false) {
  const s: EngineState = createEngineState();
  s.video = video;
  s.videoFrames = videoFrames(video, reportsFrames);
  s.running = true;
  const worker = { track } as unknown as TryOnEngineDeps['worker'];
  const onFailure = vi.fn();
  const callbacks = { onFace: vi.fn(), onFailure } as unknown as Parameters<typeof trackLoop>[2];
  // The main-thread tracker's watchdog, as live-loop.ts runs it: judged after each track.
  if (watchdog) s.watchdog.start(performance.now());
  const trip = () => {
    const slow = s.watchdog.check(performance.now());
    if (slow) {
      s.running = false;
      onFailure(slow);
    }
    return !!slow;
  };
  const done = trackLoop(s, worker, callbacks, s.generation, trip);
  const end = async () => {
    s.running = false;
    await vi.advanceTimersByTimeAsync(MAX_IDLE_MS);
    await done;
  };
  return { s, track, onFailure, end };
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

  it('tracks a presented frame once while the camera takes a while to present the next (requestVideoFrameCallback)', async () => {
    const video = cameraVideo(0);
    // Each track ends when the test says: frames can then come while one is in flight.
    const ends: Array<() => void> = [];
    const track = vi.fn(() => new Promise<{ mesh: null }>((resolve) => ends.push(() => resolve({ mesh: null }))));
    const { s, end } = session(video, true, track);
    const endTrack = async () => {
      ends.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    };
    await vi.advanceTimersByTimeAsync(0);
    expect(track).toHaveBeenCalledTimes(1);
    await endTrack();
    // A dark room's 5 fps camera: no new frame for 200 ms, and the tracker waits rather than track the frame again.
    await vi.advanceTimersByTimeAsync(200);
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
    await vi.advanceTimersByTimeAsync(200);
    expect(track).toHaveBeenCalledTimes(3);
    ends.forEach((e) => e());
    await end();
  });

  it('tracks a 15 fps camera 15 times a second, not as often as the worker could', async () => {
    const video = cameraVideo();
    const { s, track, end } = session(video, true);
    const camera = setInterval(() => {
      video.currentTime += 1 / 15;
      s.videoFrames!.presented();
    }, 1000 / 15);
    await vi.advanceTimersByTimeAsync(2_000);
    // The first frame, then each of the 30 the camera sent.
    expect(track).toHaveBeenCalledTimes(31);
    clearInterval(camera);
    await end();
  });

  it('keeps tracking when the browser never reports a frame while the video plays on (WebKit, a video outside the page)', async () => {
    const video = cameraVideo();
    const { s, track, end } = session(video, true);
    // A live stream's clock, as the camera plays: presented() is never called.
    const clock = setInterval(() => (video.currentTime += 0.033), 33);
    await vi.advanceTimersByTimeAsync(0);
    expect(track).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    // Not frozen on the first frame: after a short wait it tracks on, by the video's clock.
    expect(track.mock.calls.length).toBeGreaterThan(10);
    expect(s.videoFrames!.reported()).toBe(false);
    clearInterval(clock);
    await end();
  });

  it('keeps tracking when the reports stop mid-session while the video plays on (a new stream, a switch of product)', async () => {
    const video = cameraVideo();
    const { s, track, end } = session(video, true);
    let reporting = true;
    const camera = setInterval(() => {
      video.currentTime += 1 / 15;
      if (reporting) s.videoFrames!.presented();
    }, 1000 / 15);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(track).toHaveBeenCalledTimes(16);
    reporting = false;
    await vi.advanceTimersByTimeAsync(1_000);
    // A few frames' wait at most, then by the video's clock: no frozen make-up.
    expect(track.mock.calls.length).toBeGreaterThan(16 + 10);
    clearInterval(camera);
    await end();
  });

  // The attempt before this one waited for as long as no frame was reported and the video's clock stood still: a
  // stream that stalled (a camera another app took, a hidden tab's video) left the tracker waiting for good, and a
  // tracker on the main thread then tripped its watchdog, ending the session with the plugin error.
  it('never waits for good when neither a report nor the video’s clock says a frame came (a stalled stream)', async () => {
    const video = cameraVideo();
    const { track, onFailure, end } = session(video, true, undefined, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(track).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MAX_IDLE_MS + 10);
    // The frame there is, tracked again each MAX_IDLE_MS: slowly, but never frozen.
    expect(track).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(10_000);
    // And the time spent waiting for the camera is not the tracker's: no plugin error.
    expect(onFailure).not.toHaveBeenCalled();
    await end();
  });

  it('the watchdog still ends a main-thread tracker too slow to follow a camera', async () => {
    const video = cameraVideo();
    const slow = vi.fn(() => new Promise<{ mesh: null }>((resolve) => setTimeout(() => resolve({ mesh: null }), 300)));
    const { s, onFailure, end } = session(video, true, slow, true);
    const camera = setInterval(() => s.videoFrames!.presented(), 1000 / 15);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(onFailure).toHaveBeenCalledOnce();
    clearInterval(camera);
    await end();
  });

  it('without requestVideoFrameCallback, a frame is known by the video’s currentTime', async () => {
    const video = cameraVideo();
    const { track, end } = session(video, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(track).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(track).toHaveBeenCalledTimes(1);
    video.currentTime = 10.033;
    await vi.advanceTimersByTimeAsync(8);
    expect(track).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(track).toHaveBeenCalledTimes(2);
    await end();
  });
});
