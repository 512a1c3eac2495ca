import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cameraFrameRgb, y4mFrame, Y4M_FPS, Y4M_HEIGHT, Y4M_WIDTH } from './fake-camera';

/**
 * A fake-camera video of the fixture face moving by a known transform: still,
 * then brisk sweeps (about 1 s each) of translation (±10% of the frame),
 * in-plane rotation (±15°) and scale (±15%), then still again. Because every
 * frame is the still frame put through `motionAt`, the true landmarks of a
 * frame are the still frame's landmarks put through the same transform.
 */
export interface Motion {
  /** Translation as a fraction of the frame's width and height. */
  tx: number;
  ty: number;
  /** In-plane rotation, degrees, clockwise on screen. */
  rotDeg: number;
  scale: number;
}

const STILL: Motion = { tx: 0, ty: 0, rotDeg: 0, scale: 1 };
/** Keyframes a second apart; the face eases between them. */
const KEYS: Array<[seconds: number, motion: Motion]> = [
  [0, STILL],
  [2, STILL],
  [3, { ...STILL, tx: 0.1, ty: 0.05 }],
  [4, { ...STILL, tx: -0.1, ty: -0.05 }],
  [5, STILL],
  [6, { ...STILL, rotDeg: 15 }],
  [7, { ...STILL, rotDeg: -15 }],
  [8, STILL],
  [9, { ...STILL, scale: 1.15 }],
  [10, { ...STILL, scale: 0.85 }],
  [11, STILL],
  [13, STILL],
];
export const MOTION_SECONDS = KEYS.at(-1)![0];
/** Seconds in which the face does not move (for jitter), and in which it does (for error and lag). */
export const STILL_SPANS: Array<[number, number]> = [
  [0, 2],
  [11, 13],
];

/** The face's transform at `seconds` into the (looping) video. */
export function motionAt(seconds: number): Motion {
  const t = ((seconds % MOTION_SECONDS) + MOTION_SECONDS) % MOTION_SECONDS;
  const k = KEYS.findIndex(([at]) => at > t);
  const [t0, a] = KEYS[k - 1]!;
  const [t1, b] = KEYS[k]!;
  // Cosine easing: a head moves, slows and turns back; it does not bounce off a wall.
  const e = (1 - Math.cos((Math.PI * (t - t0)) / (t1 - t0))) / 2;
  const mix = (x: number, y: number) => x + (y - x) * e;
  return { tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty), rotDeg: mix(a.rotDeg, b.rotDeg), scale: mix(a.scale, b.scale) };
}

/** Where a point of the still frame (in frame pixels) is in a frame moved by `m`: about the frame's centre. */
export function movePoint(x: number, y: number, m: Motion, width = Y4M_WIDTH, height = Y4M_HEIGHT): [number, number] {
  const cx = width / 2;
  const cy = height / 2;
  const r = (m.rotDeg * Math.PI) / 180;
  const dx = (x - cx) * m.scale;
  const dy = (y - cy) * m.scale;
  return [cx + dx * Math.cos(r) - dy * Math.sin(r) + m.tx * width, cy + dx * Math.sin(r) + dy * Math.cos(r) + m.ty * height];
}

/** The still frame's points (x, y, z triples) moved as the video's frame `seconds` in. */
export function truthAt(stillMesh: ArrayLike<number>, seconds: number): Float32Array {
  const m = motionAt(seconds);
  const out = new Float32Array(stillMesh.length);
  for (let i = 0; i < stillMesh.length; i += 3) {
    const [x, y] = movePoint(stillMesh[i]!, stillMesh[i + 1]!, m);
    out[i] = x;
    out[i + 1] = y;
    out[i + 2] = stillMesh[i + 2]! * m.scale;
  }
  return out;
}

/** Renders frame `index` of the moving video from the still frame's RGB, by inverse mapping with bilinear sampling. */
export function movingFrameRgb(still: Buffer, index: number): Buffer {
  const W = Y4M_WIDTH;
  const H = Y4M_HEIGHT;
  const m = motionAt(index / Y4M_FPS);
  const r = (m.rotDeg * Math.PI) / 180;
  const cos = Math.cos(r) / m.scale;
  const sin = Math.sin(r) / m.scale;
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      // Inverse of movePoint: untranslate, unrotate, unscale.
      const dx = x - W / 2 - m.tx * W;
      const dy = y - H / 2 - m.ty * H;
      const sx = W / 2 + dx * cos + dy * sin;
      const sy = H / 2 - dx * sin + dy * cos;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= W - 1 || y0 >= H - 1) continue; // outside the photo: black, as the padding is
      const fx = sx - x0;
      const fy = sy - y0;
      const i00 = (y0 * W + x0) * 3;
      const i10 = i00 + W * 3;
      const o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) {
        const top = still[i00 + c]! + (still[i00 + 3 + c]! - still[i00 + c]!) * fx;
        const bottom = still[i10 + c]! + (still[i10 + 3 + c]! - still[i10 + c]!) * fx;
        out[o + c] = (top + (bottom - top) * fy + 0.5) | 0;
      }
    }
  }
  return out;
}

/**
 * Each frame carries its own index in its bottom rows, so a measurement knows
 * which frame the page showed: FRAME_CODE_BITS blocks, white for 1 (lowest bit
 * first), each FRAME_CODE_BLOCK px wide and tall, on the frame's bottom-left.
 */
export const FRAME_CODE_BITS = 8;
export const FRAME_CODE_BLOCK = 16;

export function stampFrameIndex(rgb: Buffer, index: number, width = Y4M_WIDTH, height = Y4M_HEIGHT): Buffer {
  for (let bit = 0; bit < FRAME_CODE_BITS; bit++) {
    const value = (index >> bit) & 1 ? 255 : 0;
    for (let y = height - FRAME_CODE_BLOCK; y < height; y++)
      rgb.fill(value, (y * width + bit * FRAME_CODE_BLOCK) * 3, (y * width + (bit + 1) * FRAME_CODE_BLOCK) * 3);
  }
  return rgb;
}

/** Reads the index back from a frame's luma at each block's centre (`lumaAt(x, y)`, 0–255). */
export function readFrameIndex(lumaAt: (x: number, y: number) => number, height = Y4M_HEIGHT): number {
  let index = 0;
  for (let bit = 0; bit < FRAME_CODE_BITS; bit++)
    if (lumaAt(bit * FRAME_CODE_BLOCK + FRAME_CODE_BLOCK / 2, height - FRAME_CODE_BLOCK / 2) > 128) index |= 1 << bit;
  return index;
}

/** The moving-face y4m (about 90 MB, made once into `dir`; never committed). */
export async function movingFaceY4m(dir: string): Promise<string> {
  const file = path.join(dir, 'moving-face-2.y4m');
  if (existsSync(file)) return file;
  const still = await cameraFrameRgb();
  const frames = Math.round(MOTION_SECONDS * Y4M_FPS);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${Y4M_WIDTH} H${Y4M_HEIGHT} F${Y4M_FPS}:1 Ip A1:1 C420jpeg\n`)];
  for (let i = 0; i < frames; i++) parts.push(y4mFrame(stampFrameIndex(movingFrameRgb(still, i), i)));
  writeFileSync(file, Buffer.concat(parts));
  return file;
}
