import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { faceY4m } from '../e2e/fake-camera';
import { TryOnUI } from '../e2e/try-on-ui';
import { ARGS } from './bench-browser';
import { rendererPssMB } from './process-memory';

export interface MemoryFigures {
  /** Growth over the product page after 60 s of try-on. */
  steadyMB: number;
  /** The figure at 180 s minus the one at 60 s: a try-on left open must not leak. */
  growthMB: number;
  /** The growth that remains 30 s after the try-on closed. */
  afterCloseMB: number;
  /** After the close, reopening on the same page: ms to the first made-up frame (the session's vto_loaded). */
  reopenMs: number;
  /** The raw readings, for the closing note. */
  readings: Record<string, number>;
}

const PRODUCT = '/products/satin-lip-color-lipstick';
const settle = (page: Page, ms: number) => page.waitForTimeout(ms);

/** Try it on → Camera or Photo, up to the first made-up frame. */
async function start(page: Page, source: 'camera' | 'photo') {
  await page.getByRole('button', { name: 'Try it on' }).click();
  const dialog = TryOnUI.dialog(page);
  if (source === 'camera') {
    await dialog.getByRole('button', { name: 'Camera' }).click();
  } else {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Photo' }).click();
    await (await chooser).setFiles('fixtures/astronaut.png');
  }
  await dialog.getByRole('img', { name: /^(Live try-on of|Your photo with)/ }).waitFor({ timeout: 60_000 });
}

/** The session's own vto_loaded timing (ms from the source chosen to the first made-up frame), sent since `since`. */
async function loadedMs(origin: string, since: string): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const events: Array<{ body: { event: string; timestamp: string; properties: { ms: number } } }> = await (
      await fetch(`${origin}/__harness/events?format=json&kind=analytics`)
    ).json();
    const loaded = events.find((e) => e.body.event === 'vto_loaded' && e.body.timestamp >= since);
    if (loaded) return loaded.body.properties.ms;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('No vto_loaded after the reopen');
}

/**
 * The renderer's memory (PSS, as the kernel counts it) over a try-on left open for three minutes and
 * then closed, on a phone-sized page, by camera and by photo. Linux Chromium only.
 */
export async function tryOnMemory(origin: string, log: (line: string) => void): Promise<Record<'camera' | 'photo', MemoryFigures>> {
  mkdirSync('bench/tmp', { recursive: true });
  const y4m = path.resolve(await faceY4m('bench/tmp'));
  const marker = `--vanity-bench-memory=${process.pid}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...ARGS, marker, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${y4m}`],
  });
  const out = {} as Record<'camera' | 'photo', MemoryFigures>;
  try {
    for (const source of ['camera', 'photo'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
      await context.grantPermissions(['camera']);
      const page = await context.newPage();
      await page.goto(`${origin}${PRODUCT}`);
      await page.getByRole('button', { name: 'Try it on' }).waitFor();
      await settle(page, 5_000);
      const base = rendererPssMB(marker);
      await start(page, source);
      const dialog = TryOnUI.dialog(page);
      log(`memory ${source}: first frame; base ${base} MB`);
      await settle(page, 60_000);
      const at60 = rendererPssMB(marker);
      log(`memory ${source}: 60 s ${at60} MB`);
      await settle(page, 120_000);
      const at180 = rendererPssMB(marker);
      log(`memory ${source}: 180 s ${at180} MB`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await settle(page, 30_000);
      const closed = rendererPssMB(marker);
      log(`memory ${source}: 30 s after close ${closed} MB`);
      // Reopened: the tracker's worker starts again, its files from the HTTP cache (the warm goal, 1 s).
      const since = new Date().toISOString();
      await start(page, source);
      const reopenMs = await loadedMs(origin, since);
      log(`memory ${source}: reopened in ${reopenMs} ms`);
      out[source] = {
        steadyMB: at60 - base,
        growthMB: at180 - at60,
        afterCloseMB: closed - base,
        reopenMs,
        readings: { base, at60, at180, closed },
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
