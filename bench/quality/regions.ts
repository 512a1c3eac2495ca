/**
 * Where each kind of make-up belongs on a face, from the face mesh
 * (MediaPipe's 468-point numbering, which Human shares): the yardstick the
 * figures hold the renderer to. Written here, not imported from the
 * renderer, so a renderer that draws its regions wrongly is caught.
 */
import type { Pt } from './metrics';

export type Kind = 'lips' | 'eyes' | 'brows' | 'foundation';
export type Mesh = ReadonlyArray<readonly [number, number, number]>;

const LIPS_OUTER = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 409, 270, 269, 267, 0, 37, 39, 40, 185];
const LIPS_INNER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308, 415, 310, 311, 312, 13, 82, 81, 80, 191];
const LEFT_EYE = [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246];
const RIGHT_EYE = [263, 249, 390, 373, 374, 380, 381, 382, 362, 398, 384, 385, 386, 387, 388, 466];
/** Upper lids, outer corner → inner corner. */
const LEFT_UPPER_LID = [33, 246, 161, 160, 159, 158, 157, 173, 133];
const RIGHT_UPPER_LID = [263, 466, 388, 387, 386, 385, 384, 398, 362];
/** Brows' lower edges, outer → inner. */
const LEFT_BROW_LOWER = [46, 53, 52, 65, 55];
const RIGHT_BROW_LOWER = [276, 283, 282, 295, 285];
const LEFT_BROW = [70, 63, 105, 66, 107, 55, 65, 52, 53, 46];
const RIGHT_BROW = [300, 293, 334, 296, 336, 285, 295, 282, 283, 276];
const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93,
  234, 127, 162, 21, 54, 103, 67, 109,
];
const NOSTRILS = [
  [79, 166, 75, 60, 20, 238, 239],
  [309, 392, 305, 290, 250, 458, 459],
];

const pts = (mesh: Mesh, ids: number[]): Pt[] => ids.map((i) => [mesh[i]![0], mesh[i]![1]]);
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** A point at fraction t along a polyline's index range. */
function along(line: Pt[], t: number): Pt {
  const x = t * (line.length - 1);
  const i = Math.min(line.length - 2, Math.floor(x));
  return lerp(line[i]!, line[i + 1]!, x - i);
}

/** The lid between the lash line and `to` of the way up to the brow's lower edge. */
function lid(mesh: Mesh, upperLid: number[], browLower: number[], to: number): Pt[] {
  const lash = pts(mesh, upperLid);
  const lower = pts(mesh, browLower);
  // Match the brow's direction to the lid's (outer corner first), whichever way the face is turned.
  const brow =
    Math.hypot(lash[0]![0] - lower[0]![0], lash[0]![1] - lower[0]![1]) <=
    Math.hypot(lash[0]![0] - lower.at(-1)![0], lash[0]![1] - lower.at(-1)![1])
      ? lower
      : lower.reverse();
  const top = lash.map((_, k) => lerp(lash[k]!, along(brow, k / (lash.length - 1)), to));
  return [...lash, ...top.reverse()];
}

export interface KindRegions {
  /** Where the make-up may change pixels (filled even-odd). */
  allowed: Pt[][];
  /** Boundaries the make-up's edge should follow, for the edge-width profiles. */
  edges: Pt[][];
  /** The make-up's side of those boundaries: these polygons, or all but them. */
  edgeSide: { polygons: Pt[][]; invert: boolean };
  /** Where the shade's colour and the skin's texture are judged. */
  core: Pt[][];
  /**
   * The region a shopper judges the make-up by, for the visible share: the lips, the brow within its lines, the lid
   * from the lash line to the crease (half-way to the brow's lower edge: higher on an open young eye, lower on a
   * hooded one, whose fold hides the rest), the face.
   */
  visible: Pt[][];
  /** The visible region is skin: lashes and liner over it are left out of the share (withoutLashes, metrics.ts). */
  visibleSkinOnly?: boolean;
  /** Holes in `allowed` where the skin between hairs may still change (foundation under sparse brows), never the hairs. */
  skinWithin?: Pt[][];
}

