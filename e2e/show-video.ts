import { expect, type Page } from '@playwright/test';

/** The watch page's widget. */
export const watch = (page: Page) => page.locator('[data-vanity-widget="watch"]');

/** Resolves once the show's <video> has decoded a frame and its clock moves. */
export async function videoPlays(page: Page) {
  const video = watch(page).locator('video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0), { timeout: 20_000 }).toBe(true);
  const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(t0);
  return video;
}
