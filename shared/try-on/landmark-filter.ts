/**
 * Smooths tracker landmarks and predicts them between tracker results, so
 * make-up drawn at display rate stays on a face tracked at ~16 Hz (DESIGN §5).
 * An alpha-beta filter per coordinate: position and velocity.
 */
export interface LandmarkFilter {
  update(points: Float32Array, timeMs: number): void;
  /** Points at `timeMs`, extrapolated from the last update (at most maxLeadMs ahead). */
  predict(timeMs: number): Float32Array | null;
  reset(): void;
}

export function createLandmarkFilter({ alpha = 0.6, beta = 0.25, maxLeadMs = 120 } = {}): LandmarkFilter {
  let pos: Float32Array | null = null;
  let vel: Float32Array | null = null;
  let last = 0;
  const out = { buf: null as Float32Array | null };
  return {
    update(points, timeMs) {
      if (!pos || pos.length !== points.length || timeMs - last > 1000) {
        pos = Float32Array.from(points);
        vel = new Float32Array(points.length);
        last = timeMs;
        return;
      }
      const dt = Math.max(1, timeMs - last);
      for (let i = 0; i < points.length; i++) {
        const predicted = pos[i]! + vel![i]! * dt;
        const residual = points[i]! - predicted;
        pos[i] = predicted + alpha * residual;
        vel![i] = vel![i]! + (beta * residual) / dt;
      }
      last = timeMs;
    },
    predict(timeMs) {
      if (!pos || !vel) return null;
      const lead = Math.min(maxLeadMs, Math.max(0, timeMs - last));
      if (!out.buf || out.buf.length !== pos.length) out.buf = new Float32Array(pos.length);
      for (let i = 0; i < pos.length; i++) out.buf[i] = pos[i]! + vel[i]! * lead;
      return out.buf;
    },
    reset() {
      pos = vel = null;
    },
  };
}
