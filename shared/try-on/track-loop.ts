import { isOutOfMemory } from './engine-startup';
import { AbortReason } from './plugin-states';
import { TryOnAbort } from './try-on-abort';
import { grabFrame, releaseFrame, type CameraFrame } from './camera-frame';
import type { EngineState } from './engine-state';
import type { EngineCallbacks, TryOnEngineDeps } from './engine-types';

/** Frames go to the tracker at most this wide; the mesh is scaled back up. */
const TRACK_WIDTH = 640;
/** The same on a phone with little memory: the tracker's input and working tensors shrink with it. */
const LIGHT_TRACK_WIDTH = 480;

/**
 * The tracker's side of a live session: tracks the camera's frames as fast as the worker allows, one frame in
 * flight, and keeps the frame tracked and its smoothed landmarks for the display loop to draw (live-loop.ts).
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
  const current = () => s.running && !s.paused && generation === s.generation;
  while (current()) {
    if (video.readyState < 2 || !video.videoWidth) {
      await new Promise((r) => setTimeout(r, 16));
      continue;
    }
    const scale = Math.min(1, (s.light ? LIGHT_TRACK_WIDTH : TRACK_WIDTH) / video.videoWidth);
    const began = performance.now();
    const frameTime = s.videoFrameTime ?? began;
    let result;
    let shown: CameraFrame | null = null;
    try {
      shown = await grabFrame(video);
      result = await worker.track(
        await createImageBitmap(shown, { resizeWidth: Math.round(shown.width * scale), resizeHeight: Math.round(shown.height * scale) }),
      );
    } catch (error) {
      releaseFrame(shown);
      if (!s.running) return;
      // Out of memory while tracking ends the session with the spec's message (a phone under pressure), not a frozen view.
      if (isOutOfMemory(error)) return callbacks.onFailure(new TryOnAbort(AbortReason.OutOfExecutableMemory, error));
      continue;
    }
    if (!current()) {
      releaseFrame(shown);
      return;
    }
    releaseFrame(s.tracked?.frame);
    s.tracked = { frame: shown, time: frameTime };
    s.meshFresh = true;
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
  }
}
