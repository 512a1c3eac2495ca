import { expect, test, type Page } from './test';

/**
 * Spec 2 §2, §9: mobile is up to 767 px, tablet up to 1023 px. The watch page follows its own width (a
 * container query), so the window is sized to give the widget exactly the width under test.
 */
const watch = (page: Page) => page.locator('[data-vanity-widget="watch"]');

async function widgetWidth(page: Page, width: number) {
  // The theme's margins around the widget: the window minus the widget.
  const margin = page.viewportSize()!.width - (await watch(page).evaluate((e) => e.getBoundingClientRect().width));
  await page.setViewportSize({ width: Math.round(width + margin), height: 900 });
  await expect.poll(() => watch(page).evaluate((e) => Math.round(e.getBoundingClientRect().width))).toBe(width);
}

const boxes = async (page: Page) => ({
  stage: (await watch(page).locator('.stage').boundingBox())!,
  chat: (await watch(page).getByRole('heading', { name: 'Chat' }).boundingBox())!,
});

test('watch page: stacked at 767 px, the chat beside the show from 768 px, wider from 1024 px', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/pages/watch/SH0W42');
  await expect(watch(page).getByRole('heading', { name: 'Chat' })).toBeVisible();

  await widgetWidth(page, 767);
  let { stage, chat } = await boxes(page);
  expect(chat.y).toBeGreaterThan(stage.y + stage.height);

  await widgetWidth(page, 768);
  ({ stage, chat } = await boxes(page));
  expect(chat.x).toBeGreaterThan(stage.x + stage.width);
  const tabletStage = stage.width;

  await widgetWidth(page, 1024);
  ({ stage } = await boxes(page));
  // Desktop gives the chat more room: the show's column grows by less than the widget did.
  expect(stage.width - tabletStage).toBeLessThan(1024 - 768);
});

test('try-on: the phone layout up to a 767 px window, the desktop one from 768 px', async ({ page }) => {
  for (const [width, sheet] of [
    [767, true],
    [768, false],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/products/velvet-matte-lipstick');
    await page.getByRole('button', { name: 'Try it on' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The phone layout puts the controls in a sheet under the view; the desktop one beside it.
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.width === width, `dialog fills a ${width} px window`).toBe(sheet);
  }
});
