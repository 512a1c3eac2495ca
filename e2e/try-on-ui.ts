import { expect, type Page, type Worker } from '@playwright/test';
import sharp from 'sharp';

/** Small steps of the try-on dialog, as a shopper takes them. */
export const TryOnUI = {
  /** The worker the face tracker runs in (the try-on's own, beside the page's image worker): the one that has tracked. */
  async trackerWorker(page: Page): Promise<Worker> {
    for (let tries = 0; tries < 100; tries++) {
      for (const worker of page.workers()) {
        const tracked = await worker.evaluate(() => (self as any).vanityWorkerStats?.tracked ?? 0).catch(() => 0);
        if (tracked > 0) return worker;
      }
      await page.waitForTimeout(100);
    }
    throw new Error('No worker has tracked a frame');
  },
  dialog: (page: Page) => page.getByRole('dialog'),
  async open(page: Page, path: string) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Try it on' }).click();
    await expect(TryOnUI.dialog(page)).toBeVisible();
  },
  async choosePhoto(page: Page, path: string, file = 'fixtures/astronaut.png') {
    await TryOnUI.open(page, path);
    const chooser = page.waitForEvent('filechooser');
    await TryOnUI.dialog(page).getByRole('button', { name: 'Photo' }).click();
    await (await chooser).setFiles(file);
  },
  async startWithPhoto(page: Page, path: string) {
    await TryOnUI.choosePhoto(page, path);
    await expect(TryOnUI.dialog(page).getByRole('img', { name: /^Your photo with/ })).toBeVisible({ timeout: 30_000 });
  },
  async menu(page: Page, item: string) {
    const dialog = TryOnUI.dialog(page);
    await dialog.getByRole('button', { name: 'Options' }).click();
    await dialog
      .getByRole('menu')
      .getByRole(item === 'Before/after' ? 'menuitemcheckbox' : 'menuitem', { name: item, exact: true })
      .click();
  },
  /** Shows the original frame (split 0) or the made-up one (split 1), turning before/after on if needed. */
  async split(page: Page, value: '0' | '1') {
    const slider = TryOnUI.dialog(page).getByRole('slider', { name: 'Before/after divider' });
    if (!(await slider.isVisible())) await TryOnUI.menu(page, 'Before/after');
    await slider.fill(value);
  },
  /** Save photo from the options menu: the downloaded JPEG's pixels. */
  async saved(page: Page): Promise<{ data: Buffer; width: number; height: number; name: string }> {
    const download = page.waitForEvent('download');
    await TryOnUI.menu(page, 'Save photo');
    const d = await download;
    const { data, info } = await sharp(await d.path())
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, name: d.suggestedFilename() };
  },
};
