/**
 * The skin-tone service's measurements (DESIGN §5), on an RGB image and the
 * face mesh Human found in it:
 *
 * - skin tone: CIELAB lightness L* (0–100) of the skin on both cheeks and the
 *   forehead, the same scale as the catalogue's foundation `skintone` values
 *   (each shade's own L*). The photo's exposure and white balance are taken
 *   out first, from a band around the face sized by the face itself, so a
 *   brighter or warmer photo of the same face gives the same number, and so
 *   does a different framing of it: a camera's 3:4 crop, a photo's full frame
 *   or a letterboxed video frame hold the same band (measuring the
 *   whole scene outside the face made the crop move the result a shade).
 * - eye separation: the distance between the outer corners of the eyes
 *   (landmarks 33 and 263) over the image width.
 * - lighting: non-darkness, 0 (black) to 1 (well lit).
 */
export interface FaceInput {
  mesh: ReadonlyArray<readonly [number, number, number]>;
  box: readonly [number, number, number, number];
}

export interface SkinAnalysis {
  skinTone: number | null;
  eyeSeparation: number | null;
  nonDarkness: number;
  debug: Record<string, unknown>;
}

/** The scene's bright-ish pixels (this percentile, per channel) are brought to this level. */
const REFERENCE_PERCENTILE = 0.8;
const REFERENCE_TARGET = 195;
/** Exposure and white-balance correction stays within this range, so a close-up or a dim scene is not over-corrected. */
const GAIN_MIN = 0.6;
const GAIN_MAX = 1.8;
/** Skin samples: the darkest and brightest are hair, shadow, brows or shine, not skin. */
const TRIM_DARK = 0.2;
const TRIM_BRIGHT = 0.1;
/** The reference band reaches this share of the face box's size beyond each of its edges. */
const SURROUND = 0.5;
/** Fewer band pixels than this (a face filling the frame) and the whole scene outside the face is the reference. */
const SURROUND_MIN_PIXELS = 400;

/** The outer corners of the eyes. */
const LEFT_EYE = [33];
const RIGHT_EYE = [263];
/** Sample circles: landmark, radius as a share of the distance between the eyes. */
const SAMPLES: Array<{ name: string; centre: number[]; radius: number }> = [
  { name: 'leftCheek', centre: [50, 205, 118], radius: 0.2 },
  { name: 'rightCheek', centre: [280, 425, 347], radius: 0.2 },
  { name: 'forehead', centre: [151, 9, 151], radius: 0.22 },
];

function toLinear(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}
const LINEAR = Float64Array.from({ length: 256 }, (_, i) => toLinear(i));

function labOf(r: number, g: number, b: number): [number, number, number] {
  const lin = (c: number) => (c >= 255 ? 1 : c <= 0 ? 0 : LINEAR[Math.round(c)]!);
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Percentile of 0–255 values counted in a histogram (the scene has far too many pixels to sort). */
function histogramPercentile(histogram: Uint32Array, total: number, p: number): number {
  const target = p * total;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen > target) return v;
  }
  return 255;
}

const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

function centreOf(mesh: FaceInput['mesh'], indices: number[]): [number, number] {
  let x = 0;
  let y = 0;
  for (const i of indices) {
    x += mesh[i]![0];
    y += mesh[i]![1];
  }
  return [x / indices.length, y / indices.length];
}

