import { expect, test, type Page } from './test';

/** Spec 2 §4 "Cart": a tab reloads its cart when another tab changes it, and the theme's bag count follows. */

const bag = (page: Page) => page.getByRole('link', { name: /^Bag \(\d+\)$/ });

test('adding to the bag in one tab updates the bag count in another tab, without a reload', async ({ context }) => {
  // Tab B: a product page; its try-on has a bag, so it syncs the cart while mounted.
  const tabB = await context.newPage();
  const firstLoad = tabB.waitForResponse((r) => new URL(r.url()).pathname === '/cart.js' && r.ok());
  await tabB.goto('/products/velvet-matte-lipstick');
  await firstLoad; // syncing has started: it listens before its first load
  await expect(bag(tabB)).toHaveText('Bag (0)');
  await tabB.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

  // Tab A: the shade finder's results (tone 70: 295 Golden, in stock); add the suggested shade.
  const tabA = await context.newPage();
  await tabA.goto('/pages/shade-finder-results/tone-70');
  const results = tabA.locator('[data-vanity-widget="shade-finder-results"]');
  await results.getByRole('button', { name: /^Add to bag/ }).click();
  await expect(results.getByRole('status')).toContainText('is in your bag.');
  await expect(bag(tabA)).toHaveText('Bag (1)');

  // Tab B hears of it through localStorage's storage event, reloads its cart and tells the theme.
  await expect(bag(tabB)).toHaveText('Bag (1)');
  expect(await tabB.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // A second add: each change reaches the other tab.
  await results.getByRole('button', { name: /^Add to bag/ }).click();
  await expect(bag(tabA)).toHaveText('Bag (2)');
  await expect(bag(tabB)).toHaveText('Bag (2)');
});
