import type { EngineState } from './engine-state';
import type { TryOnEngineDeps } from './engine-types';
import { drawFrame } from './frame-draw';
import { AbortReason } from './plugin-states';
import { trackLoop } from './track-loop';
import { TryOnAbort } from './try-on-abort';

/**
 * A live session's two loops: the tracker runs as fast as it can (track-loop.ts) while the display draws at its own
 * rate, and only when there is something new to show. `stop` is the engine's, for the watchdog to end the session.
 */
export function startLiveLoop(s: EngineState, worker: TryOnEngineDeps['worker'], stop: () => void) {
  const tripWatchdog = () => tripTrackerWatchdog(s, stop);
  void trackLoop(s, worker, s.callbacks!, ++s.generation, tripWatchdog);
  // Only a tracker on the main thread (the worker could not start) can freeze the page, so only it is judged:
  // in the worker, a slow stretch (warm-up, a busy two-core phone) only makes the make-up lag.
  void worker.mode?.().then((mode) => {
    if (mode === 'main' && s.running && !s.paused) s.watchdog.start(performance.now());
  });
  const frame = (t: number) => {
    if (!s.running || s.paused) return;
    // Checked on the display's clock too: a tracker stuck on one frame never reports back.
    if (tripWatchdog()) return;
    // A newly tracked frame to show (or, before the first, a camera frame): on software GL a redraw of an unchanged
    // frame costs as much as a real one. The framing easing onto the face needs a few draws of its own too.
    const cameraOnly = !s.tracked && (s.videoFrameFresh || !s.video || !('requestVideoFrameCallback' in s.video));
    if (s.meshFresh || s.framing.moving || cameraOnly) {
      s.meshFresh = false;
      s.videoFrameFresh = false;
      drawFrame(s, t);
    }
    s.raf = requestAnimationFrame(frame);
  };
  s.raf = requestAnimationFrame(frame);
}

/** Notes when each camera frame arrives, for the display loop (draw only on a new one) and the landmarks' timing. */
export function watchVideoFrames(s: EngineState, video: HTMLVideoElement) {
  if (!('requestVideoFrameCallback' in video)) return;
  const onFrame = (now: number) => {
    s.videoFrameFresh = true;
    s.videoFrameTime = now;
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
