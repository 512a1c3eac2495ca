import { expect, test } from './test';
import { Harness } from './harness';
import { watch } from './show-video';

/**
 * A viewer's live-shopping credentials stay out of addresses and reports: the chat token travels in the stream's
 * Authorization header, a guest is their server-issued guest secret (a header too), and neither reaches the
 * analytics or error sinks, which see only the public device id.
 */
const chat = (page: import('@playwright/test').Page) => watch(page).getByRole('region', { name: /^Chat/ });

test('a guest watches and chats on SH0W42 with no chat token or guest secret in any address or report', async ({
  page,
  browser,
  request,
}) => {
  await request.delete('/__harness/events');
  const credentials = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/chat/credentials/v1') && r.ok());
  await page.goto('/pages/watch/SH0W42');
  const { token } = (await (await credentials).json()) as { token: string };
  await expect(chat(page).getByRole('status')).toHaveCount(0, { timeout: 15_000 }); // the stream is open

  // A second guest's message reaches this one over the stream, and this one's own message goes out.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/pages/watch/SH0W42');
  await expect(chat(second).getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  const theirs = `Which brush for the liner? ${Date.now()}`;
  await chat(second).getByRole('textbox', { name: 'Your message' }).fill(theirs);
  await chat(second).getByRole('button', { name: 'Send' }).click();
  await expect(chat(page).getByRole('listitem').filter({ hasText: theirs })).toBeVisible();
  const mine = `The satin one, please ${Date.now()}`;
  await chat(page).getByRole('textbox', { name: 'Your message' }).fill(mine);
  await chat(page).getByRole('button', { name: 'Send' }).click();
  await expect(chat(second).getByRole('listitem').filter({ hasText: mine })).toBeVisible();
  // Two guests, two names: each is their own secret's guest.
  const secrets = await Promise.all([page, second].map((p) => p.evaluate(() => sessionStorage.getItem('vanity.guestSecret'))));
  expect(secrets[0]).toBeTruthy();
  expect(secrets[1]).toBeTruthy();
  expect(secrets[0]).not.toBe(secrets[1]);
  await other.close();

  const log = await Harness.liveLog(request);
  expect(log).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/live/chat/SH0W42/events' }));
  expect(log).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/live/chat/SH0W42/message/v1' }));
  const leaks = log.filter((r) => r.url.includes(token) || secrets.some((s) => r.url.includes(s!)) || /[?&](token|secret)=/i.test(r.url));
  expect(leaks).toEqual([]);

  // The page's analytics go out on their own time: wait until some have arrived, then read them all.
  await expect.poll(async () => (await Harness.events(request)).some((r) => r.kind === 'analytics')).toBe(true);
  const reports = await Harness.events(request);
  const sent = JSON.stringify(reports);
  expect(sent).not.toContain(token);
  for (const secret of secrets) expect(sent).not.toContain(secret);
});
