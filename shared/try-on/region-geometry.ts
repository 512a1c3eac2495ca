import {
  add,
  at,
  atLength,
  Builder,
  dist,
  gridIndices,
  lerp,
  outwardNormals,
  smooth,
  unit,
  type Pt,
  type RegionMesh,
} from './curve-geometry';
import { face } from './face-geometry';
import {
  LEFT_BROW_LOWER,
  LEFT_BROW_UPPER,
  LEFT_UPPER_LID,
  LIPS_INNER,
  LIPS_OUTER,
  RIGHT_BROW_LOWER,
  RIGHT_BROW_UPPER,
  RIGHT_UPPER_LID,
} from './face-regions';
import type { Region } from './looks';

/**
 * Triangle meshes for each make-up region, built every frame from the face
 * mesh. Soft edges come from geometry: every region is a strip whose outer
 * rows carry alpha 0 and inner rows alpha 1, so the GPU interpolates a
 * feather whose width is a fixed fraction of the face (no stencil, no blur).
 * Where a mesh folds over itself (thin lips, the mouth's corners) the renderer
 * keeps the strongest alpha per pixel, so overlaps never double up.
 *
 * Each vertex's four attributes are the region's own (see the shaders in
 * makeup-shaders.ts). Foundation's region is in face-geometry.ts.
 */

/** The face's width in frame pixels (cheek to cheek): every feather and radius scales with it. */
export function faceWidth(mesh: Float32Array): number {
  return Math.max(1, dist(at(mesh, 234), at(mesh, 454)));
}

/**
 * Lips: a ring strip between the outer contour and the mouth opening.
 * Attributes: lip-local x, y (face widths, rotating with the mouth: shimmer is
 * pinned to them), alpha, and how far colour is limited to lip-coloured pixels.
 */
function lips(mesh: Float32Array, fw: number): RegionMesh {
  const outer = smooth(
    LIPS_OUTER.map((i) => at(mesh, i)),
    3,
    true,
  );
  const inner = smooth(
    LIPS_INNER.map((i) => at(mesh, i)),
    3,
    true,
  );
  const left = at(mesh, 61);
  const right = at(mesh, 291);
  const centre = lerp(left, right, 0.5);
  const axis = unit(left, right);
  const local = (p: Pt): [number, number] => {
    const dx = p[0] - centre[0];
    const dy = p[1] - centre[1];
    return [(dx * axis[0] + dy * axis[1]) / fw, (-dx * axis[1] + dy * axis[0]) / fw];
  };
  const feather = 0.03 * fw;
  const b = new Builder();
  const normals = { outer: outwardNormals(outer), inner: outwardNormals(inner) };
  for (let k = 0; k < outer.length; k++) {
    const o = outer[k]!;
    const i = inner[k]!;
    // Normals of each contour, away from the mouth: the mesh's lip lines touch at the corners and on a thin
    // upper lip, where the direction from one line to the other is no direction at all.
    const no = normals.outer[k]!;
    const ni = normals.inner[k]!;
    // The lip's thickness across it (along the normal), not the gap between the two lines' k-th points, which
    // slide sideways on a flat upper lip: rows placed by that gap cross over and leave a hard edge.
    const d = Math.max(0, (o[0] - i[0]) * no[0] + (o[1] - i[1]) * no[1]);
    // The fade straddles the lip line: over half of it outside, where the shader colours only pixels that look like
    // lip rather than skin (the last attribute below 0), because the mesh's lip line misses the real one by a pixel
    // or two either way; the rest inside. A thin lip gets a narrower feather (never under 2.2% of the face: a 10–90%
    // rise of over 2.5 px on a 150 px face).
    const here = Math.min(feather, Math.max(0.022 * fw, d * 0.65));
    const inset = Math.min(here * 0.5, d * 0.55);
    // The mesh's mouth line often sits on the lip, short of the teeth, so the colour runs on a little past it,
    // gated in the shader to lip-coloured pixels (the last attribute above 0).
    // At the mouth's corners the lip narrows to a point and the rows fan out around it: strength tapers toward
    // the tip, so the tip fades too instead of ending on a full-strength pixel.
    const toTip = Math.min(1, Math.min(dist(o, left), dist(o, right)) / (here * 1.5));
    // Where the lip is thinner than two feathers (toward the corners, a thin upper lip) its fades are squeezed
    // together: it is coloured less strongly there, so no step between neighbours comes near full strength.
    const thin = Math.min(1, d / (0.04 * fw));
    const full = (0.35 + 0.65 * toTip) * (0.45 + 0.55 * thin);
    const rows: Array<[Pt, number, number]> = [
      // Outside, the fade is short, and shorter still at the corners, where the smoothed line already overshoots.
      [add(o, no, Math.min(here * 0.6, 0.009 * fw) * (0.2 + 0.8 * toTip)), 0, -1],
      [add(o, no, -inset), full, 0],
      [add(i, ni, Math.min(here, d * 0.4)), full, 0.25],
      // The fade at the mouth straddles its line: some on the lip, a little past it into the mouth (along the lip
      // line's own normal: the mouth line's normal turns over at the corners), short of the teeth.
      [add(i, ni, Math.min(0.011 * fw, d * 0.3)), full, 0.25],
      [add(i, no, -0.01 * fw), 0, 1],
    ];
    for (const [p, alpha, gate] of rows) b.push(p, ...local(p), alpha, gate);
  }
  return { vertices: new Float32Array(b.v), indices: new Uint16Array(gridIndices(outer.length, 5, true)) };
}

