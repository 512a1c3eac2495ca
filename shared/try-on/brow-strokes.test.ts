import { readFileSync } from 'node:fs';
import { inside, STRIDE, type Pt } from './curve-geometry';
import {
  browAspect,
  browDepth,
  browGaps,
  browLines,
  browOutline,
  browPoint,
  CELLS_U,
  CELLS_V,
  densityCells,
  FULL,
  hairLight,
  placeStrokes,
  ROOT_LOW,
  strokeMesh,
  TYPICAL_HAIR_LIGHT,
} from './brow-strokes';

const MESH = new Float32Array(JSON.parse(readFileSync('e2e/fixtures/astronaut-mesh.json', 'utf8')).mesh);
const lines = browLines(MESH);
const cells = CELLS_U * CELLS_V;
const bare = new Float32Array(cells);
const full = new Float32Array(cells).fill(0.8);

/** Distance from a point to a closed outline. */
function toOutline(outline: Pt[], [x, y]: Pt): number {
  let best = Infinity;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [ax, ay] = outline[j]!;
    const [bx, by] = outline[i]!;
    const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2 || 1)));
    best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
  }
  return best;
}

describe('gap detection', () => {
  it('reads a bare cell as all gap, a filled one (half hair or more) as none, and in between in proportion', () => {
    const gaps = browGaps([0, FULL / 2, FULL, 0.9, 1]);
    expect([...gaps]).toEqual([1, 0.5, 0, 0, 0]);
  });

  it('takes the hairs’ light from the cells that are mostly hair, and a typical hair’s where the brow is bare', () => {
    // Half the cells hold dark hair (light 0.4 of the skin's) over most of their taps; the rest a stray light hair.
    const lights = Array.from({ length: 16 }, (_, i) => (i < 8 ? 0.4 : 0.9));
    const shares = Array.from({ length: 16 }, (_, i) => (i < 8 ? 0.7 : 0.1));
    expect(hairLight(lights, shares)).toBeCloseTo(0.4);
    expect(hairLight(lights, new Array(16).fill(0.1))).toBe(TYPICAL_HAIR_LIGHT);
  });

  it('keeps the hairs’ light where some cells take a glasses frame’s corner for hair', () => {
    // Twelve cells of hair at 0.6 of the skin's light; the frame's corner crosses five more, as dark as 0.2.
    const lights = [...new Array(12).fill(0.6), ...new Array(5).fill(0.2)];
    const shares = new Array(17).fill(0.7);
    expect(hairLight(lights, shares)).toBeCloseTo(0.6);
  });

  it('reads a light or sparse brow as shallow and a full, dark one as deep, so a pencil goes on a faint brow lighter', () => {
    expect(browDepth(bare)).toBe(0);
    expect(browDepth(full)).toBeCloseTo(0.8);
    // A few light strands over bare skin: a fifth of the cells a third hair.
    const sparse = Float32Array.from({ length: cells }, (_, k) => (k % 5 === 0 ? 0.35 : 0.05));
    expect(browDepth(sparse)).toBeGreaterThan(browDepth(bare));
    expect(browDepth(sparse)).toBeLessThan(browDepth(full) / 4);
  });

  it('samples each cell inside its brow', () => {
    const { centres, size } = densityCells(lines);
    expect(centres.length).toBe(2 * cells * 2);
    for (let b = 0; b < 2; b++) {
      const outline = browOutline(lines[b]!);
      for (let k = 0; k < cells; k++) {
        const p: Pt = [centres[(b * cells + k) * 2]!, centres[(b * cells + k) * 2 + 1]!];
        expect(inside(outline, p), `brow ${b} cell ${k}`).toBe(true);
      }
      // Cells run along the brow (longer than they are across).
      expect(size[b]![0]).toBeGreaterThan(size[b]![1]);
    }
  });
});

