/**
 * The pure maths behind the render-quality figures, on
 * plain pixel arrays so unit tests can feed them synthetic images. Images are
 * RGBA, 4 bytes per pixel; masks are one byte per pixel (1 = in).
 */
export interface Rgba {
  data: Uint8Array;
  width: number;
  height: number;
}
export type Pt = [number, number];

/** Per pixel, how far the made-up frame moved from the original: Euclidean RGB distance (0–441). */
export function diffMagnitude(madeUp: Rgba, original: Rgba): Float32Array {
  const out = new Float32Array(madeUp.width * madeUp.height);
  for (let i = 0; i < out.length; i++) {
    const o = i * 4;
    const dr = madeUp.data[o]! - original.data[o]!;
    const dg = madeUp.data[o + 1]! - original.data[o + 1]!;
    const db = madeUp.data[o + 2]! - original.data[o + 2]!;
    out[i] = Math.sqrt(dr * dr + dg * dg + db * db);
  }
  return out;
}

/** A field's value at a fractional position (bilinear; 0 off the image). */
export function sampleBilinear(field: Float32Array, width: number, height: number, x: number, y: number): number {
  const fx = x - 0.5;
  const fy = y - 0.5;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const tx = fx - x0;
  const ty = fy - y0;
  const at = (i: number, j: number) => (i < 0 || j < 0 || i >= width || j >= height ? 0 : field[j * width + i]!);
  return (at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx) * (1 - ty) + (at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx) * ty;
}

/**
 * The make-up's alpha along one profile, outside → inside: the change,
 * lightly smoothed (so one sparkle or noisy pixel does not count), over its
 * full strength. Full strength is the 75th percentile of the change on the
 * inside (from `insideFrom`) rather than its maximum: a foundation's change
 * varies with the skin's shading under it, and one bright spot must not
 * make a hard edge read as a gradual one. Null when nothing changed inside.
 */
export function alphaProfile(changes: number[], insideFrom = 0, minPeak = 6): number[] | null {
  const smooth = changes.map((_, i) => {
    const a = changes[Math.max(0, i - 1)]!;
    const b = changes[i]!;
    const c = changes[Math.min(changes.length - 1, i + 1)]!;
    return (a + 2 * b + c) / 4;
  });
  const inside = smooth.slice(insideFrom).sort((a, b) => a - b);
  const peak = inside[Math.floor(inside.length * 0.75)] ?? 0;
  if (!(peak >= minPeak)) return null;
  return smooth.map((v) => Math.min(1, v / peak));
}

/**
 * The 10–90% rise of an alpha profile sampled every `step` px from outside
 * in: from the last point under 10% before the first reaching 90%, to that
 * point, each crossing interpolated. Where the make-up's strength still
 * wanders inside (shading under a foundation), that stretch can be longer
 * than the edge itself, so the rise is capped by one over the steepest
 * slope within it: a bound any smooth feather stays under (a linear ramp
 * rises 10–90% in 0.8 of it, a Gaussian blur in 1.02), which a hard step
 * followed by a slow climb does not. Null when the profile never
 * starts under 10% (the make-up runs past the profile's start).
 */
