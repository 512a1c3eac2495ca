import { expect, test } from './test';
import { fakeCameraLaunch } from './fake-camera';
import { Harness, UI } from './harness';
import { modelFile } from './model-files';
import { TryOnUI } from './try-on-ui';

/** An error a retry can fix offers Try again, which starts the session again without reloading the page. */
test.use(fakeCameraLaunch);

const widget = TryOnUI.dialog;

test('a manifest that fails once: Try again reaches the made-up photo, on the same page', async ({ page, request }) => {
  // Failing until the error shows (the hover before the click fetches the set too), then back.
  await Harness.fault(request, { server: 'cdn', path: '/models/VTO-5-1/manifest.json', kind: 'status', status: 500 });
  await TryOnUI.choosePhoto(page, '/products/velvet-matte-lipstick');
  await expect(widget(page).getByRole('alert')).toHaveText(
    'Something went wrong downloading the virtual make-up try-on plugin. Please refresh the page and try again...',
  );
  await Harness.clearFaults(request);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const retry = widget(page).getByRole('button', { name: 'Try again' });
  await expect(retry).toBeFocused();
  await retry.click();
  await expect(widget(page).getByRole('img', { name: 'Your photo with Velvet Matte Lipstick in Rosewood' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(widget(page).getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a live camera session whose model failed to load comes back with Try again', async ({ page, context, request }) => {
  await context.grantPermissions(['camera']);
  const facemesh = await modelFile(request, 'VTO-5-1', 'facemesh.bin');
  await Harness.fault(request, { server: 'cdn', path: facemesh, kind: 'status', status: 500 });
  await TryOnUI.open(page, '/products/velvet-matte-lipstick');
  await widget(page).getByRole('button', { name: 'Camera' }).click();
  // A file of the set that will not download is the spec's download failure.
  await expect(widget(page).getByRole('alert')).toHaveText(
    'Something went wrong downloading the virtual make-up try-on plugin. Please refresh the page and try again...',
    { timeout: 30_000 },
  );
  await Harness.clearFaults(request);
  await widget(page).getByRole('button', { name: 'Try again' }).click();
  await expect(widget(page).getByRole('img', { name: 'Live try-on of Velvet Matte Lipstick in Rosewood' })).toBeVisible({
    timeout: 30_000,
  });
});

test('a Storefront failure as the try-on starts from a label’s photo: Try again opens it on that photo, on the same page', async ({
  page,
  request,
}) => {
  await page.goto('/collections/lips');
  await UI.widgetsMounted(page);
  // The Storefront API fails until the error shows, then answers again.
  await Harness.fault(request, { server: 'store', path: '/api/2022-10/graphql.json', kind: 'status', status: 503 });
  const errorsBefore = (await Harness.events(request, 'error')).length;
  await page.getByRole('button', { name: 'Try on Velvet Matte Lipstick' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Upload a photo' }).click();
  await (await chooser).setFiles('fixtures/astronaut.png');
  await expect(page).toHaveURL(/velvet-matte-lipstick\?vto=upload$/);
  const tryOn = page.locator('[data-vanity-widget="try-on"]');
  await expect(tryOn.getByRole('alert')).toHaveText('Something went wrong starting the virtual make-up try-on plugin...');
  // Reported for us, with what failed: the shopper sees no status or address.
  await expect
    .poll(async () => (await Harness.events(request, 'error')).slice(errorsBefore).map((e) => e.body.context?.where))
    .toContain('try-on:product');
  await Harness.clearFaults(request);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await tryOn.getByRole('button', { name: 'Try again' }).click();
  await expect(widget(page).getByRole('img', { name: 'Your photo with Velvet Matte Lipstick in Rosewood' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(tryOn.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a refused camera offers no Try again: a refresh after allowing it is what helps', async ({ page }) => {
  await TryOnUI.open(page, '/products/velvet-matte-lipstick');
  await widget(page).getByRole('button', { name: 'Camera' }).click();
  await expect(widget(page).getByRole('alert')).toContainText("You didn't give us access to your camera.");
  await expect(widget(page).getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(widget(page).getByRole('button', { name: 'Choose a Photo' })).toBeVisible();
});
