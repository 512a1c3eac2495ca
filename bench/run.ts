/**
 * npm run bench: sizes, speed and the try-on's render quality measured in
 * Debian's Chromium against the local store, written to bench/results.json
 * and printed as a table. Targets are reported here, never asserted in tests.
 * `npm run bench -- --only quality` (or any of SECTIONS, comma-separated)
 * measures part of it and keeps the other figures.
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHarness } from '../test-harness/server/harness';
import { ARGS } from './bench-browser';
import { motionFigures } from './motion';
import { pageBytes } from './page-bytes';
import { lighthouseFigures } from './lighthouse';
import { weightedDrop } from './lighthouse-figures';
import { downscale12Mp, firstWidgetPaint, labelClickToMenu } from './page-speed';
import { renderQuality } from './render-quality';
import { phoneFigures } from './phone';
import { phoneFlat } from './phone-profile';
import { printTable, writeResults, type Figures } from './results';
import { tryOnMemory } from './try-on-memory';
import { extensionBytes } from './extension-bytes';
import { onlySections, SECTIONS, type Section } from './sections';
import { liveFigures, shadeFigures } from './service-figures';
import { modelBytesGz, tryOnFigures } from './try-on-figures';

// Each section's measurement is a module of its own (page-bytes.ts, page-speed.ts, try-on-figures.ts, motion.ts,
// render-quality.ts, service-figures.ts); this file runs those asked for and writes the figures (results.ts).
const only = onlySections(process.argv);

// A data folder of its own: the live-shopping backend writes there, and the bench must not touch the developer's.
// The bench's visitor is in a region without a consent law: analytics flows as it does for most shoppers.
const harness = await startHarness({
  storePort: 0,
  cdnPort: 0,
  apiPort: 0,
  consentBanner: false,
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'vanity-bench-')),
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
try {
  // With --only, the other sections keep their last figures.
  const previous =
    only.size < SECTIONS.length && existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
  const flat: Figures = only.size < SECTIONS.length ? { ...(previous.figures ?? {}) } : {};
  const section = <T>(name: Section, run: () => Promise<T>): Promise<T | undefined> =>
    only.has(name)
      ? run().then((r) => {
          console.error(`bench: ${name} done`);
          return r;
        })
      : Promise.resolve(undefined);

  const byPage = await section('bytes', async () => {
    const r = await pageBytes(browser, harness.storeOrigin);
    Object.entries(r.bytes).forEach(([k, v]) => (flat[`bytes.${k}`] = v));
    return r;
  });
  // Shopify's extensions (thank-you, order status, web pixel): their bundles' compressed bytes.
  const extensions = await section('bytes', extensionBytes);
  if (extensions) Object.assign(flat, extensions);
  const paint = await section('paint', () => firstWidgetPaint(browser, harness.storeOrigin));
  if (paint) flat['firstWidgetPaintMs.collection'] = paint.median;
  const labelClick = await section('paint', () => labelClickToMenu(browser, harness.storeOrigin));
  if (labelClick) {
    // The menu the shopper sees first (the server <details>, or React's if the root mounted before the press),
    // and React's taking it over.
    flat['collection.labelClickToMenuMs'] = labelClick.serverMenuMedian;
    flat['collection.labelClickToReactMenuMs'] = labelClick.median;
  }
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
  if (motion)
    for (const figure of ['nme', 'jitter', 'lagMs', 'trackerMsPerFrame', 'renderFps', 'longTasks'] as const)
      flat[`tryOn.motion.${figure}`] = motion[figure];
  const quality = await section('quality', () => renderQuality(browser, harness.storeOrigin, (line) => console.error(`bench: ${line}`)));
  if (quality) {
    for (const [kind, q] of Object.entries(quality)) {
      for (const figure of ['edgeWidthPx', 'hueErrorDeg', 'bleedPx', 'textureKept', 'visible'] as const)
        flat[`tryOn.quality.${kind}.${figure}`] = q[figure];
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

  const memory = await section('memory', () => tryOnMemory(harness.storeOrigin, (line) => console.error(`bench: ${line}`)));
  if (memory) {
    // The camera path under the names; the photo path beside it.
    for (const [source, figures] of Object.entries(memory)) {
      const prefix = source === 'camera' ? 'tryOn.memory' : 'tryOn.memory.photo';
      for (const figure of ['steadyMB', 'growthMB', 'afterCloseMB', 'reopenMs'] as const) flat[`${prefix}.${figure}`] = figures[figure];
    }
  }

  // The same pages and the try-on on a phone's network, cold.
  const phone = await section('phone', () => phoneFigures(browser, harness.storeOrigin, (line) => console.error(`bench: ${line}`)));
  if (phone) Object.assign(flat, phoneFlat(phone));

  // Lighthouse's mobile preset, each page with and without Vanity (lighthouse.ts). `--lighthouse-runs 5` and
  // `--lighthouse-pages home,product` narrow or widen it.
  const argOf = (name: string) =>
    process.argv.find((a, i) => process.argv[i - 1] === name || a.startsWith(`${name}=`))?.replace(`${name}=`, '');
  const lighthouse = await section('lighthouse', () =>
    lighthouseFigures(harness.storeOrigin, {
      runs: Number(argOf('--lighthouse-runs') ?? 3),
      pages: argOf('--lighthouse-pages')?.split(','),
      log: (line) => console.error(`bench: ${line}`),
    }),
  );
  if (lighthouse) {
    Object.assign(flat, lighthouse.figures);
    // With --lighthouse-pages, the weighted drop is made from this run's pages and the last run's others.
    const pages = { ...previous.lighthouse, ...lighthouse.pages };
    if (pages.home && pages.product && pages.collection) flat['lighthouse.weightedDrop'] = Math.round(weightedDrop(pages) * 100) / 100;
  }

  const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
  const results = {
    ...previous,
    measuredAt: new Date().toISOString(),
    commit: manifest.commit,
    browser: `Chromium ${browser.version()}`,
    machine: { cpus: os.cpus().length },
    ...(only.size < SECTIONS.length ? { lastSections: [...only] } : { lastSections: undefined }),
    ...(byPage && { bytes: byPage.bytes, scripts: byPage.files }),
    ...(extensions && { extensionBytes: extensions }),
    ...(paint && { firstWidgetPaintMs: { collection: paint.median, runs: paint.runs } }),
    ...(labelClick && {
      labelClickToMenuMs: {
        collection: labelClick.serverMenuMedian,
        reactMenu: labelClick.median,
        reactMenuRuns: labelClick.runs,
        pressedBeforeMount: labelClick.pressedBeforeMount,
      },
    }),
    ...(downscale && {
      worker: {
        downscale12MpMs: downscale.median,
        runs: downscale.runs,
        ranInWorker: downscale.inWorker,
        inputBytes: downscale.photoBytes,
      },
    }),
    tryOn: { ...previous.tryOn, ...tryOn, ...(quality ? { quality } : {}), ...(motion ? { motion } : {}) },
    ...(shade && { shade }),
    ...(live && { live }),
    ...(phone && {
      phone: { labelReadyMs: phone.labelReadyMs, hubReadyMs: phone.hubReadyMs, watch: phone.watch, tryOn: phone.tryOn, runs: phone.runs },
      requests: Object.fromEntries(Object.entries(phone.requests).map(([page, js]) => [page, { js }])),
    }),
    ...(lighthouse && { lighthouse: { ...previous.lighthouse, runs: lighthouse.runs, ...lighthouse.pages } }),
    // Every figure by the name the table and TARGETS use.
    figures: flat,
  };
  writeResults(results);

  printTable(flat, only);
  if (downscale) console.log(`worker ran off the main thread: ${downscale.inWorker}`);
  if (quality)
    for (const [kind, q] of Object.entries(quality))
      console.log(`${kind}: ${q.renders} renders; worst hue ${q.worstHue}; most bleed ${q.worstBleed}`);
  console.log('written to bench/results.json');
} finally {
  await browser.close();
  await harness.close();
}
