import { expect, test, type Page } from './test';
import { Harness, signIn } from './harness';
import { videoPlays, watch } from './show-video';
import { PLAYER_RETRY_MS } from '../shared/live/show-player';

/** A viewer's live show: video, chat, cart in another tab, follow, save, subscribe, share, discounts. */
const chat = (page: Page) => watch(page).getByRole('region', { name: /^Chat/ });

test('a running show plays its live HLS stream, with the player loaded only here', async ({ page }) => {
  // hls.js's chunk, told apart by a line of its own code (the build names chunks by hash).
  const players: Array<Promise<boolean>> = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('.js'))
      players.push(
        r.text().then(
          (body) => body.includes('Loader can only be used once.'),
          () => false,
        ),
      );
  });
  await page.goto('/pages/about');
  // The loader has matched the route and mounted whatever the page holds (nothing here).
  await expect(page.locator('html')).toHaveAttribute('data-vanity-route', 'none');
  await page.evaluate(() => new Promise((r) => (window as any).Vanity.push(['on', 'ready', r])));
  expect((await Promise.all(players)).filter(Boolean)).toEqual([]);
  await page.goto('/pages/watch/SH0W42');
  const video = await videoPlays(page);
  await expect(video).toHaveAttribute('aria-label', 'Live video: Satin lips, three ways');
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([640, 360]);
  // The audience is big enough to show.
  await expect(watch(page).getByText(/^\d+ watching$/)).toBeVisible();
  // A browser that plays HLS itself (this Chromium does) never downloads hls.js.
  const native = await page.evaluate(() => document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '');
  const playerChunks = (await Promise.all(players)).filter(Boolean);
  expect(playerChunks.length === 0).toBe(native);
});

test('a recording plays, and its chat replays in step with the video', async ({ page }) => {
  await page.goto('/pages/watch/SH0W40');
  await expect(watch(page).getByText('Replay', { exact: true })).toBeVisible();
  await videoPlays(page);
  await expect(chat(page).getByRole('heading', { name: 'Chat replay' })).toBeVisible();
  // Near the start of the hour only the first messages have been said; at the end, all of them.
  const messages = chat(page).getByRole('list', { name: 'Chat messages' }).getByRole('listitem');
  const early = await messages.count();
  await watch(page)
    .locator('video')
    .evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration - 5));
  await expect.poll(() => messages.count()).toBeGreaterThan(early);
  await expect(chat(page).getByRole('textbox')).toHaveCount(0);
});

test('chat: a message reaches a second viewer live, as text; the counter warns past 140', async ({ page, browser }) => {
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/pages/watch/SH0W42');
  await expect(chat(second).getByRole('status')).toHaveCount(0, { timeout: 15_000 }); // connected
  await page.goto('/pages/watch/SH0W42');
  const box = chat(page).getByRole('textbox', { name: 'Your message' });
  await expect(chat(page).getByRole('button', { name: 'Send' })).toBeDisabled();

  await box.fill('x'.repeat(141));
  await expect(chat(page).getByText('141/140')).toBeVisible();
  await expect(chat(page).getByRole('alert')).toHaveText('Over the 140-character limit by 1.');
  await expect(chat(page).getByRole('button', { name: 'Send' })).toBeDisabled();

  const text = `Is <b>Cinnamon</b> warm? ${Date.now()}`;
  await box.fill(text);
  await expect(chat(page).getByText(`${[...text].length}/140`)).toBeVisible();
  // Enter sends once the chat has connected.
  await expect(chat(page).getByRole('button', { name: 'Send' })).toBeEnabled();
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const received = chat(second).getByRole('listitem').filter({ hasText: text });
  await expect(received).toBeVisible();
  // Markup in a message stays text.
  await expect(received.locator('b')).toHaveCount(0);
  // The sender can correct it; the other viewer sees the change, marked.
  await chat(page).getByRole('listitem').filter({ hasText: text }).getByRole('button', { name: 'Edit' }).click();
  // Its own words (the show's chat keeps every earlier run's messages).
  const corrected = `Is Cinnamon warm or neutral? ${Date.now()}`;
  await chat(page).getByRole('textbox', { name: 'Edit your message' }).fill(corrected);
  await chat(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    chat(second)
      .getByRole('listitem')
      .filter({ hasText: `${corrected} (edited)` }),
  ).toBeVisible();
  await other.close();
});

