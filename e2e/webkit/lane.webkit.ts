import path from 'node:path';
import sharp from 'sharp';
import type { WebDriver, WebElement } from 'selenium-webdriver';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorReports, openWebKit, Shopper } from './session';

/**
 * Every page type in WebKit (WebKitGTK, Safari's engine), as a shopper takes it, on a local store of the lane's own:
 * the try-on label's menu and photo, the live camera try-on on WebKit's mock camera, sign-in, a show playing with
 * chat and add to bag, and the shade finder. Nothing may reach the error-report sink, and the try-on's frame path is
 * pinned: a WebKit that stops giving VideoFrame pixels, or a change that sends it down the fallback, is noticed.
 */
const PHOTO = path.resolve('fixtures/astronaut.png');
const PASSWORD = 'Aurelle!Local1';

let driver: WebDriver;
let shopper: Shopper;

beforeAll(async () => {
  driver = await openWebKit();
  shopper = new Shopper(driver);
});

afterAll(async () => {
  await driver?.quit();
});

afterEach(async () => {
  // Checked after each page, so a report names the step that sent it.
  expect(await errorReports()).toEqual([]);
});

/**
 * The canvas's pixels as WebKit shows them: a screenshot of the element (WebGL's buffer is not kept to read back).
 * WebKitGTK's screenshot is of its last composited frame, which can lag the page by seconds on a busy machine,
 * so what a step shows is polled for, never taken from one screenshot.
 */
async function pixels(element: WebElement) {
  const { data, info } = await sharp(Buffer.from(await element.takeScreenshot(), 'base64'))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels };
}

/** The share of pixels that differ by more than a just-visible step (12 of 255 in any channel). */
function changedShare(a: { data: Buffer; channels: number }, b: { data: Buffer; channels: number }) {
  if (a.data.length !== b.data.length) return 1;
  let changed = 0;
  for (let i = 0; i < a.data.length; i += a.channels)
    if (
      Math.abs(a.data[i]! - b.data[i]!) > 12 ||
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) > 12 ||
      Math.abs(a.data[i + 2]! - b.data[i + 2]!) > 12
    )
      changed++;
  return changed / (a.data.length / a.channels);
}

/** The share of pixels within that step of the middle one's colour: near 1 on the plain loading panel, low on a photo. */
function flatShare(a: { data: Buffer; channels: number }) {
  const m = Math.floor(a.data.length / a.channels / 2) * a.channels;
  let same = 0;
  for (let i = 0; i < a.data.length; i += a.channels)
    if (
      Math.abs(a.data[i]! - a.data[m]!) <= 12 &&
      Math.abs(a.data[i + 1]! - a.data[m + 1]!) <= 12 &&
      Math.abs(a.data[i + 2]! - a.data[m + 2]!) <= 12
    )
      same++;
  return same / (a.data.length / a.channels);
}

