/**
 * npm run bench: sizes, speed and the try-on's render quality measured in
 * Debian's Chromium against the local store, written to bench/results.json
 * and printed as a table. Targets are reported here, never asserted in tests.
 * `npm run bench -- --only quality` (or any of SECTIONS, comma-separated)
 * measures part of it and keeps the other figures.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { startHarness } from '../test-harness/server/harness';
import { recorder } from '../test-harness/server/recorder';
import { faceY4m } from '../e2e/fake-camera';
import os from 'node:os';
import path from 'node:path';
import { motionFigures } from './motion';
import { renderQuality } from './render-quality';
import type { Kind } from './quality/regions';
import { manifestUrl, MODEL_SETS, type ModelManifest, type ModelSetName } from '../shared/try-on/model-sets';

const PAGES: Record<string, string> = {
  plain: '/pages/about',
  collection: '/collections/all',
  product: '/products/velvet-matte-lipstick',
  tryOnPage: '/pages/virtual-try-on',
  shadeFinder: '/pages/shade-finder',
  myaccount: '/pages/myaccount?operation=signIn',
  watch: '/pages/watch/SH0W42',
  order: '/60123456/orders/a1b2',
  checkout: '/60123456/checkouts/c0ffee',
};

const TARGETS: Record<string, { max?: number; min?: number; unit: string }> = {
  'bytes.plain': { max: 5 * 1024, unit: 'B' },
  'bytes.collection': { max: 80 * 1024, unit: 'B' },
  'bytes.myaccount': { max: 150 * 1024, unit: 'B' },
  'worker.downscale12MpMs': { max: 400, unit: 'ms' },
  'tryOn.renderFps': { min: 30, unit: 'fps' },
  'tryOn.trackerMsPerFrame': { max: 60, unit: 'ms' },
  'tryOn.firstFrameMs.cold': { max: 3000, unit: 'ms' },
  'tryOn.firstFrameMs.warm': { max: 1500, unit: 'ms' },
  'tryOn.longTasks': { max: 0, unit: '' },
  // Issue 16's goal. The brows set keeps the iris model (Human's iris model also places the brows: models.ts), so it misses; the duet's is reported.
  'tryOn.modelBytesGz.VTO-5-1': { max: 2 * 1024 * 1024, unit: 'B' },
  'tryOn.modelBytesGz.FUTest-Brows-6': { max: 2 * 1024 * 1024, unit: 'B' },
  'shade.roundTripMs': { max: 1000, unit: 'ms' },
  'bytes.watch': { max: 250 * 1024, unit: 'B' },
  'live.chatLatencyMs': { max: 300, unit: 'ms' },
  ...Object.fromEntries(
    (['lips', 'eyes', 'brows', 'foundation'] as const).flatMap((kind) => [
      [`tryOn.renderFps.${kind}`, { min: 30, unit: 'fps' }],
      [`tryOn.longTasks.${kind}`, { max: 0, unit: '' }],
      [`tryOn.quality.${kind}.edgeWidthPx`, { min: 2, unit: 'px' }],
      [`tryOn.quality.${kind}.bleedPx`, { max: 0, unit: 'px' }],
      [`tryOn.quality.${kind}.textureKept`, { min: 0.6, max: 1.4, unit: '' }],
    ]),
  ),
  // Issue 16: on the moving-face video.
  'tryOn.motion.nme': { max: 0.05, unit: '' },
  'tryOn.motion.jitter': { max: 0.005, unit: '' },
  'tryOn.motion.lagMs': { max: 100, unit: 'ms' },
  'tryOn.motion.trackerMsPerFrame': { max: 50, unit: 'ms' },
  'tryOn.motion.renderFps': { min: 30, unit: 'fps' },
  'tryOn.motion.longTasks': { max: 0, unit: '' },
  // Issue 15 sets a hue goal for lipsticks and glosses only; the other kinds' hue errors are reported.
  'tryOn.quality.lips.hueErrorDeg': { max: 15, unit: '°' },
};

/**
 * `npm run bench -- --only quality,tryOn` measures only those sections and
 * keeps the others' last figures in results.json.
 */
const SECTIONS = ['bytes', 'paint', 'downscale', 'tryOn', 'motion', 'models', 'shade', 'live', 'quality'] as const;
type Section = (typeof SECTIONS)[number];
const onlyArg = process.argv.find((a, i) => a.startsWith('--only=') || process.argv[i - 1] === '--only');
const only = new Set<Section>(
  onlyArg
    ? onlyArg
        .replace(/^--only=/, '')
        .split(',')
        .map((s) => {
          if (!SECTIONS.includes(s as Section)) throw new Error(`--only: unknown section ${s} (${SECTIONS.join(', ')})`);
          return s as Section;
        })
    : SECTIONS,
);

