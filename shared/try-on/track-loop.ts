import type { EngineState } from './engine-state';
import type { EngineCallbacks, TryOnEngineDeps } from './engine-types';

/** Frames go to the tracker at most this wide; the mesh is scaled back up. */
const TRACK_WIDTH = 640;

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
    const scale = Math.min(1, TRACK_WIDTH / video.videoWidth);
    const began = performance.now();
    const frameTime = s.videoFrameTime ?? began;
    let result;
    let shown: ImageBitmap | null = null;
    try {
      shown = await createImageBitmap(video);
      result = await worker.track(
        await createImageBitmap(shown, { resizeWidth: Math.round(shown.width * scale), resizeHeight: Math.round(shown.height * scale) }),
      );
    } catch {
      shown?.close();
      if (!s.running) return;
      continue;
    }
    if (!current()) {
      shown.close();
      return;
    }
    s.tracked?.frame.close();
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
