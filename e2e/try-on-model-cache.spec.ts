import { expect, test, type Page } from './test';
import { fakeCameraLaunch } from './fake-camera';
import { Harness } from './harness';
import { modelFiles, modelFilesRead, modelFilesServed } from './model-files';
import { TryOnUI } from './try-on-ui';

/**
 * The try-on's models start downloading at intent, not when the camera is chosen; not at all
 * where the browser asks to save data; and, content-hashed and immutable on the CDN, they are downloaded once
 * across pages and visits.
 */
test.use(fakeCameraLaunch);

const LIPSTICK = '/products/velvet-matte-lipstick';
/** What a set's download is in this Chromium: its models' files and tfjs's SIMD build. */
const setFiles = async (request: Parameters<typeof modelFiles>[0], set: Parameters<typeof modelFiles>[1]) =>
  Object.entries(await modelFiles(request, set))
    .filter(([name]) => !name.endsWith('.wasm') || name === 'tfjs-backend-wasm-simd.wasm')
    .map(([, file]) => file);

/** The Network Information API of a browser set to save data (Chromium's "Lite mode", a phone's data saver). */
const saveData = (page: Page) =>
  page.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g', downlink: 10, rtt: 50 });
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
  });

test('focusing Try it on starts the model download with no camera chosen, and so does a press', async ({ page, browser, request }) => {
  const files = (await setFiles(request, 'VTO-5-1')).map((f) => f.path);
  const start = Date.now();
  await page.goto(LIPSTICK);
  const open = page.getByRole('button', { name: 'Try it on' });
  await expect(open).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await modelFilesServed(request, start)).toEqual([]);

  await open.focus();
  // The whole set, its wasm build included, while the try-on is not even open: no camera asked for.
  await expect.poll(() => modelFilesServed(request, start)).toEqual(expect.arrayContaining(files));
  await expect(TryOnUI.dialog(page)).toHaveCount(0);

  // A touch screen has no hover: its press is the first sign (a fresh browser context, so a cold HTTP cache).
  const phone = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const tap = await phone.newPage();
  await tap.goto(LIPSTICK);
  const pressed = Date.now();
  await tap.getByRole('button', { name: 'Try it on' }).dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
  await expect.poll(() => modelFilesServed(request, pressed)).toEqual(expect.arrayContaining(files));
  await expect(TryOnUI.dialog(tap)).toHaveCount(0);
  await phone.close();
});

test('where the browser asks to save data, no intent fetches a model; opening the try-on still does', async ({ page, request }) => {
  await saveData(page);
  const start = Date.now();
  await page.goto('/collections/all');
  await page.getByRole('button', { name: /Try on Brow Renew Pencil/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.goto(LIPSTICK);
  const open = page.getByRole('button', { name: 'Try it on' });
  await open.hover();
  await open.focus();
  await open.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
  await page.waitForTimeout(1_500);
  expect(await modelFilesServed(request, start)).toEqual([]);

  // The shopper asked for the try-on: the set downloads then, and the session goes on as usual.
  await open.click();
  const chooser = page.waitForEvent('filechooser');
  await TryOnUI.dialog(page).getByRole('button', { name: 'Photo' }).click();
  await (await chooser).setFiles('fixtures/astronaut.png');
  await expect(TryOnUI.dialog(page).getByRole('img', { name: /^Your photo with/ })).toBeVisible({ timeout: 30_000 });
  expect(await modelFilesServed(request, start)).toEqual(expect.arrayContaining((await setFiles(request, 'VTO-5-1')).map((f) => f.path)));
});

test("a second visit downloads no model bytes: the label's menu on one page, the try-on on the next, then a new visit", async ({
  page,
  context,
  request,
}) => {
  // Two sessions, one on the camera.
  test.slow();
  const files = (await setFiles(request, 'FUTest-Brows-6')).map((f) => f.path);
  await page.goto('/collections/all');
  await page.getByRole('button', { name: /Try on Brow Renew Pencil/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  // The prefetch has read every file to its end (into the HTTP cache) before the shopper moves on.
  await expect.poll(async () => (await modelFilesRead(page)).sort()).toEqual([...files].sort());

  const next = Date.now();
  await TryOnUI.startWithPhoto(page, '/products/brow-renew-pencil');
  expect(await modelFilesServed(request, next)).toEqual([]);

  // Another visit: a new tab of the same browser, the live camera this time.
  await page.close();
  await context.grantPermissions(['camera']);
  const again = await context.newPage();
  const visit = Date.now();
  await again.goto('/products/brow-renew-pencil');
  await again.getByRole('button', { name: 'Try it on' }).click();
  await TryOnUI.dialog(again).getByRole('button', { name: 'Camera' }).click();
  await expect(TryOnUI.dialog(again).getByRole('img', { name: /^Live try-on of Brow Renew Pencil/ })).toBeVisible({ timeout: 30_000 });
  expect(await modelFilesServed(request, visit)).toEqual([]);
});

test('after a prefetch on hover, the try-on opens on the camera and tracks, each model file downloaded once', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['camera']);
  const files = (await setFiles(request, 'VTO-5-1')).map((f) => f.path);
  const start = Date.now();
  await page.goto('/products/satin-lip-color-lipstick');
  const open = page.getByRole('button', { name: 'Try it on' });
  await open.hover();
  await expect.poll(async () => (await modelFilesRead(page)).sort()).toEqual([...files].sort());
  await open.click();
  await TryOnUI.dialog(page).getByRole('button', { name: 'Camera' }).click();
  await expect(TryOnUI.dialog(page).getByRole('img', { name: 'Live try-on of Satin Lip Color in Petal' })).toBeVisible({ timeout: 30_000 });
  const worker = await TryOnUI.trackerWorker(page);
  const first = await worker.evaluate(() => (self as any).vanityWorkerStats.calls);
  await expect.poll(() => worker.evaluate(() => (self as any).vanityWorkerStats.calls)).toBeGreaterThan(first + 5);
  expect((await modelFilesServed(request, start)).sort()).toEqual([...files].sort());
});

test('the progress bar counts bytes over the total when part of the set is already in the cache', async ({ page, request }) => {
  // Two sessions, the second with a file held back.
  test.slow();
  const duet = await setFiles(request, 'VTO-5-2');
  const iris = duet.filter((f) => /\/iris-/.test(f.path));
  const total = duet.reduce((sum, f) => sum + f.bytes, 0);
  const cached = total - iris.reduce((sum, f) => sum + f.bytes, 0);
  // The lipstick's session leaves the files the sets share in the HTTP cache.
  await TryOnUI.startWithPhoto(page, LIPSTICK);
  // The duet's own iris weights then come slowly from the network.
  const weights = iris.find((f) => f.path.endsWith('.bin'))!.path;
  await Harness.holdNext(request, weights, 'cdn');
  await TryOnUI.choosePhoto(page, '/products/satin-shimmer-eyeshadow-duet');
  const bar = TryOnUI.dialog(page).getByRole('progressbar', { name: 'Loading Virtual Try On...' });
  await expect(bar).toBeVisible();
  // The cached share counts at once (bytes read from the cache are bytes received); the slow file holds the rest.
  const now = Number(await bar.getAttribute('aria-valuenow'));
  expect(now).toBeGreaterThanOrEqual(Math.floor((cached / total) * 100));
  expect(now).toBeLessThan(100);
  // Then the weights arrive.
  await Harness.clearFaults(request);
  await expect(TryOnUI.dialog(page).getByRole('img', { name: /^Your photo with Satin-Shimmer Eyeshadow Duet/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(bar).toHaveCount(0);
});
