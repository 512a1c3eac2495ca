import { CHROMIUM_ARGS } from './chromium-args';
import { expect, test } from './test';

/** Chromium started with --disable-webgl: the try-on says so before loading anything. */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--disable-webgl'],
  },
});

test('with WebGL disabled, the try-on says the browser is not supported', async ({ page, request }) => {
  // By time, not by count: the harness keeps only the newest of its CDN log.
  const since = new Date().toISOString();
  await page.goto('/products/velvet-matte-lipstick');
  // Hovering and clicking Try it on is intent, but a browser without WebGL fetches no model set for it.
  await page.getByRole('button', { name: 'Try it on' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Camera' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'Virtual make-up try-on is not supported on your browser. Please update to an OS / browser version that supports WebGL.',
  );
  // Nothing of the model set was downloaded.
  const log: Array<{ at: string; path: string }> = await (await request.get('/__harness/cdn-log')).json();
  expect(log.filter((r) => r.at >= since && r.path.startsWith('/models/'))).toEqual([]);
});