export function analyseSkin(rgb: Uint8Array, width: number, height: number, face: FaceInput | null): SkinAnalysis {
  // The scene (every 4th pixel is plenty): brightness for lighting, and the reference for exposure and white balance.
  const scene = new Uint32Array(256);
  const outside = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)] as const;
  const band = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)] as const;
  let sceneCount = 0;
  let outsideCount = 0;
  let bandCount = 0;
  const [bx, by, bw, bh] = face?.box ?? [0, 0, 0, 0];
  const [mx, my] = [bw * SURROUND, bh * SURROUND];
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const o = (y * width + x) * 3;
      scene[Math.round(luma(rgb[o]!, rgb[o + 1]!, rgb[o + 2]!))]!++;
      sceneCount++;
      const inFace = face && x >= bx && x < bx + bw && y >= by && y < by + bh;
      if (inFace) continue;
      outside[0][rgb[o]!]!++;
      outside[1][rgb[o + 1]!]!++;
      outside[2][rgb[o + 2]!]!++;
      outsideCount++;
      if (x < bx - mx || x >= bx + bw + mx || y < by - my || y >= by + bh + my) continue;
      band[0][rgb[o]!]!++;
      band[1][rgb[o + 1]!]!++;
      band[2][rgb[o + 2]!]!++;
      bandCount++;
    }
  }
  const sceneBright = histogramPercentile(scene, sceneCount, 0.95) / 255 / 0.9;
  if (!face)
    return { skinTone: null, eyeSeparation: null, nonDarkness: round(Math.min(1, sceneBright)), debug: { sceneP95: round(sceneBright) } };

  const leftEye = centreOf(face.mesh, LEFT_EYE);
  const rightEye = centreOf(face.mesh, RIGHT_EYE);
  const eyeDistance = Math.hypot(rightEye[0] - leftEye[0], rightEye[1] - leftEye[1]);

  // Exposure and white balance, from the band around the face box (the whole scene outside it when the face fills the frame).
  const [channels, count] = bandCount >= SURROUND_MIN_PIXELS ? [band, bandCount] : [outside, outsideCount];
  const reference = channels.map((h) => histogramPercentile(h, count, REFERENCE_PERCENTILE));
  const gains = reference.map((r) => Math.max(GAIN_MIN, Math.min(GAIN_MAX, REFERENCE_TARGET / Math.max(1, r))));

  const samples: Array<{ l: number; a: number; b: number; y: number }> = [];
  const regions: Record<string, number> = {};
  for (const region of SAMPLES) {
    const [cx, cy] = centreOf(face.mesh, region.centre);
    const r = region.radius * eyeDistance;
    let count = 0;
    for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(height - 1, Math.ceil(cy + r)); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(width - 1, Math.ceil(cx + r)); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) continue;
        const o = (y * width + x) * 3;
        const [R, G, B] = [rgb[o]!, rgb[o + 1]!, rgb[o + 2]!];
        const [l, a, b] = labOf(R * gains[0]!, G * gains[1]!, B * gains[2]!);
        samples.push({ l, a, b, y: luma(R, G, B) });
        count++;
      }
    }
    regions[region.name] = count;
  }
  if (samples.length < 30) {
    return {
      skinTone: null,
      eyeSeparation: round(eyeDistance / width, 4),
      nonDarkness: round(Math.min(1, sceneBright)),
      debug: { regions, reason: 'too few skin pixels' },
    };
  }
  samples.sort((p, q) => p.l - q.l);
  const kept = samples.slice(Math.floor(samples.length * TRIM_DARK), Math.ceil(samples.length * (1 - TRIM_BRIGHT)));
  const median = (key: 'l' | 'a' | 'b' | 'y') =>
    percentile(
      kept.map((s) => s[key]),
      0.5,
    );
  const [L, A, B, faceLuma] = [median('l'), median('a'), median('b'), median('y')];
  const nonDarkness = Math.min(1, Math.max(sceneBright, (faceLuma / 255) * 1.4));
  return {
    skinTone: round(L, 1),
    eyeSeparation: round(eyeDistance / width, 4),
    nonDarkness: round(nonDarkness),
    debug: {
      lab: [round(L, 1), round(A, 1), round(B, 1)],
      ita: round((Math.atan2(L - 50, B) * 180) / Math.PI, 1),
      gains: gains.map((g) => round(g, 3)),
      reference,
      referenceFrom: count === bandCount ? 'band' : 'scene',
      regions,
      samples: kept.length,
      faceLuma: round(faceLuma, 1),
      sceneP95: round(sceneBright),
      eyeDistancePx: round(eyeDistance, 1),
    },
  };
}
