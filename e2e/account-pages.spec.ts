import { expect, test, type Page } from './test';
import { signIn } from './harness';

/**
 * The store's account pages (spec 2 §2): /account/activate/{customerId}/{token}, the sign-in completion for a person
 * the identity service knows, and the account page header at /account.
 */
const hub = (page: Page) => page.locator('[data-vanity-widget="account"]');
test('a signed-in shopper’s activation gets a sign-on token and signs in to the store through its login', async ({ page }) => {
  await signIn(page, 'confirmed.shopper@aurelle.test', '/collections/lips');
  // Out of the store only: the identity service still knows the shopper.
  await page.goto('/account/logout');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/login$/);

  const seen: string[] = [];
  // The store's Multipass login answers with a redirect, so it shows as a navigation request, never as a page.
  page.on('request', (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && seen.push(new URL(r.url()).pathname));
  await page.goto('/account/activate/6012/4f2a9c');
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
  expect(seen.some((p) => p.startsWith('/account/login/multipass/'))).toBe(true);
  await page.goto('/account');
  await expect(page.locator('[data-customer-email]')).toHaveText('confirmed.shopper@aurelle.test');
});

test('someone not signed in gets the sign-up form at the activation address', async ({ page }) => {
  await page.goto('/account/activate/6012/4f2a9c');
  await expect(hub(page).getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(hub(page).getByLabel('First name')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/activate\/6012\/4f2a9c$/);
});

test('the account page carries the header snippet: a title and a link back to /account, in the store’s language', async ({ page }) => {
  await signIn(page, 'confirmed.shopper@aurelle.test', '/account');
  const header = page.locator('[data-vanity-widget="account-header"]');
  await expect(header.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Back to my account' })).toHaveAttribute('href', '/account');
  await header.getByRole('link', { name: 'Back to my account' }).click();
  await expect(page.locator('[data-customer-email]')).toHaveText('confirmed.shopper@aurelle.test');
  await page.goto('/fr/account');
  await expect(header.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Retour à mon compte' })).toHaveAttribute('href', '/fr/account');
});
