import { expect, test } from './test';
import { Harness } from './harness';
import { POLL_GUARD_MS } from '../shared/live/show-polling';
import { PLAYER_RETRY_MS } from '../shared/live/show-player';

/** The watch page's show status against the live-shopping stand-in. */
const watch = (page: import('@playwright/test').Page) => page.locator('[data-vanity-widget="watch"]');
/** The status word over the video (showStatus: the listing's and the host's word). */
const status = (page: import('@playwright/test').Page) => watch(page).locator('.badges .status');

test('a running show says it is live, with its host; the share code after "!" is not part of the id', async ({ page }) => {
  await page.goto('/pages/watch/SH0W42!ref7');
  await expect(watch(page).getByRole('heading', { name: 'Satin lips, three ways' })).toBeVisible();
  await expect(status(page)).toHaveText('Live');
  await expect(watch(page).getByRole('link', { name: 'Hosted by Mia' })).toHaveAttribute('href', '/pages/channels/mia.host');
});

test('a running show with no stream arriving reads "Waiting for stream", as its listing card does, and "Live" once video plays', async ({
  page,
  request,
}) => {
  // The stand-in's SH0W42 runs with no encoder; its CDN serves no playlist while this fault holds.
  await Harness.fault(request, { server: 'cdn', path: '/live/SH0W42/', kind: 'status', status: 404 });
  // The player tries again 3 s after the failed playlist: the test moves the page's clock over that wait once the
  // playlist is back.
  await page.clock.install();
  await page.goto('/pages/watch/SH0W42');
  await expect(status(page)).toHaveText('Waiting for stream');
  await expect(watch(page).getByText('Live', { exact: true })).toHaveCount(0);
  await page.goto('/pages/live-shopping');
  const card = page.locator('[data-vanity-widget="live-shopping"] article.show-card').filter({ hasText: 'Satin lips, three ways' });
  await expect(card.locator('.status')).toHaveText('Waiting for stream');
  await page.goto('/pages/watch/SH0W42');
  await expect(status(page)).toHaveText('Waiting for stream');
  // The player has failed and set its retry.
  await expect(watch(page).getByText('The video stopped. Reconnecting…')).toBeVisible();
  await Harness.clearFaults(request);
  await page.clock.fastForward(PLAYER_RETRY_MS);
  await expect(status(page)).toHaveText('Live', { timeout: 20_000 });
});

test('a pending show counts down to its start', async ({ page }) => {
  // The countdown ticks each second on the page's clock, which the test moves on (the tick is what it checks: the
  // clock makes it come at once).
  await page.clock.install();
  await page.goto('/pages/watch/SH0W43');
  const timer = watch(page).getByRole('timer', { name: 'Time until the show starts' });
  await expect(timer).toHaveText(/^Starts in \d+:\d\d$/);
  const first = await timer.textContent();
  await page.clock.fastForward(1_000);
  await expect(timer).not.toHaveText(first!);
});

test('a show that does not exist says so', async ({ page }) => {
  await page.goto('/pages/watch/NO5UCH');
  await expect(watch(page).getByRole('alert')).toContainText("This show doesn't exist.");
});

test('a backend outage while loading shows the temporary error, and the page recovers', async ({ page, request }) => {
  await Harness.fault(request, { server: 'api', path: '/api/live/show/SH0W40/v1', kind: 'status', status: 503 });
  // The page asks again after the 5 s guard between requests (spec 2 §9): the test moves its clock over that wait.
  await page.clock.install();
  await page.goto('/pages/watch/SH0W40');
  await expect(watch(page).getByRole('alert')).toHaveText("We couldn't load this show just now. We'll keep trying.");
  await Harness.clearFaults(request);
  await page.clock.fastForward(POLL_GUARD_MS);
  await expect(watch(page).getByText('This show has ended.')).toBeVisible();
});

