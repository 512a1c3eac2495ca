import { expect, test, type Page } from './test';
import { signedInPage } from './harness';

/** The broadcast, listing, channel and profile pages, looked at as a person would. */
const widget = (page: Page, name: string) => page.locator(`[data-vanity-widget="${name}"]`);
const card = (page: Page, widgetName: string, title: string) =>
  widget(page, widgetName).locator('article.show-card').filter({ hasText: title });
const liveApi = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById('vanity-config')!.textContent!).backends.liveShopping as string);
const idToken = (page: Page) => page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith('.idToken'))!)!);

test('a running show with no stream arriving reads "Waiting for stream" on the host’s pages and on the listing card alike', async ({
  browser,
}) => {
  // The seeded show runs with no encoder feeding it (the stand-in's SH0W42).
  const host = await signedInPage(browser, 'influencer@aurelle.test', '/pages/broadcast/SH0W42');
  const broadcast = widget(host, 'broadcast');
  await expect(broadcast.locator('.manage-head .status')).toHaveText('Waiting for stream');
  await expect(broadcast.getByRole('status').filter({ hasText: 'No stream yet' })).toBeVisible();
  await host.goto('/pages/broadcast');
  const row = widget(host, 'broadcast').getByRole('listitem').filter({ hasText: 'Satin lips, three ways' });
  await expect(row.locator('.status')).toHaveText('Waiting for stream');

  await host.goto('/pages/live-shopping');
  await expect(card(host, 'live-shopping', 'Satin lips, three ways').locator('.status')).toHaveText('Waiting for stream');
  await expect(card(host, 'live-shopping', 'Brows in five minutes').locator('.status')).toHaveText('Replay');
  await host.context().close();
});

test('on a phone the host’s chat comes right after the stream panel, above the settings, and status pills hug their word', async ({
  browser,
}) => {
  const host = await signedInPage(browser, 'influencer@aurelle.test', '/pages/broadcast/SH0W42');
  await host.setViewportSize({ width: 375, height: 812 });
  const broadcast = widget(host, 'broadcast');
  const chat = broadcast.getByRole('region', { name: 'Chat' });
  const stream = broadcast.getByRole('region', { name: 'Your stream' });
  const products = broadcast.getByRole('region', { name: 'Products in the show' });
  await expect(chat).toBeVisible();
  // The chat's history arrives after the panel shows and grows it: judged once the page's layout has settled.
  await expect
    .poll(async () => {
      const [streamBox, chatBox, productsBox] = await Promise.all([stream, chat, products].map((l) => l.boundingBox()));
      return {
        chatBelowStream: chatBox!.y > streamBox!.y + streamBox!.height - 1,
        chatAboveProducts: chatBox!.y + chatBox!.height <= productsBox!.y,
      };
    })
    .toEqual({ chatBelowStream: true, chatAboveProducts: true });
  // The stream's two buttons sit on one left edge, neither pushed out of line.
  const buttons = await Promise.all(
    [stream.getByRole('button', { name: 'Show stream key' }), stream.getByRole('button', { name: 'Reset stream key' })].map((b) =>
      b.boundingBox(),
    ),
  );
  expect(Math.abs(buttons[0]!.x - buttons[1]!.x)).toBeLessThan(1);

  await host.goto('/pages/broadcast');
  const replay = widget(host, 'broadcast').getByRole('listitem').filter({ hasText: 'Brows in five minutes' }).locator('.status');
  await expect(replay).toHaveText('Replay');
  expect((await replay.boundingBox())!.width).toBeLessThan(120);
  await host.context().close();
});

test('listing cards show the show’s cover at a size a person can see, several to a row on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pages/live-shopping');
  const covers = widget(page, 'live-shopping').locator('article.show-card .cover img');
  await expect(covers.first()).toBeVisible();
  expect(await covers.count()).toBeGreaterThanOrEqual(4);
  for (const cover of await covers.all()) {
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await cover.boundingBox())!.width).toBeGreaterThanOrEqual(160);
  }
  // The two upcoming shows share a row.
  const upcoming = widget(page, 'live-shopping').getByRole('region', { name: 'Coming up' }).locator('article.show-card');
  const [a, b] = await Promise.all([upcoming.nth(0).boundingBox(), upcoming.nth(1).boundingBox()]);
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
});

