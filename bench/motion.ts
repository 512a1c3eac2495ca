import { TryOnUI } from '../e2e/try-on-ui';
/**
 * How the make-up follows a moving face: the live try-on on a fake camera playing the
 * moving-face video (e2e/moving-face.ts), whose frames carry their own index.
 * The engine's probe (TryOnEngine.probe) tells which frame was on screen and
 * where the make-up's landmarks were drawn; the truth of that frame is the
 * still face's landmarks put through the frame's known transform.
 *
 * The still face's landmarks are the tracker's own, averaged over the video's
 * first still span: the figures measure what motion does (error, lag,
 * jitter), not how one face detector differs from another.
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Y4M_FPS } from '../e2e/fake-camera';
import { FRAME_CODE_BITS, FRAME_CODE_BLOCK, MOTION_SECONDS, movingFaceY4m, STILL_SPANS, truthAt } from '../e2e/moving-face';

export interface MotionFigures {
  /** Mean landmark error while moving, over the inter-ocular distance. */
  nme: number;
  /** RMS frame-to-frame movement of the drawn landmarks while the face is still, over the inter-ocular distance. */
  jitter: number;
  /** How far the drawn landmarks trail the truth while moving. */
  lagMs: number;
  trackerMsPerFrame: number;
  renderFps: number;
  longTasks: number;
  /** Drawn frames measured, and of those while moving and while still. */
  samples: { drawn: number; moving: number; still: number };
}

/** [time ms, frame index on screen, x0, y0, x1, y1, … for the 468 mesh points] */
type Sample = number[];

const POINTS = 468;
/** Eye corners: the inter-ocular distance is between the two eyes' centres. */
const EYES = [
  [33, 133],
  [362, 263],
] as const;

/** The probe the engine calls, defined in the page before its scripts run (a string: tsx would wrap a function in helpers the page lacks). */
const PROBE = `(() => {
  const probe = { samples: [], current: -1, on: false, canvas: null };
  probe.frame = (frame) => {
    const h = frame.height;
    if (!h) return;
    const w = ${FRAME_CODE_BITS * FRAME_CODE_BLOCK};
    // A frame of raw pixels (ImageData) is read where it is; an ImageBitmap through a small canvas.
    let d, rowWidth = w, row0 = 0;
    if (frame.data) {
      d = frame.data;
      rowWidth = frame.width;
      row0 = h - ${FRAME_CODE_BLOCK};
    } else {
      const c = probe.canvas || (probe.canvas = new OffscreenCanvas(w, ${FRAME_CODE_BLOCK}));
      const ctx = c.getContext('2d', { willReadFrequently: true });
      ctx.drawImage(frame, 0, h - ${FRAME_CODE_BLOCK}, w, ${FRAME_CODE_BLOCK}, 0, 0, w, ${FRAME_CODE_BLOCK});
      d = ctx.getImageData(0, 0, w, ${FRAME_CODE_BLOCK}).data;
    }
    let index = 0;
    for (let bit = 0; bit < ${FRAME_CODE_BITS}; bit++) {
      const i = ((row0 + ${FRAME_CODE_BLOCK / 2}) * rowWidth + bit * ${FRAME_CODE_BLOCK} + ${FRAME_CODE_BLOCK / 2}) * 4;
      if (0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2] > 128) index |= 1 << bit;
    }
    probe.current = index;
  };
  probe.drawn = (t, mesh) => {
    if (!probe.on || !mesh || probe.current < 0) return;
    const s = [t, probe.current];
    for (let i = 0; i < ${POINTS}; i++) s.push(mesh[i * 3], mesh[i * 3 + 1]);
    probe.samples.push(s);
  };
  window.__vanityMotionProbe = probe;
  window.__longTasks = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
})()`;

const seconds = (frame: number) => frame / Y4M_FPS;
const inStill = (t: number, settle = 0.4) => STILL_SPANS.some(([from, to]) => t >= from + settle && t < to);
const inMotion = (t: number) => !STILL_SPANS.some(([from, to]) => t >= from && t < to);

function iod(points: ArrayLike<number>, at = 0): number {
  const centre = (pair: readonly [number, number]) =>
    [0, 1].map((k) => (points[at + pair[0] * 2 + k]! + points[at + pair[1] * 2 + k]!) / 2);
  const [a, b] = [centre(EYES[0]), centre(EYES[1])];
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);
}

/** Mean distance between the drawn points of a sample and some truth (x, y, z triples), over the truth's inter-ocular distance. */
function error(sample: Sample, truth: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < POINTS; i++) sum += Math.hypot(sample[2 + i * 2]! - truth[i * 3]!, sample[3 + i * 2]! - truth[i * 3 + 1]!);
  const xy = new Float32Array(POINTS * 2);
  for (let i = 0; i < POINTS; i++) [xy[i * 2], xy[i * 2 + 1]] = [truth[i * 3]!, truth[i * 3 + 1]!];
  return sum / POINTS / iod(xy);
}

