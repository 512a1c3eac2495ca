import { expect, test, type Page } from './test';
import { signIn, signInThroughHub } from './harness';
import { multipassBody } from './sign-in';

/**
 * The set-up sign-in (harness.ts signIn, which most tests use to start signed in) leaves a page as the hub's sign-in
 * does: the same Multipass request, the store's session and aws-amplify's, and nothing shared between tests.
 */
const EMAIL = 'confirmed.shopper@aurelle.test';
const hub = (page: Page) => page.locator('[data-vanity-widget="account"]');
const cognitoKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('CognitoIdentityServiceProvider.'))
      .sort(),
  );

test('a set-up sign-in sends the hub’s Multipass request and leaves both sessions the hub’s sign-in leaves', async ({ browser }) => {
  const viaHub = await (await browser.newContext()).newPage();
  const mint = viaHub.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/multipass/v1'));
  await signInThroughHub(viaHub, EMAIL, '/pages/about');
  const sent = await mint;
  const idToken = /^Bearer (.+)$/.exec((await sent.allHeaders()).authorization ?? '')![1]!;
  const shop = await viaHub.evaluate(() => JSON.parse(document.getElementById('vanity-config')!.textContent!).shop as string);
  expect(sent.postDataJSON()).toEqual(multipassBody(idToken, shop, '/pages/about'));

  const page = await (await browser.newContext()).newPage();
  await signIn(page, EMAIL, '/account');
  // The store's session: its account page, not its login.
  await expect(page.locator('[data-customer-email]')).toHaveText(EMAIL);
  // aws-amplify's: the same entries the hub's sign-in left, which the hub reads as this shopper, signed in to both.
  expect(await cognitoKeys(page)).toEqual(await cognitoKeys(viaHub));
  await page.goto('/pages/myaccount?operation=signIn');
  await expect(hub(page).getByRole('heading', { name: /Welcome back|You're signed in/ })).toBeVisible();
  await expect(hub(page).getByRole('link', { name: 'Switch account' })).toBeVisible();
  for (const p of [viaHub, page]) await p.context().close();
});

test('a test that signs out leaves the next set-up sign-in of that account whole', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  await signIn(first, EMAIL, '/pages/about');
  await first.goto('/pages/myaccount?operation=signOut');
  await first.waitForURL((u) => !u.pathname.startsWith('/pages/myaccount'));
  expect(await cognitoKeys(first)).toEqual([]);

  const next = await (await browser.newContext()).newPage();
  await signIn(next, EMAIL, '/account');
  await expect(next.locator('[data-customer-email]')).toHaveText(EMAIL);
  // The first is still signed out of the store: the sign-ins share no session.
  await first.goto('/account');
  await expect(first).toHaveURL(/\/account\/login$/);
  for (const p of [first, next]) await p.context().close();
});
