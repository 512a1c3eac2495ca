import { expect, test, type Page } from './test';
import sharp from 'sharp';
import { Harness, UI } from './harness';

/** The try-on label (spec 1 §2, "Try-on screens", last bullet), driven as a shopper would. */

const label = (page: Page, product: string) => page.getByRole('button', { name: `Try on ${product}` });

async function storedPhoto(page: Page) {
  return page.evaluate(async () => {
    const raw = sessionStorage.getItem('vanity.tryOnUpload');
    if (!raw) return null;
    const photo = JSON.parse(raw);
    const img = new Image();
    img.src = photo.dataUrl;
    await img.decode();
    return {
      ...photo,
      dataUrl: photo.dataUrl.slice(0, 23),
      decodedWidth: img.naturalWidth,
      decodedHeight: img.naturalHeight,
      chars: photo.dataUrl.length,
    };
  });
}

async function chooseFile(page: Page, product: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await label(page, product).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Upload a photo' }).click();
  await (await chooser).setFiles(file);
}

test.beforeEach(async ({ page }) => {
  // The labels mount once the page is idle, which a test's page sometimes reaches only at requestIdleCallback's 2 s
  // timeout: on the page's clock an idle callback comes at once (the idle is not what these tests check).
  await page.clock.install();
  await page.goto('/collections/lips');
  await UI.widgetsMounted(page);
});

test('Camera goes to the product page with vto=camera', async ({ page }) => {
  await label(page, 'Satin Lip Color').click();
  await page.getByRole('menuitem', { name: 'Use camera' }).click();
  await expect(page).toHaveURL(/\/collections\/lips\/products\/satin-lip-color-lipstick\?vto=camera$/);
});

test('the menu works from the keyboard alone', async ({ page }) => {
  await label(page, 'Velvet Matte Lipstick').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Use camera' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Upload a photo' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(label(page, 'Velvet Matte Lipstick')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/velvet-matte-lipstick\?vto=camera$/);
});

test('Tab moves on past the menu, not back to its button; Shift+Tab returns to the button', async ({ page }) => {
  const trigger = label(page, 'Velvet Matte Lipstick');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Use camera' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).not.toBeFocused();
  // Focus went forward in the document: the focused element follows the label's host.
  const forward = await page.evaluate(() => {
    const host = [...document.querySelectorAll<HTMLElement>('[data-vanity-widget]')].find((h) =>
      h.shadowRoot?.querySelector('[aria-label="Try on Velvet Matte Lipstick"]'),
    )!;
    const active = document.activeElement!;
    return active !== host && !!(host.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(forward).toBe(true);

  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Use camera' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('a large photo is downscaled in the worker, kept in session storage, and opens vto=upload', async ({ page }) => {
  const big = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 140, sigma: 40 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  await chooseFile(page, 'Velvet Matte Lipstick', { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: big });
  await expect(page).toHaveURL(/velvet-matte-lipstick\?vto=upload$/);
  const photo = await storedPhoto(page);
  expect(photo).toMatchObject({
    dataUrl: 'data:image/jpeg;base64,',
    width: 2048,
    height: 1536,
    decodedWidth: 2048,
    decodedHeight: 1536,
    productHandle: 'velvet-matte-lipstick',
  });
});

test('a PNG works too, and EXIF orientation is respected', async ({ page }) => {
  // Stored 600×400 and marked "rotate 90°": the person sees a 400×600 portrait.
  const turned = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c98f7e' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  await chooseFile(page, 'High Shine Lip Gloss', { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: turned });
  await expect(page).toHaveURL(/high-shine-lip-gloss\?vto=upload$/);
  expect(await storedPhoto(page)).toMatchObject({ width: 400, height: 600, decodedWidth: 400, decodedHeight: 600 });

  await page.goto('/collections/lips');
  const png = await sharp('fixtures/astronaut.png').toBuffer();
  await chooseFile(page, 'Satin Lip Color', { name: 'astronaut.png', mimeType: 'image/png', buffer: png });
  await expect(page).toHaveURL(/satin-lip-color-lipstick\?vto=upload$/);
  expect(await storedPhoto(page)).toMatchObject({ dataUrl: 'data:image/jpeg;base64,', width: 512, height: 512 });
});

test('a file that is not a photo gets a clear message and a report, and the menu stays usable', async ({ page, request }) => {
  await chooseFile(page, 'Velvet Matte Lipstick', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByRole('alert')).toContainText("This file isn't a photo we can use. Please choose a JPEG or PNG image.");
  await expect(page).toHaveURL(/\/collections\/lips$/);
  await Harness.reported(request, (e) => e.body.context?.where === 'try-on-label' && e.body.message === 'unsupportedType');

  await label(page, 'Velvet Matte Lipstick').click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Use camera' }).click();
  await expect(page).toHaveURL(/velvet-matte-lipstick\?vto=camera$/);
});

test('a file named .jpg that is really something else is refused', async ({ page }) => {
  const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  await chooseFile(page, 'Satin Lip Color', { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: gif });
  await expect(page.getByRole('alert')).toContainText('JPEG or PNG');
});

test('the worker runs off the main thread, loaded from the CDN origin', async ({ page, request, baseURL }) => {
  const small = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#9e4b55' } })
    .jpeg()
    .toBuffer();
  // Hold the product page's answer, so this page (and its worker) can be inspected after the photo is done.
  await Harness.holdNext(request, '/collections/lips/products/velvet-matte-lipstick');
  const workerCreated = page.waitForEvent('worker');
  await chooseFile(page, 'Velvet Matte Lipstick', { name: 'me.jpg', mimeType: 'image/jpeg', buffer: small });
  const worker = await workerCreated;
  // Started through a same-origin Blob trampoline...
  expect(worker.url()).toMatch(/^blob:/);
  // ...that imported the worker module from the CDN, cross-origin with CORS (the import follows the worker's start).
  const fetched = async () => (await Harness.cdnLog(request)).filter((r) => /^\/worker-[A-Z0-9]+\.js$/.test(r.path));
  await expect.poll(async () => (await fetched()).length).toBeGreaterThan(0);
  expect((await fetched()).at(-1)!.origin).toBe(new URL(baseURL!).origin);
  expect(new URL(await worker.evaluate(() => (self as any).vanityWorkerStats && location.href)).protocol).toBe('blob:');
  // The ping, then the downscale itself, were served inside the worker.
  await expect.poll(() => worker.evaluate(() => (self as any).vanityWorkerStats.calls)).toBeGreaterThan(1);
  await Harness.clearFaults(request);
  await expect(page).toHaveURL(/\?vto=upload$/);
});

test('French stores get French texts', async ({ page }) => {
  await page.goto('/fr/collections/lips');
  await UI.widgetsMounted(page);
  await page.getByRole('button', { name: 'Essayer Satin Lip Color' }).click();
  await expect(page.getByRole('menuitem', { name: 'Utiliser la caméra' })).toBeVisible();
});
