import { fakeCameraLaunch } from './fake-camera';
import { expect, test, type Locator, type Page } from './test';
import sharp from 'sharp';
import { TryOnUI } from './try-on-ui';

/** The try-on's view: mirroring, the dialog's fit, and the before/after divider (with Chromium's fake camera). */
test.use(fakeCameraLaunch);

const dialog = TryOnUI.dialog;
const divider = (page: Page) => dialog(page).getByRole('slider', { name: 'Before/after divider' });

async function startCamera(page: Page, path = '/products/velvet-matte-lipstick') {
  await page.context().grantPermissions(['camera']);
  await TryOnUI.open(page, path);
  await dialog(page).getByRole('button', { name: 'Camera' }).click();
  const live = dialog(page).getByRole('img', { name: /^Live try-on/ });
  await expect(live).toBeVisible({ timeout: 30_000 });
  // The framing eases onto the face, then holds still.
  await page.waitForTimeout(2_500);
  return live;
}

type Raw = { data: Buffer; width: number; height: number; channels: number };
const raw = async (png: Buffer): Promise<Raw> => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
};

/** The astronaut's orange suit shows in the lower part of the frame, on the left of the photo as taken: orange pixels left and right of the middle. */
function orangeSides(img: Raw): { left: number; right: number } {
  let left = 0;
  let right = 0;
  for (let y = Math.floor(img.height * 0.6); y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const i = (y * img.width + x) * img.channels;
      const [r, g, b] = [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
      if (!(r > 170 && r - b > 90 && r - g > 40)) continue;
      if (x < img.width / 2) left++;
      else right++;
    }
  }
  return { left, right };
}

/** The x of pixels that differ between two same-sized images, beyond noise. */
function changedXs(a: Raw, b: Raw): number[] {
  const xs: number[] = [];
  for (let p = 0; p < a.width * a.height; p++) {
    const i = p * a.channels;
    const d = Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!);
    if (d > 60) xs.push(p % a.width);
  }
  return xs;
}

/** The canvas as the shopper sees it (CSS transform included), without the divider drawn over it. */
async function onScreen(page: Page, canvas: Locator): Promise<Raw> {
  const overlay = dialog(page).locator('.compare');
  const shown = (await overlay.count()) > 0;
  if (shown) await overlay.evaluate((el: HTMLElement) => (el.style.visibility = 'hidden'));
  const shot = await canvas.screenshot();
  if (shown) await overlay.evaluate((el: HTMLElement) => (el.style.visibility = ''));
  return raw(shot);
}

test('the live camera is shown mirrored, and the saved picture is not', async ({ page }) => {
  const live = await startCamera(page);
  expect(await live.evaluate((c) => getComputedStyle(c).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  // On screen the suit is on the right (a mirror); in the saved picture it is on the left, as the camera took it.
  const screen = orangeSides(await raw(await live.screenshot()));
  expect(screen.right).toBeGreaterThan(screen.left * 2 + 50);
  const saved = await TryOnUI.saved(page);
  const file = orangeSides({ ...saved, channels: 3 });
  expect(file.left).toBeGreaterThan(file.right * 2 + 50);
});

test('a photo is never mirrored', async ({ page }) => {
  await TryOnUI.startWithPhoto(page, '/products/velvet-matte-lipstick');
  const photo = dialog(page).getByRole('img', { name: /^Your photo with/ });
  expect(await photo.evaluate((c) => getComputedStyle(c).transform)).toBe('none');
  const screen = orangeSides(await raw(await photo.screenshot()));
  expect(screen.left).toBeGreaterThan(screen.right * 2 + 50);
});

for (const { name, viewport } of [
  { name: 'a 1280×800 desktop', viewport: { width: 1280, height: 800 } },
  { name: 'a 375×812 phone', viewport: { width: 375, height: 812 } },
]) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport, ...(viewport.width < 750 ? { isMobile: true, hasTouch: true } : {}) });

    for (const dawn of [false, true]) {
      test(`the shades, coverage and Add to bag are in view with no scrolling${dawn ? ', with a 62.5% root font size' : ''}`, async ({
        page,
      }) => {
        if (dawn)
          await page.addInitScript(() =>
            document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.fontSize = '62.5%')),
          );
        await TryOnUI.startWithPhoto(page, '/products/second-skin-foundation');
        const d = dialog(page);
        for (const control of [
          d
            .getByRole('group', { name: /^Shades/ })
            .getByRole('radio')
            .first(),
          d.getByRole('slider', { name: /^Coverage/ }),
          d.getByRole('button', { name: /^Add to bag/ }),
          d.getByRole('img', { name: /^Your photo with/ }),
        ]) {
          await expect(control).toBeInViewport({ ratio: 1 });
        }
        // The dialog itself did not scroll to get there, and the shade is named in full in the title.
        expect(await d.evaluate((el) => el.scrollTop)).toBe(0);
        await expect(d).toBeInViewport({ ratio: 1 });
        const title = d.getByRole('heading', { level: 2 });
        await expect(title).toContainText('100 Porcelain');
        await expect(title.getByText('100 Porcelain')).toBeInViewport({ ratio: 1 });
        const bag = (await d.getByRole('button', { name: /^Add to bag/ }).boundingBox())!;
        expect(bag.height).toBeGreaterThanOrEqual(44);
        if (viewport.width >= 750) {
          // Desktop: the controls beside the view.
          const view = (await d.getByRole('img', { name: /^Your photo with/ }).boundingBox())!;
          expect(bag.x).toBeGreaterThanOrEqual(view.x + view.width - 1);
          expect(view.width / view.height).toBeCloseTo(1.15, 1);
        } else {
          const view = (await d.getByRole('img', { name: /^Your photo with/ }).boundingBox())!;
          expect(view.width / view.height).toBeCloseTo(0.9, 1);
          expect(bag.y).toBeGreaterThan(view.y + view.height - 30);
        }
      });
    }
  });
}

