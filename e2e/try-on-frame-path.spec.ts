import { fakeCameraLaunch } from './fake-camera';
import { Harness } from './harness';
import { TryOnUI } from './try-on-ui';
import { expect, test, type Page } from './test';

/**
 * The live try-on's two frame paths (shared/try-on/camera-frame.ts): a camera frame is read as raw pixels through
 * WebCodecs' VideoFrame where the browser has it (Chromium; WebKitGTK, pinned by the WebKit lane), and as an
 * ImageBitmap where it does not (older Safari). The fallback is switched on here by taking VideoFrame away before
 * the page's scripts run, so it is the product's path, tested in Chromium too.
 */
test.use(fakeCameraLaunch);

/** The engine's probe, read when a session starts: it names the kind of each camera frame put on screen. */
async function recordFramePaths(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { framePaths: string[]; __vanityMotionProbe: unknown };
    w.framePaths = [];
    w.__vanityMotionProbe = {
      frame(frame: unknown) {
        const kind = frame instanceof ImageData ? 'VideoFrame' : frame instanceof ImageBitmap ? 'ImageBitmap' : 'other';
        if (!w.framePaths.includes(kind)) w.framePaths.push(kind);
      },
      drawn() {},
    };
  });
}

const paths = [
  { browser: 'Chromium', without: false, path: 'VideoFrame' },
  { browser: 'a browser without WebCodecs', without: true, path: 'ImageBitmap' },
];

for (const { browser, without, path } of paths) {
  test(`${browser}: the live try-on reads the camera through ${path}, and tracks the face`, async ({ page, context, request }) => {
    await context.grantPermissions(['camera']);
    await recordFramePaths(page);
    if (without) await page.addInitScript(() => delete (window as { VideoFrame?: unknown }).VideoFrame);
    await TryOnUI.open(page, '/products/satin-lip-color-lipstick');
    await TryOnUI.dialog(page).getByRole('button', { name: 'Camera' }).click();
    const dialog = TryOnUI.dialog(page);
    await expect(dialog.getByRole('img', { name: 'Live try-on of Satin Lip Color in Petal' })).toBeVisible({ timeout: 30_000 });
    // The tracker has found the face on frames of this path.
    await expect(dialog.getByRole('status').filter({ hasText: 'Finding your face…' })).toHaveCount(0);
    await expect(dialog.getByText("We can't see a face yet")).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { framePaths: string[] }).framePaths)).toEqual([path]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await Harness.events(request, 'error')).toEqual([]);
  });
}
