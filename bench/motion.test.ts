// @vitest-environment node
import { Y4M_FPS } from '../e2e/fake-camera';
import { MOTION_SECONDS, truthAt } from '../e2e/moving-face';
import { motionFromSamples } from './motion';

/** A face-like set of 468 points: eyes about 60 px apart, the rest spread around them. */
function stillFace(): Float32Array {
  const m = new Float32Array(468 * 3);
  for (let i = 0; i < 468; i++) [m[i * 3], m[i * 3 + 1]] = [290 + 60 * Math.cos(i * 2.4), 230 + 70 * Math.sin(i * 1.3)];
  for (const [i, x] of [
    [33, 260],
    [133, 285],
    [362, 315],
    [263, 340],
  ] as const)
    [m[i * 3], m[i * 3 + 1]] = [x, 220];
  return m;
}

/** Samples drawn at 30 fps for a whole loop, showing the truth `lagMs` old, plus a deterministic wobble of `noisePx`. */
function samples(lagMs: number, noisePx: number): number[][] {
  const still = stillFace();
  const out: number[][] = [];
  for (let t = 0; t < MOTION_SECONDS * 1000; t += 1000 / 30) {
    const frame = Math.floor((t / 1000) * Y4M_FPS);
    const drawn = truthAt(still, frame / Y4M_FPS - lagMs / 1000);
    const s = [t, frame];
    for (let i = 0; i < 468; i++)
      s.push(drawn[i * 3]! + noisePx * Math.sin(t * 0.7 + i), drawn[i * 3 + 1]! + noisePx * Math.cos(t * 0.9 + i));
    out.push(s);
  }
  return out;
}

// Each test searches the lag over hundreds of whole-mesh comparisons: seconds on a busy 2-core machine.
describe('motion figures', { timeout: 60_000 }, () => {
  it('finds the lag the drawn landmarks trail the truth by', () => {
    expect(motionFromSamples(samples(0, 0)).lagMs).toBe(0);
    expect(Math.abs(motionFromSamples(samples(120, 0)).lagMs - 120)).toBeLessThanOrEqual(10);
  });

  it('counts lag as error while moving, and wobble as jitter while still', () => {
    const exact = motionFromSamples(samples(0, 0));
    expect(exact.nme).toBeLessThan(0.002);
    expect(exact.jitter).toBe(0);
    expect(motionFromSamples(samples(150, 0)).nme).toBeGreaterThan(0.05);
    const wobbly = motionFromSamples(samples(0, 1));
    // A 1 px wobble on a 60 px eye distance: about 2% per frame.
    expect(wobbly.jitter).toBeGreaterThan(0.01);
    expect(wobbly.jitter).toBeLessThan(0.05);
  });
});
