import { add, at, Builder, dist, lerp, smooth, unit, type Pt, type RegionMesh } from './curve-geometry';
import { LEFT_BROW_LOWER, LEFT_BROW_UPPER, RIGHT_BROW_LOWER, RIGHT_BROW_UPPER } from './face-regions';

/**
 * A brow pencil's hair strokes. A pencil on a sparse or light brow does not only tint the hairs there are: it draws
 * fine strokes where the brow has gaps, in the direction hairs grow, within the brow's shape. Here:
 *
 * - each brow's shape from the mesh, as brow-local (u, v): u 0 at the head to 1 at the tail, v 0 on the lower
 *   line to 1 on the upper one (`browPoint`), so whatever lies in the unit square lies inside the brow;
 * - a grid of cells over that square, whose hair density the renderer measures once per look or photo (a small GPU
 *   pass read back, `densityCells`), and the gaps that density leaves (`browGaps`);
 * - strokes placed in the gaps, in brow-local terms (`placeStrokes`), once per measurement;
 * - and each frame, those strokes laid on the brow as it is now (`strokeMesh`): a few hundred vertices.
 */

/** The density grid: cells along each brow, and across it. */
export const CELLS_U = 16;
export const CELLS_V = 4;

/** Each brow's upper and lower lines, head → tail (left brow first). */
const BROWS = [
  [LEFT_BROW_UPPER, LEFT_BROW_LOWER],
  [RIGHT_BROW_UPPER, RIGHT_BROW_LOWER],
] as const;

export interface BrowLines {
  upper: Pt[];
  lower: Pt[];
}

/** Both brows' lines from the mesh, smoothed as the brow region's are (region-geometry.ts). */
export function browLines(mesh: Float32Array): BrowLines[] {
  return BROWS.map(([upper, lower]) => ({
    upper: smooth(
      upper.map((i) => at(mesh, i)),
      3,
      false,
    ),
    lower: smooth(
      lower.map((i) => at(mesh, i)),
      3,
      false,
    ),
  }));
}

/** A brow-local point in frame pixels: u along the brow, v from its lower line (0) to its upper line (1). */
export function browPoint(lines: BrowLines, u: number, v: number): Pt {
  return lerp(along(lines.lower, u), along(lines.upper, u), v);
}

/** Each line's running lengths, kept while the line is (one frame's): strokes ask for hundreds of points on it. */
const runningLengths = new WeakMap<Pt[], number[]>();
/** The point at fraction t of a line's length, as atLength (curve-geometry.ts), without measuring the line each time. */
function along(line: Pt[], t: number): Pt {
  let lengths = runningLengths.get(line);
  if (!lengths) {
    lengths = [0];
    for (let i = 1; i < line.length; i++) lengths.push(lengths[i - 1]! + dist(line[i - 1]!, line[i]!));
    runningLengths.set(line, lengths);
  }
  const target = t * lengths.at(-1)!;
  let i = 1;
  while (i < line.length - 1 && lengths[i]! < target) i++;
  const span = Math.max(1e-6, lengths[i]! - lengths[i - 1]!);
  return lerp(line[i - 1]!, line[i]!, (target - lengths[i - 1]!) / span);
}

/** The brow's closed outline (upper line head → tail, then lower line back): what the strokes must stay in. */
export function browOutline(lines: BrowLines): Pt[] {
  return [...lines.upper, ...[...lines.lower].reverse()];
}

/**
 * The centres of the density cells in frame pixels, brow by brow, row by row (v) and cell by cell (u), with the
 * cell's size along and across the brow: what the density pass samples.
 */
export function densityCells(lines: BrowLines[]): { centres: Float32Array; size: Pt[] } {
  const centres = new Float32Array(lines.length * CELLS_U * CELLS_V * 2);
  let k = 0;
  const size: Pt[] = [];
  for (const brow of lines) {
    for (let j = 0; j < CELLS_V; j++) {
      for (let i = 0; i < CELLS_U; i++) {
        const [x, y] = browPoint(brow, (i + 0.5) / CELLS_U, (j + 0.5) / CELLS_V);
        centres[k++] = x;
        centres[k++] = y;
      }
    }
    const length = lengthOf(brow.upper) / 2 + lengthOf(brow.lower) / 2;
    size.push([length / CELLS_U, thickness(brow) / CELLS_V]);
  }
  return { centres, size };
}

const lengthOf = (line: Pt[]) => line.slice(1).reduce((s, p, i) => s + dist(line[i]!, p), 0);
/** The brow's mean thickness, upper line to lower. */
const thickness = (lines: BrowLines) => {
  let sum = 0;
  for (let k = 1; k < 8; k++) sum += dist(along(lines.upper, k / 8), along(lines.lower, k / 8));
  return sum / 7;
};

/**
 * How much of each cell is a gap (0–1) from its hair density (0 bare skin, 1 all hair), CELLS_U × CELLS_V per brow.
 * A filled-in brow shows hair over about half its area (skin shows between hairs even on a full brow): a cell at
 * FULL or more has no gap, a bare one is all gap. Light hairs count as part-hair in the density (the measure is how
 * much darker than the skin a pixel is), so a light brow reads as sparse and gets strokes too.
 */