/**
 * How far past a brow's lower line its hairs still take the pencil: a frame pixel (the tracker's whole pixels, see
 * brows), or 0.8% of the face's width on a large face (the model's own error grows with the face); then a fade of
 * half as much.
 */
export const BROW_REACH_PX = 1;
export const BROW_REACH = 0.008;
/** The brow's u on its head's cap, past the head (the shader's film builds up from there). */
export const HEAD_CAP_U = -0.08;

/**
 * Brows: a strip between the brow's upper and lower lines, feathered on all
 * sides, the tail run a little past the last mesh point.
 * Attributes: u (0 at the head, 1 at the tail), alpha, v (0 on the lower
 * line, 1 on the upper: brow-strokes.ts's brow-local terms; below 0 past the
 * lower line, where only hairs take colour), which brow (0 left, 1 right).
 */
function brows(mesh: Float32Array, fw: number): RegionMesh {
  const b = new Builder();
  const indices: number[] = [];
  const feather = 0.035 * fw;
  for (const [brow, [upperIds, lowerIds]] of (
    [
      [LEFT_BROW_UPPER, LEFT_BROW_LOWER],
      [RIGHT_BROW_UPPER, RIGHT_BROW_LOWER],
    ] as const
  ).entries()) {
    const upper = smooth(
      upperIds.map((i) => at(mesh, i)),
      3,
      false,
    );
    const lower = smooth(
      lowerIds.map((i) => at(mesh, i)),
      3,
      false,
    );
    const n = upper.length;
    const base = b.count;
    // The fade straddles the brow's lines, a little more of it inside: a pencil follows the brow, it does not draw
    // around it. But it fills the brow to its lines: the fade takes at most a fifth of the brow's thickness inside
    // the lower line and a tenth inside the upper, so a thin or sparse brow is not left with a pale rim around a
    // narrow middle (the hairs along a brow's lower line, where the mesh draws it, were left half-coloured, and so was
    // the skin along a sparse brow's upper line).
    //
    // Past the lower line the strip reaches on (BROW_REACH), v running below 0, where the shader colours only the
    // hairs (the film on the skin fades out across the line, as the fade did): the mesh's lower line often sits above
    // the brow's lowest hairs. The tracker's points are whole frame pixels, cut toward 0 (Human truncates them), so a
    // point lies up to a pixel above where the model put it, and two runs on nearly the same picture (the upload's
    // JPEG and its source) differ by a pixel; on a faint brow the model puts the line a pixel or two high besides.
    // On a small face a brow is 3–5 frame pixels thick, so the lowest row of hairs was left bare under a pencil drawn
    // above it, a second, paler brow line. Toward the tail the reach shrinks to nothing: there the brow bone drops to
    // the lid, whose shadow is no hair; and so it does over the head's first few hundredths, round its corner.
    const column = (up: Pt, lo: Pt, u: number, alpha: number, tailward = Math.min(1, u / 0.15) * (1 - u ** 3)) => {
      const d = Math.max(dist(up, lo), 1e-3);
      const dir = unit(lo, up);
      const inset = Math.min(feather * 0.45, d * 0.18);
      const v = inset / d;
      const reach = Math.max(BROW_REACH_PX, fw * BROW_REACH) * tailward;
      const fade = Math.max(BROW_REACH_PX, fw * BROW_REACH) * 0.5;
      b.push(add(up, dir, feather * 0.3), u, 0, 1, brow);
      b.push(add(up, dir, -inset * 0.5), u, alpha, 1 - v * 0.5, brow);
      b.push(add(lo, dir, inset), u, alpha, v, brow);
      b.push(add(lo, dir, -reach), u, alpha, -reach / d, brow);
      b.push(add(lo, dir, -reach - fade), u, 0, -(reach + fade) / d, brow);
    };
    // End caps: a column of alpha 0 half a feather before the head, and the tail tapering to a point 0.3 of a feather
    // past the last mesh point (the brow's own tail thins out; the mesh stops short of it). The head's cap lies at u
    // −0.08, so the pencil's film fades out across it (the shader's film ramp starts there): at u 0, the film went on
    // at two thirds of its strength right up to the cap's far end, and a dark pencil's bled past the head.
    const headDir = unit(lerp(upper[1]!, lower[1]!, 0.5), lerp(upper[0]!, lower[0]!, 0.5));
    column(add(upper[0]!, headDir, feather * 0.5), add(lower[0]!, headDir, feather * 0.5), HEAD_CAP_U, 0, 0);
    for (let k = 0; k < n; k++) column(upper[k]!, lower[k]!, k / (n - 1), 1);
    const tailDir = unit(lerp(upper[n - 2]!, lower[n - 2]!, 0.5), lerp(upper[n - 1]!, lower[n - 1]!, 0.5));
    const tipUp = add(upper[n - 1]!, tailDir, feather * 0.3);
    const tipLo = add(lower[n - 1]!, tailDir, feather * 0.3);
    const mid = lerp(tipUp, tipLo, 0.5);
    column(lerp(tipUp, mid, 0.7), lerp(tipLo, mid, 0.7), 1, 0);
    gridIndices(n + 2, 5, false, base, indices);
  }
  return { vertices: new Float32Array(b.v), indices: new Uint16Array(indices) };
}

