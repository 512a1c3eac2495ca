import type { Browser, Page, Request } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { faceY4m } from '../e2e/fake-camera';
import { launchChromium } from './try-on-driver';
import { firstMadeUpFrame } from './try-on-figures';
import { isVanityScript, PAGE_SETUP, PAGES } from './page-bytes';
import { whenReady } from './bench-browser';
import { medianMs, phoneContext, phonePage, READY_STAMP_SCRIPT, type PhoneResult } from './phone-profile';

/**
 * The bench's `phone` section: the pages and the try-on on the mobile profile (phone-profile.ts),
 * each run in a fresh context (a cold cache). Times are from navigation start.
 */

const RUNS = 3;
/** A cold try-on on this network downloads the model set (megabytes at 1.6 Mbit/s). */
const TRY_ON_TIMEOUT_MS = 180_000;

/** A cold visit: ms from navigation start until every placeholder is mounted and none is busy. */
async function coldReadyMs(browser: Browser, url: string, extra?: (page: Page) => Promise<void>) {
  const context = await phoneContext(browser);
  try {
    const page = await phonePage(context);
    await page.addInitScript({ content: READY_STAMP_SCRIPT });
    await page.goto(url);
    await page.waitForFunction(() => (window as any).__vanityUsableAt !== undefined, undefined, { timeout: 60_000 });
    const ready: number = await page.evaluate(() => (window as any).__vanityUsableAt);
    await extra?.(page);
    return ready;
  } finally {
    await context.close();
  }
}

/** The watch page, cold: ready, then the show's first video frame (the player's own mark, from navigation start). */
async function coldWatch(browser: Browser, origin: string) {
  let firstVideo = 0;
  const ready = await coldReadyMs(browser, `${origin}/pages/watch/SH0W42`, async (page) => {
    await page.waitForFunction(() => performance.getEntriesByName('vanity:first-video-frame').length > 0, undefined, {
      timeout: 60_000,
    });
    firstVideo = await page.evaluate(() => performance.getEntriesByName('vanity:first-video-frame')[0]!.startTime);
  });
  return { ready, firstVideo };
}

/** Quiet for scripts: none started or still on its way for this long. */
const SCRIPTS_QUIET_MS = 2000;

/**
 * Vanity's script requests on a cold visit of each page type: those made until the page is ready and no script
 * has been asked for (or is still arriving) for SCRIPTS_QUIET_MS. Not the network's idle: a live video never
 * lets it rest, and chunks a widget loads after mounting (the chat, the bag) still count.
 */
async function scriptRequests(browser: Browser, origin: string) {
  const out: Record<string, number> = {};
  for (const [name, pagePath] of Object.entries(PAGES)) {
    const context = await phoneContext(browser);
    try {
      const page = await phonePage(context);
      if (PAGE_SETUP[name]) await page.addInitScript({ content: PAGE_SETUP[name] });
      let scripts = 0;
      let inFlight = 0;
      let lastActivity = Date.now();
      const isScript = (r: Request) => r.resourceType() === 'script' || r.url().endsWith('.js');
      context.on('response', (r) => {
        if (isVanityScript(r)) scripts++;
      });
      context.on('request', (r) => {
        if (!isScript(r)) return;
        inFlight++;
        lastActivity = Date.now();
      });
      const settled = (r: Request) => {
        if (!isScript(r)) return;
        inFlight--;
        lastActivity = Date.now();
      };
      context.on('requestfinished', settled);
      context.on('requestfailed', settled);
      await page.goto(origin + pagePath);
      await whenReady(page);
      // At most 30 s: a request the browser drops without a word must not hang the bench.
      let scriptsSeen = -1;
      for (let waited = 0; waited < 30_000; waited += SCRIPTS_QUIET_MS) {
        if (scriptsSeen === scripts && inFlight <= 0 && Date.now() - lastActivity >= SCRIPTS_QUIET_MS) break;
        scriptsSeen = scripts;
        await page.waitForTimeout(SCRIPTS_QUIET_MS);
      }
      out[name] = scripts;
    } finally {
      await context.close();
    }
  }
  return out;
}

/** The live try-on's first made-up frame (its vto_loaded timing): cold in a fresh context, then warm in the same one. */
async function phoneTryOn(origin: string) {
  mkdirSync('bench/tmp', { recursive: true });
  const y4m = path.resolve(await faceY4m('bench/tmp'));
  const browser = await launchChromium(['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${y4m}`]);
  try {
    const context = await phoneContext(browser);
    await context.grantPermissions(['camera']);
    const page = await phonePage(context);
    const cold = await firstMadeUpFrame(page, origin, undefined, TRY_ON_TIMEOUT_MS);
    const warm = await firstMadeUpFrame(page, origin, undefined, TRY_ON_TIMEOUT_MS);
    return { cold, warm };
  } finally {
    await browser.close();
  }
}

/**
 * One untimed visit per page first, off the profile and in a context thrown away: the local store renders a
 * template slowly the first time (LiquidJS parses it), which no shopper of a real store waits for.
 */
async function warmServer(browser: Browser, urls: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const url of urls) {
    await page.goto(url);
    await whenReady(page);
  }
  await context.close();
}

export async function phoneFigures(browser: Browser, origin: string, log: (line: string) => void): Promise<PhoneResult> {
  await warmServer(
    browser,
    Object.values(PAGES).map((p) => origin + p),
  );
  const label: number[] = [];
  const hub: number[] = [];
  const watchReady: number[] = [];
  const firstVideo: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    label.push(await coldReadyMs(browser, `${origin}/collections/all`));
    hub.push(await coldReadyMs(browser, `${origin}/pages/myaccount`));
    const w = await coldWatch(browser, origin);
    watchReady.push(w.ready);
    firstVideo.push(w.firstVideo);
  }
  log(`phone: pages done (label ${label}, hub ${hub}, watch ${watchReady}, video ${firstVideo})`);
  const requests = await scriptRequests(browser, origin);
  log(`phone: script requests ${JSON.stringify(requests)}`);
  const tryOn = await phoneTryOn(origin);
  return {
    labelReadyMs: medianMs(label),
    hubReadyMs: medianMs(hub),
    watch: { readyMs: medianMs(watchReady), firstVideoMs: medianMs(firstVideo) },
    tryOn: { firstFrameMs: tryOn },
    runs: {
      label: label.map(Math.round),
      hub: hub.map(Math.round),
      watch: watchReady.map(Math.round),
      firstVideo: firstVideo.map(Math.round),
    },
    requests,
  };
}
