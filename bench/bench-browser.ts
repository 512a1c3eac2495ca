import { CHROMIUM_ARGS } from '../e2e/chromium-args';
import type { Page } from '@playwright/test';

/** What the bench's measurements share: Chromium's flags, medians, and waiting for Vanity to be ready. */
export const ARGS = CHROMIUM_ARGS;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median of the values, first dropped (it warms caches). */
export const warmMedian = (xs: number[]) => median(xs.slice(1));

export async function whenReady(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => ((window as any).Vanity = (window as any).Vanity || []).push(['on', 'ready', resolve])),
  );
}