/**
 * Eyeshadow: a grid from the upper lash line (v 0) up to the brow's lower
 * line (v 1), inner corner (u 0) to a little past the outer corner (u 1.25).
 * It starts at the lash line, so it never covers the eye.
 * Attributes: u, v, and the same in pixels along and up the lid (for the lash
 * line's feather and for shimmer pinned to the lid).
 */
function eyes(mesh: Float32Array): RegionMesh {
  const b = new Builder();
  const indices: number[] = [];
  const V = [0, 0.06, 0.18, 0.32, 0.46, 0.6, 0.74, 0.88, 0.98];
  const U = [0, 0.08, 0.16, 0.25, 0.34, 0.43, 0.52, 0.61, 0.7, 0.78, 0.86, 0.93, 1, 1.08, 1.16, 1.25];
  for (const [lidIds, browIds] of [
    [LEFT_UPPER_LID, LEFT_BROW_LOWER],
    [RIGHT_UPPER_LID, RIGHT_BROW_LOWER],
  ] as const) {
    const lid = smooth(
      lidIds.map((i) => at(mesh, i)),
      3,
      false,
    );
    const brow = smooth(
      browIds.map((i) => at(mesh, i)),
      3,
      false,
    );
    const inner = lid[0]!;
    const outer = lid.at(-1)!;
    const span = dist(inner, outer);
    const axis = unit(inner, outer);
    const base = b.count;
    for (const u of U) {
      let lo: Pt;
      let hi: Pt;
      if (u <= 1) {
        lo = atLength(lid, u);
        hi = atLength(brow, u);
      } else {
        // Past the outer corner the band carries on along the eye's axis, lifting toward the brow's tail.
        const browEnd = brow.at(-1)!;
        lo = add(add(outer, axis, (u - 1) * span), unit(outer, browEnd), (u - 1) * span * 0.35);
        hi = add(browEnd, unit(brow[brow.length - 2]!, browEnd), (u - 1) * span * 0.5);
      }
      const height = dist(lo, hi);
      for (const v of V) b.push(lerp(lo, hi, v), u, v, u * span, v * height);
    }
    gridIndices(U.length, V.length, false, base, indices);
  }
  return { vertices: new Float32Array(b.v), indices: new Uint16Array(indices) };
}

