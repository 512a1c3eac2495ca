import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { amplifySignInStorage, type CognitoTokens } from '../shared/api/identity/amplify-session.test-helpers';

/**
 * Signing a seeded account in, for tests about something else (a page, a layout, a chat), without the hub's page:
 * `signIn` does from here the three calls the hub makes, and the browser only loads the store's login and the
 * destination. Tests whose subject is signing in use `signInThroughHub`, the shopper's way.
 *
 * A sign-in leaves two things: aws-amplify's Cognito session in the store origin's localStorage, and the store's
 * session cookie, which the Multipass login sets. `signIn` asks the identity service for the tokens (the
 * USER_PASSWORD_AUTH the local pool signs in with), has aws-amplify's own token store lay them out as the hub would
 * leave them (amplifySignInStorage), writes them into the page, then asks the account backend for a Multipass token
 * and spends it on the store's login. Every call is a fresh sign-in, so nothing carries from one test to the next:
 * a test that signs out, or changes the account, leaves the next test's sign-in as it would find a hub's.
 */

/** The local store's seeded accounts all share this password. */
export const SEED_PASSWORD = 'Aurelle!Local1';

/** An address on the store's origin that never reaches the store: the page goes there only to write localStorage. */
const BLANK_PATH = '/__e2e/sign-in';

/** What the theme gave Vanity (#vanity-config) that a sign-in needs. */
export interface SignInConfig {
  shop: string;
  accountApi: string;
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
}

/** The store's config, per store origin: one worker's run talks to one store. */
const configs = new Map<string, Promise<SignInConfig>>();

/** A JWT's claims (no signature check: the token comes from the identity service this run talks to). */
export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The embed's JSON config (theme-snippets/vanity-embed.liquid), as a page's HTML carries it. */
export function signInConfig(html: string): SignInConfig {
  const json = /<script type="application\/json" id="vanity-config">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('The store page carries no #vanity-config');
  const config = JSON.parse(json);
  return {
    shop: config.shop,
    accountApi: config.backends.account,
    cognitoEndpoint: config.cognito.endpoint,
    userPoolId: config.cognito.userPoolId,
    userPoolClientId: config.cognito.userPoolClientId,
  };
}

/**
 * The body of the hub's Multipass request (shared/store/slices/account/auth-sign-in-actions.ts, completeSignIn) for
 * this ID token's person and destination. `harness-sign-in.spec.ts` checks it against the one the hub sends.
 */
export function multipassBody(idToken: string, shop: string, storePath: string): Record<string, unknown> {
  const claims = claimsOf(idToken);
  const marketing = claims['custom:accepts_marketing'];
  return {
    user: claims.email,
    storeDomain: shop,
    storePath,
    // The opt-in chosen at sign-up, for a store account the login creates.
    ...(marketing === 'true' || marketing === 'false' ? { acceptsMarketingForNewAccount: marketing === 'true' } : {}),
    appendNewAccountParam: true,
  };
}

/**
 * Only the legacy account mode signs in through Multipass (the `?accounts=` cookie, else ACCOUNT_MODE, as the store
 * decides in test-harness/server/account-mode.ts); the new customer accounts' sign-in is the hub's.
 */
export function legacyAccounts(cookies: Array<{ name: string; value: string }>, envMode = process.env.ACCOUNT_MODE): boolean {
  return (cookies.find((c) => c.name === 'account_mode')?.value ?? envMode ?? 'legacy') === 'legacy';
}

/** A new browser context signed in as `email`, on destinationPath. */
export async function signedInPage(browser: Browser, email: string, destinationPath: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, destinationPath);
  return page;
}

/** Signs a seeded account in as the hub does, without the hub's page, and ends on destinationPath. */
export async function signIn(page: Page, email: string, destinationPath: string): Promise<void> {
  if (!legacyAccounts(await page.context().cookies())) return signInThroughHub(page, email, destinationPath);
  // A blank page on the store's origin (a relative address: the context's own store), to write its localStorage.
  const blank = (url: URL) => url.pathname === BLANK_PATH;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sign-in</title>' }));
  try {
    await page.goto(BLANK_PATH);
  } finally {
    await page.unroute(blank);
  }
  const origin = new URL(page.url()).origin;
  const config = await configOf(page, origin);
  const tokens = await cognitoSignIn(page, config, email);
  const session = await amplifySignInStorage(config, email, tokens);
  await page.evaluate((entries) => {
    // Only this account's session, as after a sign-in, whoever was signed in before.
    for (const key of Object.keys(localStorage)) if (key.startsWith('CognitoIdentityServiceProvider.')) localStorage.removeItem(key);
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, session);
  const answer = await page.request.post(`${config.accountApi}/multipass/v1`, {
    headers: { Authorization: `Bearer ${tokens.IdToken}`, 'Idempotency-Key': randomUUID() },
    data: multipassBody(tokens.IdToken, config.shop, destinationPath),
  });
  const { multipassToken } = (await answer.json().catch(() => ({}))) as { multipassToken?: string };
  if (!answer.ok() || !multipassToken)
    throw new Error(`The account backend gave ${email} no Multipass token: ${answer.status()} ${await answer.text()}`);
  await page.goto(`/account/login/multipass/${encodeURIComponent(multipassToken)}`);
  await landed(page, destinationPath);
}

/** Signs a seeded account in through the hub's form, which then goes on to destinationPath. */
export async function signInThroughHub(page: Page, email: string, destinationPath: string): Promise<void> {
  await page.goto(`/pages/myaccount?operation=signIn&destinationPath=${encodeURIComponent(destinationPath)}`);
  const hub = page.locator('[data-vanity-widget="account"]');
  await hub.getByLabel('Email', { exact: true }).fill(email);
  await hub.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await hub.getByRole('button', { name: 'Sign in' }).click();
  await landed(page, destinationPath);
}

// A shopper's first sign-in on a store also carries new_account=true (spec 1's appendNewAccountParam): the path decides.
const landed = (page: Page, destinationPath: string) => page.waitForURL((u) => u.pathname === destinationPath.split('?')[0]);

function configOf(page: Page, origin: string): Promise<SignInConfig> {
  let config = configs.get(origin);
  if (!config) {
    config = (async () => {
      const response = await page.request.get(`${origin}/pages/about`);
      if (!response.ok()) throw new Error(`The store's page answered ${response.status()}`);
      return signInConfig(await response.text());
    })();
    config.catch(() => configs.delete(origin));
    configs.set(origin, config);
  }
  return config;
}

/** The identity service's sign-in, as aws-amplify makes it with the local pool's USER_PASSWORD_AUTH. */
async function cognitoSignIn(page: Page, config: SignInConfig, email: string): Promise<CognitoTokens> {
  const answer = await page.request.post(config.cognitoEndpoint, {
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: SEED_PASSWORD },
    }),
  });
  const result = ((await answer.json().catch(() => ({}))) as { AuthenticationResult?: CognitoTokens }).AuthenticationResult;
  if (!answer.ok() || !result?.IdToken)
    throw new Error(`The identity service did not sign ${email} in: ${answer.status()} ${await answer.text()}`);
  return result;
}
