/**
 * Smooths tracker landmarks and predicts them between tracker results, so
 * make-up drawn at display rate stays on a face tracked at ~16 Hz (DESIGN §5).
 *
 * A One Euro filter per coordinate (Casiez et al., 2012): a low-pass whose
 * cutoff rises with the point's speed, so a still face holds still (low
 * cutoff, no jitter) and a moving one is followed closely (high cutoff, little
 * lag). Its smoothed speed also extrapolates each point to the time asked, so
 * a result stamped with its camera frame's time can be drawn on a later frame.
 */
export interface LandmarkFilter {
  /** Tracker points for the camera frame taken at `timeMs`. */
  update(points: Float32Array, timeMs: number): void;
  /** Points at `timeMs`, extrapolated from the last update (at most maxLeadMs ahead). */
  predict(timeMs: number): Float32Array | null;
  reset(): void;
}

export interface LandmarkFilterOptions {
  /** Cutoff (Hz) of a still point: lower holds it stiller. */
  minCutoff?: number;
  /** How fast the cutoff rises with speed (per px/s): higher follows motion more closely. */
  beta?: number;
  /** Cutoff (Hz) of the speed estimate. */
  speedCutoff?: number;
  maxLeadMs?: number;
}

const smoothing = (cutoffHz: number, dtMs: number) => {
  const tau = 1 / (2 * Math.PI * cutoffHz);
  return 1 / (1 + tau / (dtMs / 1000));
};

export function createLandmarkFilter({
  minCutoff = 1.2,
  beta = 0.3,
  speedCutoff = 8,
  maxLeadMs = 150,
}: LandmarkFilterOptions = {}): LandmarkFilter {
  let pos: Float32Array | null = null;
  /** Smoothed speed, px per ms. */
  let vel: Float32Array | null = null;
  let last = 0;
  let out: Float32Array | null = null;
  return {
    update(points, timeMs) {
      if (!pos || pos.length !== points.length || timeMs - last > 1000 || timeMs <= last) {
        if (pos && pos.length === points.length && timeMs <= last && timeMs > last - 1000) return; // an older frame: keep the newer
        pos = Float32Array.from(points);
        vel = new Float32Array(points.length);
        last = timeMs;
        return;
      }
      const dt = timeMs - last;
      const aSpeed = smoothing(speedCutoff, dt);
      for (let i = 0; i < points.length; i++) {
        const raw = (points[i]! - pos[i]!) / dt;
        const v = vel![i]! + aSpeed * (raw - vel![i]!);
        vel![i] = v;
        const a = smoothing(minCutoff + beta * Math.abs(v) * 1000, dt);
        pos[i] = pos[i]! + a * (points[i]! - pos[i]!);
      }
      last = timeMs;
    },
    predict(timeMs) {
      if (!pos || !vel) return null;
      const lead = Math.min(maxLeadMs, Math.max(0, timeMs - last));
      if (!out || out.length !== pos.length) out = new Float32Array(pos.length);
      for (let i = 0; i < pos.length; i++) out[i] = pos[i]! + vel[i]! * lead;
      return out;
    },
    reset() {
      pos = vel = null;
    },
  };
}
