import { expect, test, type Page } from './test';
import { Harness } from './harness';
import { videoPlays, watch } from './show-video';
import { PLAYER_RETRY_MS } from '../shared/live/show-player';

/**
 * The show through hls.js, the fallback for browsers without HLS of their own, forced in this
 * Chromium (which has it) by the runtime flag a merchant or a developer pushes before the loader runs.
 */
/** A line of hls.js's own code: how its chunk is told apart from the others, whatever the build names it. */
const HLS_JS_SIGNATURE = 'Loader can only be used once.';

async function forceHlsJs(page: Page) {
  await page.addInitScript(() =>
    ((window as any).Vanity = (window as any).Vanity || []).push(['configure', { features: { hlsJs: true } }]),
  );
}

/**
 * Serves every script through the test; hls.js's chunk is held until `release` resolves (or 10 s pass), as a
 * slow network would. Returns the URLs of the hls.js chunks served and when each was let through.
 */
async function holdHlsJs(page: Page, release: Promise<unknown> = Promise.resolve()) {
  const served: Array<{ url: string; at: number }> = [];
  await page.route(/\.js(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(HLS_JS_SIGNATURE)) {
      await Promise.race([release, new Promise((r) => setTimeout(r, 10_000))]);
      served.push({ url: route.request().url(), at: Date.now() });
    }
    await route.fulfill({ response, body });
  });
  return served;
}

test('with the fallback forced, the show plays through hls.js: its chunk loads and the video plays through Media Source', async ({
  page,
}) => {
  await forceHlsJs(page);
  const served = await holdHlsJs(page);
  await page.goto('/pages/watch/SH0W42');
  const video = await videoPlays(page);
  expect(served).toHaveLength(1);
  // hls.js feeds the <video> from Media Source (a blob: URL), not the playlist's own address.
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
  await expect(video).toHaveAttribute('aria-label', 'Live video: Satin lips, three ways');
  // Muted autoplay, with the page's own controls on the video (never the hover-only native ones).
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect(page.getByRole('group', { name: 'Video controls' })).toBeVisible();
});

test("the show's playlist is requested while hls.js's code is still on its way, and asked for once", async ({ page }) => {
  await forceHlsJs(page);
  const playlists: Array<{ at: number; type: string }> = [];
  let playlistAsked!: () => void;
  const asked = new Promise<void>((r) => (playlistAsked = r));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/live/SH0W42/index.m3u8') {
      playlists.push({ at: Date.now(), type: r.resourceType() });
      playlistAsked();
    }
  });
  // hls.js's chunk arrives only after the playlist was asked for: a player that waited for its code never would.
  const served = await holdHlsJs(page, asked);
  await page.goto('/pages/watch/SH0W42');
  await videoPlays(page);
  expect(served).toHaveLength(1);
  expect(playlists.length).toBeGreaterThan(0);
  expect(playlists[0]!.at).toBeLessThanOrEqual(served[0]!.at);
  // hls.js took the prefetched playlist: the first playlist was asked for once (a live refresh comes later, 2 s on).
  expect(playlists.filter((p) => p.at - playlists[0]!.at < 500)).toHaveLength(1);
});

test('through hls.js, a playlist outage says it is reconnecting, is reported with the stream, and plays once back', async ({
  page,
  request,
}) => {
  await forceHlsJs(page);
  const served = await holdHlsJs(page);
  // The player tries again 3 s after a failure: the test moves the page's clock over that wait once the playlist is back.
  await page.clock.install();
  await Harness.withFault(request, { server: 'cdn', path: '/live/SH0W42/', kind: 'status', status: 404 }, async () => {
    await page.goto('/pages/watch/SH0W42');
    await expect(watch(page).getByText('The video stopped. Reconnecting…')).toBeVisible({ timeout: 20_000 });
    // The report goes out beside the message, not before it: wait for it to reach the sink.
    const reported = await Harness.reported(request, (e) => e.body.context?.where === 'live:video');
    expect(JSON.stringify(reported.at(-1)!.body)).toContain('/live/SH0W42/index.m3u8');
    expect(JSON.stringify(reported.at(-1)!.body)).not.toContain('"player":"native"');
  });
  await page.clock.fastForward(PLAYER_RETRY_MS);
  await videoPlays(page);
  await expect(watch(page).getByText('The video stopped. Reconnecting…')).toHaveCount(0);
  expect(served).toHaveLength(1);
});
