/**
 * Drives the real try-on on a photo, as a shopper does (product page → Try it
 * on → Photo → file chooser → shade radios → before/after), and reads the
 * canvas back losslessly. Shared by `npm run gallery` and the bench's
 * render-quality figures, so both show whatever the renderer does today.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS } from '../e2e/chromium-args';
import { TryOnUI } from '../e2e/try-on-ui';

/** An RGBA image, 4 bytes per pixel. */
export interface Rgba {
  data: Uint8Array;
  width: number;
  height: number;
}

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * A desktop context whose WebGL canvases keep their drawing buffer, so the
 * canvas can be read at any time rather than only inside the task that drew
 * it. Nothing else about the context or its drawing changes.
 */
export async function renderContext(browser: Browser, storeOrigin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: storeOrigin, viewport: { width: 1280, height: 800 } });
  // A string: tsx would wrap a named function in a helper the page lacks.
  await context.addInitScript(`(() => {
    for (const C of [globalThis.HTMLCanvasElement, globalThis.OffscreenCanvas]) {
      if (!C) continue;
      const getContext = C.prototype.getContext;
      C.prototype.getContext = function (type, options) {
        if (type === 'webgl' || type === 'webgl2') options = { ...(options || {}), preserveDrawingBuffer: true };
        return getContext.call(this, type, options);
      };
    }
  })()`);
  return context;
}

/** Opens a product's try-on on a photo and waits for the first made-up frame (the page's first shade). */
export async function openOnPhoto(page: Page, handle: string, photo: { name: string; buffer: Buffer }): Promise<void> {
  await TryOnUI.open(page, `/products/${handle}`);
  const chooser = page.waitForEvent('filechooser');
  await TryOnUI.dialog(page).getByRole('button', { name: 'Photo' }).click();
  await (await chooser).setFiles({ name: photo.name, mimeType: 'image/png', buffer: photo.buffer });
  await canvas(page).waitFor({ state: 'visible', timeout: 60_000 });
}

function canvas(page: Page) {
  return TryOnUI.dialog(page).getByRole('img', { name: /^Your photo with/ });
}

/** Picks a shade by its radio's name; a product of one shade ("Default Title") shows it already, maybe with no radio by that name. */
export async function chooseShade(page: Page, name: string, single: boolean): Promise<void> {
  const radio = TryOnUI.dialog(page).getByRole('radio', { name, exact: true });
  if (single && (await radio.count()) === 0) return;
  await radio.check();
}

/** Before/after at 0 (the photo with no make-up, same framing) or back at 1. */
export const showOriginal = (page: Page, original: boolean) => TryOnUI.split(page, original ? '0' : '1');

async function readCanvas(page: Page): Promise<string> {
  return canvas(page).evaluate((el) => (el as HTMLCanvasElement).toDataURL('image/png'));
}

/**
 * The canvas as PNG once it holds still (a redraw or a zoom may still be
 * settling): two reads in a row that agree, or the last read after 5 s.
 */
export async function captureCanvas(page: Page): Promise<Buffer> {
  let last = await readCanvas(page);
  const until = Date.now() + 5_000;
  while (Date.now() < until) {
    await page.waitForTimeout(60);
    const next = await readCanvas(page);
    if (next === last) break;
    last = next;
  }
  return Buffer.from(last.slice(last.indexOf(',') + 1), 'base64');
}

export async function decodeRgba(png: Buffer): Promise<Rgba> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** One product on one photo: the original view, then each asked shade's view (PNG), in the order asked. */
export async function renderShades(
  context: BrowserContext,
  handle: string,
  photo: { name: string; buffer: Buffer },
  wanted: string[],
  single = false,
): Promise<{ original: Buffer; shades: Array<{ shade: string; png: Buffer }> }> {
  const page = await context.newPage();
  try {
    await openOnPhoto(page, handle, photo);
    const shades: Array<{ shade: string; png: Buffer }> = [];
    for (const shade of wanted) {
      await chooseShade(page, shade, single);
      shades.push({ shade, png: await captureCanvas(page) });
    }
    await showOriginal(page, true);
    const original = await captureCanvas(page);
    return { original, shades };
  } finally {
    await page.close();
  }
}
