import { expect, test, type APIRequestContext, type Page } from './test';
import { Harness } from './harness';
import { INTERACTION_MIN_VISIBLE_MS } from '../shared/analytics/engagement';

/**
 * One door for outgoing addresses: a shopper who accepted analytics walks every page whose address holds a secret
 * or their email (the reset and confirmation links, the store's activation and Multipass links, a watch link's
 * share code) and a failing account-state request; neither the analytics sink nor the error reports then hold any
 * of those, in any field.
 */
const hub = (page: Page) => page.locator('[data-vanity-widget="account"]');

const engagedCount = async (request: APIRequestContext) =>
  (await Harness.events(request, 'analytics')).filter((e) => e.body.event === 'user_engaged').length;

/**
 * The shopper keeps using the page (a key press) until it counts them as engaged: user_engaged, with its address.
 * Input counts after a second of visible time, which the page's clock runs over before each press (not what this test
 * checks); a jump made before the page starts counting is lost, so each try moves it again.
 */
async function engage(page: Page, request: APIRequestContext) {
  const before = await engagedCount(request);
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(INTERACTION_MIN_VISIBLE_MS);
        await page.keyboard.press('Shift');
        return engagedCount(request);
      },
      { intervals: [100] },
    )
    .toBeGreaterThan(before);
}

/** Every way a value could be written into an address or a JSON body. */
function forms(secret: string): string[] {
  return [...new Set([secret, secret.toLowerCase(), encodeURIComponent(secret), encodeURIComponent(encodeURIComponent(secret))])];
}

test('no code, token, share code or email from an address reaches analytics or an error report', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await request.delete('/__harness/events');
  const stamp = Date.now();
  const email = `privacy.${stamp}@aurelle.test`;
  const password = 'Private!Pass2024';
  const secrets: Record<string, string> = {};

  // Sign up; the email's confirmation link (confirmSignUpLink) carries the user name and the code.
  await page.goto('/pages/myaccount?operation=signUp');
  await hub(page).getByLabel('First name').fill('Priya');
  await hub(page).getByLabel('Last name').fill('Vance');
  await hub(page).getByLabel('Email', { exact: true }).fill(email);
  await hub(page).getByLabel('Password', { exact: true }).fill(password);
  await hub(page).getByRole('button', { name: 'Create account' }).click();
  await expect(hub(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
  secrets.confirmCode = await Harness.latestCode(page, email);
  // The older link (confirmLink) with a code mistyped: the page stays, saying so.
  secrets.wrongCode = secrets.confirmCode === '000000' ? '111111' : '000000';
  await page.goto(`/pages/myaccount?operation=confirmLink&userName=${encodeURIComponent(email)}&code=${secrets.wrongCode}`);
  await expect(hub(page).getByText('That confirmation code is incorrect.')).toBeVisible();
  await engage(page, request);
  await page.goto(`/pages/myaccount?operation=confirmSignUpLink&userName=${encodeURIComponent(email)}&code=${secrets.confirmCode}`);
  await expect(hub(page).getByRole('status').filter({ hasText: 'Your email is confirmed. Please sign in.' })).toBeVisible();
  await engage(page, request);

  // Forgot password: the reset link (forgotPasswordSubmit) carries the user name and the reset code.
  await page.goto('/pages/myaccount?operation=forgotPassword');
  await hub(page).getByLabel('Email', { exact: true }).fill(email);
  await hub(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(hub(page).getByText(`We sent a reset link to ${email}.`)).toBeVisible();
  secrets.resetCode = await Harness.latestCode(page, email, secrets.confirmCode);
  await page.goto(`/pages/myaccount?operation=forgotPasswordSubmit&userName=${encodeURIComponent(email)}&code=${secrets.resetCode}`);
  await expect(hub(page).getByLabel('New password', { exact: true })).toBeVisible();
  await engage(page, request);

  // The store's activation link: the customer's id and a token that sets their password.
  secrets.customerId = `99${stamp}`;
  secrets.activationToken = `a7c3e9f1b2d4${stamp}-1700000000`;
  await page.goto(`/account/activate/${secrets.customerId}/${secrets.activationToken}`);
  await expect(hub(page).getByRole('button', { name: 'Create account' })).toBeVisible();
  await engage(page, request);

  // A Multipass link the store refused: Vanity reports that the store served a page there.
  secrets.multipassToken = `mpT0k3n${stamp}xYz`;
  await page.goto(`/account/login/multipass/${secrets.multipassToken}`);
  await Harness.reported(request, (e) => e.body.context?.where === 'account:multipass');

  // A watch link with a viewer's share code.
  secrets.shareCode = `shr${stamp}`;
  await page.goto(`/pages/watch/SH0W42!${secrets.shareCode}`);
  await expect(page.locator('[data-vanity-widget="watch"]')).toHaveAttribute('data-vanity-mounted', 'true');
  await engage(page, request);

  // A sign-in for an unknown email asks the account backend for its state, by email, which fails.
  const unknownEmail = `Nobody.${stamp}@aurelle.test`;
  secrets.unknownEmail = unknownEmail;
  await Harness.withFault(request, { server: 'api', path: '/api/consumer/aurelle/state/', kind: 'status', status: 500 }, async () => {
    await page.goto('/pages/myaccount?operation=signIn');
    await hub(page).getByLabel('Email', { exact: true }).fill(unknownEmail);
    await hub(page).getByLabel('Password', { exact: true }).fill(password);
    await hub(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(hub(page).getByRole('alert')).toContainText('Something went wrong signing you in. Please try again.');
    await Harness.reported(request, (e) => e.body.context?.where === 'account:state');
  });
  secrets.email = email;

  const events = await Harness.events(request);
  // No secret in any field of any body, in any of the forms an address writes it.
  const leaks = events.flatMap((e) => {
    const body = JSON.stringify(e.body);
    return Object.entries(secrets).flatMap(([name, secret]) =>
      forms(secret).some((form) =>
        new RegExp(`(?<![A-Za-z0-9])${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'i').test(body),
      )
        ? [`${name} in ${e.kind} ${e.body.event ?? e.body.context?.where ?? ''}`]
        : [],
    );
  });
  expect(leaks).toEqual([]);

  const analytics = events.filter((e) => e.kind === 'analytics');
  // The walk was seen: the pages' events and the reports went out, with the parts of their addresses that stay.
  expect(analytics.map((e) => e.body.url)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/pages\/myaccount\?operation=forgotPasswordSubmit$/),
      expect.stringMatching(/\/account\/activate\/:id\/:token$/),
      expect.stringMatching(/\/pages\/watch\/SH0W42!:shareCode$/),
    ]),
  );
  const stateReport = events.find((e) => e.kind === 'error' && e.body.context?.where === 'account:state')!.body;
  expect(stateReport.requestUrl).toMatch(/\/api\/consumer\/aurelle\/state\/:email\/v1$/);
  expect(events.find((e) => e.kind === 'error' && e.body.context?.where === 'account:multipass')!.body.url).toMatch(
    /\/account\/login\/multipass\/:token$/,
  );
});
