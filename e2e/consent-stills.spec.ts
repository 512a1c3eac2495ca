import { expect, test, type APIRequestContext } from './test';
import { deviceBucket } from '../shared/ids';
import { LIVE_SAMPLE_MAX_BUCKET, LIVE_STATS_FIRST_MS } from '../shared/try-on/live-video-reporter';
import { fakeCameraLaunch } from './fake-camera';
import { Harness } from './harness';

/** A live try-on sends face stills only when the shopper opts in (and has consented to analytics). */
test.use(fakeCameraLaunch);

const analyticsSince = async (request: APIRequestContext, since: string) =>
  (await Harness.events(request, 'analytics')).filter((e) => e.body.timestamp >= since).map((e) => e.body);

test('go out only once the shopper ticks the opt-in, never by default', async ({ page, context, request }) => {
  await context.grantPermissions(['camera']);
  // The stats' first 5 s and the stills' 30 s schedule run on the page's clock, which the test moves on: the waits
  // are not what it checks.
  await page.clock.install();
  // A device whose live sessions are sampled (spec 1 §9), so only the opt-in stands between it and a still.
  let deviceId = '';
  for (let i = 0; deviceBucket(deviceId) > LIVE_SAMPLE_MAX_BUCKET || !deviceId; i++)
    deviceId = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  await page.addInitScript((id) => localStorage.getItem('vanity.deviceId') || localStorage.setItem('vanity.deviceId', id), deviceId);
  const since = new Date().toISOString();
  await page.goto('/products/satin-lip-color-lipstick');
  await page.getByRole('button', { name: 'Try it on' }).click();
  const dialog = page.getByRole('dialog');
  const optIn = dialog.getByRole('checkbox', { name: 'Help improve try-on by sharing up to 5 stills' });
  await expect(optIn).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Camera' }).click();
  await expect(dialog.getByRole('img', { name: /^Live try-on of/ })).toBeVisible({ timeout: 30_000 });
  const events = async () => (await analyticsSince(request, since)).filter((e) => e.deviceId === deviceId).map((e) => e.event);
  const statsSent = async () => (await events()).filter((e) => e === 'vto_live_video_stats').length;
  // Stats go out (consent is given) 5 s in; the first still would be due at 30 s.
  await page.clock.fastForward(LIVE_STATS_FIRST_MS);
  await expect.poll(statsSent, { timeout: 40_000, intervals: [2_000] }).toBeGreaterThan(0);
  await page.clock.fastForward(30_000);
  // The still's time has passed: one taken would be on its way now. Nothing goes.
  await page.waitForTimeout(5_000);
  expect(await events()).not.toContain('vto_live_video_sample');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Try it on' }).click();
  await optIn.check();
  const before = await statsSent();
  await dialog.getByRole('button', { name: 'Camera' }).click();
  await expect(dialog.getByRole('img', { name: /^Live try-on of/ })).toBeVisible({ timeout: 30_000 });
  // The new session's first stats: its schedule has started, so its first still is due 25 s on.
  await page.clock.fastForward(LIVE_STATS_FIRST_MS);
  await expect.poll(statsSent, { timeout: 40_000, intervals: [2_000] }).toBeGreaterThan(before);
  await page.clock.fastForward(30_000);
  await expect.poll(events, { timeout: 20_000, intervals: [1_000] }).toContain('vto_live_video_sample');
});