/** The figures from the probe's samples (exported for its unit test). */
export function motionFromSamples(samples: Sample[]): Pick<MotionFigures, 'nme' | 'jitter' | 'lagMs' | 'samples'> {
  // The still face, as the tracker sees it: the mean of what was drawn over the first still span.
  const still = samples.filter((s) => inStill(seconds(s[1]!)) && seconds(s[1]!) < STILL_SPANS[0]![1]);
  if (still.length < 5) throw new Error(`Too few samples in the still span (${still.length})`);
  const stillMesh = new Float32Array(POINTS * 3);
  for (const s of still)
    for (let i = 0; i < POINTS; i++)
      [stillMesh[i * 3], stillMesh[i * 3 + 1]] = [
        stillMesh[i * 3]! + s[2 + i * 2]! / still.length,
        stillMesh[i * 3 + 1]! + s[3 + i * 2]! / still.length,
      ];

  const moving = samples.filter((s) => inMotion(seconds(s[1]!)));
  // The frame on screen is the frame read: its truth is the still face moved as that frame was.
  const nmeAt = (lagMs: number) =>
    moving.reduce((sum, s) => sum + error(s, truthAt(stillMesh, seconds(s[1]!) - lagMs / 1000)), 0) / moving.length;
  const nme = nmeAt(0);
  // The lag: how far back in the video's time the drawn landmarks fit best (10 ms steps).
  let lagMs = 0;
  let best = Infinity;
  for (let lag = -100; lag <= 500; lag += 10) {
    const e = nmeAt(lag);
    if (e < best) [best, lagMs] = [e, lag];
  }
  const steady = samples.filter((s) => inStill(seconds(s[1]!)));
  let sq = 0;
  let n = 0;
  for (let k = 1; k < steady.length; k++) {
    const [a, b] = [steady[k - 1]!, steady[k]!];
    if (b[0]! - a[0]! > 100) continue; // not consecutive frames
    const scale = iod(a, 2);
    for (let i = 0; i < POINTS; i++) sq += (Math.hypot(b[2 + i * 2]! - a[2 + i * 2]!, b[3 + i * 2]! - a[3 + i * 2]!) / scale) ** 2;
    n += POINTS;
  }
  const round = (x: number, p: number) => Math.round(x * 10 ** p) / 10 ** p;
  return {
    nme: round(nme, 4),
    jitter: round(Math.sqrt(sq / Math.max(1, n)), 5),
    lagMs,
    samples: { drawn: samples.length, moving: moving.length, still: steady.length },
  };
}

export async function motionFigures(origin: string, args: string[]): Promise<MotionFigures> {
  mkdirSync('bench/tmp', { recursive: true });
  const y4m = path.resolve(await movingFaceY4m('bench/tmp'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...args, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${y4m}`],
  });
  try {
    const context = await browser.newContext();
    await context.grantPermissions(['camera']);
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await page.goto(`${origin}/products/satin-lip-color-lipstick`);
    await page.getByRole('button', { name: 'Try it on' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Camera' }).click();
    await page
      .getByRole('dialog')
      .getByRole('img', { name: /^Live try-on of/ })
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2_000);
    const worker = await TryOnUI.trackerWorker(page);
    const before = await worker.evaluate(() => ({ ...(self as any).vanityWorkerStats }));
    // A whole loop of the video and a little more, so both still spans and every sweep are seen.
    const ms = (MOTION_SECONDS + 1.5) * 1000;
    const steady: { fps: number; longTasks: number } = await page.evaluate(`new Promise((resolve) => {
      const probe = window.__vanityMotionProbe;
      const longBefore = window.__longTasks.length;
      probe.on = true;
      let frames = 0;
      const start = performance.now();
      function tick(t) {
        frames++;
        if (t - start < ${ms}) requestAnimationFrame(tick);
        else { probe.on = false; resolve({ fps: (frames * 1000) / (t - start), longTasks: window.__longTasks.length - longBefore }); }
      }
      requestAnimationFrame(tick);
    })`);
    const after = await worker.evaluate(() => ({ ...(self as any).vanityWorkerStats }));
    const samples: Sample[] = await page.evaluate('window.__vanityMotionProbe.samples');
    return {
      ...motionFromSamples(samples),
      trackerMsPerFrame: Math.round((after.trackMs - before.trackMs) / Math.max(1, after.tracked - before.tracked)),
      renderFps: Math.round(steady.fps * 10) / 10,
      longTasks: steady.longTasks,
    };
  } finally {
    await browser.close();
  }
}
