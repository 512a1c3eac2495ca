import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './test';
import { Harness, SEED_PASSWORD, type FaultSetting } from './harness';

/**
 * The hub on new customer accounts. `sso`: the local store signs in through its identity provider (the account
 * backend's OpenID Connect front over the Cognito pool), entered at /customer_authentication/login; `multipass`: the
 * store takes the Multipass token into a new-accounts session. Either way the shopper lands signed in on the store
 * with no second password prompt, and signing out on either side ends both.
 */
/** The account backend's OpenID Connect front: its issuer's path on the backends' origin. */
const FRONT = '/api/consumer/aurelle/oidc';
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

/** The front's own sign-in page (its session is gone, so the store's sign-in asks there). */
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

/** Whom the store's checkout knows (a new-accounts session counts there too), or null. */
async function checkoutKnows(page: Page) {
  await page.goto('/60123456/checkouts/c0ffee');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const who = page.locator('[data-checkout-customer]');
  return (await who.count()) ? who.textContent() : null;
}

/** Changes the preference on the hub and sees it stored: read back through the API on a fresh load, and on the store. */
/** The store's account page and its checkout know the new shopper by email and name, subscribed as they signed up. */
async function isNewStoreCustomer(page: Page, email: string, name: string) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.locator('[data-customer-email]')).toHaveText(email);
  await expect(page.locator('[data-customer-name]')).toHaveText(name);
  expect(await checkoutKnows(page)).toBe(email);
  await expect(await storeSays(page)).toHaveText('Subscribed');
}