/** A product of each kind for the per-kind frame rate (lips is the main figure's lipstick). */
const FPS_PRODUCTS: Record<Exclude<Kind, 'lips'>, string> = {
  eyes: '/products/satin-shimmer-eyeshadow-duet',
  brows: '/products/brow-renew-pencil',
  foundation: '/products/second-skin-foundation',
};

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function whenReady(page: Page) {
  await page.evaluate(() => new Promise((resolve) => ((window as any).Vanity = (window as any).Vanity || []).push(['on', 'ready', resolve])));
}

/** Gzip bytes of every script a cold browser loads on the page, worker scripts included. */
async function jsBytes(browser: Browser, origin: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<number>[] = [];
  const files: string[] = [];
  context.on('response', (r) => {
    const type = r.request().resourceType();
    // The theme's own scripts (/assets/ on the store origin) are not Vanity's bytes.
    // Worker scripts come as 'other'; the Ajax cart's /cart.js is JSON fetched by code, not a script.
    if ((type === 'script' || (r.url().endsWith('.js') && type !== 'fetch' && type !== 'xhr')) && r.ok() && !new URL(r.url()).pathname.startsWith('/assets/')) {
      files.push(new URL(r.url()).pathname);
      bodies.push(r.body().then((b) => gzipSync(b, { level: 9 }).length, () => 0));
    }
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  await whenReady(page);
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
  await context.close();
  return { total, files };
}

async function firstWidgetPaint(browser: Browser, origin: string) {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as any;
      w.Vanity = w.Vanity || [];
      w.Vanity.push(['on', 'mount', () => (w.__firstMount ??= new Promise((r) => requestAnimationFrame(() => r(performance.now()))))]);
    });
    await page.goto(`${origin}/collections/all`);
    await page.waitForFunction(() => (window as any).__firstMount);
    runs.push(await page.evaluate(() => (window as any).__firstMount));
    await context.close();
  }
  return { median: Math.round(median(runs)), runs: runs.map(Math.round) };
}