describe('stroke placement', () => {
  it('fills a bare brow and leaves a full one alone; a gap in one part gets strokes only there', () => {
    expect(placeStrokes(browGaps(bare), 7, 0).length).toBeGreaterThan(100);
    expect(placeStrokes(browGaps(full), 7, 0)).toEqual([]);
    // Full but for the tail's last quarter.
    const partial = Float32Array.from({ length: cells }, (_, k) => (k % CELLS_U >= CELLS_U * 0.75 ? 0 : 0.8));
    const strokes = placeStrokes(browGaps(partial), 7, 0);
    expect(strokes.length).toBeGreaterThan(10);
    for (const s of strokes) expect(s.root[0]).toBeGreaterThanOrEqual(0.75);
  });

  it('keeps every stroke, its bend included, inside the brow-local square, but for the lowest roots, just past the lower line', () => {
    for (const brow of [0, 1]) {
      for (const s of placeStrokes(browGaps(bare), 7, brow)) {
        const mid: Pt = [(s.root[0] + s.tip[0]) / 2, (s.root[1] + s.tip[1]) / 2 + s.bend];
        for (const [u, v] of [s.root, mid, s.tip]) {
          expect(u).toBeGreaterThanOrEqual(0);
          expect(u).toBeLessThanOrEqual(1);
          expect(v).toBeGreaterThanOrEqual(ROOT_LOW);
          expect(v).toBeLessThanOrEqual(1);
        }
        // A hair grows up from its root: only a root lies past the lower line, never its tip.
        expect(s.tip[1]).toBeGreaterThan(0);
      }
    }
  });

  it("roots the lowest hairs along the brow's lower line and just past it, where the tracker's line sits above them", () => {
    // On deep skin the brow's lowest dark hairs, little darker than the skin and a pixel under the mesh's line, were
    // only tinted: strokes rooted from 8% of the way up never reached them.
    const strokes = placeStrokes(browGaps(bare), browAspect(lines[0]!), 0);
    const low = strokes.filter((s) => s.root[1] < 0.02);
    expect(Math.min(...low.map((s) => s.root[1]))).toBeLessThan(ROOT_LOW / 2);
    // Along the whole body of the brow, not at one place: every eighth from the head's corner to the tail has some.
    for (let k = 1; k < 8; k++) {
      expect(
        low.some((s) => s.root[0] >= k / 8 && s.root[0] < (k + 1) / 8),
        `roots on the lower line in ${k}/8–${k + 1}/8`,
      ).toBe(true);
    }
    // Round the head's corner the roots keep to the line, as the strip's reach does: none far past it at the head.
    for (const s of strokes.filter((s) => s.root[0] < 0.03)) expect(s.root[1]).toBeGreaterThan(ROOT_LOW / 2);
  });

  it("stands the head's hairs up its whole height, to the upper line, and runs the tail's to its last point", () => {
    // Stopped 8% short of the upper line, the head's upper corner on deep skin kept only the pencil's sheer wash; the
    // tail's tip, 4% short of its end, was left bare.
    const strokes = [0, 1].flatMap((b) => placeStrokes(browGaps(bare), browAspect(lines[b]!), b));
    const head = strokes.filter((s) => s.root[0] < 0.08);
    expect(head.filter((s) => s.tip[1] + Math.max(0, s.bend) > 0.95).length).toBeGreaterThan(2);
    expect(Math.max(...strokes.map((s) => s.tip[0]))).toBeGreaterThan(0.98);
    // Past the head the upper line keeps its margin, so the brow's upper edge stays feathered.
    for (const s of strokes.filter((s) => s.root[0] > 0.35)) expect(s.tip[1]).toBeLessThanOrEqual(0.92 + 1e-9);
  });

  it('lays strokes inside the brow polygon from the mesh, no wider than their own width past its line', () => {
    const strokes = [0, 1].map((b) => placeStrokes(browGaps(bare), browAspect(lines[b]!), b));
    const halfWidth = 0.3;
    const aa = 0.5;
    const { vertices } = strokeMesh(lines, strokes, halfWidth, aa);
    expect(vertices.length).toBeGreaterThan(0);
    const outlines = lines.map(browOutline);
    let n = 0;
    for (let i = 0; i < vertices.length; i += STRIDE) {
      const p: Pt = [vertices[i]!, vertices[i + 1]!];
      const near = outlines.some((o) => inside(o, p) || toOutline(o, p) <= halfWidth + aa + 1.5);
      expect(near, `vertex ${p.join(',')}`).toBe(true);
      n++;
    }
    // Each stroke's centre line (the vertex pairs' mid points) is inside; a root past the lower line, by no more than
    // ROOT_LOW of the brow's thickness (under 1.5 px on the fixture's brows).
    for (let i = 0; i < vertices.length; i += 2 * STRIDE) {
      const mid: Pt = [(vertices[i]! + vertices[i + STRIDE]!) / 2, (vertices[i + 1]! + vertices[i + STRIDE + 1]!) / 2];
      const root = i % (6 * STRIDE) === 0;
      expect(outlines.some((o) => inside(o, mid) || (root && toOutline(o, mid) < 1.5))).toBe(true);
    }
    expect(n).toBe(strokes.flat().length * 6);
  });

  it('grows hairs as a brow grows: upright at the head, slanting toward the tail along the body, flat at the tail', () => {
    const strokes = placeStrokes(browGaps(bare), browAspect(lines[0]!), 0);
    const angle = (u0: number, u1: number) => {
      const picked = strokes.filter((s) => s.root[0] >= u0 && s.root[0] < u1);
      expect(picked.length).toBeGreaterThan(3);
      // On the face: along the brow in units of its thickness, as dv is.
      const deg = picked.map((s) => (Math.atan2(s.tip[1] - s.root[1], (s.tip[0] - s.root[0]) * browAspect(lines[0]!)) * 180) / Math.PI);
      return deg.reduce((a, b) => a + b, 0) / deg.length;
    };
    const head = angle(0, 0.08);
    const body = angle(0.35, 0.6);
    const tail = angle(0.85, 1);
    expect(head).toBeGreaterThan(55);
    expect(body).toBeGreaterThan(10);
    expect(body).toBeLessThan(45);
    expect(tail).toBeLessThan(body);
    // Every stroke points toward the tail (or straight up), never back toward the nose.
    for (const s of strokes) expect(s.tip[0]).toBeGreaterThanOrEqual(s.root[0]);
  });

  it('draws the same strokes for the same gaps (no flicker from frame to frame), and each brow its own', () => {
    const gaps = browGaps(bare);
    expect(placeStrokes(gaps, 7, 0)).toEqual(placeStrokes(gaps, 7, 0));
    expect(placeStrokes(gaps, 7, 1)).not.toEqual(placeStrokes(gaps, 7, 0));
  });
});

describe('brow-local points', () => {
  it('run from the head (u 0) to the tail (u 1), the lower line (v 0) to the upper (v 1)', () => {
    for (const brow of lines) {
      expect(browPoint(brow, 0, 0)).toEqual(brow.lower[0]);
      expect(browPoint(brow, 0, 1)).toEqual(brow.upper[0]);
      const tail = browPoint(brow, 1, 1);
      expect(tail[0]).toBeCloseTo(brow.upper.at(-1)![0]);
      expect(tail[1]).toBeCloseTo(brow.upper.at(-1)![1]);
    }
  });
});