export function kindRegions(kind: Kind, mesh: Mesh): KindRegions {
  switch (kind) {
    case 'lips': {
      const lips = [pts(mesh, LIPS_OUTER), pts(mesh, LIPS_INNER)];
      return { allowed: lips, edges: lips, edgeSide: { polygons: lips, invert: false }, core: lips, visible: lips };
    }
    case 'brows': {
      const brows = [pts(mesh, LEFT_BROW), pts(mesh, RIGHT_BROW)];
      return { allowed: brows, edges: brows, edgeSide: { polygons: brows, invert: false }, core: brows, visible: brows };
    }
    case 'eyes': {
      // From the lash line up to the brow's lower edge.
      const band = [lid(mesh, LEFT_UPPER_LID, LEFT_BROW_LOWER, 1), lid(mesh, RIGHT_UPPER_LID, RIGHT_BROW_LOWER, 1)];
      const eyes = [pts(mesh, LEFT_EYE), pts(mesh, RIGHT_EYE)];
      return {
        allowed: band,
        // The lash line is the one edge every eyeshadow meets: profiles run from the eye onto the lid.
        edges: eyes,
        edgeSide: { polygons: eyes, invert: true },
        core: [lid(mesh, LEFT_UPPER_LID, LEFT_BROW_LOWER, 0.35), lid(mesh, RIGHT_UPPER_LID, RIGHT_BROW_LOWER, 0.35)],
        visible: [lid(mesh, LEFT_UPPER_LID, LEFT_BROW_LOWER, 0.5), lid(mesh, RIGHT_UPPER_LID, RIGHT_BROW_LOWER, 0.5)],
        // The mesh's lash line runs under the lashes, so the lid polygon takes in lashes (most at the outer corner): not lid.
        visibleSkinOnly: true,
      };
    }
    case 'foundation': {
      const holes = [LEFT_EYE, RIGHT_EYE, LEFT_BROW, RIGHT_BROW, LIPS_OUTER, ...NOSTRILS].map((ids) => pts(mesh, ids));
      const face = [pts(mesh, FACE_OVAL), ...holes];
      // Skin only: the brows' hairs are off-limits, the skin the brow's outline takes in between them is skin.
      const brows = [LEFT_BROW, RIGHT_BROW].map((ids) => pts(mesh, ids));
      return { allowed: face, edges: face, edgeSide: { polygons: face, invert: false }, core: face, visible: face, skinWithin: brows };
    }
  }
}

export type Box = { left: number; top: number; width: number; height: number };

/** A box around points, padded by a share of its size, kept on the image. */
function boxAround(points: Pt[], pad: number, width: number, height: number, aspect?: number): Box {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  let w = (x1 - x0) * (1 + 2 * pad);
  let h = (y1 - y0) * (1 + 2 * pad);
  if (aspect) [w, h] = w / h > aspect ? [w, w / aspect] : [h * aspect, h];
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const left = Math.max(0, Math.round(cx - w / 2));
  const top = Math.max(0, Math.round(cy - h / 2));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(w))),
    height: Math.max(1, Math.min(height - top, Math.round(h))),
  };
}

export type Feature = 'lips' | 'eyes' | 'brows' | 'face';
export const FEATURES: Feature[] = ['lips', 'eyes', 'brows', 'face'];

/** Crop boxes for the close-ups, from the mesh. */
export function featureBoxes(mesh: Mesh, width: number, height: number): Record<Feature, Box> {
  return {
    lips: boxAround(pts(mesh, LIPS_OUTER), 0.35, width, height, 2),
    eyes: boxAround(pts(mesh, [...LEFT_EYE, ...RIGHT_EYE, ...LEFT_BROW_LOWER, ...RIGHT_BROW_LOWER]), 0.12, width, height, 3),
    brows: boxAround(pts(mesh, [...LEFT_BROW, ...RIGHT_BROW]), 0.15, width, height, 4),
    face: boxAround(pts(mesh, FACE_OVAL), 0.08, width, height, 0.8),
  };
}

/** The face's width in pixels (cheek to cheek), which feathers and margins scale with. */
export function faceWidth(mesh: Mesh): number {
  return Math.hypot(mesh[234]![0] - mesh[454]![0], mesh[234]![1] - mesh[454]![1]);
}
