import type { AccountUser } from '../../../api/identity/account-user';
import { CUSTOMER_EVENT, customerDetail } from '../../../account/customer-event';
import { StorageKeys } from '../../../storage-keys';
import { topLevelPost } from '../../../device/top-level-post';
import type { AccountKit } from './account-kit';
import { carrySignUpOptIn } from './new-accounts-marketing';

// The marketing preference through the Customer Account API: one chunk for everything new customer accounts load.
export { loadMarketing, saveMarketing } from './new-accounts-marketing';

/**
 * The hub on new customer accounts (account modes `sso` and `multipass`, ours beside the spec's legacy flow). Only
 * those modes import this module, so a legacy store's account pages never carry it.
 */

/** Shopify's single sign-on entry on the storefront: `login_hint` (the email) and `return_to` (a path on the shop). */
export const SSO_LOGIN_PATH = '/customer_authentication/login';

export function ssoLoginPath(email: string, returnTo: string): string {
  return `${SSO_LOGIN_PATH}?${new URLSearchParams({ login_hint: email, return_to: returnTo })}`;
}

/** Our addition on the identity provider (not Cognito's): `POST {hosted UI}/session`, a top-level form post. */
export const PROVIDER_SESSION_PATH = '/session';
export interface ProviderSessionForm extends Record<string, string> {
  /** The hub's Cognito ID token, just issued (its audience is the hub's app client). */
  id_token: string;
  /** The store's single sign-on (`/customer_authentication/login?…`), the only place the provider goes on to. */
  redirect_uri: string;
}

/** The hub's sign-in right after a sign-up (its confirmation by code or by the email's link). */
const SIGN_UP_SOURCES = ['signUp', 'confirmSignUpLink'];

/**
 * `sso`: the store signs the shopper in through its identity provider, our Cognito pool. Right after a native sign-in
 * on the hub, the hub form-posts (top level, so the provider's cookie is first-party) the Cognito ID token it holds to
 * the provider's `POST /session` (our addition, not Cognito's), which checks it against the pool's keys, starts the
 * provider's own session and goes on to the store's single sign-on; Shopify's authorization request then finds that
 * session and asks nothing. The password is never sent anywhere again. A Google or Facebook sign-in already left that
 * session at the hosted UI. Without a fresh sign-in (staying signed in from an earlier visit) the store's sign-on goes
 * straight to the provider, which asks only if its session has ended.
 */
export function signInToStoreBySso(kit: AccountKit, user: AccountUser, freshIdToken: string | undefined) {
  const { deps, here, destination, query } = kit;
  // Right after a sign-up that opted in, the sign-on comes back through the hub, which carries the opt-in.
  const afterSignUp = SIGN_UP_SOURCES.includes(query().get('sourceOperation') ?? '');
  const next = ssoLoginPath(
    user.email,
    afterSignUp && user.acceptsMarketing ? carrySignUpOptIn(kit, user.email, destination()) : destination(),
  );
  deps.sessionStorage.remove(StorageKeys.signInDestinationPath);
  const domain = deps.config.cognito.oauthDomain;
  if (freshIdToken && !user.provider && domain) {
    const form: ProviderSessionForm = { id_token: freshIdToken, redirect_uri: new URL(next, here().origin).href };
    (deps.location.post ?? ((url, fields) => topLevelPost(document, url, fields)))(`https://${domain}${PROVIDER_SESSION_PATH}`, form);
  } else {
    deps.location.assign(next);
  }
}

/**
 * On new customer accounts the store's session is the one of record: a hub page with a Cognito session but no store
 * customer means the shopper signed out on the store (or its session ended there), so the hub signs out too.
 */
export async function endHubSessionWithStore({ deps, get, here, customerToken }: AccountKit, user: AccountUser): Promise<void> {
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
  get().me.setUser(null);
  deps.emit(CUSTOMER_EVENT, customerDetail(null));
  customerToken.clear();
}