describe('WebKit', () => {
  it('the try-on label’s menu opens, and its photo opens the product with the made-up picture', async () => {
    await shopper.goto('/collections/lips');
    const label = { widget: 'try-on-label' };
    await shopper.click('button', 'Try on Cream Lipstick', label);
    await shopper.get('menuitem', 'Use camera', label);
    await shopper.get('menuitem', 'Upload a photo', label);
    await shopper.chooseFile('button', 'Try on Cream Lipstick', PHOTO, label);
    await shopper.at(/\/cream-lipstick\?vto=upload$/);

    const picture = await shopper.get('img', 'Your photo with Cream Lipstick in Tea Rose', 'dialog');
    // The scan has ended on a face, with no error.
    await shopper.gone(null, 'Scanning your photo…', 'dialog');
    await shopper.gone('alert', /./, 'dialog');
    expect(await shopper.query(null, /can't see a face/, 'dialog')).toBeNull();
    // The make-up is drawn on the face: another shade changes the lips, not the whole picture.
    // A screenshot may still show the loading panel (see pixels): the first one that shows the photo.
    let before = await pixels(picture);
    await expect.poll(async () => flatShare((before = await pixels(picture)))).toBeLessThan(0.5);
    const other = await shopper.run<string>(`
      const dialog = document.querySelector('[data-vanity-widget="try-on"]').shadowRoot.querySelector('dialog');
      const shade = [...dialog.querySelectorAll('input[type=radio][name$="-shade"]')].find((r) => !r.checked);
      return shade?.labels[0]?.textContent.trim() ?? '';`);
    expect(other).not.toBe('');
    await shopper.click('radio', other, 'dialog');
    await shopper.get('img', `Your photo with Cream Lipstick in ${other}`, 'dialog');
    let changed = 0;
    await expect.poll(async () => (changed = changedShare(before, await pixels(picture)))).toBeGreaterThan(0.002);
    expect(changed).toBeLessThan(0.2);
  });

  it('the live camera try-on runs on the mock camera to its no-face advice, through VideoFrame, and closes cleanly', async () => {
    await shopper.goto('/products/satin-lip-color-lipstick');
    await shopper.click('button', 'Try it on');
    await shopper.get('dialog', /./);
    // The engine's probe (read when a session starts) names each frame's kind; the camera's streams are kept to
    // check that closing releases them.
    await shopper.run(`
      window.framePaths = [];
      window.__vanityMotionProbe = {
        frame(f) {
          const kind = f instanceof ImageData ? 'VideoFrame' : f instanceof ImageBitmap ? 'ImageBitmap' : String(f?.constructor?.name);
          if (!framePaths.includes(kind)) framePaths.push(kind);
        },
        drawn() {},
      };
      window.cameraStreams = [];
      const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (c) => { const s = await open(c); cameraStreams.push(s); return s; };`);
    await shopper.click('button', 'Camera', 'dialog');
    await shopper.get('img', 'Live try-on of Satin Lip Color in Petal', 'dialog');
    // The mock camera shows a test pattern: the tracker runs and finds no face.
    await shopper.text("We can't see a face yet. Face the camera in good light.", 'dialog', 60_000);
    // WebKitGTK 2.50 converts a VideoFrame to RGBA pixels (VideoFrame.copyTo), so it never takes the ImageBitmap
    // fallback; a change on either side shows here.
    await expect.poll(() => shopper.run<string[]>('return window.framePaths')).toEqual(['VideoFrame']);
    expect(await shopper.run<number>('return cameraStreams.length')).toBe(1);

    await shopper.click('button', 'Close', 'dialog');
    await shopper.gone('dialog', /./);
    await expect
      .poll(() =>
        shopper.run<string>(`
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active?.textContent?.trim()`),
      )
      .toBe('Try it on');
    // The camera is released: every track of its stream ended.
    await expect
      .poll(() => shopper.run<string[]>('return cameraStreams.flatMap((s) => s.getTracks().map((t) => t.readyState))'))
      .toEqual(['ended']);
  });

  it('sign-in goes on to the show, which plays; a chat message posts, and a featured product goes in the bag', async () => {
    await shopper.goto(`/pages/myaccount?operation=signIn&destinationPath=${encodeURIComponent('/pages/watch/SH0W42')}`);
    const hub = { widget: 'account' };
    await shopper.fill('textbox', 'Email', 'confirmed.shopper@aurelle.test', hub);
    await shopper.fill('textbox', 'Password', PASSWORD, hub);
    await shopper.click('button', 'Sign in', hub);
    await shopper.at(/^\/pages\/watch\/SH0W42(\?new_account=true)?$/);

    const watch = { widget: 'watch' };
    await shopper.get('heading', 'Satin lips, three ways', watch);
    // The video decodes and its clock moves.
    const video = `return document.querySelector('[data-vanity-widget="watch"]').shadowRoot.querySelector('video')`;
    await expect.poll(() => shopper.run<boolean>(`${video}?.readyState >= 2`)).toBe(true);
    const t0 = await shopper.run<number>(`${video}.currentTime`);
    await expect.poll(() => shopper.run<number>(`${video}.currentTime`)).toBeGreaterThan(t0);

    const chat = { widget: 'watch', within: { role: 'region', name: /^Chat/ } };
    const message = `Is Cinnamon warm? ${Date.now()}`;
    await shopper.fill('textbox', 'Your message', message, chat);
    // Send is enabled once the chat has connected.
    await expect.poll(async () => (await shopper.get('button', 'Send', chat)).isEnabled()).toBe(true);
    await shopper.click('button', 'Send', chat);
    await shopper.text(message, chat);

    const satin = { widget: 'watch', within: { role: 'article', name: 'Satin Lip Color' } };
    await shopper.click('radio', 'Cinnamon', satin);
    await shopper.click('button', 'Add to bag', satin);
    await shopper.text('Satin Lip Color is in your bag.', satin);
    const cart = await shopper.run<Array<string>>(
      `return fetch('/cart.js').then((r) => r.json()).then((c) => c.items.map((i) => i.variant_title))`,
    );
    expect(cart).toEqual(['Cinnamon']);
  });

  it('the shade finder goes from its questions and a photo to a suggested shade', async () => {
    await shopper.goto('/pages/shade-finder');
    const finder = { widget: 'shade-finder' };
    await shopper.click('button', 'Start', finder);
    const next = () => shopper.click('button', 'Next', finder);
    await shopper.click('radio', 'Light', finder);
    await next();
    await shopper.click('radio', /^Warm/, finder);
    await next();
    await shopper.click('checkbox', 'Redness', finder);
    await next();
    await shopper.click('radio', /^Medium/, finder);
    await next();
    await shopper.get('heading', 'Now a photo of your face', finder);
    await shopper.chooseFile('button', 'Skip camera, choose a photo', PHOTO, finder);
    await shopper.at(/^\/pages\/shade-finder-results\/skin-2_undertone-warm_concerns-redness_coverage-medium_tone-\d+(\.\d)?$/);
    const results = { widget: 'shade-finder-results' };
    await shopper.text('Your skin: Light, warm', results);
    await shopper.get('group', 'Also close to you', results);
  });
});
