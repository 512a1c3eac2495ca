import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngineState, type EngineState } from './engine-state';
import type { TryOnEngineDeps } from './engine-types';
import { drawFrame } from './frame-draw';
import { startLiveLoop, watchVideoFrames } from './live-loop';
import { redraw } from './photo-path';
import { MAX_IDLE_MS } from './track-loop';

vi.mock('./frame-draw', () => ({ drawFrame: vi.fn() }));

/**
 * The live display draws only when there is something new to show: a tracked frame, a new look, the camera before
 * the first track. An animation frame is not asked for while nothing changed (on software GL each costs the page and
 * the compositor a frame's work, drawn or not).
 */
function liveSession() {
  const presented: Array<(now: number) => void> = [];
  const video = {
    readyState: 4,
    videoWidth: 640,
    videoHeight: 480,
    currentTime: 10,
    requestVideoFrameCallback: (cb: (now: number) => void) => presented.push(cb),
  } as unknown as HTMLVideoElement & { currentTime: number };
  const s: EngineState = createEngineState();
  s.video = video;
  s.callbacks = { onAsking: vi.fn(), onFace: vi.fn(), onFirstFrame: vi.fn(), onFailure: vi.fn() };
  watchVideoFrames(s, video);
  s.running = true;
  const track = vi.fn(async () => ({ mesh: null }));
  startLiveLoop(s, { track } as unknown as TryOnEngineDeps['worker'], vi.fn());
  /** The camera presents a frame: the browser's callbacks run, as at its next rendering. */
  const present = () => {
    video.currentTime += 1 / 15;
    presented.splice(0).forEach((cb) => cb(performance.now()));
  };
  return { s, track, present };
}

describe('the live display', () => {
  let frames: number;
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    });
    vi.stubGlobal('VideoFrame', undefined);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 640, height: 480, close: vi.fn() })),
    );
    vi.mocked(drawFrame).mockClear();
    frames = 0;
    const raf = globalThis.requestAnimationFrame;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
      frames++;
      return raf(cb);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('draws each tracked camera frame once, and asks for no animation frame in between', async () => {
    const { s, track, present } = liveSession();
    const camera = setInterval(present, 1000 / 15);
    await vi.advanceTimersByTimeAsync(2_000);
    clearInterval(camera);
    await vi.advanceTimersByTimeAsync(20);
    // 31 tracks (the first frame, then the camera's 30), each drawn once; the camera as it is before the first.
    expect(track).toHaveBeenCalledTimes(31);
    const draws = vi.mocked(drawFrame).mock.calls.length;
    expect(draws).toBeGreaterThanOrEqual(31);
    expect(draws).toBeLessThanOrEqual(33);
    // A display at 60 Hz offers 120 frames in those 2 s: only those with something to draw were asked for.
    expect(frames).toBe(draws);
    s.running = false;
  });

  it('draws a new look at once on a still camera, without waiting for a frame', async () => {
    const { s, present } = liveSession();
    present();
    await vi.advanceTimersByTimeAsync(100);
    const before = vi.mocked(drawFrame).mock.calls.length;
    // The camera sends nothing more: within the tracker's idle bound, nothing is drawn.
    await vi.advanceTimersByTimeAsync(MAX_IDLE_MS / 2);
    expect(vi.mocked(drawFrame).mock.calls.length).toBe(before);
    redraw(s);
    await vi.advanceTimersByTimeAsync(20);
    expect(vi.mocked(drawFrame).mock.calls.length).toBe(before + 1);
    s.running = false;
  });

  it('asks for nothing while paused, and draws again on resume', async () => {
    const { s } = liveSession();
    await vi.advanceTimersByTimeAsync(100);
    s.paused = true;
    cancelAnimationFrame(s.raf);
    s.raf = 0;
    const asked = frames;
    redraw(s);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(frames).toBe(asked);
    s.paused = false;
    const drawn = vi.mocked(drawFrame).mock.calls.length;
    startLiveLoop(s, { track: vi.fn(async () => ({ mesh: null })) } as unknown as TryOnEngineDeps['worker'], vi.fn());
    await vi.advanceTimersByTimeAsync(20);
    expect(vi.mocked(drawFrame).mock.calls.length).toBeGreaterThan(drawn);
    s.running = false;
  });
});
