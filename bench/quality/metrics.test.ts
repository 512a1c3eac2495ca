// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  alphaProfile,
  bleedCount,
  changedMask,
  deltaE00,
  dilate,
  edgeWidth,
  diffMagnitude,
  hueDifferenceDeg,
  hueOf,
  labOf,
  maskInView,
  polygonMask,
  riseWidth,
  skinPixels,
  textureKept,
  VISIBLE_DELTA_E,
  visibleShare,
  withoutLashes,
  type Pt,
  type Rgba,
} from './metrics';

const W = 96;
const H = 96;

/** An image from a function of the pixel centre. */
function image(fn: (x: number, y: number) => [number, number, number]): Rgba {
  const data = new Uint8Array(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const [r, g, b] = fn(x + 0.5, y + 0.5);
      data.set([Math.round(r), Math.round(g), Math.round(b), 255], (y * W + x) * 4);
    }
  }
  return { data, width: W, height: H };
}

const circle = (cx: number, cy: number, r: number, n = 64): Pt[] =>
  Array.from({ length: n }, (_, k) => [cx + r * Math.cos((k / n) * 2 * Math.PI), cy + r * Math.sin((k / n) * 2 * Math.PI)] as Pt);

/** A grey frame with a red disc of radius 24 whose alpha rises linearly over `ramp` px centred on the rim. */
function disc(ramp: number): { original: Rgba; madeUp: Rgba } {
  const original = image(() => [120, 120, 120]);
  const madeUp = image((x, y) => {
    const r = Math.hypot(x - 48, y - 48);
    const a = ramp === 0 ? (r <= 24 ? 1 : 0) : Math.min(1, Math.max(0, (24 + ramp / 2 - r) / ramp));
    return [120 + a * 100, 120 - a * 80, 120 - a * 80];
  });
  return { original, madeUp };
}

describe('edge width', () => {
  it('a linear alpha ramp over 5 px rises 10–90% over 4 px', () => {
    const alpha = Array.from({ length: 41 }, (_, i) => Math.min(1, Math.max(0, (i * 0.25 - 2.5) / 5)));
    expect(riseWidth(alpha, 0.25)).toBeCloseTo(4, 1);
  });

  it('a Gaussian-blurred edge measures its 10–90% rise, 2.56 σ', () => {
    // Abramowitz–Stegun erf, good to 1e-7.
    const erf = (x: number) => {
      const t = 1 / (1 + 0.3275911 * Math.abs(x));
      const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
      return x >= 0 ? y : -y;
    };
    for (const sigma of [1, 2]) {
      const profile = Array.from({ length: 81 }, (_, i) => 50 * (1 + erf((i * 0.25 - 10) / (sigma * Math.SQRT2))));
      expect(riseWidth(alphaProfile(profile, 40)!, 0.25)).toBeCloseTo(2.56 * sigma, 0);
    }
  });

  it('a profile that starts inside the make-up has no edge', () => {
    expect(riseWidth([0.5, 0.8, 1, 1], 0.25)).toBeNull();
  });

  it('alpha is the change over its own peak, and nothing for an unchanged profile', () => {
    expect(alphaProfile([0, 0, 0, 0])).toBeNull();
    const a = alphaProfile([0, 0, 50, 100, 100, 100])!;
    expect(Math.max(...a)).toBe(1);
    expect(a[0]).toBe(0);
  });

  it('a hard edge stays hard when the make-up inside varies (a foundation over shading)', () => {
    // Sampled every 0.25 px: a step blurred over one pixel by bilinear sampling, then a change that climbs 70 → 100 over 3 px.
    const inside = Array.from({ length: 40 }, (_, i) => 85 + 15 * Math.sin(i / 4 - Math.PI / 2));
    const profile = [...Array(16).fill(0), 0.25 * inside[0]!, 0.5 * inside[0]!, 0.75 * inside[0]!, ...inside];
    expect(riseWidth(alphaProfile(profile, 16)!, 0.25)).toBeLessThan(1.5);
  });

  it('a stencil-hard disc measures under a pixel; a 6 px feather measures about 4.8 px', () => {
    const mask = polygonMask([circle(48, 48, 24)], W, H);
    const hard = disc(0);
    const soft = disc(6);
    const hardWidth = edgeWidth(diffMagnitude(hard.madeUp, hard.original), mask, W, H, [circle(48, 48, 24)], 8);
    const softWidth = edgeWidth(diffMagnitude(soft.madeUp, soft.original), mask, W, H, [circle(48, 48, 24)], 8);
    expect(hardWidth.profiles).toBeGreaterThan(50);
    expect(hardWidth.px!).toBeLessThan(1.2);
    expect(softWidth.px!).toBeGreaterThan(4.2);
    expect(softWidth.px!).toBeLessThan(5.4);
  });
});

