import { expect, test, type Page } from './test';

/**
 * The account screens as a shopper sees them in the store: the header greets a signed-in shopper
 * (vanity:customer), each screen ends with its own terms, linked to the store's policy pages, errors sit above what
 * they refer to, the providers show their marks, and revisiting sign-in says you are signed in.
 */
const PASSWORD = 'Aurelle!Local1';
const hub = (page: Page) => page.locator('[data-vanity-widget="account"]');
const accountLink = (page: Page) => page.locator('.site-header [data-account-link]');

test('the header greets the signed-in shopper on every page, the sign-in screen says who is signed in, and sign-out ends both', async ({
  page,
}) => {
  // What the theme hears, in order: only whether someone is signed in and their first name.
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    document.addEventListener('vanity:customer', (e) => heard.push((e as CustomEvent).detail));
  });
  const heard = () => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);

  await page.goto('/collections/lips');
  await expect(accountLink(page)).toHaveText('Account');

  await page.goto('/pages/myaccount?operation=signIn&destinationPath=/collections/eyes');
  await hub(page).getByLabel('Email', { exact: true }).fill('confirmed.shopper@aurelle.test');
  await hub(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await hub(page).getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/collections/eyes');
  await expect(accountLink(page)).toHaveText('Hi, Clara');
  expect(await heard()).toEqual([{ signedIn: true, firstName: 'Clara' }]);

  // Another page, another load: the loader announces the stored session.
  await page.goto('/pages/about');
  await expect(accountLink(page)).toHaveText('Hi, Clara');

  // Revisiting sign-in: a screen titled for what it is, with Continue and Switch account.
  await accountLink(page).click();
  await expect(hub(page).getByRole('heading', { level: 2 })).toHaveText('Welcome back, Clara');
  await expect(hub(page).getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  await expect(hub(page).getByText('You are signed in as confirmed.shopper@aurelle.test.')).toBeVisible();
  await expect(hub(page).getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(hub(page).getByRole('link', { name: 'Switch account' })).toBeVisible();

  // Sign out: the theme hears it, and the next page says "Account" again.
  await page.goto('/pages/myaccount?operation=signOut&return_url=/collections/face');
  await page.waitForURL((u) => u.pathname === '/collections/face');
  await expect(accountLink(page)).toHaveText('Account');
  expect(await heard()).toEqual([]);
});

test('sign-up: its own terms, linked to the store’s policy pages; the password’s message above its requirements', async ({ page }) => {
  await page.goto('/pages/myaccount?operation=signUp');
  const terms = hub(page).getByText(/^By creating an account you agree to our/);
  await expect(terms).toHaveText('By creating an account you agree to our Terms of Service and Privacy Policy.');
  await expect(hub(page).getByText(/By signing in/)).toHaveCount(0);

  await hub(page).getByLabel('First name').fill('Ada');
  await hub(page).getByLabel('Last name').fill('Lovelace');
  await hub(page).getByLabel('Email', { exact: true }).fill('ada.look@aurelle.test');
  await hub(page).getByLabel('Password', { exact: true }).fill('password');
  await hub(page).getByRole('button', { name: 'Create account' }).click();
  const message = hub(page).getByText("This password doesn't meet the requirements below.");
  const input = hub(page).getByLabel('Password', { exact: true });
  const rules = hub(page).getByRole('list', { name: 'Your password needs' });
  const top = async (l: typeof input) => (await l.boundingBox())!.y;
  expect(await top(message)).toBeLessThan(await top(input));
  expect(await top(input)).toBeLessThan(await top(rules));

  await terms.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/policies\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of service');
  await page.goBack();
  await hub(page).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/policies\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
});

test('sign-in: a message about the form above its fields, the sign-in terms, and the providers with their marks', async ({ page }) => {
  await page.goto('/pages/myaccount?operation=signIn');
  await expect(hub(page).getByText(/^By signing in you agree to our Terms of Service and Privacy Policy\.$/)).toBeVisible();
  await expect(hub(page).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/policies/terms-of-service');
  for (const provider of ['Google', 'Facebook']) {
    const button = hub(page).getByRole('button', { name: `Continue with ${provider}`, exact: true });
    await expect(button.locator('svg[aria-hidden="true"]')).toBeVisible();
  }

  // A message about the account, not a field: above the email field, and what was typed stays.
  await hub(page).getByLabel('Email', { exact: true }).fill('disabled.shopper@aurelle.test');
  await hub(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await hub(page).getByRole('button', { name: 'Sign in' }).click();
  const alert = hub(page).getByRole('alert');
  await expect(alert).toHaveText('This account has been disabled. Please contact customer care.');
  expect((await alert.boundingBox())!.y).toBeLessThan((await hub(page).getByLabel('Email', { exact: true }).boundingBox())!.y);
  await expect(hub(page).getByLabel('Email', { exact: true })).toHaveValue('disabled.shopper@aurelle.test');
});