export const FULL = 0.5;
export function browGaps(density: ArrayLike<number>): Float32Array {
  const out = new Float32Array(density.length);
  for (let i = 0; i < density.length; i++) out[i] = Math.min(1, Math.max(0, (FULL - density[i]!) / FULL));
  return out;
}

/**
 * A brow's cells (CELLS_U × CELLS_V, lower line first) in its upper half, from the head to the arch (the first 70% of
 * its length). The hairs' light is measured there: a glasses rim sits on or under a brow's lower line, and its corner
 * curves up through the tail, where the frame's dark (and its corners and temples, which no shape test tells from a
 * hair everywhere) would read as the hairs' own; on a sparse brow the tail's cells were nearly all frame. The upper
 * half before the tail is hair and skin.
 */
export function hairCells<T>(cells: T[]): T[] {
  return cells.filter((_, k) => k >= (CELLS_V / 2) * CELLS_U && k % CELLS_U < Math.round(CELLS_U * 0.7));
}

/** A typical brow hair's light over the brow bone's, where too little hair is seen to measure it. */
export const TYPICAL_HAIR_LIGHT = 0.62;

/**
 * The brows' hair light over the skin's: the upper quartile over cells where at least 30% of the taps were hair
 * (`lights`, their mean light ratio; `shares`, their share of hair taps). What is much darker than that is not hair
 * (a glasses frame), so the pencil leaves it. The upper quartile, not the median: where a frame's corner curves up
 * through a brow's tail, the shape test misses some of it, and those cells read as hair as dark as the frame; taken
 * as the hairs' light, they let the pencil onto the frame. Too few such cells (a bare brow): a typical hair's.
 */
export function hairLight(lights: ArrayLike<number>, shares: ArrayLike<number>): number {
  const seen: number[] = [];
  for (let i = 0; i < lights.length; i++) if (shares[i]! >= 0.3) seen.push(lights[i]!);
  if (seen.length < 4) return TYPICAL_HAIR_LIGHT;
  seen.sort((a, b) => a - b);
  return Math.min(0.95, Math.max(0.3, seen[Math.floor(seen.length * 0.75)]!));
}

/**
 * How much of a brow there is to deepen, 0–1: the mean hair density over both brows' cells (each already weighs a
 * light hair as part-hair, so a light or sparse brow reads low and a full, dark one high). A pencil deepens a brow a
 * step or two past this (lightHand in makeup-shaders.ts).
 */
export function browDepth(density: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < density.length; i++) sum += density[i]!;
  return density.length ? sum / density.length : 0;
}

/**
 * How far past the lower line (in brow-local v) the lowest hairs' roots may lie: a fifth of the brow's thickness, about
 * the strip's reach there (region-geometry.ts's BROW_REACH). The tracker's line sits up to a frame pixel above the
 * brow's lowest hairs, and on deep skin those dark hairs, little darker than the skin, were only tinted, less than the
 * eye sees: a pencil draws its hairs from the brow's real lower edge. Round the head's corner the reach tapers off, as
 * the strip's does.
 */
export const ROOT_LOW = -0.2;

/** One hair stroke in brow-local terms: root and tip (u, v), how far it bends (in v at its middle) and its strength. */
export interface Stroke {
  root: Pt;
  tip: Pt;
  bend: number;
  strength: number;
}

