import { fakeCameraLaunch } from './fake-camera';
import { expect, test, type Page } from './test';
import { Harness } from './harness';
import { modelFile } from './model-files';
import { TryOnUI } from './try-on-ui';

/** Spec 1 §2 "Try-on screens" and §4 "Try-on session", with Chromium's fake camera showing the astronaut portrait. */
test.use(fakeCameraLaunch);

const dialog = TryOnUI.dialog;
const vtoEvents = async (page: Page, request: import('@playwright/test').APIRequestContext) => {
  const sessionId = await page.evaluate(() => sessionStorage.getItem('vanity.sessionId'));
  return (await Harness.events(request, 'analytics'))
    .filter((e) => !sessionId || e.body.sessionId === sessionId)
    .map((e) => e.body.event as string)
    .filter((name) => name.startsWith('vto_') || name === 'add_to_bag');
};

test('a whole camera session: options, before/after, countdown, captured panel, save, retake, close', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['camera']);
  // The face mesh is held back until the test has seen the loading status: the download starts as the dialog opens,
  // so on a quick machine the models could be ready before Camera is pressed, and the status gone before it is read.
  await Harness.holdNext(request, await modelFile(request, 'VTO-5-1', 'facemesh.bin'), 'cdn');
  await TryOnUI.open(page, '/products/satin-lip-color-lipstick');
  await expect(dialog(page).getByText('Try-on runs on this device', { exact: false })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Camera' }).click();
  await expect(dialog(page).getByRole('status').filter({ hasText: 'Loading Virtual Try On...' })).toBeVisible();
  await Harness.clearFaults(request);
  const live = dialog(page).getByRole('img', { name: 'Live try-on of Satin Lip Color in Petal' });
  await expect(live).toBeVisible({ timeout: 30_000 });
  // The canvas keeps the desktop aspect of 1.15.
  const box = (await live.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(1.15, 1);

  // The options menu, from the keyboard: Escape closes it and gives focus back to Options.
  const options = dialog(page).getByRole('button', { name: 'Options' });
  await options.click();
  const menu = dialog(page).getByRole('menu');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Before/after' })).toBeFocused();
  await expect(menu.getByRole('menuitem')).toHaveText(['Take photo', 'Choose photo', 'Save photo']);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(options).toBeFocused();
  await expect(dialog(page)).toBeVisible();

  await TryOnUI.menu(page, 'Before/after');
  const divider = dialog(page).getByRole('slider', { name: 'Before/after divider' });
  // It starts across the face; the view is mirrored, so the arrow to the right takes 0.01 off the made-up share.
  const start = Number(await divider.inputValue());
  expect(start).toBeGreaterThan(0.3);
  expect(start).toBeLessThan(0.7);
  await divider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(divider).toHaveValue(String(Math.round(start * 100 - 1) / 100));

  await TryOnUI.menu(page, 'Take photo');
  const countdown = dialog(page).getByRole('status').filter({ hasText: 'Taking your photo in' });
  await expect(countdown).toHaveText(/Taking your photo in 3/);
  await expect(countdown).toHaveText(/Taking your photo in 2/);
  await expect(countdown).toHaveText(/Taking your photo in 1/);
  const photo = dialog(page).getByRole('img', { name: 'Your try-on photo with Satin Lip Color in Petal' });
  await expect(photo).toBeVisible();
  const panel = dialog(page).getByRole('group', { name: 'Your photo' });
  await expect(panel.getByRole('button')).toHaveText(['Live view', 'Save', 'Retake']);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Save' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('satin-lip-color-lipstick-petal-try-on.jpg');

  await panel.getByRole('button', { name: 'Retake' }).click();
  await expect(dialog(page).getByRole('status').filter({ hasText: 'Taking your photo in 3' })).toBeVisible();
  await expect(photo).toBeVisible();
  // Escape leaves the captured panel for the live view, then closes the try-on.
  await page.keyboard.press('Escape');
  await expect(photo).toHaveCount(0);
  await expect(live).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);

  // The session lasted well over 5 s, so live video stats went out too (their timing is unit-tested).
  await expect.poll(() => vtoEvents(page, request)).toContain('vto_ended');
  const names = await vtoEvents(page, request);
  expect(names).toContain('vto_live_video_stats');
  expect(names.filter((n) => n !== 'vto_live_video_stats')).toEqual([
    'vto_started',
    'vto_loaded',
    'vto_before_after_slider_shown',
    'vto_photo_taken',
    'vto_save_image_to_device',
    'vto_photo_taken',
    'vto_ended',
  ]);
});