describe('hue', () => {
  it('differences go the short way round the circle', () => {
    expect(hueDifferenceDeg(350, 10)).toBe(20);
    expect(hueDifferenceDeg(10, 350)).toBe(20);
    expect(hueDifferenceDeg(0, 180)).toBe(180);
    expect(hueDifferenceDeg(725, 5)).toBe(0);
  });

  it('a red darkened by shading keeps its hue within a few degrees; a white overlay on it does not', () => {
    const red: [number, number, number] = [176, 17, 43];
    const shaded: [number, number, number] = [110, 10, 27];
    const frosted: [number, number, number] = [230, 190, 200];
    expect(hueDifferenceDeg(hueOf(red), hueOf(shaded))).toBeLessThan(5);
    expect(hueDifferenceDeg(hueOf(red), hueOf([240, 200, 80]))).toBeGreaterThan(40);
    // Whitish frosting drifts toward the pinks and blues of a pale pink.
    expect(hueDifferenceDeg(hueOf(red), hueOf(frosted))).toBeGreaterThan(hueDifferenceDeg(hueOf(red), hueOf(shaded)));
  });
});

describe('bleed', () => {
  const allowed = polygonMask([circle(48, 48, 20)], W, H);
  const ring = (r: number) =>
    changedMask(
      image((x, y) => (Math.abs(Math.hypot(x - 48, y - 48) - r) < 0.7 ? [200, 0, 0] : [0, 0, 0])),
      image(() => [0, 0, 0]),
      8,
    );

  it('changes within the 3 px margin are not bleed; beyond it every changed pixel counts', () => {
    const margin = dilate(allowed, W, H, 3);
    expect(bleedCount(ring(21.5), margin)).toBe(0);
    expect(bleedCount(ring(27), margin)).toBeGreaterThan(100);
  });

  it('changes under the threshold are not changes', () => {
    const faint = changedMask(
      image(() => [5, 5, 5]),
      image(() => [0, 0, 0]),
      8,
    );
    expect(bleedCount(faint, new Uint8Array(W * H))).toBe(0);
  });

  it('polygons fill even-odd, so an inner contour is a hole', () => {
    const lips = polygonMask([circle(48, 48, 20), circle(48, 48, 8)], W, H);
    expect(lips[48 * W + 48]).toBe(0);
    expect(lips[48 * W + 48 + 14]).toBe(1);
    expect(lips[48 * W + 48 + 25]).toBe(0);
    // Shrinking by a negative radius takes the rim off.
    expect(dilate(lips, W, H, -3)[48 * W + 48 + 19]).toBe(0);
  });
});

describe('texture kept', () => {
  // Deterministic grain, like lip lines or skin pores.
  const grain = (x: number, y: number) => ((Math.sin(x * 12.9898 + y * 78.233) * 43758.5453) % 1) * 40;
  const original = image((x, y) => [150 + grain(x, y), 100 + grain(x, y), 100 + grain(x, y)]);
  const mask = polygonMask([circle(48, 48, 30)], W, H);

  it('is 1 for an untouched region', () => {
    expect(textureKept(original, original, mask)).toBeCloseTo(1, 5);
  });

  it('a flat fill keeps none of it; a multiplied tint keeps it in proportion', () => {
    expect(
      textureKept(
        image(() => [176, 17, 43]),
        original,
        mask,
      ),
    ).toBeLessThan(0.05);
    const tinted = image((x, y) => [(150 + grain(x, y)) * 0.8, (100 + grain(x, y)) * 0.3, (100 + grain(x, y)) * 0.35]);
    const kept = textureKept(tinted, original, mask);
    expect(kept).toBeGreaterThan(0.4);
    expect(kept).toBeLessThan(0.8);
  });
});

describe('skin pixels within a brow', () => {
  // A brow-shaped box on skin, with dark strands every third column.
  const brow: Pt[] = [
    [30, 40],
    [66, 40],
    [66, 50],
    [30, 50],
  ];
  const face = image((x, y) => (x >= 30 && x < 66 && y >= 40 && y < 50 && Math.floor(x) % 3 === 0 ? [90, 60, 40] : [220, 180, 160]));

  it('takes the skin between the hairs and leaves the hairs out, inside the outline only', () => {
    const skin = skinPixels(face, [brow]);
    expect(skin[45 * W + 31]).toBe(1);
    expect(skin[45 * W + 33]).toBe(0);
    expect(skin[30 * W + 31]).toBe(0);
  });
});

