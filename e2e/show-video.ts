import { expect, type Page } from '@playwright/test';

/** The watch page's widget. */
export const watch = (page: Page) => page.locator('[data-vanity-widget="watch"]');

/**
 * Resolves once the show's <video> has decoded a frame and its clock moves. Polled every 50 ms: with the default
 * intervals (100, 250, 500, 1000 ms) a frame decoded at 0.4 s was seen at 0.85 s.
 */
export async function videoPlays(page: Page) {
  const video = watch(page).locator('video');
  await expect(video).toBeVisible();
  const poll = { timeout: 20_000, intervals: [50] };
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0), poll).toBe(true);
  const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { ...poll, timeout: 15_000 }).toBeGreaterThan(t0);
  return video;
}
