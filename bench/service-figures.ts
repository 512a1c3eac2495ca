import type { Browser } from '@playwright/test';
import { recorder } from '../test-harness/server/recorder';
import { median, warmMedian } from './bench-browser';

/** The bench's `shade` and `live` sections: the shade finder's round trip through the skin-tone service, and live shows. */

/**
 * Shade finder, photo chosen → suggestion shown (the results page with its shade),
 * through the worker's preparation and the real skin-tone service; and the
 * service's own time per photo. The first run warms the service's models.
 */
export async function shadeFigures(browser: Browser, origin: string) {
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

/**
 * Live shows: time to the first decoded video frame on a running show (from
 * navigation start, the viewer's wait), and chat latency: one viewer posts,
 * another viewer's page shows it. Both pages stamp with performance.timeOrigin
 * + now(), the same clock on one machine.
 */
export async function liveFigures(browser: Browser, origin: string) {
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
    await a.waitForFunction(
      () =>
        (document.querySelector('[data-vanity-widget="watch"]')!.shadowRoot!.querySelector('textarea') as HTMLTextAreaElement).value === '',
    );
  }
  await a.context().close();
  await b.context().close();
  return { firstVideoFrameMs: warmMedian(frames), frameRuns: frames, chatLatencyMs: warmMedian(latencies), chatRuns: latencies };
}