test('a channel with no shows says what to do next, with the follow action', async ({ browser }) => {
  // A host with a handle and nothing scheduled: the new influencer, given a handle if onboarding has not yet.
  const nia = await signedInPage(browser, 'new.influencer@aurelle.test', '/pages/about');
  const api = await liveApi(nia);
  const auth = { Authorization: `Bearer ${await idToken(nia)}` };
  const me = await (await nia.request.get(`${api}/profile/me/v1`, { headers: auth })).json();
  let handle: string | undefined = me.influencer?.handle;
  if (!handle) {
    handle = 'nia.quiet';
    expect((await nia.request.post(`${api}/profile/me/handle/v1`, { headers: auth, data: { handle } })).ok()).toBe(true);
  }
  const name: string = me.displayName?.baseName ?? handle;
  // Her own dashboard invites the first show.
  await nia.goto('/pages/broadcast');
  await expect(widget(nia, 'broadcast').getByRole('heading', { name: 'Schedule your first show' })).toBeVisible();
  await widget(nia, 'broadcast').getByRole('button', { name: 'Schedule your first show' }).click();
  await expect(widget(nia, 'broadcast').getByRole('form', { name: 'Schedule a show' })).toBeVisible();
  await nia.context().close();

  const viewer = await signedInPage(browser, 'confirmed.shopper@aurelle.test', `/pages/channels/${handle}`);
  const upcoming = widget(viewer, 'channel').getByRole('region', { name: 'Live and coming up' });
  await expect(upcoming.getByText(`No shows scheduled yet. Follow ${name} to hear when the next one is on.`)).toBeVisible();
  await upcoming.getByRole('button', { name: 'Follow to hear first' }).click();
  await expect(upcoming.getByText(`No shows scheduled yet. You follow ${name}, so you'll hear when the next one is on.`)).toBeVisible();
  await expect(widget(viewer, 'channel').getByRole('button', { name: `Unfollow ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(upcoming.getByRole('link', { name: 'See all live shows' })).toHaveAttribute('href', '/pages/live-shopping');
  // Put back (the store's data outlives the test): the viewer follows nobody again.
  await widget(viewer, 'channel')
    .getByRole('button', { name: `Unfollow ${name}` })
    .click();
  await expect(upcoming.getByText(`No shows scheduled yet. Follow ${name} to hear when the next one is on.`)).toBeVisible();
  await viewer.context().close();
});

test('a new profile picture shows at once wherever the viewer’s picture is, in this tab and another, under its new cache buster', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'influencer@aurelle.test', '/pages/profile/settings');
  const other = await page.context().newPage();
  await other.goto('/pages/profile/settings');
  const picture = (p: Page) => widget(p, 'live-profile').getByRole('img', { name: 'Profile picture' });
  const cacheBuster = async (p: Page) => Number(new URL((await picture(p).getAttribute('src'))!).searchParams.get('cacheBuster'));
  await expect(picture(other)).toBeVisible();
  const before = await cacheBuster(other);

  const chooser = page.waitForEvent('filechooser');
  await widget(page, 'live-profile').getByRole('button', { name: 'Choose a picture' }).click();
  await (await chooser).setFiles('fixtures/astronaut.png');
  await expect(widget(page, 'live-profile').getByText('Picture updated.')).toBeVisible();

  // Both tabs ask for the picture under the new version, without a reload, and get it.
  for (const p of [page, other]) {
    await expect.poll(() => cacheBuster(p)).toBeGreaterThan(before);
    await expect.poll(() => picture(p).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  expect(await cacheBuster(other)).toBe(await cacheBuster(page));
  await page.context().close();
});