/** The label's photo path on a 12 MP photo: worker downscale, timed by the product's own user-timing measure. */
async function downscale12Mp(browser: Browser, origin: string) {
  const photo = await sharp('fixtures/astronaut.png').resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 92 }).toBuffer();
  const context = await browser.newContext();
  const page = await context.newPage();
  // The label navigates away once the photo is stored; carry the measure across in session storage.
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const e of list.getEntriesByName('vanity:photo-downscale')) sessionStorage.setItem('bench:downscale', String(e.duration));
    }).observe({ type: 'measure' });
  });
  const runs: number[] = [];
  let inWorker = false;
  for (let i = 0; i < 6; i++) {
    await page.goto(`${origin}/collections/lips`);
    await whenReady(page);
    await page.evaluate(() => sessionStorage.removeItem('bench:downscale'));
    // Calls served inside the worker: the ping, then the downscale (no named functions: tsx would wrap them).
    const workerCalls = page.waitForEvent('worker').then((w) =>
      w.evaluate(
        () =>
          new Promise<number>((r) => {
            const id = setInterval(() => {
              if ((self as any).vanityWorkerStats?.calls > 1) {
                clearInterval(id);
                r((self as any).vanityWorkerStats.calls);
              }
            }, 5);
          }),
      ),
    );
    await page.getByRole('button', { name: 'Try on Velvet Matte Lipstick' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: 'Upload a photo' }).click();
    await (await chooser).setFiles({ name: 'photo-12mp.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.waitForURL(/vto=upload/);
    inWorker ||= (await workerCalls.catch(() => 0)) > 1;
    const ms = Number(await page.evaluate(() => sessionStorage.getItem('bench:downscale')));
    if (i > 0) runs.push(ms); // the first run includes starting the worker
  }
  await context.close();
  return { median: Math.round(median(runs)), runs: runs.map(Math.round), inWorker, photoBytes: photo.length };
}

/**
 * Gzip bytes of each model set as its manifest on the CDN lists it, with the wasm the tracker loads (DESIGN §5):
 * what a try-on of that set downloads, whatever the CDN keeps beside it.
 */
async function modelBytesGz(cdnOrigin: string): Promise<Record<ModelSetName, number>> {
  const gz = async (url: string) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  const out = {} as Record<ModelSetName, number>;
  for (const set of MODEL_SETS) {
    const url = manifestUrl(`${cdnOrigin}/`, set);
    const manifest = (await (await fetch(url)).json()) as ModelManifest;
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
 * A live try-on with the fake camera: first made-up frame cold and warm (from
 * the session's own vto_loaded event), then 10 s of steady state for frame
 * rate, tracker time and main-thread long tasks.
 */
async function tryOnFigures(origin: string) {
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
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const firstFrame = async (product = '/products/satin-lip-color-lipstick') => {
    const since = Date.now();
    await page.goto(`${origin}${product}`);
    await page.getByRole('button', { name: 'Try it on' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Camera' }).click();
    for (let tries = 0; ; tries++) {
      if (tries > 300) {
        await page.screenshot({ path: 'bench/tmp/try-on-timeout.png' });
        const errors = await (await fetch(`${origin}/__harness/events?format=json&kind=error`)).json();
        throw new Error(`No vto_loaded event within 30 s: ${JSON.stringify(errors.slice(-3).map((e: any) => e.body))}`);
      }
      const events: Array<{ at: string; body: any }> = await (await fetch(`${origin}/__harness/events?format=json&kind=analytics`)).json();
      const loaded = events.find((e) => e.body.event === 'vto_loaded' && Date.parse(e.at) >= since);
      if (loaded) return loaded.body.properties.ms as number;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const cold = await firstFrame();
  const warm = await firstFrame();
  // Steady state: let it settle, then measure 10 s.
  await page.waitForTimeout(2000);
  const worker = page.workers()[0]!;
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

/**
 * Shade finder, photo chosen → suggestion shown (the results page with its shade),
 * through the worker's preparation and the real skin-tone service; and the
 * service's own time per photo. The first run warms the service's models.
 */
async function shadeFigures(browser: Browser, origin: string) {
  const runs: number[] = [];
  for (let i = 0; i < 6; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/pages/shade-finder`);
    const finder = page.locator('[data-vanity-widget="shade-finder"]');
    await finder.getByRole('button', { name: 'Start' }).click();
    for (const choice of ['Light', /^Warm/, null, /^Medium/]) {
      if (choice) await finder.getByRole('radio', { name: choice }).check();
      await finder.getByRole('button', { name: 'Next' }).click();
    }
    const chooser = page.waitForEvent('filechooser');
    await finder.getByRole('button', { name: 'Skip camera, choose a photo' }).click();
    const file = await chooser;
    const started = Date.now();
    await file.setFiles('fixtures/astronaut.png');
    await page.locator('[data-vanity-widget="shade-finder-results"] .shade').waitFor({ timeout: 20_000 });
    if (i > 0) runs.push(Date.now() - started);
    await context.close();
  }
  const service = recorder.skinTone.slice(1).map((r) => r.ms);
  return { roundTripMs: median(runs), runs, serviceMs: median(service), serviceRuns: service };
}

/** Median of the values, first dropped (it warms caches). */
const warmMedian = (xs: number[]) => median(xs.slice(1));

/**
 * Live shows: time to the first decoded video frame on a running show (from
 * navigation start, the viewer's wait), and chat latency: one viewer posts,
 * another viewer's page shows it. Both pages stamp with performance.timeOrigin
 * + now(), the same clock on one machine.
 */
async function liveFigures(browser: Browser, origin: string) {
  const frames: number[] = [];
  for (let i = 0; i < 4; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/pages/watch/SH0W42`);
    // No named helpers inside evaluate: tsx's keepNames would reference a __name the page lacks.
    await page.waitForFunction(() => performance.getEntriesByName('vanity:first-video-frame').length > 0, undefined, { timeout: 30_000 });
    const at = await page.evaluate(() => performance.getEntriesByName('vanity:first-video-frame')[0]!.startTime);
    frames.push(Math.round(at));
    await context.close();
  }
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  for (const p of [a, b]) {
    await p.goto(`${origin}/pages/watch/SH0W42`);
    await p.locator('[data-vanity-widget="watch"]').getByRole('textbox', { name: 'Your message' }).waitFor();
    await p.waitForFunction(() => !document.querySelector('[data-vanity-widget="watch"]')?.shadowRoot?.querySelector('.chat-status'));
  }
  const latencies: number[] = [];
  for (let i = 0; i < 8; i++) {
    const text = `bench ${i} ${Date.now()}`;
    // Installed before the post, and a string, not a function: tsx's keepNames would wrap inner functions in a __name the page lacks.
    await b.evaluate(`(() => {
      window.__arrivedAt = 0;
      const root = document.querySelector('[data-vanity-widget="watch"]').shadowRoot;
      const observer = new MutationObserver(() => {
        if ([...root.querySelectorAll('.message .text')].some((n) => n.textContent === ${JSON.stringify(text)})) {
          observer.disconnect();
          window.__arrivedAt = performance.timeOrigin + performance.now();
        }
      });
      observer.observe(root, { childList: true, subtree: true, characterData: true });
    })()`);
    await a.locator('[data-vanity-widget="watch"]').getByRole('textbox', { name: 'Your message' }).fill(text);
    const sent = await a.evaluate(() => {
      const root = document.querySelector('[data-vanity-widget="watch"]')!.shadowRoot!;
      const t0 = performance.timeOrigin + performance.now();
      (root.querySelector('.composer button[type="submit"]') as HTMLButtonElement).click();
      return t0;
    });
    await b.waitForFunction(() => (window as unknown as { __arrivedAt: number }).__arrivedAt > 0);
    const arrived = await b.evaluate(() => (window as unknown as { __arrivedAt: number }).__arrivedAt);
    latencies.push(Math.round(arrived - sent));
    // The composer empties once the server has the message; the next one waits for that.
    await a.waitForFunction(() => (document.querySelector('[data-vanity-widget="watch"]')!.shadowRoot!.querySelector('textarea') as HTMLTextAreaElement).value === '');
  }
  await a.context().close();
  await b.context().close();
  return { firstVideoFrameMs: warmMedian(frames), frameRuns: frames, chatLatencyMs: warmMedian(latencies), chatRuns: latencies };
}

// A data folder of its own: the live-shopping backend writes there, and the bench must not touch the developer's.
const harness = await startHarness({ storePort: 0, cdnPort: 0, apiPort: 0, dataDir: mkdtempSync(path.join(os.tmpdir(), 'vanity-bench-')) });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
try {
  // With --only, the other sections keep their last figures.
  const previous = only.size < SECTIONS.length && existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
  const flat: Record<string, number | null> = only.size < SECTIONS.length ? { ...(previous.figures ?? {}) } : {};
  const section = <T>(name: Section, run: () => Promise<T>): Promise<T | undefined> =>
    only.has(name)
      ? run().then((r) => {
          console.error(`bench: ${name} done`);
          return r;
        })
      : Promise.resolve(undefined);

  const byPage = await section('bytes', async () => {
    const bytes: Record<string, number> = {};
    const files: Record<string, string[]> = {};
    for (const [name, path] of Object.entries(PAGES)) {
      const r = await jsBytes(browser, harness.storeOrigin, path);
      bytes[name] = r.total;
      files[name] = r.files;
    }
    Object.entries(bytes).forEach(([k, v]) => (flat[`bytes.${k}`] = v));
    return { bytes, files };
  });
  const paint = await section('paint', () => firstWidgetPaint(browser, harness.storeOrigin));
  if (paint) flat['firstWidgetPaintMs.collection'] = paint.median;
  const downscale = await section('downscale', () => downscale12Mp(browser, harness.storeOrigin));
  if (downscale) flat['worker.downscale12MpMs'] = downscale.median;
  const tryOn = await section('tryOn', () => tryOnFigures(harness.storeOrigin));
  if (tryOn) {
    Object.assign(flat, {
      'tryOn.renderFps': tryOn.renderFps,
      'tryOn.trackerMsPerFrame': tryOn.trackerMsPerFrame,
      'tryOn.firstFrameMs.cold': tryOn.firstFrameMs.cold,
      'tryOn.firstFrameMs.warm': tryOn.firstFrameMs.warm,
      'tryOn.longTasks': tryOn.longTasks,
    });
    for (const [kind, fps] of Object.entries(tryOn.renderFpsByKind)) flat[`tryOn.renderFps.${kind}`] = fps;
    for (const [kind, n] of Object.entries(tryOn.longTasksByKind)) flat[`tryOn.longTasks.${kind}`] = n;
  }
  const motion = await section('motion', () => motionFigures(harness.storeOrigin, ARGS));
  if (motion) for (const figure of ['nme', 'jitter', 'lagMs', 'trackerMsPerFrame', 'renderFps', 'longTasks'] as const) flat[`tryOn.motion.${figure}`] = motion[figure];
  const quality = await section('quality', () => renderQuality(browser, harness.storeOrigin, (line) => console.error(`bench: ${line}`)));
  if (quality) {
    for (const [kind, q] of Object.entries(quality)) {
      for (const figure of ['edgeWidthPx', 'hueErrorDeg', 'bleedPx', 'textureKept'] as const) flat[`tryOn.quality.${kind}.${figure}`] = q[figure];
    }
  }
  const modelBytes = await section('models', () => modelBytesGz(harness.cdnOrigin));
  if (modelBytes) {
    // The largest set, as before the sets differed; each set under its own name.
    flat['tryOn.modelBytesGz'] = Math.max(...Object.values(modelBytes));
    for (const [set, bytes] of Object.entries(modelBytes)) flat[`tryOn.modelBytesGz.${set}`] = bytes;
  }
  const shade = await section('shade', () => shadeFigures(browser, harness.storeOrigin));
  if (shade) Object.assign(flat, { 'shade.roundTripMs': shade.roundTripMs, 'shade.serviceMs': shade.serviceMs });
  const live = await section('live', () => liveFigures(browser, harness.storeOrigin));
  if (live) Object.assign(flat, { 'live.firstVideoFrameMs': live.firstVideoFrameMs, 'live.chatLatencyMs': live.chatLatencyMs });

  const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
  const results = {
    ...previous,
    measuredAt: new Date().toISOString(),
    commit: manifest.commit,
    browser: `Chromium ${browser.version()}`,
    machine: { cpus: os.cpus().length },
    ...(only.size < SECTIONS.length ? { lastSections: [...only] } : { lastSections: undefined }),
    ...(byPage && { bytes: byPage.bytes, scripts: byPage.files }),
    ...(paint && { firstWidgetPaintMs: { collection: paint.median, runs: paint.runs } }),
    ...(downscale && { worker: { downscale12MpMs: downscale.median, runs: downscale.runs, ranInWorker: downscale.inWorker, inputBytes: downscale.photoBytes } }),
    tryOn: { ...previous.tryOn, ...tryOn, ...(quality ? { quality } : {}), ...(motion ? { motion } : {}) },
    ...(shade && { shade }),
    ...(live && { live }),
    // Every figure by the name the table and TARGETS use.
    figures: flat,
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');

  const shown = Object.entries(flat).filter(([figure]) => onlyShows(figure));
  console.table(
    shown.map(([figure, value]) => {
      const target = TARGETS[figure];
      const unit = figure.includes('bytes') || figure.includes('Bytes') ? 'KB' : (target?.unit ?? (figure.endsWith('Deg') ? '°' : figure.startsWith('tryOn.quality') ? '' : 'ms'));
      const show = (v: number | null) => (v === null ? 'n/a' : unit === 'KB' ? `${(v / 1024).toFixed(1)} KB` : `${v}${unit ? ` ${unit}` : ''}`);
      const range = target ? [target.min !== undefined ? `≥ ${show(target.min)}` : '', target.max !== undefined ? `≤ ${show(target.max)}` : ''].filter(Boolean).join(', ') : 'reported';
      return {
        figure,
        value: show(value),
        target: range,
        met: target ? (value !== null && (target.min === undefined || value >= target.min) && (target.max === undefined || value <= target.max) ? 'yes' : 'NO') : '',
      };
    }),
  );
  if (downscale) console.log(`worker ran off the main thread: ${downscale.inWorker}`);
  if (quality) for (const [kind, q] of Object.entries(quality)) console.log(`${kind}: ${q.renders} renders; worst hue ${q.worstHue}; most bleed ${q.worstBleed}`);
  console.log('written to bench/results.json');
} finally {
  await browser.close();
  await harness.close();
}

/** With --only, the table lists the figures just measured. */
function onlyShows(figure: string): boolean {
  if (only.size === SECTIONS.length) return true;
  const of: Record<Section, (f: string) => boolean> = {
    bytes: (f) => f.startsWith('bytes.'),
    paint: (f) => f.startsWith('firstWidgetPaintMs'),
    downscale: (f) => f.startsWith('worker.'),
    tryOn: (f) => f.startsWith('tryOn.') && !f.startsWith('tryOn.quality') && !f.startsWith('tryOn.modelBytesGz') && !f.startsWith('tryOn.motion'),
    motion: (f) => f.startsWith('tryOn.motion'),
    models: (f) => f.startsWith('tryOn.modelBytesGz'),
    quality: (f) => f.startsWith('tryOn.quality'),
    shade: (f) => f.startsWith('shade.'),
    live: (f) => f.startsWith('live.'),
  };
  return [...only].some((s) => of[s](figure));
}