test('a moderator, not the show’s host, pins a viewer’s message from the watch page and clears it; viewers see both', async ({
  page,
  browser,
}) => {
  const modContext = await browser.newContext();
  const moderator = await modContext.newPage();
  await signIn(moderator, 'moderator@aurelle.test', '/pages/watch/SH0W42');
  await page.goto('/pages/watch/SH0W42');
  // The show's seeded pin, put back at the end.
  await expect(chat(page).locator('.pinned')).toBeVisible();
  const seededPin = (await chat(page).locator('.pinned .text').textContent())?.trim() ?? '';
  const text = `Does it transfer onto a mask? ${Date.now()}`;
  const box = chat(page).getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  // Enter sends once the chat has connected.
  await expect(chat(page).getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 15_000 });
  await box.press('Enter');
  await expect(box).toHaveValue('');

  const question = chat(moderator).getByRole('listitem').filter({ hasText: text });
  await question.getByRole('button', { name: /^Pin the message from Guest/ }).click();
  await expect(chat(page).locator('.pinned')).toContainText(text);
  await expect(chat(moderator).locator('.pinned')).toContainText(text);

  await chat(moderator).locator('.pinned').getByRole('button', { name: 'Unpin' }).click();
  await expect(chat(page).locator('.pinned')).toHaveCount(0);
  await expect(chat(moderator).locator('.pinned')).toHaveCount(0);
  // A viewer has neither control.
  await expect(chat(page).getByRole('button', { name: /^Pin the message/ })).toHaveCount(0);

  if (seededPin) {
    await chat(moderator)
      .getByRole('listitem')
      .filter({ hasText: seededPin })
      .first()
      .getByRole('button', { name: /^Pin the message from/ })
      .click();
    await expect(chat(page).locator('.pinned')).toContainText(seededPin);
  }
  await modContext.close();
});

