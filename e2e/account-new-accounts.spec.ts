import { expect, test, type Page } from './test';
import { Harness, SEED_PASSWORD } from './harness';

/**
 * The hub on new customer accounts. `sso`: the local store signs in through its identity provider (the Cognito
 * pool's OpenID Connect side, on the hosted UI), entered at /customer_authentication/login; `multipass`: the store
 * takes the Multipass token into a new-accounts session. Either way the shopper lands signed in on the store with no
 * second password prompt, and signing out on either side ends both.
 */
const hub = (page: Page) => page.locator('[data-vanity-widget="account"]');

/** Every address the tab shows from now on, in order. */
function pagesSeen(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()));
  });
  return seen;
}

async function signIn(page: Page, email: string, password: string) {
  await hub(page).getByLabel('Email', { exact: true }).fill(email);
  await hub(page).getByLabel('Password', { exact: true }).fill(password);
  await hub(page).getByRole('button', { name: 'Sign in' }).click();
}

/** The provider's own sign-in page (its session is gone, so the store's sign-in asks there). */
const providerSignIn = (page: Page) => page.getByRole('heading', { name: 'Sign in', exact: true });

/** The hub's email preference (the signed-in view of the sign-in screen), read through the Customer Account API. */
const marketingBox = (page: Page) =>
  hub(page)
    .getByRole('group', { name: 'Email preferences' })
    .getByRole('checkbox', { name: 'Email me about new shades, offers and live shows' });

/** What the store's own customer account page says of the email offers. */
async function storeSays(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  return page.getByRole('definition').filter({ hasText: /subscribed/i });
}

