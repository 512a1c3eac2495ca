import { isOutOfMemory } from './engine-startup';
import { AbortReason } from './plugin-states';
import { TryOnAbort } from './try-on-abort';
import { grabFrame, releaseFrame, type CameraFrame } from './camera-frame';
import type { EngineState } from './engine-state';
import type { EngineCallbacks, TryOnEngineDeps } from './engine-types';
import { videoFrames } from './video-frames';

/** Frames go to the tracker at most this wide; the mesh is scaled back up. */
const TRACK_WIDTH = 640;
/** The same on a phone with little memory: the tracker's input and working tensors shrink with it. */
const LIGHT_TRACK_WIDTH = 480;

/** How long the tracker waits for a new camera frame before it looks again whether the session still runs. */
const FRAME_WAIT_MS = 100;
/**
 * The longest the tracker sits idle: past this with no new frame known, it tracks the frame there is again. Longer
 * than a frame of a camera slowed to 5 fps by a dark room; it bounds what any failure to report frames can cost (a
 * browser that stops reporting them, a stream that stalls) at a few tracks a second, never a frozen session.
 */
export const MAX_IDLE_MS = 250;

/**
 * The tracker's side of a live session: tracks the camera's frames as fast as the worker allows, one frame in
 * flight, and keeps the frame tracked and its smoothed landmarks for the display loop to draw (live-loop.ts).
 * Each camera frame is tracked once (video-frames.ts): a tracker faster than the camera waits for the next frame
 * rather than track the one it has just tracked again, for the same landmarks at a whole track's cost. That wait is
 * bounded by MAX_IDLE_MS and is not held against the tracker by the watchdog.
 * `tripWatchdog` ends the session when the tracker cannot keep up; true when it did.
 */
export async function trackLoop(
  s: EngineState,
  worker: TryOnEngineDeps['worker'],
  callbacks: EngineCallbacks,
  generation: number,
  tripWatchdog: () => boolean,
) {
  const video = s.video!;
  const frames = s.videoFrames ?? videoFrames(video);
  const current = () => s.running && !s.paused && generation === s.generation;
  /** The camera frame tracked last (video-frames.ts' key), and when that track ended; none yet in this loop. */
  let taken: number | null = null;
  let idleSince = 0;
  while (current()) {
    if (video.readyState < 2 || !video.videoWidth) {
      const waitFrom = performance.now();
      await new Promise((r) => setTimeout(r, 16));
      s.watchdog.waited(performance.now() - waitFrom);
      continue;
    }
    if (taken !== null) {
      const waitFrom = performance.now();
      const left = idleSince + MAX_IDLE_MS - waitFrom;
      const fresh = left > 0 && (await frames.after(taken, Math.min(FRAME_WAIT_MS, left)));
      s.watchdog.waited(performance.now() - waitFrom);
      if (!current()) return;
      if (!fresh && performance.now() - idleSince < MAX_IDLE_MS) continue;
    }
    // Read in the same task as the grab below, so the key names the frame grabbed.
    taken = frames.current();
    const scale = Math.min(1, (s.light ? LIGHT_TRACK_WIDTH : TRACK_WIDTH) / video.videoWidth);
    const began = performance.now();
    // The presented frame's time while the browser reports frames; once it no longer does, that time is stale.
    const frameTime = frames.reported() ? (s.videoFrameTime ?? began) : began;
    let result;
    let shown: CameraFrame | null = null;
    try {
      shown = await grabFrame(video);
      result = await worker.track(
        await createImageBitmap(shown, { resizeWidth: Math.round(shown.width * scale), resizeHeight: Math.round(shown.height * scale) }),
      );
    } catch (error) {
      releaseFrame(shown);
      idleSince = performance.now();
      if (!s.running) return;
      // Out of memory while tracking ends the session with the spec's message (a phone under pressure), not a frozen view.
      if (isOutOfMemory(error)) return callbacks.onFailure(new TryOnAbort(AbortReason.OutOfExecutableMemory, error));
      continue;
    }
    if (!current()) {
      releaseFrame(shown);
      return;
    }
    idleSince = performance.now();
    releaseFrame(s.tracked?.frame);
    s.tracked = { frame: shown, time: frameTime };
    s.counters.tracked++;
    s.counters.trackMs += performance.now() - began;
    s.watchdog.tracked();
    if (tripWatchdog()) return;
    if (result.mesh) s.counters.faces++;
    if (result.mesh) {
      const mesh = result.mesh;
      if (scale !== 1) for (let i = 0; i < mesh.length; i++) mesh[i] = mesh[i]! / scale;
      s.filter.update(mesh, frameTime);
    } else {
      s.filter.reset();
    }
    callbacks.onFace(!!result.mesh);
    s.requestDraw?.();
  }
}
