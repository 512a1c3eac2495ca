import { describe, expect, it } from 'vitest';
import { canvasLayout } from './canvas-layout';
import { createFaceFraming, cropFor, faceBox, framingTarget, MAX_ZOOM, shareAcross, zoomFor, type FaceBox } from './face-framing';

const frame = { width: 640, height: 480 };
const base = canvasLayout(640, 480, false).crop; // 552 × 480, centred
const face = (cx: number, cy: number, height: number): FaceBox => ({ cx, cy, height });

/** Runs the live framing at 60 fps for `ms`, with the face given per frame; returns every crop. */
function run(framing: ReturnType<typeof createFaceFraming>, faceAt: (t: number) => FaceBox | null, ms: number, from = 0) {
  const crops = [];
  for (let t = from; t <= from + ms; t += 1000 / 60) crops.push(framing.follow(faceAt(t), base, frame, t));
  return crops;
}

describe('faceBox', () => {
  it('is the mesh’s bounding box', () => {
    const mesh = new Float32Array([100, 50, 0, 200, 250, 3, 150, 120, -2]);
    expect(faceBox(mesh)).toEqual({ cx: 150, cy: 150, height: 200 });
  });
  it('is null without a mesh', () => {
    expect(faceBox(null)).toBeNull();
    expect(faceBox(new Float32Array(0))).toBeNull();
  });
});

describe('zoomFor', () => {
  it('leaves a face of a third of the height or more nearly or wholly as it is', () => {
    expect(zoomFor(0.5)).toBe(1);
    expect(zoomFor(0.36)).toBe(1);
    expect(zoomFor(1 / 3)).toBeLessThan(1.25);
  });
  it('brings a small face up to 45% of the view, up to the cap', () => {
    expect(zoomFor(0.25) * 0.25).toBeCloseTo(0.45, 5);
    expect(zoomFor(0.1)).toBeCloseTo(MAX_ZOOM, 5);
  });
  it('never zooms past the cap and is continuous', () => {
    let previous = zoomFor(0.01);
    for (let share = 0.01; share <= 0.6; share += 0.001) {
      const z = zoomFor(share);
      expect(z).toBeLessThanOrEqual(MAX_ZOOM);
      expect(z).toBeGreaterThanOrEqual(1);
      expect(Math.abs(z - previous)).toBeLessThan(0.05);
      expect(z).toBeLessThanOrEqual(previous + 1e-9);
      previous = z;
    }
  });
});

describe('framing a photo (snap)', () => {
  it('zooms onto a small face, centred on it', () => {
    const crop = createFaceFraming().snap(face(300, 200, 100), base, frame);
    // 100 px in 480 is about a fifth: zoomed to the cap of 45% of the layout’s crop, or the face at 45%.
    expect(crop.height).toBeLessThan(base.height * 0.5);
    expect(crop.height).toBeGreaterThanOrEqual(base.height / MAX_ZOOM - 1e-6);
    expect(crop.x + crop.width / 2).toBeCloseTo(300, 5);
    expect(crop.y + crop.height / 2).toBeCloseTo(200, 5);
    expect(crop.width / crop.height).toBeCloseTo(base.width / base.height, 5);
  });

  it('does not zoom a large face', () => {
    expect(createFaceFraming().snap(face(300, 240, 220), base, frame)).toEqual(base);
  });

  it('keeps the whole frame without a face', () => {
    expect(createFaceFraming().snap(null, base, frame)).toEqual(base);
  });

  it('keeps the crop inside the frame for a face at its edge', () => {
    for (const [cx, cy] of [
      [10, 10],
      [630, 470],
      [0, 480],
      [640, 0],
    ]) {
      const crop = createFaceFraming().snap(face(cx!, cy!, 80), base, frame);
      expect(crop.x).toBeGreaterThanOrEqual(0);
      expect(crop.y).toBeGreaterThanOrEqual(0);
      expect(crop.x + crop.width).toBeLessThanOrEqual(640 + 1e-9);
      expect(crop.y + crop.height).toBeLessThanOrEqual(480 + 1e-9);
    }
  });

  it('on a tall portrait photo, a small face is still framed at the cap at most', () => {
    const tall = canvasLayout(1000, 2000, true).crop;
    const crop = cropFor(framingTarget(face(500, 600, 150), tall), tall, { width: 1000, height: 2000 });
    expect(crop.width).toBeCloseTo(tall.width / MAX_ZOOM, 5);
  });
});

describe('following a live face', () => {
  it('eases onto a small face from the whole frame, without jumps', () => {
    const framing = createFaceFraming();
    const crops = run(framing, () => face(260, 220, 110), 3000);
    expect(crops[0]!.width).toBeCloseTo(base.width, 0);
    const last = crops.at(-1)!;
    expect(last.height).toBeLessThan(base.height * 0.55);
    expect(last.x + last.width / 2).toBeCloseTo(260, 0);
    expect(framing.moving).toBe(false);
    for (let i = 1; i < crops.length; i++) {
      // At 60 fps the crop changes by under 2% of the view between frames.
      expect(Math.abs(crops[i]!.x - crops[i - 1]!.x)).toBeLessThan(0.02 * base.width);
      expect(Math.abs(crops[i]!.width - crops[i - 1]!.width)).toBeLessThan(0.02 * base.width);
    }
  });

  it('follows a face that moves suddenly, smoothly and with no overshoot', () => {
    const framing = createFaceFraming();
    run(framing, () => face(260, 220, 110), 3000);
    const crops = run(framing, () => face(380, 220, 110), 3000, 3001);
    const centres = crops.map((c) => c.x + c.width / 2);
    for (let i = 1; i < centres.length; i++) {
      expect(centres[i]! - centres[i - 1]!).toBeGreaterThanOrEqual(-1e-9);
      expect(centres[i]! - centres[i - 1]!).toBeLessThan(8);
    }
    expect(centres.at(-1)).toBeCloseTo(380, 0);
  });

  it('stays still while the tracker jitters by a few pixels', () => {
    const framing = createFaceFraming();
    run(framing, () => face(300, 220, 110), 3000);
    const jitter = (t: number) => face(300 + 4 * Math.sin(t / 37), 220 + 3 * Math.cos(t / 23), 110 + 3 * Math.sin(t / 51));
    const crops = run(framing, jitter, 2000, 3001);
    const xs = crops.map((c) => c.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(0.5);
    const widths = crops.map((c) => c.width);
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(0.5);
  });

  it('holds the framing through a short loss of the face, then widens again', () => {
    const framing = createFaceFraming();
    run(framing, () => face(300, 220, 110), 3000);
    const held = run(framing, () => null, 500, 3001).at(-1)!;
    expect(held.height).toBeLessThan(base.height * 0.55);
    const widened = run(framing, () => null, 3000, 3502).at(-1)!;
    expect(widened.width).toBeCloseTo(base.width, 0);
  });

  it('does not zoom a large face, live either', () => {
    const crops = run(createFaceFraming(), () => face(320, 240, 240), 2000);
    for (const c of crops) expect(c).toEqual(base);
  });
});

describe('shareAcross', () => {
  it('is where a frame x lies across the crop', () => {
    expect(shareAcross(300, { x: 200, y: 0, width: 200, height: 100 })).toBe(0.5);
    expect(shareAcross(0, { x: 200, y: 0, width: 200, height: 100 })).toBe(0);
  });
});
