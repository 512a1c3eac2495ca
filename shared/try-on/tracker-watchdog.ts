/**
 * A tracker too slow to follow a face (Human on the main thread when
 * the worker cannot start, a slow backend) is worse than an error. Judged once
 * per stretch of live tracking, over its first 3 s of the tracker's own time:
 * under 5 tracked frames a second ends the session. Time the tracker sat idle
 * waiting for the camera's next frame is not its own (a camera slowed to 4 fps
 * by a dark room, or one that stopped sending, is no slow tracker), so it is
 * left out. The caller supplies the clock, so tests can fake it.
 */
export const WATCHDOG_GRACE_MS = 3_000;
export const WATCHDOG_MIN_FPS = 5;

/** The session ended because the tracker could not keep up: a retry would be as slow, so only a photo is offered. */
export class SlowTrackerError extends Error {
  override name = 'SlowTrackerError';
}

export interface TrackerWatchdog {
  /** Tracking (re)starts now: after a resume the first stretch is judged afresh. */
  start(now: number): void;
  /** A frame came back from the tracker. */
  tracked(): void;
  /** The tracker sat idle this long, waiting for a camera frame it had not tracked. */
  waited(ms: number): void;
  /** The error to stop with, once the grace has passed and too few frames came back; null while it keeps up or is not yet judged. */
  check(now: number): SlowTrackerError | null;
}

export function createTrackerWatchdog(graceMs = WATCHDOG_GRACE_MS, minFps = WATCHDOG_MIN_FPS): TrackerWatchdog {
  let since: number | null = null;
  let frames = 0;
  let idle = 0;
  return {
    start(now) {
      since = now;
      frames = 0;
      idle = 0;
    },
    tracked() {
      if (since !== null) frames++;
    },
    waited(ms) {
      if (since !== null) idle += ms;
    },
    check(now) {
      const busy = since === null ? 0 : now - since - idle;
      if (since === null || busy < graceMs) return null;
      const fps = frames / (busy / 1000);
      since = null;
      return fps < minFps
        ? new SlowTrackerError(
            `The tracker managed ${fps.toFixed(1)} frames per second over ${WATCHDOG_GRACE_MS / 1000} s (at least ${minFps} needed)`,
          )
        : null;
    },
  };
}
