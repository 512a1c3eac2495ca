import type { AccountMessage } from '../../../account/account-errors';
import type { AccountUser } from '../../../api/identity/account-user';
import { CUSTOMER_EVENT, customerDetail } from '../../../account/customer-event';
import { chooseDestination } from '../../../account/destination';
import { accountHubUrl } from '../../../account/hub-url';
import { StorageKeys } from '../../../storage-keys';
import type { AccountContext, AccountSliceState } from './account-slice';
import { createCustomerTokenKeeper, type CustomerTokenKeeper } from './customer-token-keeper';

/**
 * The store's side of the account: its session, which follows the hub's sign-in and sign-out, and the marketing
 * preference it keeps. The spec's (legacy customer accounts: Multipass, the Storefront customer token) unless new
 * customer accounts' chunk puts its own in place (account-slice.ts, the one place the account mode is read).
 */
export interface StoreSide {
  /** The identity service has a user as the page loads (`returning`: back from the hosted UI): are they signed in here? */
  userLoaded(user: AccountUser, returning: boolean): Promise<void> | void;
  /** Signed in here: now into the store, which goes on to the destination. A refusal or a failure throws. */
  signIn(user: AccountUser, idToken: string): Promise<void>;
  /**
   * Before the identity service's sign-out: a store whose sign-out may fail (sso's front) is asked first, so a
   * failure leaves the shopper signed in on both sides rather than out of one only.
   */
  leaving?(): Promise<void>;
  /** Signed out here: now out of the store (`logoutPath`, its /account/logout), which goes on to return_url. */
  signOut(logoutPath: string): Promise<void> | void;
  loadMarketing(): Promise<void>;
  /** The box shows the choice at once; it goes back to what is saved if the save fails. */
  saveMarketing(acceptsMarketing: boolean): Promise<void>;
}

/** What the account's action modules share. */
export interface AccountKit extends AccountContext {
  patch(p: Partial<AccountSliceState>): void;
  /** The page's address now, and its query. */
  here(): URL;
  query(): URLSearchParams;
  /** Shows the message (reporting it when it says so) and ends the busy state. */
  fail(message: AccountMessage, error?: unknown): void;
  /** Goes to another operation of the account hub, keeping the page's query. */
  hub(operation: string, params?: Record<string, string>): void;
  /** Where the shopper goes once signed in: the query's, the stored one or the referrer; else /. */
  destination(): string;
  /** The Storefront customer access token, in this page's memory only (customer-token-keeper.ts). */
  customerToken: CustomerTokenKeeper;
  /** Nobody is signed in here now: no user, the theme's customer event says so, and their customer token goes. */
  signedOut(): void;
  /** The store's side (set as the slice is put together). */
  store: StoreSide;
}

export function createAccountKit(kit: AccountContext): Omit<AccountKit, 'store'> {
  const { deps, set } = kit;
  const here = () => new URL(deps.location.href());
  const query = () => here().searchParams;
  const patch = (p: Partial<AccountSliceState>) => set(p);
  const customerToken = createCustomerTokenKeeper(deps.now);
  return {
    ...kit,
    patch,
    customerToken,
    signedOut() {
      kit.get().me.setUser(null);
      deps.emit(CUSTOMER_EVENT, customerDetail(null));
      customerToken.clear();
    },
    here,
    query,
    fail(message, error) {
      if (message.report) deps.reportError(error ?? new Error(message.key), { where: 'account', message: message.key });
      patch({ busy: false, completing: false, message, notice: null });
    },
    hub(operation, params = {}) {
      patch({ busy: false, message: null, notice: null, unconfirmed: false });
      deps.navigate(accountHubUrl(operation, params, query()));
    },
    destination: () =>
      chooseDestination({
        query: query(),
        storedPath: deps.sessionStorage.get(StorageKeys.signInDestinationPath),
        referrer: deps.location.referrer(),
        origin: here().origin,
      }) ?? '/',
  };
}