test('chat: only invisible characters is an empty message; an RTL override stays inside its own message', async ({ page }) => {
  await page.goto('/pages/watch/SH0W42');
  // Connected first: a draft typed while the chat joins is the joined chat's to judge.
  await expect(chat(page).getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  const box = chat(page).getByRole('textbox', { name: 'Your message' });
  const send = chat(page).getByRole('button', { name: 'Send' });
  await box.fill('\u200b\u200b\u202e\u2066');
  await expect(chat(page).getByRole('alert')).toHaveText('Write a message first: this one has nothing to read.');
  await expect(send).toBeDisabled();
  await box.press('Enter');
  await expect(box).toHaveValue('\u200b\u200b\u202e\u2066');

  const text = `\u202eexe.${Date.now()}`;
  await box.fill(text);
  await expect(send).toBeEnabled();
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const item = chat(page).getByRole('listitem').filter({ hasText: text });
  const message = item.locator('bdi.text');
  await expect(message).toHaveText(text);
  // Laid out by the browser: the override reorders the message's own letters, not the line around it,
  // so "You" stays before the message and Edit after it.
  const you = (await item.locator('.author').boundingBox())!;
  const body = (await message.boundingBox())!;
  const edit = (await item.getByRole('button', { name: 'Edit' }).boundingBox())!;
  expect(you.x).toBeLessThan(body.x);
  expect(edit.x).toBeGreaterThanOrEqual(body.x + body.width - 1);
});

test('a failed send keeps the message and says why; it goes through once the chat is back', async ({ page, request }) => {
  await page.goto('/pages/watch/SH0W42');
  const box = chat(page).getByRole('textbox', { name: 'Your message' });
  await expect(chat(page).getByRole('button', { name: 'Send' })).toBeDisabled();
  // Its own words (the show's chat keeps every earlier run's messages).
  const question = `Does it come in a gloss? ${Date.now()}`;
  await Harness.withFault(request, { server: 'api', path: '/api/live/chat/SH0W42/message/v1', kind: 'drop' }, async () => {
    await box.fill(question);
    await chat(page).getByRole('button', { name: 'Send' }).click();
    await expect(chat(page).getByRole('alert')).toContainText("You're offline. Your message is still here");
    await expect(box).toHaveValue(question);
  });
  await chat(page).getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
  await expect(chat(page).getByRole('listitem').filter({ hasText: question })).toBeVisible();
});

test('a featured variant added to the bag updates the cart in another tab', async ({ page, context }) => {
  const other = await context.newPage();
  // Another show's page: its widget keeps the cart in sync, and the theme's bag count follows.
  await other.goto('/pages/watch/SH0W43');
  await expect(watch(other).getByRole('heading', { name: /foundation shade/ })).toBeVisible();
  const count = other.locator('[data-cart-count]');
  const before = Number((await count.textContent()) ?? '0');
  await page.goto('/pages/watch/SH0W42');
  const satin = watch(page).getByRole('article', { name: 'Satin Lip Color' });
  // The show's discount is shown against the price.
  await expect(satin.getByText(/off each during the show/)).toBeVisible();
  await satin.getByRole('button', { name: 'Add to bag' }).click();
  await expect(satin.getByRole('status')).toHaveText('Satin Lip Color is in your bag.');
  await expect(count).toHaveText(String(before + 1));
});

test('an anonymous viewer subscribes by email; follow and save ask them to sign in first', async ({ page, request }) => {
  await page.goto('/pages/watch/SH0W43');
  const email = `remind.${Date.now()}@aurelle.test`;
  await watch(page).getByLabel('Email for a reminder').fill('not-an-email');
  await watch(page).getByRole('button', { name: 'Email me a reminder' }).click();
  await expect(watch(page).getByRole('alert').filter({ hasText: 'Enter a valid email address.' })).toBeVisible();
  await watch(page).getByLabel('Email for a reminder').fill(email);
  await watch(page).getByRole('button', { name: 'Email me a reminder' }).click();
  await expect(watch(page).getByText(`We'll email ${email} before it starts.`)).toBeVisible();
  const outbox: Array<{ to: string; showId: string }> = await (await request.get('/__harness/live/outbox')).json();
  expect(outbox.filter((m) => m.to === email)).toEqual([expect.objectContaining({ showId: 'SH0W43' })]);

  await watch(page).getByRole('button', { name: 'Follow Jo' }).click();
  await page.waitForURL(/\/pages\/myaccount\?operation=signIn&destinationPath=%2Fpages%2Fwatch%2FSH0W43/);
});

test('a signed-in viewer follows the host, saves the show, subscribes, shares, and gets a discount code', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'french.shopper@aurelle.test', '/pages/watch/SH0W42');
  // The viewer follows nobody and has saved nothing yet (the test puts both back at its end): the buttons say so
  // before and after their lists load, so the clicks need not wait for them.
  await watch(page).getByRole('button', { name: 'Follow Mia' }).click();
  await expect(watch(page).getByRole('button', { name: 'Unfollow Mia' })).toHaveAttribute('aria-pressed', 'true');
  await watch(page).getByRole('button', { name: 'Save show' }).click();
  await expect(watch(page).getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  // Share: a viewer who is not the host shares a link with their share code.
  await watch(page).getByRole('button', { name: 'Share' }).click();
  const link = watch(page).getByRole('textbox', { name: 'Link to this show' });
  await expect(link).toHaveValue(/\/pages\/watch\/SH0W42![A-Za-z0-9]{6,8}$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  // A personal discount code, for the store customer the sign-in made.
  const offers = watch(page).getByRole('region', { name: 'Show offers' });
  await offers.getByRole('button', { name: 'Get my code' }).click();
  await expect(offers.getByText(/^Your code: LIVE15-[A-Z0-9]+$/)).toBeVisible();

  // Both survive a reload, and the profile page lists them.
  await page.reload();
  await expect(watch(page).getByRole('button', { name: 'Unfollow Mia' })).toBeVisible();
  await page.goto('/pages/profile/following');
  const profile = page.locator('[data-vanity-widget="live-profile"]');
  await expect(profile.getByRole('link', { name: /Mia/ })).toHaveAttribute('href', '/pages/channels/mia.host');
  await profile.getByRole('link', { name: 'Saved shows' }).click();
  await expect(profile.getByRole('link', { name: /Satin lips, three ways/ })).toBeVisible();
  // Both are put back from the profile page, as the store's data outlives the test.
  await profile.getByRole('button', { name: 'Remove: Satin lips, three ways' }).click();
  await expect(profile.getByRole('link', { name: /Satin lips, three ways/ })).toHaveCount(0);
  await page.goto('/pages/profile/following');
  await profile.getByRole('button', { name: 'Unfollow Mia' }).click();
  await expect(profile.getByRole('link', { name: /Mia/ })).toHaveCount(0);

  // A reminder for the upcoming show goes out in the viewer's time zone and language.
  await page.goto('/pages/watch/SH0W43');
  await watch(page).getByRole('button', { name: 'Remind me' }).click();
  await expect(watch(page).getByText("We'll email you before it starts.")).toBeVisible();
  const outbox: Array<{ to: string; showId: string; languageTag: string }> = await (await request.get('/__harness/live/outbox')).json();
  expect(outbox.filter((m) => m.to === 'french.shopper@aurelle.test' && m.showId === 'SH0W43')).toHaveLength(1);
});

test('a host’s channel shows their profile and shows', async ({ page }) => {
  await page.goto('/pages/channels/mia.host');
  const channel = page.locator('[data-vanity-widget="channel"]');
  await expect(channel.getByRole('heading', { name: 'Mia' })).toBeVisible();
  await expect(channel.getByText('Make-up artist. Lips first, always.')).toBeVisible();
  await expect(channel.getByRole('link', { name: /Satin lips, three ways/ })).toHaveAttribute('href', '/pages/watch/SH0W42');
  await expect(channel.getByRole('link', { name: /Brows in five minutes/ })).toBeVisible();
  await page.goto('/pages/channels/nobody.here');
  await expect(channel.getByRole('alert')).toContainText("We couldn't find this host.");
});

test('a stream whose playlist fails says it is reconnecting, is reported, and plays once the playlist is back', async ({
  page,
  request,
}) => {
  // The player tries again 3 s after a failure: the test moves the page's clock over that wait once the playlist is back.
  await page.clock.install();
  await Harness.withFault(request, { server: 'cdn', path: '/live/SH0W42/', kind: 'status', status: 404 }, async () => {
    await page.goto('/pages/watch/SH0W42');
    await expect(watch(page).getByText('The video stopped. Reconnecting…')).toBeVisible({ timeout: 20_000 });
    await Harness.reported(request, (e) => e.body.context?.where === 'live:video');
  });
  await page.clock.fastForward(PLAYER_RETRY_MS);
  await videoPlays(page);
  await expect(watch(page).getByText('The video stopped. Reconnecting…')).toHaveCount(0);
});
