import { expect, test, type Page } from './test';
import { UI } from './harness';

/**
 * The label, the order button and the checkout helper are React roots sharing the one store, yet
 * React stays off the collection page's critical path: the label's snippet renders working HTML in its final box,
 * and the loader mounts the roots on idle or at the first intent.
 */
const label = (page: Page, product: string) => page.getByRole('button', { name: `Try on ${product}` });
const placeholder = (page: Page, handle: string) => page.locator(`[data-vanity-widget="try-on-label"][data-product-handle="${handle}"]`);

test('with vanity.js blocked, the label still opens a menu whose links go to the camera and to a photo', async ({ page }) => {
  await page.route('**/vanity.js', (route) => route.abort());
  await page.goto('/collections/lips');
  const card = placeholder(page, 'velvet-matte-lipstick');
  await card.getByLabel('Try on Velvet Matte Lipstick').click();
  await expect(card.getByRole('link', { name: 'Upload a photo' })).toHaveAttribute(
    'href',
    '/collections/lips/products/velvet-matte-lipstick?vto=upload',
  );
  await card.getByRole('link', { name: 'Use camera' }).click();
  await expect(page).toHaveURL(/\/collections\/lips\/products\/velvet-matte-lipstick\?vto=camera$/);
});

test('React stays off the critical path: before idle or intent, the collection page has loaded only vanity.js', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  // Hold the label's chunk, so "before the mount" lasts as long as the test looks.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/try-on-label.chunk-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // The page's clock stands still while the test looks: idle comes 2 s after the load at the latest
  // (requestIdleCallback's timeout), which a busy machine can spend before the load event.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/collections/all', { waitUntil: 'load' });
  expect(scripts.filter((s) => !s.startsWith('/assets/'))).toEqual(['/vanity.js']);
  await expect(page.locator('[data-vanity-widget="try-on-label"][data-vanity-mounted="true"]')).toHaveCount(0);
  release();
  await page.clock.resume();
  await UI.widgetsMounted(page);
});

test('a click on the label before its root mounts is not lost: the menu opens, then the root takes it over open', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/try-on-label.chunk-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/collections/lips');
  // The server HTML's disclosure button (a <summary>), before any root.
  await placeholder(page, 'velvet-matte-lipstick').getByLabel('Try on Velvet Matte Lipstick').click();
  // The server menu opened at once, without a script.
  await expect(placeholder(page, 'velvet-matte-lipstick').getByRole('link', { name: 'Use camera' })).toBeVisible();
  release();
  const camera = page.getByRole('menuitem', { name: 'Use camera' });
  await expect(camera).toBeFocused();
  await expect(label(page, 'Velvet Matte Lipstick')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/velvet-matte-lipstick\?vto=camera$/);
});

test('the mounted label is a React root that shares the one store with the page’s other widgets', async ({ page }) => {
  await page.goto('/products/velvet-matte-lipstick');
  await UI.widgetsMounted(page);
  // One React root for every label of the page (portals), beside the try-on's own.
  await expect(page.locator('[data-vanity-root="try-on-label"]')).toHaveCount(1);
  await expect(page.locator('[data-vanity-root="try-on"]')).toHaveCount(1);
  const labels = page.locator('[data-vanity-widget="try-on-label"]');
  expect(await labels.count()).toBeGreaterThan(0);
  // The server markup is gone: the button is React's (a <button>, aria-expanded), not the <summary>.
  await expect(labels.first().locator('[data-vanity-server]')).toHaveCount(0);
  await expect(labels.first().locator('button.trigger')).toHaveAttribute('aria-expanded', 'false');
  // One language switch of the one store's session re-renders both roots.
  await page.evaluate(() => (window as any).Vanity.push(['configure', { locale: 'fr' }]));
  await expect(labels.first().locator('button.trigger')).toHaveText('Essayer');
  await expect(page.getByRole('button', { name: 'Essayer', exact: true }).first()).toBeVisible();
});

test('no layout shift on /collections/all while the labels mount', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!e.hadRecentInput) w.__shift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/collections/all');
  const first = page.locator('[data-vanity-widget="try-on-label"]').first();
  const before = await first.boundingBox();
  await UI.widgetsMounted(page);
  await expect(first.locator('button.trigger')).toBeVisible();
  // Two frames, so a shift from the last commit is reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await first.boundingBox()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
});

test('hovering a label fetches the try-on chunk, so the product page that follows finds it in the cache', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => /\/try-on\.chunk-[A-Z0-9]+\.js$/.test(r.url()) && chunks.push(r.url()));
  await page.goto('/collections/lips');
  await UI.widgetsMounted(page);
  expect(chunks).toEqual([]);
  await label(page, 'Velvet Matte Lipstick').hover();
  await expect.poll(() => chunks.length).toBe(1);
});
