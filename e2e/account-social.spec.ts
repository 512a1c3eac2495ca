import { expect, test, type Page } from './test';

/** Google and Facebook sign-in through the local hosted UI (https, its consent pages can allow, cancel or withhold the email). */
const hub = (page: Page) => page.locator('[data-vanity-widget="account"]');

async function startSocial(page: Page, provider: 'Google' | 'Facebook', destination = '/collections/face') {
  await page.goto(`/pages/myaccount?operation=signIn&destinationPath=${encodeURIComponent(destination)}`);
  await hub(page)
    .getByRole('group', { name: 'Or continue with' })
    .getByRole('button', { name: `Continue with ${provider}` })
    .click();
  await expect(page.getByRole('heading', { name: provider })).toBeVisible();
}

/** Every address the tab loads from now on, in order. */
function pagesSeen(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()));
  });
  return seen;
}

test('a Google newcomer signs in through the hosted UI and lands on the destination, signed into the store', async ({ page }) => {
  const email = `g.${Date.now()}@aurelle.test`;
  await startSocial(page, 'Google');
  const seen = pagesSeen(page);
  await page.getByLabel('Google account email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/collections/face', { timeout: 20_000 });
  // Spec 1 §9: the hosted UI came back to the sign-in redirect path, /account/login, which completed the sign-in.
  const back = seen.find((u) => u.searchParams.has('code'));
  expect(back?.pathname).toBe('/account/login');
  expect(back?.searchParams.has('state')).toBe(true);
  await page.goto('/account');
  await expect(page.locator('[data-customer-email]')).toHaveText(email);
  // A social account has no password to change here.
  await page.goto('/pages/myaccount?operation=changePassword');
  await expect(hub(page).getByText('You sign in with Google, so there is no password to change here.')).toBeVisible();
  // Signing out goes through the hosted UI and back, then the store's logout, then the return URL.
  await page.goto('/pages/myaccount?operation=signOut&return_url=/collections/eyes');
  // A chain of redirects: poll the address rather than wait on one load event, which a redirect can abort.
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/eyes');
  await page.waitForLoadState();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('cancelling on the consent page says the sign-in was cancelled', async ({ page }) => {
  await startSocial(page, 'Facebook');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(hub(page).getByRole('alert')).toHaveText(/Sign-in was cancelled/);
  // The answer came back to /account/login (spec 1 §9), whose address then drops the error.
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('withholding the email says it is needed', async ({ page }) => {
  await startSocial(page, 'Google');
  await page.getByRole('button', { name: 'Continue without sharing email' }).click();
  await expect(hub(page).getByRole('alert')).toHaveText(/We need your email address to sign you in/);
});

test('a Google sign-in with the email of a password account is refused with the provider list', async ({ page }) => {
  await startSocial(page, 'Google');
  await page.getByLabel('Google account email').fill('confirmed.shopper@aurelle.test');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(hub(page).getByRole('alert')).toHaveText(
    /You already have an account with this email\. Please sign in with your password\./,
  );
});
