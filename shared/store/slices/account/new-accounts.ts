import type { AccountUser } from '../../../api/identity/account-user';
import { StorageKeys } from '../../../storage-keys';
import { topLevelPost } from '../../../device/top-level-post';
import type { AccountKit, StoreSide } from './account-kit';
import { carrySignUpOptIn, loadMarketing, saveMarketing } from './new-accounts-marketing';

/**
 * The hub on new customer accounts (account modes `sso` and `multipass`, ours beside the spec's legacy flow). Only
 * those modes import this module, so a legacy store's account pages never carry it.
 */

/**
 * The store's side on new customer accounts: its session is the one of record; `sso` signs in and out through the
 * account backend's OpenID Connect front (`multipass` by Multipass, as legacy); the marketing preference through the
 * Customer Account API (one chunk for everything these modes load).
 */
export function createStoreSide(kit: AccountKit, legacy: StoreSide): StoreSide {
  const sso = kit.deps.config.accountMode === 'sso';
  return {
    userLoaded: (user, returning) => loadUser(kit, user, returning),
    signIn: (user, idToken) => (sso ? completeSignIn(kit, user, idToken) : legacy.signIn(user, idToken)),
    ...(sso && { leaving: () => kit.deps.account.ssoFrontAnswers() }),
    signOut: (logoutPath) => (sso ? ssoSignOut(kit, logoutPath) : legacy.signOut(logoutPath)),
    loadMarketing: () => loadMarketing(kit),
    saveMarketing: (acceptsMarketing) => saveMarketing(kit, acceptsMarketing),
  };
}

/** Shopify's single sign-on entry on the storefront: `login_hint` (the email) and `return_to` (a path on the shop). */
export const SSO_LOGIN_PATH = '/customer_authentication/login';

export function ssoLoginPath(email: string, returnTo: string): string {
  return `${SSO_LOGIN_PATH}?${new URLSearchParams({ login_hint: email, return_to: returnTo })}`;
}

/**
 * Ours, beside Shopify's endpoints: the account backend's OpenID Connect front (the store's identity provider in
 * `sso`) takes this top-level form at `{account backend}/oidc/session`. It spends the one-time code the backend gave
 * for this sign-on (`POST {account backend}/oidc/session-codes`, account-client.ts), opens its own session and goes
 * on to `redirect_uri`, the store's single sign-on.
 */
export const SSO_SESSION_PATH = '/oidc/session';
export interface SsoSessionForm extends Record<string, string> {
  session_code: string;
  redirect_uri: string;
}

/**
 * Ours, beside Shopify's endpoints: a top-level form (`redirect_uri`, an address on the store) that ends the front's
 * session, if any, and goes on there. Taken only from the store's origin. The store is another site than the account
 * backend, so the front's Lax cookie does not ride on it; the answer clears that cookie all the same (a top-level
 * navigation's answer may set any cookie), which is what ends the session.
 */
export const SSO_SESSION_END_PATH = '/oidc/session/end';
export interface SsoSessionEndForm extends Record<string, string> {
  redirect_uri: string;
}

/** How long after a hand-off the hub asks how it ended, when it finds no store session. */
const HAND_OFF_WINDOW_MS = 5 * 60_000;

/** The hub's sign-in right after a sign-up (its confirmation by code or by the email's link). */
const SIGN_UP_SOURCES = ['signUp', 'confirmSignUpLink'];

/**
 * `sso`: the store signs the shopper in through its identity provider, the account backend's OpenID Connect front
 * over our Cognito pool. Once the hub is signed in (a password, Google or Facebook, or a session kept from an earlier
 * visit), it asks the account backend for a one-time session code with its ID token, as the legacy flow asks for a
 * Multipass token (the same rules and refusals: DISABLED_ACCOUNT, DUPLICATE_EMAIL), then form-posts the code (top
 * level, so the front's cookie is first-party) to the front, which opens its session and goes on to the store's
 * single sign-on; Shopify's authorization request then finds that session and asks nothing. A refusal or a backend
 * that cannot be reached throws: completeSignIn says it as in legacy, the shopper still signed in here.
 */
async function completeSignIn(kit: AccountKit, user: AccountUser, idToken: string): Promise<void> {
  const { deps, here, destination, query } = kit;
  // Right after a sign-up that opted in, the sign-on comes back through the hub, which carries the opt-in.
  const afterSignUp = SIGN_UP_SOURCES.includes(query().get('sourceOperation') ?? '');
  const to = destination();
  const next = ssoLoginPath(user.email, afterSignUp && user.acceptsMarketing ? carrySignUpOptIn(kit, user.email, to) : to);
  const redirectUri = new URL(next, here().origin).href;
  // A refusal or a failure throws to completeSignIn, which says it as for a Multipass token.
  const { sessionCode, handOff } = await deps.account.ssoSessionCode(redirectUri, idToken);
  const form: SsoSessionForm = { session_code: sessionCode, redirect_uri: redirectUri };
  deps.sessionStorage.remove(StorageKeys.signInDestinationPath);
  deps.sessionStorage.set(StorageKeys.ssoHandOff, JSON.stringify({ email: user.email, at: deps.now(), destination: to, id: handOff }));
  post(kit, SSO_SESSION_PATH, form);
}

