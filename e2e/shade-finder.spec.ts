import { fakeCameraLaunch } from './fake-camera';
import { expect, test, type Page } from './test';
import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';
import { Harness } from './harness';
import { answerFinderQuestions, finder } from './shade-finder-steps';
import { TryOnUI } from './try-on-ui';

/** The shade finder and "Suggest shade", against the real skin-tone service, with the fake camera. */
test.use(fakeCameraLaunch);

const eventNames = async (page: Page, request: import('@playwright/test').APIRequestContext) => {
  const sessionId = await page.evaluate(() => sessionStorage.getItem('vanity.sessionId'));
  // new_session and user_engaged are the page's, sent when the page is idle or the shopper engages: not part of the finder's sequence.
  const pageEvents = ['new_session', 'user_engaged'];
  return (
    (await Harness.events(request, 'analytics'))
      .filter((e) => e.body.sessionId === sessionId && !pageEvents.includes(e.body.event))
      // In the order the page made them: each is a request of its own, and two may arrive the other way round.
      .sort((a, b) => Date.parse(a.body.timestamp) - Date.parse(b.body.timestamp))
      .map((e) => e.body.event as string)
  );
};

/** A PNG whose header says width × height (valid signature, IHDR and CRCs), with a token of image data: refused before decoding. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function answerQuestions(page: Page) {
  await page.goto('/pages/shade-finder');
  await finder(page).getByRole('button', { name: 'Start' }).click();
  await expect(finder(page).getByRole('heading', { name: 'Which of these looks most like your skin?' })).toBeFocused();
  await answerFinderQuestions(page, { skin: 'Light', undertone: /^Warm/, concerns: ['Redness', 'Dryness'], coverage: /^Medium/ });
}

test('questions, the camera, then results that survive a reload, try on and add to bag', async ({ page, context, request }) => {
  await context.grantPermissions(['camera']);
  await answerQuestions(page);
  await finder(page).getByRole('button', { name: 'How to use' }).click();
  await expect(finder(page).getByText('Stand facing soft daylight')).toBeVisible();
  await finder(page).getByRole('button', { name: 'Turn on camera' }).click();
  await expect(finder(page).getByLabel('Your camera')).toBeVisible();
  await finder(page).getByRole('button', { name: 'Take photo' }).click();
  await expect(page).toHaveURL(
    /\/pages\/shade-finder-results\/skin-2_undertone-warm_concerns-redness\.dryness_coverage-medium_tone-\d+(\.\d)?$/,
    { timeout: 20_000 },
  );

  const results = page.locator('[data-vanity-widget="shade-finder-results"]');
  const shade = results.locator('.shade');
  await expect(shade).toHaveText(/^\d+ \w+/);
  const suggested = await shade.textContent();
  // The result explains itself with the shopper's answers (Light, Warm) beside the match's own description.
  await expect(results.getByText('Your skin: Light, warm')).toBeVisible();
  await expect(
    results.getByText(new RegExp(`^Your match: ${suggested} \\((fair|light|medium|tan|deep|rich), (cool|neutral|warm) undertone\\)$`)),
  ).toBeVisible();
  // Two neighbours either side, never the match itself; none picked yet.
  const close = results.getByRole('group', { name: 'Also close to you' });
  await expect(close.getByRole('radio')).toHaveCount(4);
  await expect(close.getByRole('radio', { name: suggested! })).toHaveCount(0);
  for (const radio of await close.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await results.getByText('Your answers').click();
  await expect(results.getByText('Undertone: Warm')).toBeVisible();
  await expect(results.getByText('Concerns: Redness, Dryness')).toBeVisible();

  await page.reload();
  await expect(shade).toHaveText(suggested!);
  await results.getByRole('button', { name: /^Add to bag/ }).click();
  await expect(page.locator('[data-cart-count]')).toHaveText('1');
  const cart = await (await page.request.get('/cart.js')).json();
  expect(cart.items[0].variant_title).toBe(suggested);

  await expect.poll(() => eventNames(page, request)).toEqual(expect.arrayContaining(['shade_finder_recommendation', 'add_to_bag']));
  const names = await eventNames(page, request);
  expect(names.slice(0, 9)).toEqual([
    'shade_finder_started',
    'skin_image_choice',
    'skin_undertone_choice',
    'skin_concern_choice',
    'skin_desired_coverage',
    'shade_finder_click_how_to_use',
    'shade_finder_camera_turned_on',
    'skin_tone_analysis',
    'shade_finder_recommendation',
  ]);

  // Try it on opens the product's try-on on the suggested shade.
  await results.getByRole('link', { name: 'Try it on' }).click();
  await expect(TryOnUI.dialog(page).getByRole('img', { name: `Live try-on of Second Skin Foundation in ${suggested}` })).toBeVisible({
    timeout: 30_000,
  });
});

test('skipping the camera leads to choosing a photo; a photo with no face says so', async ({ page, request }) => {
  await answerQuestions(page);
  const noFace = await sharp('fixtures/astronaut.png')
    .extract({ left: 0, top: 300, width: 160, height: 212 })
    .resize(400, 530)
    .jpeg()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await finder(page).getByRole('button', { name: 'Skip camera, choose a photo' }).click();
  await (await chooser).setFiles({ name: 'wall.jpg', mimeType: 'image/jpeg', buffer: noFace });
  await expect(finder(page).getByRole('alert')).toHaveText(/We encountered a problem finding your face\./);
  expect(await eventNames(page, request)).toContain('shade_finder_skip_camera');
  // Retake goes back to the photo step, answers kept.
  await finder(page).getByRole('button', { name: 'Retake photo' }).click();
  await expect(finder(page).getByRole('button', { name: 'Turn on camera' })).toBeVisible();
});

test('a file that is not a photo, and a small one with huge dimensions, each get their own words', async ({ page, request }) => {
  await answerQuestions(page);
  let chooser = page.waitForEvent('filechooser');
  await finder(page).getByRole('button', { name: 'Skip camera, choose a photo' }).click();
  await (await chooser).setFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a photo at all') });
  await expect(finder(page).getByRole('alert')).toHaveText(/^This file isn't a photo\. Please choose a JPEG or PNG photo of your face\./);
  await finder(page).getByRole('button', { name: 'Retake photo' }).click();
  // A few kilobytes of PNG, 20000 × 20000 pixels: its dimensions are the problem, not its size in MB.
  const huge = pngClaiming(20_000, 20_000);
  expect(huge.length).toBeLessThan(1024);
  chooser = page.waitForEvent('filechooser');
  await finder(page).getByRole('button', { name: 'Skip camera, choose a photo' }).click();
  await (await chooser).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
  const alert = finder(page).getByRole('alert');
  await expect(alert).toHaveText(/^This photo has too many pixels to use\. Please choose one under 100 megapixels/);
  await expect(alert).not.toContainText('40 MB');
  // The shopper's file is not a fault: nothing reported.
  expect((await Harness.events(request, 'error')).filter((e) => e.body.context?.where === 'shade:prepare')).toEqual([]);
});

test('a dark photo gets the ignorable lighting advice, and the shopper may go on', async ({ page }) => {
  await answerQuestions(page);
  const dark = await sharp('fixtures/astronaut.png').linear(0.22, 0).jpeg().toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await finder(page).getByRole('button', { name: 'Skip camera, choose a photo' }).click();
  await (await chooser).setFiles({ name: 'dim.jpg', mimeType: 'image/jpeg', buffer: dark });
  const advice = finder(page).getByRole('alert');
  await expect(advice).toContainText('Adjust lighting for best results');
  await expect(advice).toContainText('Aim for bright, natural and even lighting.');
  await advice.getByRole('button', { name: 'Use this result anyway' }).click();
  await expect(page).toHaveURL(/shade-finder-results\/.*tone-/);
});

test('the skin-tone service failing gives the analysing message, and a dropped connection its own', async ({ page, request }) => {
  await answerQuestions(page);
  await Harness.fault(request, { server: 'api', path: '/api/get_skin_tone', kind: 'status', status: 500 });
  let chooser = page.waitForEvent('filechooser');
  await finder(page).getByRole('button', { name: 'Skip camera, choose a photo' }).click();
  await (await chooser).setFiles('fixtures/astronaut.png');
  await expect(finder(page).getByRole('alert')).toHaveText(/^We encountered a problem analysing your skin tone\./);
  await Harness.reported(request, (e) => e.body.context?.where === 'shade:analyse');

  await Harness.clearFaults(request);
  await Harness.fault(request, { server: 'api', path: '/api/get_skin_tone', kind: 'drop' });
  chooser = page.waitForEvent('filechooser');
  await finder(page).getByRole('button', { name: 'Choose photo' }).click();
  await (await chooser).setFiles('fixtures/astronaut.png');
  await expect(finder(page).getByRole('alert')).toHaveText(/^Sorry, something went wrong finding a shade match for you\./);

  // An answer that is not JSON: spec 1 §8's "something went wrong finding your shade".
  await Harness.clearFaults(request);
  await Harness.fault(request, { server: 'api', path: '/api/get_skin_tone', kind: 'malformed' });
  chooser = page.waitForEvent('filechooser');
  await finder(page).getByRole('button', { name: 'Choose photo' }).click();
  await (await chooser).setFiles('fixtures/astronaut.png');
  await expect(finder(page).getByRole('alert')).toHaveText(/^Sorry, something went wrong finding your shade\. {2}Please try again later\./);
});

test('results whose catalogue cannot be read say something went wrong finding the shade', async ({ page, request }) => {
  await Harness.fault(request, { server: 'store', path: '/api/2022-10/graphql.json', kind: 'status', status: 500 });
  await page.goto('/pages/shade-finder-results/skin-2_undertone-warm_tone-70');
  const results = page.locator('[data-vanity-widget="shade-finder-results"]');
  await expect(results.getByRole('alert')).toHaveText('Sorry, something went wrong finding your shade.  Please try again later.');
  await Harness.reported(request, (e) => e.body.context?.where === 'shade-results:product');
});

test('the same face gives the same shade by camera and by photo', async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  const shade = page.locator('[data-vanity-widget="shade-finder-results"] .shade');
  await answerQuestions(page);
  await finder(page).getByRole('button', { name: 'Turn on camera' }).click();
  await expect(finder(page).getByLabel('Your camera')).toBeVisible();
  await finder(page).getByRole('button', { name: 'Take photo' }).click();
  await expect(shade).toHaveText(/^\d+ \w+/, { timeout: 20_000 });
  const byCamera = await shade.textContent();

  await answerQuestions(page);
  const chooser = page.waitForEvent('filechooser');
  await finder(page).getByRole('button', { name: 'Skip camera, choose a photo' }).click();
  await (await chooser).setFiles('fixtures/astronaut.png');
  await expect(page).toHaveURL(/shade-finder-results\/.*tone-/, { timeout: 20_000 });
  await expect(shade).toHaveText(/^\d+ \w+/);
  // Within one shade (the shade numbers step by 15): the camera's frame went through Chromium's video path and a crop.
  const number = (name: string | null) => Number(name!.split(' ')[0]);
  expect(Math.abs(number(await shade.textContent()) - number(byCamera))).toBeLessThanOrEqual(15);
});

test('results with an unreadable address ask to start again', async ({ page }) => {
  await page.goto('/pages/shade-finder-results/skin-2_undertone-warm');
  const results = page.locator('[data-vanity-widget="shade-finder-results"]');
  await expect(results.getByRole('alert')).toHaveText("This shade finder link is incomplete. Let's find your shade again.");
  await expect(results.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/pages/shade-finder');
});

test('"Suggest shade" in the try-on switches to the suggested shade and offers Adjust coverage', async ({ page, context, request }) => {
  await context.grantPermissions(['camera']);
  await page.goto('/products/second-skin-foundation?vto=camera');
  const dialog = TryOnUI.dialog(page);
  await expect(dialog.getByRole('img', { name: 'Live try-on of Second Skin Foundation in 100 Porcelain' })).toBeVisible({
    timeout: 30_000,
  });
  // The skin-tone service takes its time (held until the test has looked): the scanning overlay says what is going on
  // meanwhile (spec 1 §2).
  await Harness.holdNext(request, '/api/get_skin_tone', 'api');
  await TryOnUI.menu(page, 'Suggest shade');
  const scanning = dialog.getByRole('status').filter({ hasText: 'Finding your shade…' });
  await expect(scanning).toBeVisible();
  await Harness.clearFaults(request);
  const suggestion = dialog.getByRole('status').filter({ hasText: 'We suggest' });
  await expect(suggestion).toBeVisible({ timeout: 20_000 });
  await expect(scanning).toHaveCount(0);
  const shade = (await suggestion.textContent())!.match(/We suggest (\d+ [\w ]+?)(Adjust|$)/)![1]!;
  await expect(dialog.getByRole('img', { name: `Live try-on of Second Skin Foundation in ${shade}` })).toBeVisible();
  await suggestion.getByRole('button', { name: 'Adjust coverage' }).click();
  await expect(dialog.getByRole('slider', { name: /^Coverage/ })).toBeFocused();
  const names = async () => (await Harness.events(request, 'analytics')).map((e) => e.body.event);
  await expect.poll(names).toEqual(expect.arrayContaining(['vto_find_shade', 'skin_tone_analysis', 'vto_item_changed']));
});
