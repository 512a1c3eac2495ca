import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { fakeCameraLaunch } from './fake-camera';
import { signedInPage, UI } from './harness';
import { TryOnUI } from './try-on-ui';

/**
 * An automated accessibility scan (axe) of every widget's main states, one page per state.
 * The scan covers the widget hosts only (axe reads their open shadow roots): the store's theme is not ours.
 * Nothing serious or critical may be found inside a widget.
 */
test.use(fakeCameraLaunch);

async function expectNoSeriousViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).include('[data-vanity-widget]').analyze();
  const found = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      state,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary?.split('\n').slice(1, 3).join(' ')}`),
    }));
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

const hub = (page: Page) => page.locator('[data-vanity-widget="account"]');

test('collection: the try-on label menu open', async ({ page }) => {
  await page.goto('/collections/lips');
  await UI.widgetsMounted(page);
  await page.getByRole('button', { name: 'Try on Velvet Matte Lipstick' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousViolations(page, 'label menu open');
});

test('try-on: live on the camera, then captured', async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  await page.goto('/products/velvet-matte-lipstick?vto=camera');
  const dialog = TryOnUI.dialog(page);
  await expect(dialog.getByRole('img', { name: /^Live try-on/ })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'try-on live');
  await TryOnUI.menu(page, 'Take photo');
  await expect(dialog.getByRole('img', { name: /^Your try-on photo/ })).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousViolations(page, 'try-on captured');
});

test('shade finder: each question, the photo step, and the result', async ({ page }) => {
  const finder = page.locator('[data-vanity-widget="shade-finder"]');
  await page.goto('/pages/shade-finder');
  await UI.widgetsMounted(page);
  await expectNoSeriousViolations(page, 'shade finder intro');
  await finder.getByRole('button', { name: 'Start' }).click();
  await finder.getByRole('radio', { name: 'Light' }).check();
  await expectNoSeriousViolations(page, 'shade finder skin');
  await finder.getByRole('button', { name: 'Next' }).click();
  await finder.getByRole('radio', { name: /^Warm/ }).check();
  await expectNoSeriousViolations(page, 'shade finder undertone');
  await finder.getByRole('button', { name: 'Next' }).click();
  await finder.getByRole('checkbox', { name: 'Redness' }).check();
  await expectNoSeriousViolations(page, 'shade finder concerns');
  await finder.getByRole('button', { name: 'Next' }).click();
  await finder.getByRole('radio', { name: /^Medium/ }).check();
  await expectNoSeriousViolations(page, 'shade finder coverage');
  await finder.getByRole('button', { name: 'Next' }).click();
  await expect(finder.getByRole('heading', { name: 'Now a photo of your face' })).toBeVisible();
  await expectNoSeriousViolations(page, 'shade finder photo');

  await page.goto('/pages/shade-finder-results/skin-2_undertone-warm_concerns-redness_coverage-medium_tone-70');
  await expect(page.locator('[data-vanity-widget="shade-finder-results"]').getByRole('radio').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'shade finder result');
});

test('account: each screen with its errors (the hub moves between them in place)', async ({ page }) => {
  const alert = () => hub(page).getByRole('alert').filter({ hasText: /\S/ }).first();
  await page.goto('/pages/myaccount?operation=signIn');
  await UI.widgetsMounted(page);
  await hub(page).getByLabel('Email', { exact: true }).fill('confirmed.shopper@aurelle.test');
  await hub(page).getByLabel('Password', { exact: true }).fill('Not-the-password1!');
  await hub(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(alert()).toBeVisible();
  await expectNoSeriousViolations(page, 'sign in, wrong password');

  await hub(page).getByRole('link', { name: 'Forgot your password?' }).click();
  await hub(page).getByLabel('Email', { exact: true }).fill('nobody.here@aurelle.test');
  await hub(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(alert()).toBeVisible();
  await expectNoSeriousViolations(page, 'forgot password, unknown email');

  await hub(page).getByRole('link', { name: 'Resend the activation email' }).click();
  await hub(page).getByLabel('Email', { exact: true }).fill('nobody.here@aurelle.test');
  await hub(page).getByRole('button', { name: 'Send' }).click();
  await expect(alert()).toBeVisible();
  await expectNoSeriousViolations(page, 'resend activation, unknown email');

  await page.goto('/pages/myaccount?operation=signUp');
  await hub(page).getByLabel('Email', { exact: true }).fill('not-an-email');
  await hub(page).getByLabel('Password', { exact: true }).fill('short');
  await hub(page).getByRole('button', { name: 'Create account' }).click();
  await expect(alert()).toBeVisible();
  await expectNoSeriousViolations(page, 'sign up, errors');

  await page.goto('/pages/myaccount?operation=forgotPasswordSubmit&userName=confirmed.shopper%40aurelle.test&code=000000');
  await hub(page).getByLabel('New password', { exact: true }).fill('short');
  await hub(page).getByRole('button', { name: 'Save new password' }).click();
  await expect(alert()).toBeVisible();
  await expectNoSeriousViolations(page, 'new password, errors');

  await page.goto('/pages/myaccount?operation=confirm&email=nobody.here%40aurelle.test');
  await hub(page).getByLabel('Code').fill('000000');
  await hub(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(alert()).toBeVisible();
  await expectNoSeriousViolations(page, 'confirm, wrong code');

  await page.goto('/pages/myaccount?operation=changePassword');
  await expect(hub(page).getByText('Please sign in to change your password.')).toBeVisible();
  await expectNoSeriousViolations(page, 'change password, signed out');
});

test('account: onboarding and change password, signed in, with errors', async ({ browser }) => {
  const onboard = `/pages/myaccount?operation=onboard&targetPath=${encodeURIComponent('/pages/live-shopping')}`;
  const page = await signedInPage(browser, 'onboarding.influencer@aurelle.test', onboard);
  await expect(hub(page).getByRole('heading', { name: 'Choose your handle' })).toBeVisible({ timeout: 20_000 });
  await hub(page).getByLabel('Handle', { exact: true }).fill('Nia New!');
  await expect(hub(page).getByLabel('Handle', { exact: true })).toHaveAccessibleDescription(/^Use lowercase letters/);
  await expectNoSeriousViolations(page, 'account onboarding, bad handle');

  await page.goto('/pages/myaccount?operation=changePassword');
  await hub(page).getByLabel('New password', { exact: true }).fill('short');
  await hub(page).getByRole('button', { name: 'Change password' }).click();
  await expect(hub(page).getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'account change password');
  await page.close();
});

test('live: listing, watch page, channel', async ({ page }) => {
  await page.goto('/pages/live-shopping');
  await UI.widgetsMounted(page);
  await expect(page.locator('[data-vanity-widget="live-shopping"]').getByRole('heading').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'listing');
  await page.goto('/pages/watch/SH0W42');
  await expect(page.locator('[data-vanity-widget="watch"]').getByRole('heading').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'watch page');
  await page.goto('/pages/channels/mia.host');
  await expect(page.locator('[data-vanity-widget="channel"]').getByRole('heading', { name: 'Mia' })).toBeVisible();
  await expectNoSeriousViolations(page, 'channel');
});

test('live: broadcast, the host’s page and a show', async ({ browser }) => {
  const page = await signedInPage(browser, 'influencer@aurelle.test', '/pages/broadcast');
  const broadcast = page.locator('[data-vanity-widget="broadcast"]');
  await UI.widgetsMounted(page);
  await expect(broadcast.getByRole('button', { name: 'Schedule a show' })).toBeVisible();
  await expectNoSeriousViolations(page, 'broadcast list');
  await broadcast.getByRole('button', { name: 'Schedule a show' }).click();
  await broadcast.getByRole('form', { name: 'Schedule a show' }).getByLabel('Title').fill('x'.repeat(66));
  await expectNoSeriousViolations(page, 'broadcast form with an error');
  await page.close();
});
