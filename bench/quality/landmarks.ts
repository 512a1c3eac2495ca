import { createHash } from 'node:crypto';
import { detectFaces } from '../../test-harness/skin-tone/face-detector';
import type { Rgba } from './metrics';
import type { Mesh } from './regions';

/**
 * The face mesh of a captured view, found by Human in Node (the skin-tone
 * stand-in's detector, the try-on's own models) on the view itself: so the
 * landmarks sit where the view shows the face, whatever framing, zoom or crop
 * the try-on applied. Cached by the pixels, as many renders share one view.
 */
const cache = new Map<string, Promise<Mesh | null>>();

export function meshOf(view: Rgba): Promise<Mesh | null> {
  const key = createHash('sha1').update(view.data).digest('hex');
  let found = cache.get(key);
  if (!found) {
    const rgb = new Uint8Array(view.width * view.height * 3);
    for (let i = 0, j = 0; i < view.data.length; i += 4, j += 3) rgb.set(view.data.subarray(i, i + 3), j);
    found = detectFaces(rgb, view.width, view.height).then((faces) => faces[0]?.mesh ?? null);
    cache.set(key, found);
  }
  return found;
}

/**
 * The mesh the renderer itself works from, placed in the view: Human on the
 * photo as uploaded (the pixels the try-on's tracker sees), carried into the
 * view by the similarity (scale, turn, shift) that best maps it onto Human's
 * mesh of the view. A mesh found on the upscaled view alone sits a couple of
 * pixels off the renderer's, which would count as bleed what is only two
 * trackers disagreeing; the fit keeps the view's framing and averages that
 * noise out over 468 points.
 */
export async function rendererMeshInView(photo: Rgba, view: Rgba): Promise<Mesh | null> {
  const [fromPhoto, fromView] = await Promise.all([meshOf(photo), meshOf(view)]);
  if (!fromPhoto || !fromView) return fromView;
  return placeBySimilarity(fromPhoto, fromView);
}

/** Least-squares similarity from `from` onto `to` (same points), applied to `from`; z scales with it. */
export function placeBySimilarity(from: Mesh, to: Mesh): Mesh {
  const n = Math.min(from.length, to.length, 468);
  let [fx, fy, tx, ty] = [0, 0, 0, 0];
  for (let i = 0; i < n; i++) [fx, fy, tx, ty] = [fx + from[i]![0], fy + from[i]![1], tx + to[i]![0], ty + to[i]![1]];
  [fx, fy, tx, ty] = [fx / n, fy / n, tx / n, ty / n];
  let [a, b, d] = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    const [px, py] = [from[i]![0] - fx, from[i]![1] - fy];
    const [qx, qy] = [to[i]![0] - tx, to[i]![1] - ty];
    a += px * qx + py * qy;
    b += px * qy - py * qx;
    d += px * px + py * py;
  }
  const [c, s] = [a / d, b / d];
  const scale = Math.hypot(c, s);
  return from.map(([x, y, z]) => [c * (x - fx) - s * (y - fy) + tx, s * (x - fx) + c * (y - fy) + ty, z * scale] as const);
}