/** Changes the preference on the hub and sees it stored: read back through the API on a fresh load, and on the store. */
async function changeMarketing(page: Page, to: boolean) {
  await page.goto('/pages/myaccount?operation=signIn');
  await expect(marketingBox(page)).toBeChecked({ checked: !to });
  await marketingBox(page).setChecked(to);
  await expect(hub(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.goto('/pages/myaccount?operation=signIn');
  await expect(marketingBox(page)).toBeChecked({ checked: to });
  await expect(await storeSays(page)).toHaveText(to ? 'Subscribed' : 'Not subscribed');
}

test('sso: a new shopper signs up, confirms, signs in on the hub and lands signed in on the store with no second prompt; signing out on the hub ends both', async ({
  page,
}) => {
  const email = `sso.${Date.now()}@aurelle.test`;
  await page.goto('/pages/myaccount?operation=signUp&destinationPath=/collections/lips&accounts=sso');
  await hub(page).getByLabel('First name').fill('Ada');
  await hub(page).getByLabel('Last name').fill('Lovelace');
  await hub(page).getByLabel('Email', { exact: true }).fill(email);
  await hub(page).getByLabel('Password', { exact: true }).fill('Lovelace!1843');
  await hub(page).getByRole('button', { name: 'Create account' }).click();
  await expect(hub(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await hub(page)
    .getByLabel('Code')
    .fill(await Harness.latestCode(page, email));
  await hub(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(hub(page).getByRole('status').filter({ hasText: 'Your account has been created. Please sign in.' })).toBeVisible();

  const seen = pagesSeen(page);
  // What the page sends the provider: its ID token to the provider's session, never the password again.
  const toProvider: { path: string; body: string }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol === 'https:' && r.method() === 'POST' && r.isNavigationRequest())
      toProvider.push({ path: url.pathname, body: r.postData() ?? '' });
  });
  await hub(page).getByLabel('Password', { exact: true }).fill('Lovelace!1843');
  await hub(page).getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/lips');
  // Redirects all the way (hub → provider → store's sign-on → provider → store): the provider never showed a page.
  expect(seen.filter((u) => u.protocol === 'https:')).toEqual([]);
  expect(toProvider.map((p) => p.path)).toEqual(['/session']);
  expect(toProvider[0]!.body).toContain('id_token=');
  expect(toProvider[0]!.body).not.toContain('Lovelace');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.locator('[data-customer-email]')).toHaveText(email);
  await expect(page.locator('[data-customer-name]')).toHaveText('Ada Lovelace');
  // The sign-up's opt-in (checked by default) reached the store's customer, whom the provider's claims made.
  await expect(await storeSays(page)).toHaveText('Subscribed');
  await changeMarketing(page, false);
  await changeMarketing(page, true);

  await page.goto('/pages/myaccount?operation=signOut&return_url=/collections/eyes');
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/eyes');
  await page.waitForLoadState();
  // The store's session and the provider's both ended: the store's account page asks the provider, which asks.
  await page.goto('/account');
  await expect(providerSignIn(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/login');
  // The provider's own page: a wrong password, then the right one from that page, signs in on the store.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Wrong!Password1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
  await page.getByLabel('Password').fill('Lovelace!1843');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('[data-customer-email]')).toHaveText(email);
});

test('sso: Google on the hub lands signed in on the store; signing out on the store signs the hub out too', async ({ page }) => {
  const email = `sso.g.${Date.now()}@aurelle.test`;
  await page.goto(`/pages/myaccount?operation=signIn&destinationPath=${encodeURIComponent('/collections/face')}&accounts=sso`);
  await hub(page).getByRole('group', { name: 'Or continue with' }).getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Google account email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/face');
  await page.waitForLoadState();
  await page.goto('/account');
  await expect(page.locator('[data-customer-email]')).toHaveText(email);

  // The store's own sign-out (its profile page), then the hub: signed out there too.
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
  await page.waitForLoadState();
  await page.goto('/pages/myaccount?operation=signIn');
  await expect(hub(page).getByLabel('Email', { exact: true })).toBeVisible();
  await expect(hub(page).getByText(email)).toHaveCount(0);
});

test('sso: a seeded shopper signs in natively, and a wrong password keeps the spec’s message', async ({ page }) => {
  await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=sso');
  await signIn(page, 'confirmed.shopper@aurelle.test', 'Wrong!Password1');
  await expect(hub(page).getByRole('alert')).toBeVisible();
  await hub(page).getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await hub(page).getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/cart');
  await page.goto('/account');
  await expect(page.locator('[data-customer-email]')).toHaveText('confirmed.shopper@aurelle.test');
});

test('multipass: a sign-in on the hub lands in a new-accounts session on the store', async ({ page }) => {
  await page.goto('/pages/myaccount?operation=signIn&destinationPath=/collections/lips&accounts=multipass');
  await signIn(page, 'confirmed.shopper@aurelle.test', SEED_PASSWORD);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/lips');
  await page.waitForLoadState();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.locator('[data-customer-email]')).toHaveText('confirmed.shopper@aurelle.test');
  await changeMarketing(page, true);
  await changeMarketing(page, false);
  await page.goto('/pages/myaccount?operation=signOut&return_url=/collections/eyes');
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/eyes');
  await page.waitForLoadState();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('sso: a seeded shopper changes the marketing preference through the Customer Account API', async ({ page }) => {
  await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=sso');
  await signIn(page, 'confirmed.shopper@aurelle.test', SEED_PASSWORD);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/cart');
  await changeMarketing(page, true);
  await changeMarketing(page, false);
});

test('sso: a sign-up that opts out leaves the store’s customer unsubscribed', async ({ page }) => {
  const email = `sso.out.${Date.now()}@aurelle.test`;
  await page.goto('/pages/myaccount?operation=signUp&destinationPath=/collections/eyes&accounts=sso');
  await hub(page).getByLabel('First name').fill('Grace');
  await hub(page).getByLabel('Last name').fill('Hopper');
  await hub(page).getByLabel('Email', { exact: true }).fill(email);
  await hub(page).getByLabel('Password', { exact: true }).fill('Hopper!1906x');
  await hub(page).getByRole('checkbox', { name: 'Email me about new shades, offers and live shows' }).uncheck();
  await hub(page).getByRole('button', { name: 'Create account' }).click();
  await hub(page)
    .getByLabel('Code')
    .fill(await Harness.latestCode(page, email));
  await hub(page).getByRole('button', { name: 'Confirm' }).click();
  await hub(page).getByLabel('Password', { exact: true }).fill('Hopper!1906x');
  await hub(page).getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/eyes');
  await expect(await storeSays(page)).toHaveText('Not subscribed');
});
