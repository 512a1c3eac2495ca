import { TryOnUI } from '../e2e/try-on-ui';
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { faceY4m } from '../e2e/fake-camera';
import { manifestUrl, MODEL_SETS, type ModelManifest, type ModelSetName } from '../shared/try-on/model-sets';
import { localHttpsGet } from '../test-harness/server/local-https';
import { ARGS } from './bench-browser';
import type { Kind } from './quality/regions';

/** The bench's `tryOn` and `models` sections: a live try-on's speed per product kind, and each model set's bytes. */

/** A product of each kind for the per-kind frame rate (lips is the main figure's lipstick). */
const FPS_PRODUCTS: Record<Exclude<Kind, 'lips'>, string> = {
  eyes: '/products/satin-shimmer-eyeshadow-duet',
  brows: '/products/brow-renew-pencil',
  foundation: '/products/second-skin-foundation',
};

/**
 * Gzip bytes of each model set as its manifest on the CDN lists it, with the wasm the tracker loads (DESIGN §5):
 * what a try-on of that set downloads, whatever the CDN keeps beside it.
 */
export async function modelBytesGz(cdnOrigin: string): Promise<Record<ModelSetName, number>> {
  // The CDN is https with the local store's certificate, which Node's fetch cannot be told to trust.
  const gz = async (url: string) => gzipSync((await localHttpsGet(url)).body, { level: 9 }).length;
  const out = {} as Record<ModelSetName, number>;
  for (const set of MODEL_SETS) {
    const url = manifestUrl(`${cdnOrigin}/`, set);
    const manifest = (await localHttpsGet(url)).json<ModelManifest>();
    let bytes = await gz(new URL('tfjs-backend-wasm-simd.wasm', new URL(manifest.wasm, url)).href);
    for (const file of manifest.files) bytes += await gz(new URL(file.path, url).href);
    out[set] = bytes;
  }
  return out;
}

/** Main-thread frame rate and long tasks over 10 s of a live try-on. */
async function steadyFrames(page: Page): Promise<{ renderFps: number; longTasks: number }> {
  // A string, not a function: tsx would wrap the named callback in a helper the page lacks.
  const steady: { frames: number; longTasks: number } = await page.evaluate(`new Promise((resolve) => {
    const longBefore = window.__longTasks.length;
    let frames = 0;
    const start = performance.now();
    function tick(t) {
      frames++;
      if (t - start < 10000) requestAnimationFrame(tick);
      else resolve({ frames: (frames * 1000) / (t - start), longTasks: window.__longTasks.length - longBefore });
    }
    requestAnimationFrame(tick);
  })`);
  return { renderFps: Math.round(steady.frames * 10) / 10, longTasks: steady.longTasks };
}

/**
 * Opens a product's live try-on on the fake camera and returns the session's own vto_loaded timing (ms from
 * choosing the camera to the first made-up frame), read from the harness's analytics sink.
 */
export async function firstMadeUpFrame(page: Page, origin: string, product = '/products/satin-lip-color-lipstick', timeoutMs = 30_000) {
  const since = Date.now();
  await page.goto(`${origin}${product}`);
  await page.getByRole('button', { name: 'Try it on' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Camera' }).click();
  for (let tries = 0; ; tries++) {
    if (tries > timeoutMs / 100) {
      await page.screenshot({ path: 'bench/tmp/try-on-timeout.png' });
      const errors = await (await fetch(`${origin}/__harness/events?format=json&kind=error`)).json();
      throw new Error(`No vto_loaded event within ${timeoutMs / 1000} s: ${JSON.stringify(errors.slice(-3).map((e: any) => e.body))}`);
    }
    const events: Array<{ at: string; body: any }> = await (await fetch(`${origin}/__harness/events?format=json&kind=analytics`)).json();
    const loaded = events.find((e) => e.body.event === 'vto_loaded' && Date.parse(e.at) >= since);
    if (loaded) return loaded.body.properties.ms as number;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A live try-on with the fake camera: first made-up frame cold and warm (from
 * the session's own vto_loaded event), then 10 s of steady state for frame
 * rate, tracker time and main-thread long tasks.
 */
export async function tryOnFigures(origin: string) {
  mkdirSync('bench/tmp', { recursive: true });
  const y4m = path.resolve(await faceY4m('bench/tmp'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${y4m}`],
  });
  const context = await browser.newContext();
  await context.grantPermissions(['camera']);
  await context.addInitScript(() => {
    const w = window as any;
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  const page = await context.newPage();
  const firstFrame = (product?: string) => firstMadeUpFrame(page, origin, product);
  const cold = await firstFrame();
  const warm = await firstFrame();
  // Steady state: let it settle, then measure 10 s.
  await page.waitForTimeout(2000);
  const worker = await TryOnUI.trackerWorker(page);
  const before = await worker.evaluate(() => ({ ...(self as any).vanityWorkerStats }));
  const steady = await steadyFrames(page);
  const after = await worker.evaluate(() => ({ ...(self as any).vanityWorkerStats }));
  // The same 10 s with a product of each other kind on (the lipstick above is lips).
  const byKind: Record<Kind, { renderFps: number; longTasks: number }> = { lips: steady, eyes: steady, brows: steady, foundation: steady };
  for (const [kind, product] of Object.entries(FPS_PRODUCTS) as Array<[Kind, string]>) {
    await firstFrame(product);
    await page.waitForTimeout(2000);
    byKind[kind] = await steadyFrames(page);
  }
  await browser.close();
  return {
    renderFps: steady.renderFps,
    renderFpsByKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, v.renderFps])) as Record<Kind, number>,
    longTasksByKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, v.longTasks])) as Record<Kind, number>,
    trackerMsPerFrame: Math.round((after.trackMs - before.trackMs) / Math.max(1, after.tracked - before.tracked)),
    trackerHz: Math.round(((after.tracked - before.tracked) / 10) * 10) / 10,
    firstFrameMs: { cold, warm },
    longTasks: steady.longTasks,
  };
}
