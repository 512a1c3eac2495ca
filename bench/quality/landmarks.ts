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
 * view by where the view shows the photo. The view is the photo scaled and
 * shifted (framing, zoom; photos are never mirrored or turned), so that
 * placement is found from the pixels themselves: a first guess from the
 * similarity that maps the photo's mesh onto Human's mesh of the view, then
 * refined until the photo, so placed, matches the view. Landmarks alone leave
 * the lips a pixel or two off, as two runs of a tracker on differently
 * scaled pictures disagree, which would count as bleed what is only that.
 */
export async function rendererMeshInView(photo: Rgba, view: Rgba): Promise<Mesh | null> {
  const [fromPhoto, fromView] = await Promise.all([meshOf(photo), meshOf(view)]);
  if (!fromPhoto || !fromView) return fromView;
  const placement = (await photoInView(photo, view))!;
  return fromPhoto.map(
    ([x, y, z]) => [placement.scale * x + placement.tx, placement.scale * y + placement.ty, z * placement.scale] as const,
  );
}

/** Where the view shows the photo (view = scale · photo + t), found as for rendererMeshInView; null without a face in both. */
export async function photoInView(photo: Rgba, view: Rgba): Promise<Placement | null> {
  const [fromPhoto, fromView] = await Promise.all([meshOf(photo), meshOf(view)]);
  if (!fromPhoto || !fromView) return null;
  // Many renders share one view: the meshes are cached objects, so is their placement.
  const known = placements.get(fromView)?.get(fromPhoto);
  if (known) return known;
  const guess = similarity(fromPhoto, fromView);
  const placement = registerPhoto(photo, view, { scale: Math.hypot(guess.c, guess.s), tx: guess.tx, ty: guess.ty }, faceBox(fromView));
  if (!placements.has(fromView)) placements.set(fromView, new WeakMap());
  placements.get(fromView)!.set(fromPhoto, placement);
  return placement;
}
const placements = new WeakMap<Mesh, WeakMap<Mesh, Placement>>();

export interface Placement {
  scale: number;
  tx: number;
  ty: number;
}

/** Least-squares similarity from `from` onto `to` (same points): view = [c −s; s c]·(p − from's centre) + to's centre. */
function similarity(from: Mesh, to: Mesh) {
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
  // As a map of the photo's own coordinates: view = [c −s; s c]·p + (tx, ty).
  return { c, s, tx: tx - (c * fx - s * fy), ty: ty - (s * fx + c * fy), fx, fy };
}

/** Least-squares similarity from `from` onto `to` (same points), applied to `from`; z scales with it. */
export function placeBySimilarity(from: Mesh, to: Mesh): Mesh {
  const { c, s, tx, ty } = similarity(from, to);
  const scale = Math.hypot(c, s);
  return from.map(([x, y, z]) => [c * x - s * y + tx, s * x + c * y + ty, z * scale] as const);
}

type Box = { x0: number; y0: number; x1: number; y1: number };

function faceBox(mesh: Mesh): Box {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of mesh.slice(0, 468)) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  return { x0, y0, x1, y1 };
}

/** The photo's luma at a point, bilinear, pixel centres at +0.5. */
function lumaAt(img: Rgba, x: number, y: number): number | null {
  const fx = x - 0.5;
  const fy = y - 0.5;
  const i = Math.floor(fx);
  const j = Math.floor(fy);
  if (i < 0 || j < 0 || i + 1 >= img.width || j + 1 >= img.height) return null;
  const tx = fx - i;
  const ty = fy - j;
  const l = (a: number, b: number) => {
    const k = (b * img.width + a) * 4;
    return 0.299 * img.data[k]! + 0.587 * img.data[k + 1]! + 0.114 * img.data[k + 2]!;
  };
  return (l(i, j) * (1 - tx) + l(i + 1, j) * tx) * (1 - ty) + (l(i, j + 1) * (1 - tx) + l(i + 1, j + 1) * tx) * ty;
}

/**
 * Refines where the view shows the photo (scale and shift) by matching
 * pixels over the face: each view pixel, mapped back into the photo, should
 * show the same light. A descent on scale and shift with shrinking steps.
 */
export function registerPhoto(photo: Rgba, view: Rgba, start: Placement, box: Box): Placement {
  const samples: Array<[number, number, number]> = [];
  const stepPx = Math.max(1, Math.round((box.x1 - box.x0) / 120));
  for (let y = Math.max(0, Math.floor(box.y0)); y < Math.min(view.height, box.y1); y += stepPx) {
    for (let x = Math.max(0, Math.floor(box.x0)); x < Math.min(view.width, box.x1); x += stepPx) {
      const k = (y * view.width + x) * 4;
      samples.push([x + 0.5, y + 0.5, 0.299 * view.data[k]! + 0.587 * view.data[k + 1]! + 0.114 * view.data[k + 2]!]);
    }
  }
  const cost = (p: Placement) => {
    let sum = 0;
    let n = 0;
    for (const [x, y, v] of samples) {
      const u = lumaAt(photo, (x - p.tx) / p.scale, (y - p.ty) / p.scale);
      if (u === null) continue;
      sum += (u - v) ** 2;
      n++;
    }
    return n > samples.length / 2 ? sum / n : Infinity;
  };
  let best = start;
  let bestCost = cost(best);
  // The six neighbours of a placement: shifted each way, scaled up and down.
  const around = (p: Placement, shift: number): Placement[] => [
    { ...p, tx: p.tx + shift },
    { ...p, tx: p.tx - shift },
    { ...p, ty: p.ty + shift },
    { ...p, ty: p.ty - shift },
    { ...p, scale: p.scale * (1 + shift / 200) },
    { ...p, scale: p.scale / (1 + shift / 200) },
  ];
  for (let shift = 2; shift >= 0.05; shift /= 2) {
    let improved = true;
    while (improved) {
      improved = false;
      for (const move of around(best, shift)) {
        const c = cost(move);
        if (c < bestCost) [best, bestCost, improved] = [move, c, true];
      }
    }
  }
  return best;
}
