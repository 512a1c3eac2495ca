import type { AccountUser } from '../api/identity/account-user';
import { readStoredSession } from '../api/identity/stored-session';

/**
 * Tells the theme who is signed in, so its header can greet the shopper ("Hi, Ada") instead of "Account":
 * a DOM event on document, as vanity:cart-changed is. It fires on every page load while a session exists (the
 * loader), when a sign-in completes and when the shopper signs out (the account widget). Only what a header shows:
 * no email, no ids.
 */
export const CUSTOMER_EVENT = 'vanity:customer';

export interface CustomerEventDetail {
  signedIn: boolean;
  /** The account's given name; null when signed out or when the account has none. */
  firstName: string | null;
}

export function customerDetail(user: Pick<AccountUser, 'givenName'> | null): CustomerEventDetail {
  return { signedIn: user !== null, firstName: user?.givenName?.trim() || null };
}

/** On page load: announces the stored session, if any, without loading aws-amplify (the loader runs this on every page). */
export function announceStoredCustomer(
  target: Pick<Document, 'dispatchEvent'>,
  storage: () => Pick<Storage, 'getItem'>,
  clientId: string,
  now: number,
): void {
  // Reading localStorage can throw (storage blocked): then nobody is known to be signed in, and the header stays as it is.
  const session = clientId ? readStoredSession({ getItem: (key) => storage().getItem(key) }, clientId, now) : null;
  if (session) target.dispatchEvent(new CustomEvent(CUSTOMER_EVENT, { detail: customerDetail(session.user) }));
}
