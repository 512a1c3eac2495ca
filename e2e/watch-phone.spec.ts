import { expect, test, type Locator, type Page } from './test';
import { ACCEPTED_CONSENT } from './consent';

/** The watch page is a live show on a phone, and the chat sits beside the video on a desktop. */
const watch = (page: Page) => page.locator('[data-vanity-widget="watch"]');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

/** The live video has decoded a frame and its clock moves. */
async function playing(video: Locator) {
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0), { timeout: 20_000 }).toBe(true);
  const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime), { timeout: 15_000 }).toBeGreaterThan(t0);
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`${device}: every reaction lies wholly inside the video, clear of the other controls on it`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/pages/watch/SH0W42');
    const video = watch(page).locator('video');
    await playing(video);
    const stage = await box(video);
    const reactions = watch(page).getByRole('group', { name: 'Send a reaction' }).getByRole('button');
    await expect(reactions).toHaveCount(4);
    const others = [
      ...(await watch(page).getByRole('group', { name: 'Video controls' }).getByRole('button').all()),
      watch(page).getByRole('button', { name: 'Click to unmute' }),
    ];
    for (const reaction of await reactions.all()) {
      const r = await box(reaction);
      expect(r.width).toBeGreaterThanOrEqual(44);
      expect(r.x).toBeGreaterThanOrEqual(stage.x);
      expect(r.y).toBeGreaterThanOrEqual(stage.y);
      expect(r.x + r.width).toBeLessThanOrEqual(stage.x + stage.width);
      expect(r.y + r.height).toBeLessThanOrEqual(stage.y + stage.height);
      for (const other of others) {
        const o = await box(other);
        const apart = r.x + r.width <= o.x || o.x + o.width <= r.x || r.y + r.height <= o.y || o.y + o.height <= r.y;
        expect(apart, `${await reaction.getAttribute('aria-label')} overlaps ${await other.textContent()}`).toBe(true);
      }
      // Nothing else is on top of it: a tap lands on the button.
      await reaction.click({ trial: true });
    }
  });
}

for (const [device, viewport, size] of [
  ['phone', PHONE, 'width=640&height=360'],
  ['desktop', DESKTOP, 'width=1280&height=720'],
] as const) {
  test(`${device}: the poster is the show's picture in the size that fits the stage, and only that one is requested`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const posters: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/show/SH0W42/thumbnail/v1')) posters.push(new URL(r.url()).search.slice(1));
    });
    await page.goto('/pages/watch/SH0W42');
    await playing(watch(page).locator('video'));
    expect(await watch(page).locator('video').getAttribute('poster')).toContain(size);
    expect([...new Set(posters)]).toEqual([size]);
  });
}

test('phone: the video comes first at full width, then the chat, before the offers and every product', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/pages/watch/SH0W42');
  const video = watch(page).locator('video');
  const chat = watch(page).getByRole('region', { name: 'Chat' });
  const offers = watch(page).getByRole('region', { name: 'Show offers' });
  const firstProduct = watch(page).getByRole('article', { name: 'Satin Lip Color' });
  await expect(firstProduct).toBeVisible();
  const host = await box(watch(page));
  const v = await box(video);
  expect(v.width).toBeGreaterThanOrEqual(host.width - 1);
  // Portrait-friendly: a landscape show fills a taller-than-wide stage on a phone, within the screen.
  expect(v.height).toBeGreaterThan(v.width);
  expect(v.height).toBeLessThanOrEqual(PHONE.height * 0.75 + 1);
  const c = await box(chat);
  const o = await box(offers);
  const p = await box(firstProduct);
  expect(c.y).toBeGreaterThan(v.y + v.height - 1);
  expect(c.y + c.height).toBeLessThanOrEqual(o.y);
  expect(c.y + c.height).toBeLessThanOrEqual(p.y);
  // The same order for a screen reader: the chat comes before the first product in the document.
  const chatFirst = await chat.evaluate(
    (el, product) => !!(el.compareDocumentPosition(product!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await firstProduct.elementHandle(),
  );
  expect(chatFirst).toBe(true);
  // The products are a strip of cards that snaps, not a column.
  const track = watch(page).getByRole('region', { name: 'Featured in this show' }).getByRole('list').first();
  expect(await track.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
  const second = await box(watch(page).getByRole('article', { name: 'Signature Lip Set' }));
  expect(Math.abs(second.y - p.y)).toBeLessThan(2);
});

test('desktop: the chat sits beside the video', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/pages/watch/SH0W42');
  const chat = watch(page).getByRole('region', { name: 'Chat' });
  await expect(chat).toBeVisible();
  const v = await box(watch(page).locator('video'));
  const c = await box(chat);
  expect(c.x).toBeGreaterThanOrEqual(v.x + v.width);
  // Side by side: their tops line up and they share the same rows.
  expect(Math.abs(c.y - v.y)).toBeLessThan(2);
});

test('phone: the muted video says "Tap to unmute"; one tap brings the sound and the prompt goes', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, storageState: ACCEPTED_CONSENT });
  const page = await context.newPage();
  await page.goto('/pages/watch/SH0W42');
  const video = watch(page).locator('video');
  await playing(video);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await watch(page).getByRole('button', { name: 'Tap to unmute' }).tap();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await expect(watch(page).getByRole('button', { name: 'Tap to unmute' })).toHaveCount(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  // The sound button follows, and the live video's own buttons are there without hovering, 44 px or more.
  const controls = watch(page).getByRole('group', { name: 'Video controls' });
  await expect(controls.getByRole('button', { name: 'Mute' })).toBeVisible();
  for (const button of await controls.getByRole('button').all()) expect((await box(button)).height).toBeGreaterThanOrEqual(44);
  await controls.getByRole('button', { name: 'Pause' }).tap();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await controls.getByRole('button', { name: 'Play' }).tap();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await context.close();
});

test('desktop: one click on the prompt unmutes the video', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/pages/watch/SH0W42');
  const video = watch(page).locator('video');
  await playing(video);
  await watch(page).getByRole('button', { name: 'Click to unmute' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await expect(watch(page).getByRole('button', { name: 'Click to unmute' })).toHaveCount(0);
});

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`${device}: Try it on opens the try-on on the card's shade over the show; closing it keeps the show playing`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/pages/watch/SH0W42');
    const video = watch(page).locator('video');
    await playing(video);
    const satin = watch(page).getByRole('article', { name: 'Satin Lip Color' });
    await satin.getByRole('radiogroup', { name: 'Shade' }).getByRole('radio', { name: 'Mauve Muse' }).check();
    const tryIt = satin.getByRole('button', { name: 'Try it on' });
    await tryIt.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Photo' }).click();
    await (await chooser).setFiles('fixtures/astronaut.png');
    // The made-up photo, in the shade chosen on the card.
    await expect(dialog.getByRole('img', { name: 'Your photo with Satin Lip Color in Mauve Muse' })).toBeVisible({ timeout: 30_000 });
    expect(page.url()).toMatch(/\/pages\/watch\/SH0W42$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    // Back on the show: the same page, the video still playing, focus back on the button that opened the try-on.
    expect(page.url()).toMatch(/\/pages\/watch\/SH0W42$/);
    await playing(video);
    await expect(tryIt).toBeFocused();
    await expect(page.locator('[data-vanity-widget="try-on"]')).toHaveCount(0);
  });
}