async function changeMarketing(page: Page, to: boolean) {
  await page.goto('/pages/myaccount?operation=signIn');
  await expect(marketingBox(page)).toBeChecked({ checked: !to });
  await marketingBox(page).setChecked(to);
  await expect(hub(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.goto('/pages/myaccount?operation=signIn');
  await expect(marketingBox(page)).toBeChecked({ checked: to });
  await expect(await storeSays(page)).toHaveText(to ? 'Subscribed' : 'Not subscribed');
}

/**
 * Signs a Google or Facebook shopper out on the store's own profile page, then finds the hub signed out too. The hub
 * signs such a session out through the hosted UI, which comes back to its sign-out screen, which goes on through
 * the store's logout back to the hub: the test ends once that way back has landed. The sign-in form the hub shows
 * as it leaves for the hosted UI is not the end; a test ending there leaves its page mid-way through those
 * navigations as the context closes.
 */
async function signOutOnStoreEndsHub(page: Page, email: string) {
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
  await page.waitForLoadState();
  const seen = pagesSeen(page);
  await page.goto('/pages/myaccount?operation=signIn');
  const backOnSignIn = () => {
    const out = seen.findIndex((u) => u.pathname === '/pages/myaccount' && u.searchParams.get('operation') === 'signOut');
    return out >= 0 && seen.slice(out + 1).some((u) => u.pathname === '/pages/myaccount' && u.searchParams.get('operation') === 'signIn');
  };
  await expect.poll(backOnSignIn, { timeout: 20_000 }).toBe(true);
  await page.waitForLoadState();
  await expect(hub(page).getByLabel('Email', { exact: true })).toBeVisible();
  await expect(hub(page).getByText(email)).toHaveCount(0);
}

/** Signs a new shopper up on the hub in the given accounts mode and confirms them with the mailed code. */
async function signUpAndConfirm(
  page: Page,
  mode: 'sso' | 'multipass',
  destinationPath: string,
  who: { first: string; last: string; email: string; password: string; optIn?: boolean },
) {
  await page.goto(`/pages/myaccount?operation=signUp&destinationPath=${destinationPath}&accounts=${mode}`);
  await hub(page).getByLabel('First name').fill(who.first);
  await hub(page).getByLabel('Last name').fill(who.last);
  await hub(page).getByLabel('Email', { exact: true }).fill(who.email);
  await hub(page).getByLabel('Password', { exact: true }).fill(who.password);
  if (who.optIn === false) await hub(page).getByRole('checkbox', { name: 'Email me about new shades, offers and live shows' }).uncheck();
  await hub(page).getByRole('button', { name: 'Create account' }).click();
  await expect(hub(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await hub(page)
    .getByLabel('Code')
    .fill(await Harness.latestCode(page, who.email));
  await hub(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(hub(page).getByRole('status').filter({ hasText: 'Your account has been created. Please sign in.' })).toBeVisible();
}

test('sso: a new shopper signs up, confirms, signs in on the hub and lands signed in on the store with no second prompt; signing out on the hub ends both', async ({
  page,
}) => {
  const email = `sso.${Date.now()}@aurelle.test`;
  await signUpAndConfirm(page, 'sso', '/collections/lips', { first: 'Ada', last: 'Lovelace', email, password: 'Lovelace!1843' });

  const seen = pagesSeen(page);
  // What the page sends the front: a one-time session code (its ID token went to the account backend in a header),
  // never the password or the token.
  const toFront: { path: string; body: string }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith(FRONT) && r.method() === 'POST') toFront.push({ path: url.pathname, body: r.postData() ?? '' });
  });
  await hub(page).getByLabel('Password', { exact: true }).fill('Lovelace!1843');
  await hub(page).getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/lips');
  // Redirects all the way (hub → front → store's sign-on → front → store): the front never showed a page.
  expect(seen.filter((u) => u.pathname.startsWith(FRONT))).toEqual([]);
  expect(toFront.map((p) => p.path)).toEqual([`${FRONT}/session-codes`, `${FRONT}/session`]);
  expect(toFront[1]!.body).toContain('session_code=');
  for (const { body } of toFront) {
    expect(body).not.toContain('Lovelace');
    expect(body).not.toContain('eyJ');
  }
  // The sign-up's opt-in (checked by default) reached the store's customer, whom the provider's claims made.
  await isNewStoreCustomer(page, email, 'Ada Lovelace');
  await changeMarketing(page, false);
  await changeMarketing(page, true);

  await page.goto('/pages/myaccount?operation=signOut&return_url=/collections/eyes');
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/eyes');
  await page.waitForLoadState();
  // Redirects all the way (hub → front's session end → store's logout → front's logout with the ID token → store):
  // the front asked nothing.
  expect(seen.filter((u) => u.pathname.startsWith(FRONT))).toEqual([]);
  expect(await checkoutKnows(page)).toBeNull();
  // The store's session and the front's both ended: the store's account page asks the front, which asks.
  await page.goto('/account');
  await expect(providerSignIn(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${FRONT}/login`);
  // The front's own page: a wrong password, then the right one from that page, signs in on the store.
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
  await signOutOnStoreEndsHub(page, email);
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

test('multipass: a new shopper signs up, confirms, signs in on the hub and lands signed in on the store (name and opt-in from the token); signing out on the hub ends both', async ({
  page,
}) => {
  const email = `mp.${Date.now()}@aurelle.test`;
  await signUpAndConfirm(page, 'multipass', '/collections/lips', { first: 'Mae', last: 'Jemison', email, password: 'Jemison!1992' });
  await hub(page).getByLabel('Password', { exact: true }).fill('Jemison!1992');
  await hub(page).getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/lips');
  await page.waitForLoadState();
  // The sign-up's opt-in (checked by default) rode in the Multipass token, as in legacy.
  await isNewStoreCustomer(page, email, 'Mae Jemison');
  await changeMarketing(page, false);

  await page.goto('/pages/myaccount?operation=signOut&return_url=/collections/eyes');
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/eyes');
  await page.waitForLoadState();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/login$/);
  expect(await checkoutKnows(page)).toBeNull();
  await page.goto('/pages/myaccount?operation=signIn');
  await expect(hub(page).getByLabel('Email', { exact: true })).toBeVisible();
  await expect(hub(page).getByText(email)).toHaveCount(0);
});

test('multipass: Google on the hub lands signed in on the store; signing out on the store signs the hub out too', async ({ page }) => {
  const email = `mp.g.${Date.now()}@aurelle.test`;
  await page.goto(`/pages/myaccount?operation=signIn&destinationPath=${encodeURIComponent('/collections/face')}&accounts=multipass`);
  const seen = pagesSeen(page);
  await hub(page).getByRole('group', { name: 'Or continue with' }).getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Google account email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/face');
  await page.waitForLoadState();
  // New customer accounts have no theme /account/login: the hosted UI came back to the hub's own sign-in screen.
  const back = seen.find((u) => u.searchParams.has('code'));
  expect(back && `${back.pathname}?operation=${back.searchParams.get('operation')}`).toBe('/pages/myaccount?operation=signIn');
  await page.goto('/account');
  await expect(page.locator('[data-customer-email]')).toHaveText(email);

  await signOutOnStoreEndsHub(page, email);
});

// Spec 2 §8 in both new-accounts modes: a hosted-UI sign-in whose store sign-on cannot be had (the account backend
// unreachable) gets the unexpected error with "Sign out and try again"; that link, then Facebook again, lands.
for (const [mode, path] of [
  ['multipass', '/api/consumer/aurelle/multipass/v1'],
  ['sso', `${FRONT}/session-codes`],
] as const) {
  test(`${mode}: Facebook on the hub, the account backend unreachable: the spec’s message with “Sign out and try again”, which then lands signed in`, async ({
    page,
    request,
  }) => {
    const email = `${mode}.fb.${Date.now()}@aurelle.test`;
    const facebook = async () => {
      await hub(page).getByRole('group', { name: 'Or continue with' }).getByRole('button', { name: 'Continue with Facebook' }).click();
      await page.getByLabel('Facebook account email').fill(email);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
    };
    await Harness.withFault(request, { server: 'api', path, kind: 'status', status: 503 }, async () => {
      await page.goto(`/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=${mode}`);
      await facebook();
      await expect(hub(page).getByRole('alert')).toContainText('Something went wrong signing you in. Please try again.');
      await Harness.reported(request, (e) => e.body.context?.message === 'account.errors.signInUnexpected');
    });
    const store = new URL(page.url()).origin;
    await hub(page).getByRole('link', { name: 'Sign out and try again' }).click();
    // Out through the hosted UI and back to the sign-in form.
    await expect(hub(page).getByRole('group', { name: 'Or continue with' })).toBeVisible({ timeout: 20_000 });
    await facebook();
    // On through the store's sign-on to a page of the store (where the destination rules send a sign-in from here).
    await expect
      .poll(
        () => {
          const u = new URL(page.url());
          return u.origin === store && !/^\/(pages\/myaccount|customer_authentication|account\/login)/.test(u.pathname);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await page.waitForLoadState();
    await page.goto('/account');
    await expect(page.locator('[data-customer-email]')).toHaveText(email);
  });
}

test('sso: a seeded shopper changes the marketing preference through the Customer Account API', async ({ page }) => {
  await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=sso');
  await signIn(page, 'confirmed.shopper@aurelle.test', SEED_PASSWORD);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/cart');
  await changeMarketing(page, true);
  await changeMarketing(page, false);
});

test('sso: a sign-up that opts out leaves the store’s customer unsubscribed', async ({ page }) => {
  const email = `sso.out.${Date.now()}@aurelle.test`;
  await signUpAndConfirm(page, 'sso', '/collections/eyes', {
    first: 'Grace',
    last: 'Hopper',
    email,
    password: 'Hopper!1906x',
    optIn: false,
  });
  await hub(page).getByLabel('Password', { exact: true }).fill('Hopper!1906x');
  await hub(page).getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/eyes');
  await expect(await storeSays(page)).toHaveText('Not subscribed');
});

// Every sign-in state and message of the spec's catalogue holds in sso as in legacy (the same table as account.spec).
for (const [email, password, message, link] of [
  ['nobody.here@aurelle.test', SEED_PASSWORD, "There's no account with this email yet.", 'Create an account'],
  ['confirmed.shopper@aurelle.test', 'Wrong!Pass1', 'Incorrect email or password.', null],
  ['disabled.shopper@aurelle.test', SEED_PASSWORD, 'This account has been disabled. Please contact customer care.', null],
  ['reset.shopper@aurelle.test', SEED_PASSWORD, 'Please reset your password to continue.', 'Reset your password'],
  ['google.shopper@aurelle.test', SEED_PASSWORD, 'You signed up with Google. Please continue with Google.', null],
  [
    'legacy.customer@aurelle.test',
    SEED_PASSWORD,
    "We've upgraded our accounts. Please set a password for legacy.customer@aurelle.test to continue.",
    'Set a password',
  ],
  [
    'guest.buyer@aurelle.test',
    SEED_PASSWORD,
    "We've upgraded our accounts. Please set a password for guest.buyer@aurelle.test to continue.",
    'Set a password',
  ],
  // The account backend's refusal at the hand-off (its session code), as Multipass refuses it in legacy.
  ['dup.shopper@aurelle.test', SEED_PASSWORD, 'An account with this email already exists under another way of signing in.', null],
] as const) {
  test(`sso: sign-in error: ${email} → ${message}`, async ({ page }) => {
    await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=sso');
    await signIn(page, email, password);
    await expect(hub(page).getByText(message)).toBeVisible();
    if (link) await expect(hub(page).getByRole('link', { name: link }).first()).toBeVisible();
    await expect(hub(page).getByRole('link', { name: 'Sign out and try again' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/pages/myaccount');
  });
}

test('multipass: the account backend’s refusal of the Multipass token keeps the spec’s message, as in legacy', async ({ page }) => {
  await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=multipass');
  await signIn(page, 'dup.shopper@aurelle.test', SEED_PASSWORD);
  await expect(hub(page).getByText('An account with this email already exists under another way of signing in.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/pages/myaccount');
});

test('sso: an unconfirmed account goes to the confirm screen, where a wrong code is said', async ({ page }) => {
  await page.goto('/pages/myaccount?operation=signIn&accounts=sso');
  await signIn(page, 'unconfirmed.twice@aurelle.test', SEED_PASSWORD);
  await expect(hub(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await hub(page).getByLabel('Code').fill('123456');
  await hub(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(hub(page).getByText('That confirmation code is incorrect.')).toBeVisible();
});

test('sso: the account backend unreachable at the hand-off leaves the shopper signed in on the hub, told in their language and reported; Continue then lands on the store', async ({
  page,
  request,
}) => {
  await Harness.withFault(request, { server: 'api', path: `${FRONT}/session-codes`, kind: 'status', status: 503 }, async () => {
    await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=sso');
    await signIn(page, 'french.shopper@aurelle.test', SEED_PASSWORD);
    // Her account's language: the message is French, and she is signed in here (the hub's signed-in view).
    await expect(hub(page).getByRole('alert')).toContainText('Un problème est survenu lors de la connexion. Veuillez réessayer.');
    await expect(hub(page).getByRole('button', { name: 'Continuer' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/pages/myaccount');
    await Harness.reported(request, (e) => e.body.context?.message === 'account.errors.signInUnexpected');
  });
  await hub(page).getByRole('button', { name: 'Continuer' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/cart');
  await page.goto('/account');
  await expect(page.locator('[data-customer-email]')).toHaveText('french.shopper@aurelle.test');
});

test('sso: the store’s sign-on failing after the hand-off (the front’s token endpoint down): back on the hub the shopper is still signed in, told and reported; Continue signs in', async ({
  page,
  request,
}) => {
  await Harness.withFault(request, { server: 'api', path: `${FRONT}/token`, kind: 'status', status: 500, times: 1 }, async () => {
    await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=sso');
    await signIn(page, 'confirmed.shopper@aurelle.test', SEED_PASSWORD);
    // Shopify's page says the sign-in did not complete, with the way back.
    await expect(page.getByRole('alert')).toHaveText('Sign-in was not completed. Please try again.');
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await expect(hub(page).getByRole('alert')).toContainText('Something went wrong signing you in. Please try again.');
    await expect(hub(page).getByText('confirmed.shopper@aurelle.test')).toBeVisible();
    await Harness.reported(
      request,
      (e) => e.body.context?.message === 'account.errors.signInUnexpected' && /single sign-on/.test(e.body.message ?? ''),
    );
  });
  await hub(page).getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/cart');
  await page.goto('/account');
  await expect(page.locator('[data-customer-email]')).toHaveText('confirmed.shopper@aurelle.test');
});

/** The store's account page now: the front asks for a password (nobody is signed in on this device). */
async function nobodySignedIn(page: Page) {
  const store = new URL(page.url());
  await page.goto('/account');
  await expect(providerSignIn(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${FRONT}/login`);
  // The front is on another site than the store, as in production: SameSite rules apply between them.
  expect(new URL(page.url()).hostname).not.toBe(store.hostname);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
}

test('sso: a sign-on that failed, then a sign-out on the hub: the next person on the device is not signed in as the shopper', async ({
  page,
  request,
}) => {
  for (const fault of [
    // Shopify's sign-on failing after the front answered (its token endpoint down), or before reaching the front.
    { server: 'api', path: `${FRONT}/token`, kind: 'status', status: 500, times: 1 },
    { server: 'store', path: '/customer_authentication/login', kind: 'status', status: 500, times: 1 },
  ] satisfies FaultSetting[]) {
    await Harness.withFault(request, fault, async () => {
      await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=sso');
      await signIn(page, 'confirmed.shopper@aurelle.test', SEED_PASSWORD);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/customer_authentication\//);
      await page.waitForLoadState();
    });
    await page.goto('/pages/myaccount?operation=signOut&return_url=/collections/eyes');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/eyes');
    await page.waitForLoadState();
    await nobodySignedIn(page);
  }
});

test('sso: the account backend down at a sign-out on the hub: the shopper stays on the store with spec 2 §8’s sign-out failure, reported, and its reload signs out of both once the backend is back', async ({
  page,
  request,
}) => {
  await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=sso');
  await signIn(page, 'confirmed.shopper@aurelle.test', SEED_PASSWORD);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/cart');
  await page.waitForLoadState();
  // The front drops every connection: its sign-out form would end on the browser's own error page.
  await Harness.withFault(request, { server: 'api', path: FRONT, kind: 'drop' }, async () => {
    await page.goto('/pages/myaccount?operation=signOut&return_url=/collections/eyes');
    await expect(hub(page).getByRole('alert')).toContainText("We couldn't sign you out. Please reload the page.");
    expect(new URL(page.url()).pathname).toBe('/pages/myaccount');
    await Harness.reported(request, (e) => e.body.context?.message === 'account.errors.signOutFailed');
  });
  await hub(page).getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/collections/eyes');
  await page.waitForLoadState();
  await nobodySignedIn(page);
});

/** The build's file that holds the hub's new-accounts code (loaded on demand in sso and multipass). */
function newAccountsFile(): string {
  const meta = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const [file] = Object.entries(meta.outputs).find(
    ([f, o]) => f.endsWith('.js') && 'shared/store/slices/account/new-accounts.ts' in o.inputs,
  )!;
  return file.replace(/^dist\//, '');
}

test('sso: the hub’s new-accounts code not arriving: it says so in the shopper’s language with a reload, reported; the reload, once the file arrives, signs in', async ({
  page,
  request,
}) => {
  const file = newAccountsFile();
  // Wherever the theme serves the bundle from (the snippets' CDN root, or the app embed's assets).
  const drops = [`/${file}`, `/extensions/vanity-theme/assets/${file}`].map((path): FaultSetting => ({
    server: 'cdn',
    path,
    kind: 'drop',
  }));
  await Harness.withFault(request, drops, async () => {
    await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=sso');
    await expect(hub(page).getByRole('alert')).toContainText('Something went wrong here. Please refresh the page.');
    await Harness.reported(request, (e) => e.body.context?.message === 'widget.errors.crashed');
  });
  await hub(page).getByRole('link', { name: 'Reload' }).click();
  await expect(hub(page).getByRole('alert')).toHaveCount(0);
  await signIn(page, 'confirmed.shopper@aurelle.test', SEED_PASSWORD);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/cart');
  await page.waitForLoadState();
});

test('sso: the store’s session ending (expiry) signs the hub out, and the next person on the device is not signed in as the shopper', async ({
  page,
}) => {
  await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=sso');
  await signIn(page, 'confirmed.shopper@aurelle.test', SEED_PASSWORD);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/cart');
  await page.waitForLoadState();
  // The store's session expires (its cookie goes); the hub finds no store customer and signs out.
  await page.context().clearCookies({ name: 'customer_session' });
  await page.goto('/pages/myaccount?operation=signIn');
  await expect(hub(page).getByLabel('Email', { exact: true })).toBeVisible();
  await expect(hub(page).getByText('confirmed.shopper@aurelle.test')).toHaveCount(0);
  await nobodySignedIn(page);
});

test('sso: a theme whose referrer policy is no-referrer still hands off to the front (the hub’s post sends the store’s origin)', async ({
  page,
}) => {
  await page.goto('/pages/myaccount?operation=signIn&destinationPath=/cart&accounts=sso');
  await page.evaluate(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
  });
  await signIn(page, 'confirmed.shopper@aurelle.test', SEED_PASSWORD);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/cart');
  await page.goto('/account');
  await expect(page.locator('[data-customer-email]')).toHaveText('confirmed.shopper@aurelle.test');
});