test('on a photo, the before/after divider starts across the face and moves by keyboard and pointer', async ({ page }) => {
  await TryOnUI.startWithPhoto(page, '/products/velvet-matte-lipstick');
  const photo = dialog(page).getByRole('img', { name: /^Your photo with/ });
  await dialog(page).getByRole('radio', { name: 'Classic Red' }).check();
  const madeUp = await onScreen(page, photo);
  await TryOnUI.menu(page, 'Before/after');
  const slider = divider(page);
  const start = Number(await slider.inputValue());
  // The divider cuts across the lips, not at a blind 50%.
  await slider.fill('0');
  const bare = await onScreen(page, photo);
  const lips = changedXs(madeUp, bare);
  expect(lips.length).toBeGreaterThan(100);
  const at = start * madeUp.width;
  expect(Math.min(...lips)).toBeLessThan(at);
  expect(Math.max(...lips)).toBeGreaterThan(at);

  // The split drawn is where the line is: on a photo the make-up is to its left.
  await slider.fill(String(start));
  const split = await onScreen(page, photo);
  const line = (await dialog(page).locator('.compare-line').boundingBox())!;
  const box = (await photo.boundingBox())!;
  const lineX = ((line.x + line.width / 2 - box.x) / box.width) * split.width;
  const drawn = changedXs(split, bare);
  expect(drawn.length).toBeGreaterThan(30);
  expect(Math.max(...drawn)).toBeLessThanOrEqual(lineX + 2);

  // Keyboard: arrows step 0.01 the way they point, Home and End go to the ends.
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue(String(Math.round(start * 100 + 1) / 100));
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('0');
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('1');

  // Pointer: the line can be dragged to a quarter of the way across.
  await dragLine(page, box, 0.25);
  await expect.poll(async () => Number(await slider.inputValue())).toBeCloseTo(0.25, 1);
  const moved = (await dialog(page).locator('.compare-line').boundingBox())!;
  expect((moved.x - box.x) / box.width).toBeCloseTo(0.25, 1);
});

test('on the mirrored camera, the divider and the split drawn stay together, and arrows move it the way they point', async ({ page }) => {
  const live = await startCamera(page);
  await TryOnUI.menu(page, 'Before/after');
  const slider = divider(page);
  const start = Number(await slider.inputValue());
  const box = (await live.boundingBox())!;
  const lineX = async () => {
    const b = (await dialog(page).locator('.compare-line').boundingBox())!;
    return (b.x + b.width / 2 - box.x) / box.width;
  };
  // Mirrored: the made-up share of the canvas is on the right of the screen, so the line sits at 1 − split.
  expect(await lineX()).toBeCloseTo(1 - start, 2);
  const split = await onScreen(page, live);
  await slider.fill('0');
  const bare = await onScreen(page, live);
  const drawn = changedXs(split, bare);
  expect(drawn.length).toBeGreaterThan(30);
  expect(Math.min(...drawn)).toBeGreaterThanOrEqual((1 - start) * split.width - 2);

  await slider.fill(String(start));
  await slider.focus();
  const before = await lineX();
  await page.keyboard.press('ArrowRight');
  await expect.poll(lineX).toBeGreaterThan(before);
  await expect(slider).toHaveValue(String(Math.round(start * 100 - 1) / 100));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(lineX).toBeLessThan(before);

  await dragLine(page, box, 0.8);
  await expect.poll(lineX).toBeCloseTo(0.8, 1);
  expect(Number(await slider.inputValue())).toBeCloseTo(0.2, 1);
});

/** Drags the divider from where its line is (kept just inside the view) to a share of the view's width. */
async function dragLine(page: Page, view: { x: number; y: number; width: number; height: number }, to: number) {
  const line = (await dialog(page).locator('.compare-line').boundingBox())!;
  const from = Math.max(view.x + 3, Math.min(view.x + view.width - 3, line.x + line.width / 2));
  const y = view.y + view.height / 2;
  await page.mouse.move(from, y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(from + ((view.x + view.width * to - from) * i) / 5, y);
  await page.mouse.up();
}
