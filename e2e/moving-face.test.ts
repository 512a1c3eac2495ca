// @vitest-environment node
import { Y4M_FPS, Y4M_HEIGHT, Y4M_WIDTH } from './fake-camera';
import { MOTION_SECONDS, motionAt, movePoint, movingFrameRgb, readFrameIndex, stampFrameIndex, STILL_SPANS, truthAt } from './moving-face';

/** A black still frame with one white 3×3 dot: where the dot lands is where the truth says a landmark is. */
function dotFrame(x: number, y: number): Buffer {
  const rgb = Buffer.alloc(Y4M_WIDTH * Y4M_HEIGHT * 3);
  for (let j = -1; j <= 1; j++)
    for (let i = -1; i <= 1; i++) rgb.fill(255, ((y + j) * Y4M_WIDTH + x + i) * 3, ((y + j) * Y4M_WIDTH + x + i) * 3 + 3);
  return rgb;
}

function brightest(rgb: Buffer): [number, number] {
  let best = -1;
  let at: [number, number] = [0, 0];
  for (let k = 0; k < rgb.length; k += 3) {
    if (rgb[k]! > best) {
      best = rgb[k]!;
      at = [(k / 3) % Y4M_WIDTH, Math.floor(k / 3 / Y4M_WIDTH)];
    }
  }
  return at;
}

describe('the moving-face video', () => {
  it('moves a still point exactly where the truth says, in every kind of sweep', () => {
    const still = dotFrame(250, 170);
    for (const seconds of [3, 4, 6, 7, 9, 10, 5.5, 8.3]) {
      const index = Math.round(seconds * Y4M_FPS);
      const [tx, ty] = truthAt([250, 170, 0], index / Y4M_FPS);
      const [x, y] = brightest(movingFrameRgb(still, index));
      expect(Math.hypot(x - tx!, y - ty!)).toBeLessThanOrEqual(1.5);
    }
  });

  it('covers the ranges the issue names, briskly, and is still in its still spans', () => {
    const samples = Array.from({ length: MOTION_SECONDS * 100 }, (_, i) => motionAt(i / 100));
    expect(Math.max(...samples.map((m) => Math.abs(m.tx)))).toBeCloseTo(0.1);
    expect(Math.max(...samples.map((m) => Math.abs(m.rotDeg)))).toBeCloseTo(15);
    expect(Math.max(...samples.map((m) => m.scale))).toBeCloseTo(1.15);
    expect(Math.min(...samples.map((m) => m.scale))).toBeCloseTo(0.85);
    for (const [from, to] of STILL_SPANS)
      for (let t = from; t < to; t += 0.1) expect(motionAt(t)).toEqual({ tx: 0, ty: 0, rotDeg: 0, scale: 1 });
    // A sweep takes about a second: the 20% to 80% of the translation sweep from +10% to -10% is under a second.
    const [x3] = movePoint(320, 240, motionAt(3));
    const [x4] = movePoint(320, 240, motionAt(4));
    expect(x3 - x4).toBeCloseTo(0.2 * Y4M_WIDTH);
    // The video loops: its end and its start are the same frame.
    expect(motionAt(MOTION_SECONDS)).toEqual(motionAt(0));
  });

  it("carries each frame's index, readable back from the frame", () => {
    for (const index of [0, 1, 77, 194, 255]) {
      const rgb = stampFrameIndex(movingFrameRgb(dotFrame(250, 170), index % 195), index);
      expect(readFrameIndex((x, y) => rgb[(y * Y4M_WIDTH + x) * 3]!)).toBe(index);
    }
  });
});