export function riseWidth(alpha: number[], step: number): number | null {
  const i90 = alpha.findIndex((a) => a >= 0.9);
  if (i90 < 0) return null;
  let i10 = -1;
  for (let i = i90 - 1; i >= 0; i--) {
    if (alpha[i]! < 0.1) {
      i10 = i;
      break;
    }
  }
  if (i10 < 0) return null;
  const cross = (i: number, level: number) => {
    const a = alpha[i]!;
    const b = alpha[i + 1]!;
    return i + (b === a ? 0 : (level - a) / (b - a));
  };
  const x90 = i90 === 0 ? 0 : cross(i90 - 1, 0.9);
  let steepest = 0;
  for (let i = i10; i < i90; i++) steepest = Math.max(steepest, (alpha[i + 1]! - alpha[i]!) / step);
  return Math.min((x90 - cross(i10, 0.1)) * step, 1 / steepest);
}

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** sRGB (0–255) → CIELAB. */
export function labOf(r: number, g: number, b: number): [number, number, number] {
  const [R, G, B] = [toLinear(r), toLinear(g), toLinear(b)];
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIELAB hue angle h_ab in degrees, 0–360: perceptual hue, unlike HSV's, unmoved by lightness. */
export function hueOf(rgb: readonly [number, number, number]): number {
  const [, a, b] = labOf(rgb[0], rgb[1], rgb[2]);
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

/** The shorter way round the hue circle between two angles, 0–180. */
export function hueDifferenceDeg(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

export function hexRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mean colour of the image under a mask. */
export function meanRgb(img: Rgba, mask: Uint8Array): [number, number, number] {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    r += img.data[i * 4]!;
    g += img.data[i * 4 + 1]!;
    b += img.data[i * 4 + 2]!;
    n++;
  }
  return n ? [r / n, g / n, b / n] : [0, 0, 0];
}

/** Pixels whose largest channel moved more than `threshold` (of 255). */
export function changedMask(madeUp: Rgba, original: Rgba, threshold: number): Uint8Array {
  const out = new Uint8Array(madeUp.width * madeUp.height);
  for (let i = 0; i < out.length; i++) {
    const o = i * 4;
    const d = Math.max(
      Math.abs(madeUp.data[o]! - original.data[o]!),
      Math.abs(madeUp.data[o + 1]! - original.data[o + 1]!),
      Math.abs(madeUp.data[o + 2]! - original.data[o + 2]!),
    );
    out[i] = d > threshold ? 1 : 0;
  }
  return out;
}

/** Changed pixels outside the allowed mask. */
export function bleedCount(changed: Uint8Array, allowed: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < changed.length; i++) if (changed[i] && !allowed[i]) n++;
  return n;
}

/** A mask grown by a disc of `radius` px (shrunk, for a negative radius). */
export function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  if (radius === 0) return mask.slice();
  const grow = radius > 0;
  const r = Math.abs(radius);
  const offsets: Pt[] = [];
  for (let dy = -Math.ceil(r); dy <= Math.ceil(r); dy++)
    for (let dx = -Math.ceil(r); dx <= Math.ceil(r); dx++) if (dx * dx + dy * dy <= r * r) offsets.push([dx, dy]);
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Growing: on if any neighbour is on. Shrinking: on only if every neighbour is on.
      let v = grow ? 0 : 1;
      for (const [dx, dy] of offsets) {
        const nx = x + dx;
        const ny = y + dy;
        const on = nx >= 0 && ny >= 0 && nx < width && ny < height && mask[ny * width + nx] === 1;
        if (grow ? on : !on) {
          v = grow ? 1 : 0;
          break;
        }
      }
      out[y * width + x] = v;
    }
  }
  return out;
}

/**
 * Within the polygons, the pixels of `image` that are skin rather than hair:
 * no darker than `hairRatio` of the median light of the skin just around the
 * polygons (a ring from 2 to 6 px out). A brow's hairs are far darker than
 * its brow bone; the skin between them is not.
 */
export function skinPixels(image: Rgba, polygons: Pt[][], hairRatio = 0.85): Uint8Array {
  const { width, height, data } = image;
  const inside = polygonMask(polygons, width, height);
  const near = dilate(inside, width, height, 2);
  const far = dilate(inside, width, height, 6);
  const luma = (i: number) => 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  const ring: number[] = [];
  for (let i = 0; i < inside.length; i++) if (far[i] && !near[i]) ring.push(luma(i));
  const skin = median(ring) ?? 0;
  const out = new Uint8Array(inside.length);
  for (let i = 0; i < inside.length; i++) out[i] = inside[i] && luma(i) >= hairRatio * skin ? 1 : 0;
  return out;
}

/**
 * The mask without its lashes and liner: pixels of `image` darker than `ratio` of the mask's median light. A lid's
 * skin, its fold and its shadows included, stays within about half of the lid's light; lashes (the dark wedge they
 * make at an eye's outer corner, over the mesh's lash line) and liner lie far below it. They are not the lid, and no
 * eyeshadow should change them, so a lid's visible share leaves them out.
 */
export function withoutLashes(image: Rgba, mask: Uint8Array, ratio = 0.5): Uint8Array {
  const { data } = image;
  const luma = (i: number) => 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  const lights: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]) lights.push(luma(i));
  const lid = median(lights) ?? 0;
  return mask.map((m, i) => (m && luma(i) >= ratio * lid ? 1 : 0));
}

/** Even-odd fill of polygons at pixel centres (so holes cut out, as the renderer's regions do). */
export function polygonMask(polygons: Pt[][], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const cy = y + 0.5;
    const xs: number[] = [];
    for (const poly of polygons) {
      for (let i = 0; i < poly.length; i++) {
        const [x1, y1] = poly[i]!;
        const [x2, y2] = poly[(i + 1) % poly.length]!;
        if (y1 <= cy !== y2 <= cy) xs.push(x1 + ((cy - y1) / (y2 - y1)) * (x2 - x1));
      }
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil(xs[k]! - 0.5));
      const to = Math.min(width - 1, Math.floor(xs[k + 1]! - 0.5));
      for (let x = from; x <= to; x++) mask[y * width + x] = 1 - mask[y * width + x]!;
    }
  }
  return mask;
}

