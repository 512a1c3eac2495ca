import { fakeCameraLaunch } from './fake-camera';
import { TryOnUI } from './try-on-ui';
import { expect, test } from './test';

/** The try-on with Chromium's fake camera, fed the astronaut portrait (see global-setup.ts). */
test.use(fakeCameraLaunch);

const widget = (page: import('@playwright/test').Page) => page.getByRole('dialog');

test('camera permission denied shows the blocked message and offers a photo', async ({ page }) => {
  // Without a granted permission, headless Chromium turns the prompt down.
  await page.goto('/products/velvet-matte-lipstick');
  await page.getByRole('button', { name: 'Try it on' }).click();
  await widget(page).getByRole('button', { name: 'Camera' }).click();
  await expect(widget(page).getByRole('alert')).toContainText(
    "You didn't give us access to your camera. Please check your browser settings.",
  );
  const chooser = page.waitForEvent('filechooser');
  await widget(page).getByRole('button', { name: 'Choose a Photo' }).click();
  await (await chooser).setFiles('fixtures/astronaut.png');
  await expect(widget(page).getByRole('img', { name: /^Your photo with/ })).toBeVisible({ timeout: 30_000 });
});

test('the camera’s video refusing to play gives the startup message, not the general plugin one', async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  await page.addInitScript(() => {
    HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('play() was refused', 'NotAllowedError'));
  });
  await page.goto('/products/velvet-matte-lipstick');
  await page.getByRole('button', { name: 'Try it on' }).click();
  await widget(page).getByRole('button', { name: 'Camera' }).click();
  await expect(widget(page).getByRole('alert')).toHaveText('Something went wrong starting the virtual make-up try-on plugin...', {
    timeout: 30_000,
  });
});

test('the live camera tracks the face and shows the make-up', async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  await page.goto('/products/satin-lip-color-lipstick');
  await page.getByRole('button', { name: 'Try it on' }).click();
  await widget(page).getByRole('button', { name: 'Camera' }).click();
  await expect(widget(page).getByRole('img', { name: 'Live try-on of Satin Lip Color in Petal' })).toBeVisible({ timeout: 30_000 });
  await widget(page).getByRole('radio', { name: 'Poppy' }).check();
  await expect(widget(page).getByRole('img', { name: 'Live try-on of Satin Lip Color in Poppy' })).toBeVisible();
  await expect(widget(page).getByText("We can't see a face yet")).toHaveCount(0);
  // The scanning overlay over the first frames goes once the tracker has found the face.
  await expect(widget(page).getByRole('status').filter({ hasText: 'Finding your face…' })).toHaveCount(0);
  // Frames keep flowing through the worker's tracker.
  const worker = await TryOnUI.trackerWorker(page);
  const first = await worker.evaluate(() => (self as any).vanityWorkerStats.calls);
  await expect.poll(() => worker.evaluate(() => (self as any).vanityWorkerStats.calls)).toBeGreaterThan(first + 5);
  await widget(page).getByRole('button', { name: 'Close' }).click();
  await expect(widget(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try it on' })).toBeFocused();
  // The tracker's worker ends with the try-on, so its WebAssembly heap and tensors go back to the phone.
  await expect.poll(() => page.workers().includes(worker)).toBe(false);
});

test('the try-on label’s Camera starts the live try-on on the product page', async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  await page.goto('/collections/eyes');
  await page.getByRole('button', { name: 'Try on Brow Renew Pencil' }).click();
  await page.getByRole('menuitem', { name: 'Use camera' }).click();
  await expect(page).toHaveURL(/brow-renew-pencil\?vto=camera$/);
  await expect(widget(page).getByRole('img', { name: /^Live try-on of Brow Renew Pencil/ })).toBeVisible({ timeout: 30_000 });
});

test('the try-on label’s photo opens on the product page with the photo', async ({ page }) => {
  await page.goto('/collections/lips');
  await page.getByRole('button', { name: 'Try on Cream Lipstick' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Upload a photo' }).click();
  await (await chooser).setFiles('fixtures/astronaut.png');
  await expect(page).toHaveURL(/cream-lipstick\?vto=upload$/);
  await expect(widget(page).getByRole('img', { name: 'Your photo with Cream Lipstick in Tea Rose' })).toBeVisible({ timeout: 30_000 });
});