test('the try-on page: Activate camera, switch products, add to bag', async ({ page, context, request }) => {
  await context.grantPermissions(['camera']);
  await page.goto('/pages/virtual-try-on/second-skin-foundation');
  const intro = page.getByRole('region', { name: 'Try it on' });
  await expect(intro.getByRole('button', { name: 'Choose photo' })).toBeVisible();
  await intro.getByRole('button', { name: 'Activate camera' }).click();
  await expect(dialog(page).getByRole('img', { name: /^Live try-on of Second Skin Foundation/ })).toBeVisible({ timeout: 30_000 });

  // Coverage from the keyboard, through "Adjust coverage".
  await TryOnUI.menu(page, 'Adjust coverage');
  const coverage = dialog(page).getByRole('slider', { name: /^Coverage/ });
  await expect(coverage).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(coverage).toHaveAttribute('aria-valuetext', 'Darker');

  // Another product resets coverage and look; its thumbnail in the bar switches back.
  await dialog(page).getByRole('button', { name: 'Satin-Shimmer Eyeshadow Duet' }).click();
  await expect(dialog(page).getByRole('img', { name: /^Live try-on of Satin-Shimmer Eyeshadow Duet/ })).toBeVisible();
  // The duet's own models (VTO-5-2: a float mesh and the iris) replace the foundation's in the worker, and the
  // camera goes on being tracked with them: no plugin error once the switch has loaded.
  const tracker = await TryOnUI.trackerWorker(page);
  const stats = () => tracker.evaluate(() => (self as any).vanityWorkerStats as { tracked: number; models: { iris?: string } | null });
  await expect.poll(async () => (await stats()).models?.iris ?? '').toMatch(/\/iris-[0-9a-f]+\.json$/);
  const tracked = (await stats()).tracked;
  await expect.poll(async () => (await stats()).tracked).toBeGreaterThan(tracked + 2);
  await expect(dialog(page).getByRole('alert')).toHaveCount(0);
  await dialog(page).getByRole('radio', { name: 'Shimmer' }).check();
  await dialog(page).getByRole('button', { name: 'Back to Second Skin Foundation' }).click();
  await expect(coverage).toHaveAttribute('aria-valuetext', 'Default');
  await dialog(page).getByRole('button', { name: 'Satin-Shimmer Eyeshadow Duet' }).click();
  await expect(dialog(page).getByRole('radio', { name: 'Duet' })).toBeChecked();

  // Add to bag through the Ajax cart: the theme's bag count follows.
  await dialog(page)
    .getByRole('button', { name: /^Add to bag/ })
    .click();
  await expect(dialog(page).getByRole('status').filter({ hasText: 'is in your bag.' })).toBeVisible();
  await expect(page.locator('[data-cart-count]')).toHaveText('1');
  const cart = await (await page.request.get('/cart.js')).json();
  expect(cart.items.map((i: { handle: string }) => i.handle)).toEqual(['satin-shimmer-eyeshadow-duet']);
  await expect
    .poll(async () => (await vtoEvents(page, request)).filter((n) => n === 'add_to_bag' || n === 'vto_item_changed'))
    .toEqual(['vto_item_changed', 'vto_item_changed', 'add_to_bag']);
  // (Back to the duet a second time within 20 s is the same event again, so it is sent once: spec 2 §9.)
});

test('a failed add says so plainly with Try again, reports the endpoint and the status, and keeps the try-on', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['camera']);
  await Harness.fault(request, { server: 'store', path: '/cart/add.js', kind: 'status', status: 500 });
  await page.goto('/products/velvet-matte-lipstick?vto=camera');
  await expect(dialog(page).getByRole('img', { name: /^Live try-on/ })).toBeVisible({ timeout: 30_000 });
  await dialog(page)
    .getByRole('button', { name: /^Add to bag/ })
    .click();
  const alert = dialog(page).getByRole('alert');
  await expect(alert).toContainText("We couldn't add this to your bag.");
  // The shopper reads a sentence, not our plumbing: the endpoint and the status are in the error report.
  await expect(alert).not.toContainText('/cart/add.js');
  await expect(alert).not.toContainText('500');
  await Harness.reported(
    request,
    (e) => e.body.context?.where === 'cart:add' && e.body.context?.endpoint === '/cart/add.js' && e.body.context?.status === 500,
  );
  await expect(dialog(page).getByRole('img', { name: /^Live try-on/ })).toBeVisible();
  // Once the store answers again, Try again adds it.
  await Harness.clearFaults(request);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog(page).getByRole('status').filter({ hasText: 'is in your bag.' })).toBeVisible();
  await expect(dialog(page).getByRole('alert')).toHaveCount(0);
});

test('vto=upload without a stored photo asks for the photo again, with a message', async ({ page }) => {
  await page.goto('/products/cream-lipstick?vto=upload');
  await expect(dialog(page).getByRole('alert')).toHaveText("We couldn't find the photo you chose. Please choose it again.");
  const choose = dialog(page).getByRole('button', { name: 'Photo' });
  await expect(choose).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await choose.press('Enter');
  await (await chooser).setFiles('fixtures/astronaut.png');
  await expect(dialog(page).getByRole('img', { name: /^Your photo with Cream Lipstick/ })).toBeVisible({ timeout: 30_000 });
  // On a photo, "Take photo" is "Share or save image" and goes straight to the captured panel; Live view switches to the camera.
  await TryOnUI.menu(page, 'Share or save image');
  await expect(dialog(page).getByRole('group', { name: 'Your photo' }).getByRole('button')).toHaveText(['Back', 'Save', 'Retake']);
});

test.describe('on a phone held in landscape', () => {
  test.use({ viewport: { width: 740, height: 360 }, isMobile: true, hasTouch: true });

  test('the try-on advises portrait first, and Continue Anyway goes on', async ({ page, context }) => {
    await context.grantPermissions(['camera']);
    await TryOnUI.open(page, '/products/velvet-matte-lipstick');
    const advice = dialog(page).getByRole('alertdialog', { name: 'Turn your phone upright' });
    await expect(advice).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Camera' })).toHaveCount(0);
    await advice.getByRole('button', { name: 'Continue Anyway' }).click();
    await dialog(page).getByRole('button', { name: 'Camera' }).click();
    const live = dialog(page).getByRole('img', { name: /^Live try-on/ });
    await expect(live).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the canvas has the mobile aspect of 0.9 and the captured photo carries the share hint', async ({ page, context }) => {
    await context.grantPermissions(['camera']);
    await page.goto('/products/velvet-matte-lipstick?vto=camera');
    const live = dialog(page).getByRole('img', { name: /^Live try-on/ });
    await expect(live).toBeVisible({ timeout: 30_000 });
    const box = (await live.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(0.9, 1);
    expect(box.width).toBeLessThanOrEqual(375);
    await TryOnUI.menu(page, 'Take photo');
    await expect(dialog(page).getByText('Tap + hold image to share')).toBeVisible({ timeout: 10_000 });
  });
});