export function luminance(img: Rgba): Float32Array {
  const out = new Float32Array(img.width * img.height);
  for (let i = 0; i < out.length; i++) out[i] = 0.299 * img.data[i * 4]! + 0.587 * img.data[i * 4 + 1]! + 0.114 * img.data[i * 4 + 2]!;
  return out;
}

/** A square box blur of `radius` px (edges clamped), done as two 1-D passes. */
export function boxBlur(field: Float32Array, width: number, height: number, radius: number): Float32Array {
  const pass = (src: Float32Array, horizontal: boolean) => {
    const out = new Float32Array(src.length);
    const [n, m] = horizontal ? [width, height] : [height, width];
    for (let j = 0; j < m; j++) {
      for (let i = 0; i < n; i++) {
        let s = 0;
        for (let k = -radius; k <= radius; k++) {
          const ii = Math.min(n - 1, Math.max(0, i + k));
          s += horizontal ? src[j * width + ii]! : src[ii * width + j]!;
        }
        out[horizontal ? j * width + i : i * width + j] = s / (2 * radius + 1);
      }
    }
    return out;
  };
  return pass(pass(field, true), false);
}

/** Standard deviation of the high-pass (image minus its blur) under a mask: fine detail such as lip lines and skin texture. */
export function highPassStd(img: Rgba, mask: Uint8Array, radius = 2): number {
  const lum = luminance(img);
  const blur = boxBlur(lum, img.width, img.height, radius);
  let s = 0;
  let s2 = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const v = lum[i]! - blur[i]!;
    s += v;
    s2 += v * v;
    n++;
  }
  if (n < 2) return 0;
  const mean = s / n;
  return Math.sqrt(Math.max(0, s2 / n - mean * mean));
}

/** Fine detail kept under the make-up: made-up over original (1 = untouched texture, 0 = a flat fill). */
export function textureKept(madeUp: Rgba, original: Rgba, mask: Uint8Array): number {
  const before = highPassStd(original, mask);
  return before > 0 ? highPassStd(madeUp, mask) / before : 0;
}

/** Points every `spacing` px along a closed polyline. */
export function resampleClosed(poly: Pt[], spacing: number): Pt[] {
  const out: Pt[] = [];
  let carry = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let t = carry;
    while (t < len) {
      out.push([a[0] + ((b[0] - a[0]) * t) / len, a[1] + ((b[1] - a[1]) * t) / len]);
      t += spacing;
    }
    carry = t - len;
  }
  return out;
}

/** Median, or null for none. */
export function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * Edge width of the make-up across a region's boundary: profiles every 2 px
 * along the contours, normal to them, from `reach` px outside to the middle
 * of the region (or `reach` px in), each turned into alpha and its 10–90%
 * rise; the median over profiles that crossed make-up.
 */
export function edgeWidth(
  change: Float32Array,
  inside: Uint8Array,
  width: number,
  height: number,
  contours: Pt[][],
  reach: number,
): { px: number | null; profiles: number } {
  const step = 0.25;
  const isIn = (x: number, y: number) => {
    const i = Math.floor(x);
    const j = Math.floor(y);
    return i >= 0 && j >= 0 && i < width && j < height && inside[j * width + i] === 1;
  };
  const widths: number[] = [];
  for (const contour of contours) {
    const pts = resampleClosed(contour, 2);
    for (let k = 0; k < pts.length; k++) {
      const prev = pts[(k - 1 + pts.length) % pts.length]!;
      const next = pts[(k + 1) % pts.length]!;
      const tx = next[0] - prev[0];
      const ty = next[1] - prev[1];
      const len = Math.hypot(tx, ty);
      if (len === 0) continue;
      let nx = -ty / len;
      let ny = tx / len;
      const [px, py] = pts[k]!;
      // Point the normal inward: the side the region is on, a couple of pixels in.
      const ahead = isIn(px + 2 * nx, py + 2 * ny);
      const behind = isIn(px - 2 * nx, py - 2 * ny);
      if (ahead === behind) continue; // a thin sliver or a corner: no clear inside
      if (!ahead) [nx, ny] = [-nx, -ny];
      const values: number[] = [];
      const insideFrom = Math.ceil(reach / step);
      for (let s = -reach; s <= reach; s += step) {
        const x = px + nx * s;
        const y = py + ny * s;
        // Inward only while still in the region: stop at its far side.
        if (s > 0 && !isIn(x, y)) break;
        values.push(sampleBilinear(change, width, height, x, y));
      }
      const alpha = alphaProfile(values, insideFrom);
      const w = alpha ? riseWidth(alpha, step) : null;
      if (w !== null) widths.push(w);
    }
  }
  const m = median(widths);
  return { px: m === null ? null : Math.round(m * 100) / 100, profiles: widths.length };
}