/** A repeatable value in 0–1 for integer inputs (no Math.random: the same look draws the same strokes every frame). */
function hash(a: number, b: number, c: number): number {
  let h = Math.imul(a * 374761393 + b * 668265263 + c * 2147483647, 1274126177) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Strokes in the gaps, for one brow (`brow` 0 or 1 picks its own pattern). `aspect` is the brow's length over its
 * thickness, so a stroke's angle is an angle on the face. Hairs grow from the lower line: nearly upright at the head,
 * then slanting toward the tail, the upper hairs lying flatter (the herringbone of a real brow), and almost along the
 * brow at the tail. Each cell gets strokes in proportion to its gap, so a bare brow fills and a full one gets none.
 * Every stroke, bend included, stays inside the brow: within the unit square, but for the lowest row's roots, which
 * may lie up to ROOT_LOW past the lower line. At the head the hairs run the brow's full height, and toward the tail
 * they run on to its last point.
 */
export function placeStrokes(gaps: ArrayLike<number>, aspect: number, brow: number): Stroke[] {
  const strokes: Stroke[] = [];
  const perCell = 4;
  const margin = 0.08;
  for (let j = 0; j < CELLS_V; j++) {
    for (let i = 0; i < CELLS_U; i++) {
      const gap = gaps[j * CELLS_U + i]!;
      if (gap < 0.15) continue;
      // The head is drawn lighter and sparser than the arch and tail, as a brow is filled in.
      const atHead = 1 - smoothstep(0.05, 0.3, (i + 0.5) / CELLS_U);
      // Sparser along the brow's upper and lower lines, so its outline is feathered like a brow's, not cut.
      const rim = j === 0 || j === CELLS_V - 1 ? 0.7 : 1;
      const count = Math.round(perCell * gap * (1 - 0.4 * atHead) * rim);
      for (let n = 0; n < count; n++) {
        const r = (k: number) => hash(brow * 7919 + j * 131 + i, n, k);
        const u = (i + r(1)) / CELLS_U;
        // Each row's roots within its share of the brow's height; the lowest row's from past the lower line.
        const below = j === 0 ? ROOT_LOW * (1 - atHead) : margin + (j / CELLS_V) * (1 - 2 * margin);
        const row = below + (margin + ((j + 1) / CELLS_V) * (1 - 2 * margin) - below) * r(2);
        // The angle from the brow's axis toward its upper line.
        const head = 1 - smoothstep(0.05, 0.3, u);
        const tail = smoothstep(0.65, 1, u);
        const upright = 70 + 15 * r(3);
        const slant = row > 0.55 ? 12 + 10 * r(3) : 28 + 14 * r(3);
        const deg = head * upright + (1 - head) * (slant * (1 - tail) + (5 + 6 * r(3)) * tail);
        const rad = (deg * Math.PI) / 180;
        // A stroke is about the brow's thickness long (shorter at the tail, where the brow thins). At the head the hairs
        // stand up the brow's whole height, to its upper line: stopped short of it, the head's upper corner on deep
        // skin was left with only the pencil's sheer wash, less than the eye sees.
        const length = (0.55 + 0.45 * r(4)) * (1 - 0.35 * tail) * (1 + 0.5 * head);
        const top = 1 - margin * (1 - 0.9 * head);
        let du = (Math.cos(rad) * length) / aspect;
        let dv = Math.sin(rad) * length;
        // Shortened to stay inside the brow: up to its last point toward the tail (the tail's tip was left bare), and
        // to `top` across it.
        const room = Math.min(1, du > 0 ? (0.995 - u) / du : 1, dv > 0 ? (top - row) / dv : 1);
        du *= Math.max(0, room);
        dv *= Math.max(0, room);
        // Only a root lies past the lower line: the hair crosses it within its first two fifths (a flat hair at the tail,
        // rooted past the line, would run along under the brow).
        const v = Math.max(row, -0.4 * dv);
        dv = Math.min(dv, top - v);
        if (Math.hypot(du * aspect, dv) < 0.2) continue;
        const tip: Pt = [u + du, v + dv];
        // A slight curve toward the tail, kept within the room left above and below.
        const bend = Math.min(0.08, (top - Math.max(v, tip[1])) / 2, (Math.min(v, tip[1]) - Math.min(v, margin)) / 2) * (r(5) - 0.3);
        strokes.push({
          root: [u, v],
          tip,
          bend,
          strength: (0.4 + 0.35 * r(6)) * Math.min(1, gap * 1.3) * (1 - 0.4 * head) * (0.6 + 0.4 * smoothstep(0, 0.3, Math.min(v, 1 - v))),
        });
      }
    }
  }
  return strokes;
}

const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** The brow's length over its thickness, for placeStrokes. */
export function browAspect(lines: BrowLines): number {
  return (lengthOf(lines.upper) / 2 + lengthOf(lines.lower) / 2) / Math.max(1e-3, thickness(lines));
}

/**
 * The strokes as triangles on the brow as it is in this frame: each a strip of three pairs (root, middle, tip), its
 * half-width `halfWidth` frame pixels plus `aa` for the edge's fade.
 * Attributes: across (−1 … 1), along (0 root … 1 tip), strength, and the stroke's half-width in units of the strip's
 * (so the shader knows where the solid part ends).
 */
export function strokeMesh(lines: BrowLines[], strokes: Stroke[][], halfWidth: number, aa: number): RegionMesh {
  const b = new Builder();
  const indices: number[] = [];
  const half = halfWidth + aa;
  const solid = halfWidth / half;
  lines.forEach((brow, k) => {
    for (const s of strokes[k] ?? []) {
      const mid: Pt = [(s.root[0] + s.tip[0]) / 2, (s.root[1] + s.tip[1]) / 2 + s.bend];
      const pts = [s.root, mid, s.tip].map(([u, v]) => browPoint(brow, u, v));
      const base = b.count;
      pts.forEach((p, i) => {
        const dir = unit(pts[Math.max(0, i - 1)]!, pts[Math.min(2, i + 1)]!);
        const normal: Pt = [-dir[1], dir[0]];
        b.push(add(p, normal, -half), -1, i / 2, s.strength, solid);
        b.push(add(p, normal, half), 1, i / 2, s.strength, solid);
      });
      for (let i = 0; i < 2; i++) {
        const a = base + i * 2;
        indices.push(a, a + 1, a + 2, a + 1, a + 3, a + 2);
      }
    }
  });
  return { vertices: new Float32Array(b.v), indices: new Uint16Array(indices) };
}
