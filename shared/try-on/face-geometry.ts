import { at, inside, STRIDE, type RegionMesh } from './curve-geometry';
import { FACE_TRIANGLES } from './face-triangulation';
import {
  FACE_OVAL,
  LEFT_BROW_LOWER,
  LEFT_BROW_UPPER,
  LEFT_EYE,
  LIPS_INNER,
  LIPS_MIDDLE,
  LIPS_OUTER,
  NOSTRILS,
  RIGHT_BROW_LOWER,
  RIGHT_BROW_UPPER,
  RIGHT_EYE,
} from './face-regions';

/** Foundation's region: the face mesh itself, faded at its outline and round the features it leaves alone. */

/**
 * Mesh points foundation leaves alone: every lip and eye point, and the nostril rims. Not the brows: the forehead's
 * triangles above them are large, and a fade from the brow's points left a pale band across the forehead; the
 * shader cuts the brows out along their own lines instead (browCut in makeup-shaders.ts).
 */
const NOT_SKIN = new Set([...LIPS_OUTER, ...LIPS_INNER, ...LIPS_MIDDLE, ...LEFT_EYE, ...RIGHT_EYE, ...NOSTRILS]);
const OVAL = new Set(FACE_OVAL);

const faceIndices = new Uint16Array(FACE_TRIANGLES);
const NOSTRIL_POINTS = new Set(NOSTRILS);
/**
 * The oval's forehead points lie at or under the hairline, and the forehead between them and the brows is a single
 * ring of the mesh: a two-ring fade there left the whole forehead at half strength. Hair is kept out by the
 * shader's skin test, so the oval's top fades over its one ring.
 */
const FOREHEAD_OVAL = new Set([251, 284, 332, 297, 338, 10, 109, 67, 103, 54, 21]);
/**
 * Mesh points next to the outline (half strength: the face's edge fades over two rings of the mesh) or next to a
 * hole (four fifths: eyes and lips are traced by the mesh itself, and a half-strength ring round
 * them left a pale ring round the eyes and mouth in any shade far from the skin).
 */
const NEAR_OUTLINE = new Set<number>();
const NEAR_HOLE = new Set<number>();
const isEdge = (i: number) => OVAL.has(i) || NOT_SKIN.has(i);
for (let t = 0; t < FACE_TRIANGLES.length; t += 3) {
  const tri = FACE_TRIANGLES.slice(t, t + 3);
  // The nostrils' rings are a pixel or two wide on a small face: they keep the two-ring fade.
  if (tri.some((i) => (OVAL.has(i) && !FOREHEAD_OVAL.has(i)) || NOSTRIL_POINTS.has(i)))
    for (const i of tri) if (!isEdge(i)) NEAR_OUTLINE.add(i);
  if (tri.some((i) => NOT_SKIN.has(i))) for (const i of tri) if (!isEdge(i)) NEAR_HOLE.add(i);
}
const nearEdgeAlpha = (i: number) => (NEAR_OUTLINE.has(i) ? 0.5 : NEAR_HOLE.has(i) ? 0.8 : 1);

/**
 * Foundation: the face mesh's own triangles, alpha 0 on the face's outline
 * and on every lip, eye and nostril point, 1 elsewhere (less on the ring
 * next to those): the feather is a ring or two of the mesh, so it scales
 * with the face.
 * Attributes: alpha.
 */
export function face(mesh: Float32Array): RegionMesh {
  const v = new Float32Array(468 * STRIDE);
  // On a turned face some points project past the outline: they must fade too, or the edge there is hard.
  const oval = FACE_OVAL.map((i) => at(mesh, i));
  for (let i = 0; i < 468; i++) {
    const p = at(mesh, i);
    v[i * STRIDE] = p[0];
    v[i * STRIDE + 1] = p[1];
    v[i * STRIDE + 2] = isEdge(i) || !inside(oval, p) ? 0 : nearEdgeAlpha(i);
  }
  return { vertices: v, indices: faceIndices };
}

/** The brows' outlines for the foundation's cut (frame pixels): each brow's upper line, head to tail, then its lower line back. */
export function browOutlines(mesh: Float32Array): Float32Array {
  const out = new Float32Array(40);
  let k = 0;
  for (const [upper, lower] of [
    [LEFT_BROW_UPPER, LEFT_BROW_LOWER],
    [RIGHT_BROW_UPPER, RIGHT_BROW_LOWER],
  ] as const) {
    for (const i of [...upper, ...[...lower].reverse()]) {
      const [x, y] = at(mesh, i);
      out[k++] = x;
      out[k++] = y;
    }
  }
  return out;
}