/** CIEDE2000 colour difference between two CIELAB colours (kL = kC = kH = 1). */
export function deltaE00([L1, a1, b1]: readonly number[], [L2, a2, b2]: readonly number[]): number {
  const rad = Math.PI / 180;
  const C1 = Math.hypot(a1!, b1!);
  const C2 = Math.hypot(a2!, b2!);
  const Cm = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
  const ap1 = (1 + G) * a1!;
  const ap2 = (1 + G) * a2!;
  const Cp1 = Math.hypot(ap1, b1!);
  const Cp2 = Math.hypot(ap2, b2!);
  const hue = (b: number, a: number) => (a === 0 && b === 0 ? 0 : (((Math.atan2(b, a) / rad) % 360) + 360) % 360);
  const hp1 = hue(b1!, ap1);
  const hp2 = hue(b2!, ap2);
  const dL = L2! - L1!;
  const dC = Cp2 - Cp1;
  let dh = 0;
  if (Cp1 * Cp2 !== 0) {
    dh = hp2 - hp1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(Cp1 * Cp2) * Math.sin((dh / 2) * rad);
  const Lm = (L1! + L2!) / 2;
  const Cpm = (Cp1 + Cp2) / 2;
  let hm = hp1 + hp2;
  if (Cp1 * Cp2 !== 0) hm = Math.abs(hp1 - hp2) <= 180 ? hm / 2 : hm < 360 ? (hm + 360) / 2 : (hm - 360) / 2;
  const T =
    1 -
    0.17 * Math.cos((hm - 30) * rad) +
    0.24 * Math.cos(2 * hm * rad) +
    0.32 * Math.cos((3 * hm + 6) * rad) -
    0.2 * Math.cos((4 * hm - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hm - 275) / 25) ** 2));
  const RC = 2 * Math.sqrt(Cpm ** 7 / (Cpm ** 7 + 25 ** 7));
  const SL = 1 + (0.015 * (Lm - 50) ** 2) / Math.sqrt(20 + (Lm - 50) ** 2);
  const SC = 1 + 0.045 * Cpm;
  const SH = 1 + 0.015 * Cpm * T;
  const RT = -Math.sin(2 * dTheta * rad) * RC;
  return Math.sqrt((dL / SL) ** 2 + (dC / SC) ** 2 + (dH / SH) ** 2 + RT * (dC / SC) * (dH / SH));
}

/**
 * A change a shopper notices at a glance: CIEDE2000 ≥ 3. About 1 is the least difference seen between two flat
 * patches side by side; on a textured photo, toggled before/after, changes under 2–3 are lost in the skin's own
 * grain and noise, and 3 is the tolerance retail colour checks use for "visibly different".
 */
export const VISIBLE_DELTA_E = 3;

/** The share (0–1) of the mask's pixels whose colour moved by at least `threshold` ΔE00: how much of a region visibly changed. */
export function visibleShare(madeUp: Rgba, original: Rgba, mask: Uint8Array, threshold = VISIBLE_DELTA_E): number {
  let n = 0;
  let seen = 0;
  const d = madeUp.data;
  const o = original.data;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    n++;
    const k = i * 4;
    if (d[k] === o[k] && d[k + 1] === o[k + 1] && d[k + 2] === o[k + 2]) continue;
    if (deltaE00(labOf(d[k]!, d[k + 1]!, d[k + 2]!), labOf(o[k]!, o[k + 1]!, o[k + 2]!)) >= threshold) seen++;
  }
  return n ? seen / n : 0;
}

/**
 * A photo's mask carried into a view that shows the photo scaled and shifted (view = scale · photo + t): a view
 * pixel is in when its centre, mapped back, lies between four photo pixels that are all in, so a mask's
 * anti-aliased rim (part frame, part skin) never counts; or, `touching`, when any of the four is in (all the view
 * pixels the mask's pixels show in).
 */
export function maskInView(
  mask: Uint8Array,
  maskWidth: number,
  maskHeight: number,
  placement: { scale: number; tx: number; ty: number },
  width: number,
  height: number,
  touching = false,
): Uint8Array {
  const out = new Uint8Array(width * height);
  const on = (i: number, j: number) => i >= 0 && j >= 0 && i < maskWidth && j < maskHeight && mask[j * maskWidth + i] === 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = (x + 0.5 - placement.tx) / placement.scale - 0.5;
      const py = (y + 0.5 - placement.ty) / placement.scale - 0.5;
      const i = Math.floor(px);
      const j = Math.floor(py);
      const four = [on(i, j), on(i + 1, j), on(i, j + 1), on(i + 1, j + 1)];
      out[y * width + x] = (touching ? four.some(Boolean) : four.every(Boolean)) ? 1 : 0;
    }
  }
  return out;
}