describe('visible share', () => {
  it('computes CIEDE2000 as Sharma, Wu and Dalal’s reference pairs give it', () => {
    const pairs: Array<[number[], number[], number]> = [
      [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
      [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
      [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
      [[50, 0, 0], [50, -1, 2], 2.3669],
      [[50, 2.5, 0], [73, 25, -18], 27.1492],
    ];
    for (const [a, b, expected] of pairs) {
      expect(deltaE00(a, b)).toBeCloseTo(expected, 3);
      expect(deltaE00(b, a)).toBeCloseTo(expected, 3);
    }
    expect(deltaE00(labOf(120, 80, 60), labOf(120, 80, 60))).toBe(0);
  });

  it('counts the share of the region that moved by a noticeable amount, not how far the rest moved', () => {
    const original = image(() => [180, 140, 120]);
    const region = polygonMask(
      [
        [
          [0, 0],
          [W, 0],
          [W, H],
          [0, H],
        ],
      ],
      W,
      H,
    );
    // The left half clearly made up, the right half nudged by a rounding's worth.
    const madeUp = image((x) => (x < W / 2 ? [170, 110, 110] : [181, 140, 120]));
    expect(visibleShare(madeUp, original, region)).toBeCloseTo(0.5, 2);
    expect(visibleShare(original, original, region)).toBe(0);
    // Just under and just over the threshold.
    const under = image(() => [182, 141, 120]);
    expect(deltaE00(labOf(182, 141, 120), labOf(180, 140, 120))).toBeLessThan(VISIBLE_DELTA_E);
    expect(visibleShare(under, original, region)).toBe(0);
  });

  it("leaves a lid's lashes out of its share, and keeps the lid's fold and shadows in", () => {
    const lid = polygonMask(
      [
        [
          [8, 30],
          [88, 30],
          [88, 60],
          [8, 60],
        ],
      ],
      W,
      H,
    );
    // Skin at 180, a fold across it at 110 (0.6 of the lid's light), a wedge of lashes at 50 at the outer corner.
    const original = image((x, y) => (x > 70 && y > 50 ? [50, 40, 35] : y > 40 && y < 46 ? [120, 105, 95] : [200, 170, 150]));
    const skin = withoutLashes(original, lid);
    const at = (x: number, y: number) => skin[Math.floor(y) * W + Math.floor(x)];
    expect(at(80, 55)).toBe(0);
    expect(at(40, 43)).toBe(1);
    expect(at(40, 35)).toBe(1);
    expect(at(50, 20)).toBe(0);
    // A lid made up everywhere but on the lashes shows in full; the same render counted with its lashes does not.
    const madeUp = image((x, y) => (x > 70 && y > 50 ? [50, 40, 35] : [170, 120, 140]));
    expect(visibleShare(madeUp, original, skin)).toBe(1);
    expect(visibleShare(madeUp, original, lid)).toBeLessThan(0.95);
  });

  it('carries a photo mask into a scaled, shifted view, its anti-aliased rim left out', () => {
    const mask = new Uint8Array(10 * 10);
    // A 4 × 4 block of frame at photo pixels 3–6.
    for (let y = 3; y <= 6; y++) for (let x = 3; x <= 6; x++) mask[y * 10 + x] = 1;
    const view = maskInView(mask, 10, 10, { scale: 2, tx: 5, ty: 1 }, 40, 40);
    const on = (x: number, y: number) => view[y * 40 + x] === 1;
    // Photo pixel 4.5 (well inside) → view 2 · 4.5 + 5 = 14 (x), 2 · 4.5 + 1 = 10 (y).
    expect(on(14, 10)).toBe(true);
    // Outside the block, and on its rim (between a frame pixel and a skin pixel).
    expect(on(5, 5)).toBe(false);
    expect(on(2 * 3 + 5, 10)).toBe(false);
    expect(view.reduce((n, v) => n + v, 0)).toBeGreaterThan(20);
    expect(view.reduce((n, v) => n + v, 0)).toBeLessThan(4 * 4 * 4);
    // Touching: every view pixel any of the block's pixels shows in, its rim included.
    const touching = maskInView(mask, 10, 10, { scale: 2, tx: 5, ty: 1 }, 40, 40, true);
    expect(touching[10 * 40 + 2 * 3 + 5]).toBe(1);
    expect(touching[5 * 40 + 5]).toBe(0);
    expect(touching.reduce((n, v) => n + v, 0)).toBeGreaterThan(4 * 4 * 4);
    for (let i = 0; i < view.length; i++) if (view[i]) expect(touching[i]).toBe(1);
  });
});
