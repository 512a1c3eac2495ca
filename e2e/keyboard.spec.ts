import { expect, test, type Page } from './test';
import { fakeCameraLaunch } from './fake-camera';
import { UI } from './harness';
import { TryOnUI } from './try-on-ui';

/** Keyboard: swatches are one radio group with arrow keys; focus comes back after a ?vto= try-on. */
test.use(fakeCameraLaunch);

/** The deep focused element's description: its role-ish tag, its name and, for a radio, its group's name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const input = el instanceof HTMLInputElement ? el : null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      type: input?.type ?? '',
      name: input?.name ?? '',
      label: input?.labels?.[0]?.textContent?.trim() ?? el?.textContent?.trim() ?? '',
      checked: input?.checked ?? false,
    };
  });

test('the try-on shades are one tab stop: arrows, Home and End move and try the shade on', async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  await page.goto('/products/velvet-matte-lipstick?vto=camera');
  const dialog = TryOnUI.dialog(page);
  await expect(dialog.getByRole('img', { name: /^Live try-on/ })).toBeVisible({ timeout: 30_000 });
  const shades = dialog.getByRole('group', { name: /^Shades/ });
  const radios = shades.getByRole('radio');
  const count = await radios.count();
  expect(count).toBeGreaterThan(3);

  const first = (await radios.first().evaluate((r) => (r as HTMLInputElement).labels?.[0]?.textContent?.trim())) ?? '';
  await shades.getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('Home');
  await expect(radios.first()).toBeChecked();
  await expect(radios.first()).toBeFocused();
  await expect(shades).toContainText(first);
  await page.keyboard.press('ArrowRight');
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(radios.last()).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(radios.first()).toBeChecked();

  // One tab stop: Tab leaves the swatches at once, Shift+Tab comes back to the chosen one.
  const group = await focused(page);
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).not.toBe(group.name);
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toMatchObject({ name: group.name, checked: true });
  await expect(radios.first()).toBeFocused();
});

test('closing a try-on the page opened from ?vto= puts focus on its "Try it on" button', async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  await page.goto('/products/velvet-matte-lipstick?vto=camera');
  await expect(TryOnUI.dialog(page).getByRole('img', { name: /^Live try-on/ })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(TryOnUI.dialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try it on' })).toBeFocused();
});

test('the shade finder’s skin pictures are one radio group with arrow keys', async ({ page }) => {
  const finder = page.locator('[data-vanity-widget="shade-finder"]');
  await page.goto('/pages/shade-finder');
  await UI.widgetsMounted(page);
  await finder.getByRole('button', { name: 'Start' }).click();
  await expect(finder.getByRole('heading', { name: 'Which of these looks most like your skin?' })).toBeFocused();
  const radios = finder.getByRole('radio');
  // From the question, Tab reaches the first picture (none chosen yet), and once more leaves the group.
  await page.keyboard.press('Tab');
  await expect(radios.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(radios.nth(1)).toBeChecked();
  await page.keyboard.press('End');
  await expect(radios.last()).toBeChecked();
  await expect(radios.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(radios.first()).toBeChecked();
  await page.keyboard.press('Tab');
  expect((await focused(page)).type).not.toBe('radio');
});
