import { expect, test } from './test';
import { SEED_PASSWORD } from './harness';

test('debug', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('framenavigated', (f) => { if (f === page.mainFrame()) console.log('NAV', f.url()); });
  page.on('request', (r) => { if (r.url().includes('oauth') || r.url().includes('well-known') || r.url().includes('graphql')) console.log('REQ', r.method(), r.url().slice(0, 120)); });
  page.on('response', (r) => { if (r.url().includes('oauth/token') || r.url().includes('customer/api')) console.log('RES', r.status(), r.url().slice(0, 100)); });
  await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=sso');
  await page.locator('[data-vanity-widget="account"]').getByLabel('Email', { exact: true }).fill('confirmed.shopper@aurelle.test');
  await page.locator('[data-vanity-widget="account"]').getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await page.locator('[data-vanity-widget="account"]').getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/cart');
  console.log('---- hub');
  await page.goto('/pages/myaccount?operation=signIn');
  await expect(page.getByRole('checkbox', { name: 'Email me about new shades, offers and live shows' })).toBeVisible({ timeout: 10000 }).catch(() => {});
  console.log('URL', page.url());
  console.log(await page.locator('[data-vanity-widget="account"]').innerText());
});
