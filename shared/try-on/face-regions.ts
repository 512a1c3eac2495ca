import type { Region } from './looks';

/**
 * Polygons over the 468-point face mesh (MediaPipe's numbering, which Human
 * shares). A region is several closed polygons filled even-odd, so inner
 * contours cut holes (the mouth opening, the eyes).
 */
const LIPS_OUTER = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 409, 270, 269, 267, 0, 37, 39, 40, 185];
const LIPS_INNER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308, 415, 310, 311, 312, 13, 82, 81, 80, 191];
const LEFT_EYE = [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246];
const RIGHT_EYE = [263, 249, 390, 373, 374, 380, 381, 382, 362, 398, 384, 385, 386, 387, 388, 466];
const LEFT_UPPER_LID = [33, 246, 161, 160, 159, 158, 157, 173, 133];
const RIGHT_UPPER_LID = [263, 466, 388, 387, 386, 385, 384, 398, 362];
const LEFT_BROW_LOWER = [46, 53, 52, 65, 55];
const RIGHT_BROW_LOWER = [276, 283, 282, 295, 285];
const LEFT_BROW = [70, 63, 105, 66, 107, 55, 65, 52, 53, 46];
const RIGHT_BROW = [300, 293, 334, 296, 336, 285, 295, 282, 283, 276];
const FACE_OVAL = [10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109];

type Pt = [number, number];
const at = (mesh: Float32Array, i: number): Pt => [mesh[i * 3]!, mesh[i * 3 + 1]!];
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** A point on a polyline at fraction t of its index range. */
function along(points: Pt[], t: number): Pt {
  const x = t * (points.length - 1);
  const i = Math.min(points.length - 2, Math.floor(x));
  return lerp(points[i]!, points[i + 1]!, x - i);
}

/** The band between an upper lid and its brow, from fraction `from` to `to` of the way up. */
function lidBand(mesh: Float32Array, lid: number[], brow: number[], from: number, to: number): Pt[] {
  const lidPts = lid.map((i) => at(mesh, i));
  const browPts = brow.map((i) => at(mesh, i));
  // Brow landmarks run inner→outer on one side and outer→inner on the other; match the lid's direction.
  const sameDirection = Math.abs(lidPts[0]![0] - browPts[0]![0]) < Math.abs(lidPts[0]![0] - browPts.at(-1)![0]);
  const b = sameDirection ? browPts : [...browPts].reverse();
  const lower = lidPts.map((p, k) => lerp(p, along(b, k / (lidPts.length - 1)), from));
  const upper = lidPts.map((p, k) => lerp(p, along(b, k / (lidPts.length - 1)), to));
  return [...lower, ...upper.reverse()];
}

export function regionPolygons(region: Region, mesh: Float32Array): Pt[][] {
  const poly = (ids: number[]) => ids.map((i) => at(mesh, i));
  switch (region) {
    case 'lips':
      return [poly(LIPS_OUTER), poly(LIPS_INNER)];
    case 'brows':
      return [poly(LEFT_BROW), poly(RIGHT_BROW)];
    case 'eyeshadow-lid':
      return [lidBand(mesh, LEFT_UPPER_LID, LEFT_BROW_LOWER, 0, 0.42), lidBand(mesh, RIGHT_UPPER_LID, RIGHT_BROW_LOWER, 0, 0.42)];
    case 'eyeshadow-crease':
      return [lidBand(mesh, LEFT_UPPER_LID, LEFT_BROW_LOWER, 0.3, 0.7), lidBand(mesh, RIGHT_UPPER_LID, RIGHT_BROW_LOWER, 0.3, 0.7)];
    case 'face':
      return [poly(FACE_OVAL), poly(LEFT_EYE), poly(RIGHT_EYE), poly(LEFT_BROW), poly(RIGHT_BROW), poly(LIPS_OUTER)];
  }
}

export const LANDMARKS = { LIPS_OUTER, LIPS_INNER, FACE_OVAL, LEFT_EYE, RIGHT_EYE };
