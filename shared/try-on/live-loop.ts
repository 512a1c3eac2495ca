import type { EngineState } from './engine-state';
import type { TryOnEngineDeps } from './engine-types';
import { drawFrame } from './frame-draw';
import { AbortReason } from './plugin-states';
import { trackLoop } from './track-loop';
import { WATCHDOG_GRACE_MS } from './tracker-watchdog';
import { TryOnAbort } from './try-on-abort';
import { videoFrames } from './video-frames';

/** How often a main-thread tracker's watchdog is asked on its own clock, besides after each track. */
const WATCHDOG_LOOK_MS = WATCHDOG_GRACE_MS / 6;

/**
 * A live session's two loops: the tracker tracks each camera frame once, as fast as the worker allows
 * (track-loop.ts), while the display draws at an animation frame only when asked (`s.requestDraw`): a newly
 * tracked frame, a new look or split, the framing easing onto the face, or before the first track the camera as it
 * is. An unchanged frame is never drawn again: on software GL a redraw costs as much as a real one, and an
 * animation frame asked for with nothing to draw still costs the page and the compositor a frame's work.
 * `stop` is the engine's, for the watchdog to end the session.
 */
export function startLiveLoop(s: EngineState, worker: TryOnEngineDeps['worker'], stop: () => void) {
  const generation = ++s.generation;
  const live = () => s.running && !s.paused && generation === s.generation;
  const tripWatchdog = () => tripTrackerWatchdog(s, stop);
  void trackLoop(s, worker, s.callbacks!, generation, tripWatchdog);
  // Only a tracker on the main thread (the worker could not start) can freeze the page, so only it is judged:
  // in the worker, a slow stretch (warm-up, a busy two-core phone) only makes the make-up lag.
  void worker.mode?.().then((mode) => {
    if (mode !== 'main' || !live()) return;
    s.watchdog.start(performance.now());
    // Asked on a clock of its own too: a tracker stuck on one frame never reports back.
    const timer = setInterval(() => {
      if (!live() || tripWatchdog()) clearInterval(timer);
    }, WATCHDOG_LOOK_MS);
  });
  // Without frame reports, the camera's own frames cannot ask for a draw: until the first track, every display frame.
  const reportsFrames = !!s.video && 'requestVideoFrameCallback' in s.video;
  const frame = (t: number) => {
    s.raf = 0;
    if (!live()) return;
    drawFrame(s, t);
    if (s.framing.moving || (!s.tracked && !reportsFrames)) s.requestDraw?.();
  };
  s.requestDraw = () => {
    if (!s.raf && s.running && !s.paused) s.raf = requestAnimationFrame(frame);
  };
  s.requestDraw();
}

/**
 * Notes each camera frame as it arrives: for the tracker (each frame tracked once), the landmarks' timing, and until
 * the first frame is tracked, the display (the camera as it is).
 */
export function watchVideoFrames(s: EngineState, video: HTMLVideoElement) {
  const frames = videoFrames(video);
  s.videoFrames = frames;
  if (!('requestVideoFrameCallback' in video)) return;
  const onFrame = (now: number) => {
    s.videoFrameTime = now;
    frames.presented();
    if (!s.tracked) s.requestDraw?.();
    if (s.running || s.video === video) video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
}

/** Ends the session with the plugin error when the tracker is too slow to follow a face. */
function tripTrackerWatchdog(s: EngineState, stop: () => void): boolean {
  const slow = s.watchdog.check(performance.now());
  if (!slow) return false;
  const onFailure = s.callbacks?.onFailure;
  stop();
  onFailure?.(new TryOnAbort(AbortReason.GeneralAbort, slow));
  return true;
}
