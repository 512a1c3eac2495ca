/** The shapes every region mesh is built from: points, curves, grids of rows, and the mesh format itself. */

/** A region's triangles: each vertex is x, y (frame pixels) and four attributes whose meaning is the region's. */
export interface RegionMesh {
  vertices: Float32Array;
  indices: Uint16Array;
}
export const STRIDE = 6;

export type Pt = [number, number];
export const at = (mesh: Float32Array, i: number): Pt => [mesh[i * 3]!, mesh[i * 3 + 1]!];
export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
export const dist = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]);
export const add = (a: Pt, b: Pt, s: number): Pt => [a[0] + b[0] * s, a[1] + b[1] * s];
export const unit = (a: Pt, b: Pt): Pt => {
  const d = Math.max(1e-6, dist(a, b));
  return [(b[0] - a[0]) / d, (b[1] - a[1]) / d];
};

/** Catmull-Rom through the points, `steps` points per span, so straight mesh segments read as curves up close. */
export function smooth(points: Pt[], steps: number, closed: boolean): Pt[] {
  const n = points.length;
  const get = (i: number) => (closed ? points[(i + n) % n]! : points[Math.max(0, Math.min(n - 1, i))]!);
  const out: Pt[] = [];
  const spans = closed ? n : n - 1;
  for (let i = 0; i < spans; i++) {
    const [p0, p1, p2, p3] = [get(i - 1), get(i), get(i + 1), get(i + 2)];
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  if (!closed) out.push(points[n - 1]!);
  return out;
}

/** Resamples an open polyline at fraction t of its length (t may run past 1: it extends the last segment). */
export function atLength(points: Pt[], t: number): Pt {
  const lengths = [0];
  for (let i = 1; i < points.length; i++) lengths.push(lengths[i - 1]! + dist(points[i - 1]!, points[i]!));
  const target = t * lengths.at(-1)!;
  let i = 1;
  while (i < points.length - 1 && lengths[i]! < target) i++;
  const span = Math.max(1e-6, lengths[i]! - lengths[i - 1]!);
  return lerp(points[i - 1]!, points[i]!, (target - lengths[i - 1]!) / span);
}

/** A grid of `cols` columns × `rows` rows, as triangles; `wrap` closes it into a ring. */
export function gridIndices(cols: number, rows: number, wrap: boolean, base = 0, into: number[] = []): number[] {
  const spans = wrap ? cols : cols - 1;
  for (let c = 0; c < spans; c++) {
    const c2 = (c + 1) % cols;
    for (let r = 0; r < rows - 1; r++) {
      const a = base + c * rows + r;
      const b = base + c2 * rows + r;
      into.push(a, b, a + 1, b, b + 1, a + 1);
    }
  }
  return into;
}

/**
 * Unit normals of a closed curve, all turned outward. The side is settled once for the whole curve (by its
 * winding), not per point: a long thin shape's centre says nothing about which side is out near its ends.
 */
export function outwardNormals(curve: Pt[]): Pt[] {
  const n = curve.length;
  let area = 0;
  for (let k = 0; k < n; k++) {
    const [ax, ay] = curve[k]!;
    const [bx, by] = curve[(k + 1) % n]!;
    area += ax * by - bx * ay;
  }
  const side = area > 0 ? 1 : -1;
  return curve.map((_, k) => {
    const t = unit(curve[(k + n - 1) % n]!, curve[(k + 1) % n]!);
    return [t[1] * side, -t[0] * side];
  });
}

/** Even-odd point in polygon. */
export function inside(polygon: Pt[], [x, y]: Pt): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [ax, ay] = polygon[j]!;
    const [bx, by] = polygon[i]!;
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) result = !result;
  }
  return result;
}

export class Builder {
  v: number[] = [];
  push(p: Pt, a: number, b: number, c: number, d: number) {
    this.v.push(p[0], p[1], a, b, c, d);
  }
  get count() {
    return this.v.length / STRIDE;
  }
}