/** A top-level form to the account backend's OpenID Connect front. */
function post({ deps }: AccountKit, path: string, form: Record<string, string>): void {
  const url = `${deps.config.backends.account.replace(/\/$/, '')}${path}`;
  (deps.location.post ?? ((u, fields) => topLevelPost(document, u, fields)))(url, form);
}

/**
 * `sso`: the store's sign-out (`logoutPath`, its /account/logout) after the front's session ends: the store ends it
 * only when it has a session of its own, and a hand-off whose sign-on failed leaves the front signed in without one;
 * the next person on this device must not be signed in as this shopper by it. The form is a top-level navigation: a
 * front that does not answer would leave the shopper on the browser's error page, so the hub's sign-out asks it
 * first (`leaving`, before the identity service's sign-out too); its failure says spec 2 §8's sign-out failure with
 * its reload (reported) while the shopper stays signed in, on the hub and on the store.
 */
function ssoSignOut(kit: AccountKit, logoutPath: string): void {
  const form: SsoSessionEndForm = { redirect_uri: new URL(logoutPath, kit.here().origin).href };
  post(kit, SSO_SESSION_END_PATH, form);
}

/**
 * New customer accounts: the store's session is the one of record. A hub page with a Cognito session but no store
 * customer means the shopper signed out on the store (or its session ended there), so the hub signs out too; unless
 * this tab has just handed the shopper to the store's sign-on and the front says that sign-on never got its tokens:
 * it did not finish. They stay signed in here, are told, and can go on again ("Continue"); the error is reported.
 * Where they came from cannot tell: Shopify's sign-on pages are on Shopify's origin, not the store's.
 */
async function loadUser(kit: AccountKit, user: AccountUser, returning: boolean): Promise<void> {
  const { deps, get } = kit;
  const handOff = readHandOff(kit);
  deps.sessionStorage.remove(StorageKeys.ssoHandOff);
  if (deps.config.customerId || returning) return get().me.setUser(user);
  if (handOff?.email === user.email && deps.now() - handOff.at < HAND_OFF_WINDOW_MS && (await signOnFailed(kit, handOff.id))) {
    // "Continue" goes on to where the sign-in was going.
    if (handOff.destination) deps.sessionStorage.set(StorageKeys.signInDestinationPath, handOff.destination);
    get().me.setUser(user);
    // Spec 2 §8: after a Google or Facebook sign-in, the message offers signing out and trying again.
    return kit.fail(
      { key: 'account.errors.signInUnexpected', ...(user.provider ? { action: 'signOutRetry' as const } : {}), report: true },
      new Error("The store's single sign-on did not sign the customer in after the hand-off"),
    );
  }
  return endHubSessionWithStore(kit, user);
}

/** The front says the hand-off's sign-on never got its tokens. Anything it cannot say (or no answer) is not a failure. */
async function signOnFailed({ deps }: AccountKit, id: string): Promise<boolean> {
  try {
    const idToken = await deps.identity.idToken();
    return !!idToken && !(await deps.account.ssoHandOff(id, idToken)).signedOn;
  } catch (error) {
    deps.reportError(error, { where: 'account:sso-hand-off' });
    return false;
  }
}

function readHandOff({ deps }: AccountKit): { email: string; at: number; destination: string | null; id: string } | null {
  try {
    const v = JSON.parse(deps.sessionStorage.get(StorageKeys.ssoHandOff) ?? 'null') as Record<string, unknown> | null;
    if (typeof v?.email !== 'string' || typeof v.at !== 'number' || typeof v.id !== 'string' || !v.id) return null;
    // The destination is checked again where it is used (chooseDestination takes only a path on this store).
    return { email: v.email, at: v.at, destination: typeof v.destination === 'string' ? v.destination : null, id: v.id };
  } catch {
    return null;
  }
}

/** The store signed out: the hub does too. */
async function endHubSessionWithStore({ deps, here, signedOut }: AccountKit, user: AccountUser): Promise<void> {
  // A Google or Facebook sign-in signs out through the hosted UI (aws-amplify goes there and back to the sign-out
  // screen); the shopper then comes back to this page, signed out.
  if (user.provider) {
    const url = here();
    deps.sessionStorage.set(StorageKeys.signOutReturnUrl, `${url.pathname}${url.search}`);
  }
  try {
    await deps.identity.signOut();
  } catch (error) {
    deps.reportError(error, { where: 'account:store-signed-out' });
  }
  signedOut();
}