test('featured products: a swatch radio group per option, and add to bag through the Ajax cart', async ({ page }) => {
  await page.goto('/pages/watch/SH0W42');
  const featured = watch(page).getByRole('region', { name: 'Featured in this show' });
  const satin = featured.getByRole('article', { name: 'Satin Lip Color' });
  await expect(satin).toBeVisible();
  // Only the three shades the host featured are offered.
  const shades = satin.getByRole('radiogroup', { name: 'Shade' }).getByRole('radio');
  expect(await shades.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value))).toEqual([
    'Petal',
    'Mauve Muse',
    'Cinnamon',
  ]);
  await satin.getByRole('radiogroup', { name: 'Shade' }).getByRole('radio', { name: 'Cinnamon' }).check();
  await satin.getByRole('button', { name: 'Add to bag' }).click();
  await expect(satin.getByRole('status')).toHaveText('Satin Lip Color is in your bag.');
  const cart = await (await page.request.get('/cart.js')).json();
  expect(cart.items.map((i: { variant_title: string }) => i.variant_title)).toEqual(['Cinnamon']);
  // A one-variant set has no picker.
  await expect(featured.getByRole('article', { name: 'Signature Lip Set' }).getByRole('radiogroup')).toHaveCount(0);
});

test('the listing shows what is live, what is coming up and the replays, and leaves out the cancelled show', async ({ page }) => {
  await page.goto('/pages/live-shopping');
  const list = page.locator('[data-vanity-widget="live-shopping"]');
  // Other tests schedule shows of their own: look for the seeded ones in their sections.
  const section = (name: string) => list.getByRole('region', { name }).getByRole('link');
  await expect(section('Live now').filter({ hasText: 'Satin lips, three ways' })).toHaveCount(1);
  await expect(section('Coming up').filter({ hasText: 'Find your foundation shade, live' })).toHaveCount(1);
  await expect(section('Coming up').filter({ hasText: 'Bold lips for the weekend' })).toHaveCount(1);
  // The sooner upcoming show comes first.
  const upcoming = await section('Coming up').allTextContents();
  expect(upcoming.findIndex((t) => t.includes('Find your foundation'))).toBeLessThan(upcoming.findIndex((t) => t.includes('Bold lips')));
  await expect(section('Replays').filter({ hasText: 'Brows in five minutes' })).toHaveCount(1);
  await expect(list.getByText('Night-time skin tint')).toHaveCount(0);
  await list.getByRole('link', { name: /Satin lips/ }).click();
  await expect(page).toHaveURL(/\/pages\/watch\/SH0W42$/);
});

test('legacy store: after watching a show, the checkout helper records it once and the order page helper leads back to the stream', async ({
  page,
  request,
}) => {
  // A store of before checkout extensibility, whose checkout and order pages still run theme scripts (kept by a cookie).
  await page.goto('/60123456/orders/a1b2?store=legacy');
  await expect(page.getByRole('link', { name: 'Back to the stream' })).toHaveCount(0);
  await page.goto('/pages/watch/SH0W42!ref7');
  await expect(status(page)).toHaveText('Live');
  await page.goto('/60123456/checkouts/c0ffee');
  await page.goto('/60123456/checkouts/c0ffee/payment');
  const sessionId = await page.evaluate(() => sessionStorage.getItem('vanity.sessionId'));
  const mine = async (event: string) =>
    (await Harness.events(request, 'analytics')).filter(
      (e) => e.body.sessionId === sessionId && e.body.event === event && e.body.properties.checkoutId === 'c0ffee',
    );
  // Once per checkout, though two of its pages were opened.
  await expect.poll(() => mine('checkout created')).toHaveLength(1);
  const [recorded] = await mine('checkout_created');
  expect(recorded!.body.properties).toMatchObject({ showId: 'SH0W42', referralCode: 'ref7' });
  await page.goto('/60123456/orders/a1b2');
  await expect(page.getByRole('link', { name: 'Back to the stream' })).toHaveAttribute('href', '/pages/watch/SH0W42!ref7');
});