/**
 * Where the crease lies, as a share of the lid space (lash line 0 → brow's lower line 1), both eyes' mean: the lid
 * colour covers the lid up to it, the crease colour sits on it. An eye is a ruler: the crease of an open eye lies
 * about a fifth of the eye's width above its lash line. A young eye under a high brow has room to spare, so that is a
 * third of the space; a hooded or older eye, whose brow sits lower and whose fold hangs over the lid, has little, so
 * the crease is over half of it, and the colour must reach it to show at all with the eye open.
 */
export function creaseShare(mesh: Float32Array): number {
  let sum = 0;
  for (const [lidIds, browIds] of [
    [LEFT_UPPER_LID, LEFT_BROW_LOWER],
    [RIGHT_UPPER_LID, RIGHT_BROW_LOWER],
  ] as const) {
    const lid = lidIds.map((i) => at(mesh, i));
    const brow = browIds.map((i) => at(mesh, i));
    const width = dist(lid[0]!, lid.at(-1)!);
    // The lid space over the middle of the eye: from the lash line's middle to the brow's lower line above it.
    const space = dist(atLength(lid, 0.5), atLength(brow, 0.5));
    sum += Math.min(CREASE_MAX, Math.max(CREASE_MIN, (0.19 * width) / Math.max(space, 1e-3)));
  }
  return sum / 2;
}
export const CREASE_MIN = 0.3;
export const CREASE_MAX = 0.62;

export function regionMesh(region: Region, mesh: Float32Array): RegionMesh {
  const fw = faceWidth(mesh);
  switch (region) {
    case 'lips':
      return lips(mesh, fw);
    case 'brows':
      return brows(mesh, fw);
    case 'eyeshadow-lid':
    case 'eyeshadow-crease':
      return eyes(mesh);
    case 'face':
      return face(mesh);
  }
}

/** Where the shaders read reference colours, 8 mesh points per reference (face skin, lips, lid skin, brow-bone skin). */
export function referencePoints(mesh: Float32Array): Pt[] {
  const p = (i: number) => at(mesh, i);
  const mid = (i: number, j: number, t: number) => lerp(p(i), p(j), t);
  return [
    // Cheeks and the middle of the forehead.
    p(50),
    p(280),
    p(101),
    p(330),
    p(205),
    p(425),
    p(151),
    p(9),
    // The middle of each lip, half-way between its outer line and the mouth.
    mid(0, 13, 0.5),
    mid(37, 82, 0.5),
    mid(267, 312, 0.5),
    mid(17, 14, 0.5),
    mid(84, 87, 0.5),
    mid(314, 317, 0.5),
    mid(39, 81, 0.5),
    mid(269, 311, 0.5),
    // Lid skin, a third of the way from the lash line to the brow.
    mid(159, 52, 0.3),
    mid(158, 65, 0.3),
    mid(160, 53, 0.3),
    mid(157, 65, 0.3),
    mid(386, 282, 0.3),
    mid(385, 295, 0.3),
    mid(387, 283, 0.3),
    mid(384, 295, 0.3),
    // The brow bone, just under each brow.
    mid(159, 52, 0.7),
    mid(158, 65, 0.7),
    mid(160, 53, 0.7),
    mid(161, 46, 0.7),
    mid(386, 282, 0.7),
    mid(385, 295, 0.7),
    mid(387, 283, 0.7),
    mid(388, 276, 0.7),
  ];
}
