import { expect, test, type Page } from './test';
import { SEED_PASSWORD } from './harness';

/**
 * Signing out of the account backend's OpenID Connect front (the store's identity provider in `sso`), RP-Initiated
 * Logout 1.0: the store's sign-out sends the ID token it signed in with as `id_token_hint`, and the front ends its
 * session at once; a request without one (any site can send the shopper to the logout address with the store's
 * client_id) ends nothing until the shopper answers the front's prompt.
 */
const FRONT = '/api/consumer/aurelle/oidc';
const EMAIL = 'confirmed.shopper@aurelle.test';

/** Every address the tab shows from now on, in order. */
function pagesSeen(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()));
  });
  return seen;
}

/**
 * The shopper signs in on the store with the front's own page (a session of the front's that lasts), and the store's
 * client id, from the authorization request the store sent.
 */
async function signInAtFront(page: Page): Promise<{ clientId: string; store: string; front: string }> {
  let clientId = '';
  const onRequest = (r: { url(): string }) => {
    const url = new URL(r.url());
    if (url.pathname === `${FRONT}/authorize`) clientId = url.searchParams.get('client_id') ?? clientId;
  };
  page.on('request', onRequest);
  await page.goto('/account?accounts=sso');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${FRONT}/login`);
  const front = new URL(page.url()).origin;
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('[data-customer-email]')).toHaveText(EMAIL);
  page.off('request', onRequest);
  expect(clientId).toMatch(/^shopify-/);
  return { clientId, store: new URL(page.url()).origin, front };
}

/** Whether the front still has the shopper's session: the store's sign-on passes without its sign-in page. */
async function frontStillSignedIn(page: Page): Promise<boolean> {
  const seen = pagesSeen(page);
  await page.goto('/customer_authentication/login?return_to=%2Faccount');
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(new RegExp(`^(/account|${FRONT}/login)$`));
  await page.waitForLoadState();
  return !seen.some((u) => u.pathname === `${FRONT}/login`);
}

test('sso: a sign-out link from another site does not end the front’s session; the front asks, in the shopper’s language, and only their answer signs out', async ({
  page,
}) => {
  const { clientId, store, front } = await signInAtFront(page);
  const logout = new URL(`${FRONT}/logout`, front);
  logout.searchParams.set('client_id', clientId);
  logout.searchParams.set('post_logout_redirect_uri', `${store}/customer_authentication/logged_out`);
  // A link on another site: a top-level GET carrying the front's cookie, and no ID token.
  const fromElsewhere = (url: URL) => page.goto(url.href, { referer: 'https://elsewhere.example/' });

  await fromElsewhere(logout);
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeVisible();
  expect(await frontStillSignedIn(page)).toBe(true);
  await expect(page.locator('[data-customer-email]')).toHaveText(EMAIL);

  // Asked in French (ui_locales), the shopper stays: still signed in.
  const french = new URL(logout);
  french.searchParams.set('ui_locales', 'fr');
  await fromElsewhere(french);
  await expect(page.getByRole('heading', { name: 'Se déconnecter ?' })).toBeVisible();
  await page.getByRole('button', { name: 'Rester connecté' }).click();
  await expect.poll(() => new URL(page.url()).origin).toBe(store);
  expect(await frontStillSignedIn(page)).toBe(true);

  // Their own "Sign out" ends the front's session.
  await fromElsewhere(logout);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => new URL(page.url()).origin).toBe(store);
  expect(await frontStillSignedIn(page)).toBe(false);
});

test('sso: signing out on the store ends the front’s own session too, with no prompt (the store sends the ID token as the hint)', async ({
  page,
}) => {
  await signInAtFront(page);
  const seen = pagesSeen(page);
  const toLogout: { url: URL; method: string; body: URLSearchParams }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === `${FRONT}/logout`) toLogout.push({ url, method: r.method(), body: new URLSearchParams(r.postData() ?? '') });
  });
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
  await page.waitForLoadState();
  expect(toLogout).toHaveLength(1);
  // A form post from the store's site (the front's Lax cookie stays behind): the hint in its body, never in a URL.
  expect(toLogout[0]!.method).toBe('POST');
  expect(toLogout[0]!.body.get('id_token_hint')).toMatch(/^eyJ/);
  expect(toLogout[0]!.url.search).toBe('');
  // Redirects all the way: the front showed no page (no prompt).
  expect(seen.filter((u) => u.pathname.startsWith(FRONT))).toEqual([]);
  expect(await frontStillSignedIn(page)).toBe(false);
});

test('sso: a store that sends no id_token_hint (only client_id): the front asks, the shopper’s "Sign out" ends both, and the next person on the device is asked to sign in', async ({
  page,
  baseURL,
}) => {
  const { store } = await signInAtFront(page);
  // Shopify does not document that it sends the hint: this store sends only client_id.
  await page.context().addCookies([{ name: 'sso_logout_hint', value: 'none', url: baseURL! }]);
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => new URL(page.url()).href).toBe(`${store}/`);
  // Neither the store nor the front has a session: the store's account page leads to the front's empty sign-in.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${FRONT}/login`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
});
