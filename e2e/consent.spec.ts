import { expect, test, type APIRequestContext, type Page } from './test';
import { Harness, UI } from './harness';
import { ENGAGED_VISIBLE_MS } from '../shared/analytics/engagement';

/**
 * Nothing about a shopper is sent or stored before consent. The local store's cookie banner is the
 * Customer Privacy stand-in (test-harness/theme/assets/customer-privacy.js), as Shopify shows it in a consent region.
 */

const analyticsSince = async (request: APIRequestContext, since: string) =>
  (await Harness.events(request, 'analytics')).filter((e) => e.body.timestamp >= since).map((e) => e.body);
const storedIds = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('vanity.deviceId'), sessionStorage.getItem('vanity.sessionId')]);
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie choices' });

test.describe('a shopper who has not chosen yet', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sees the banner; declining sends no analytics and stores no id, on this page or the next', async ({ page, request }) => {
    // The page's events wait for it to be idle (new_session) and for 10 s visible (user_engaged): the test moves the
    // page's clock over both, then gives what they would send a second to arrive.
    await page.clock.install();
    const since = new Date().toISOString();
    await page.goto('/products/velvet-matte-lipstick');
    await UI.widgetsMounted(page);
    await expect(banner(page)).toBeVisible();
    // Engagement and a try-on opened before any choice: nothing goes out, nothing is stored.
    await page.mouse.move(200, 200);
    await page.getByRole('button', { name: 'Try it on' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/collections/all');
    await UI.widgetsMounted(page);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.fastForward(ENGAGED_VISIBLE_MS);
    await page.waitForTimeout(1_000);
    expect(await analyticsSince(request, since)).toEqual([]);
    expect(await storedIds(page)).toEqual([null, null]);
  });

  test('accepting sends events from then on and stores the device id', async ({ page, request }) => {
    // A page without input counts as engaged after 10 s visible, and new_session waits for the page to be idle: the
    // test moves the page's clock over those waits (before the choice too, then gives what would go a second).
    await page.clock.install();
    const since = new Date().toISOString();
    await page.goto('/products/velvet-matte-lipstick');
    await UI.widgetsMounted(page);
    await page.clock.fastForward(ENGAGED_VISIBLE_MS);
    await page.waitForTimeout(1_000);
    expect(await analyticsSince(request, since)).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(async () => (await analyticsSince(request, since)).map((e) => e.event)).toContain('new_session');
    const [deviceId, sessionId] = await storedIds(page);
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await analyticsSince(request, since)).every((e) => e.deviceId === deviceId && e.sessionId === sessionId)).toBe(true);
    // The next page carries on with the stored ids.
    await page.goto('/collections/all');
    await page.mouse.move(100, 100);
    await UI.widgetsMounted(page);
    await page.clock.fastForward(ENGAGED_VISIBLE_MS);
    await expect.poll(async () => (await analyticsSince(request, since)).filter((e) => e.event === 'user_engaged').length).toBe(2);
    expect((await analyticsSince(request, since)).every((e) => e.deviceId === deviceId)).toBe(true);
  });
});
