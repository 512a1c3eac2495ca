/**
 * Every key Vanity keeps in localStorage or sessionStorage, in one place
 * (spec 2 §3 names the account, cart and picture ones). An enum, not an object: the build writes each key used in
 * place, so the loader, the runtime and the widget chunks do not each carry the whole list.
 */
export enum StorageKeys {
  /** local: the device id, kept across sessions. */
  deviceId = 'vanity.deviceId',
  /** session: the analytics session id. */
  sessionId = 'vanity.sessionId',
  /** session: the session id new_session was sent for. */
  newSessionSent = 'vanity.newSessionSent',
  /** session: the email typed on sign-in, carried to the next screen. */
  signInEmail = 'signInEmail',
  /** session: where to go after sign-in (cleared about 1 s after leaving the login flow). */
  signInDestinationPath = 'signInDestinationPath',
  /** local: bumped when the cart changes, so other tabs reload theirs. */
  cartUpdated = 'cartUpdated',
  /**
   * local: the signed-in person's newest profile picture version, written when they set a picture, so their other
   * tabs put it in every address of that picture (?cacheBuster=) and show the new one without a reload.
   */
  profilePictureCacheBuster = 'profilePictureCacheBuster',
  /** session: the viewer chose "make one later" for the display name. */
  skipDisplayName = 'skipDisplayName',
  /** local: the show last watched and its share code ({showId, referralCode, at}). */
  showReferral = 'vanity.showReferral',
  /** session: the checkouts already recorded as 'checkout created'. */
  checkoutsRecorded = 'vanity.checkoutsRecorded',
  /** session: the orders already recorded as 'order_completed' (the web pixel, through Shopify's browser API). */
  ordersRecorded = 'vanity.ordersRecorded',
  /** session: where to go after a hosted-UI sign-out comes back. */
  signOutReturnUrl = 'vanity.signOutReturnUrl',
  /**
   * session, new customer accounts: the Customer Account API authorization under way (state, PKCE verifier, the page
   * to restore) and a sign-up's marketing opt-in waiting to reach the store's customer. Spent on the way back.
   */
  customerAccountPending = 'vanity.customerAccountPending',
  /**
   * session, `sso`: the hand-off to the store's single sign-on under way (the email, and when). A hub page reached
   * from the store's sign-on pages soon after, signed in with no store customer, knows that sign-on did not finish.
   */
  ssoHandOff = 'vanity.ssoHandOff',
  /**
   * local, no longer written: where older versions kept the Storefront customer access token, readable by every
   * script of the theme. The loader removes it on every page; the token now lives in the account page's memory
   * (shared/store/slices/account/customer-token-keeper.ts).
   */
  legacyCustomerAccessToken = 'vanity.customerAccessToken',
  /**
   * session: the guest secret the live-shopping backend issued (POST /guest/v1); who a guest is in the chat and
   * for share codes. Sent only to that backend, never to analytics or error reports.
   */
  guestSecret = 'vanity.guestSecret',
  /** session: the photo chosen from a try-on label, for the product page's try-on. */
  tryOnUpload = 'vanity.tryOnUpload',
}

export type StorageKey = StorageKeys;

/** Storage that never throws: private modes and full quotas fail quietly. */
export interface SafeStorage {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): boolean;
  remove(key: StorageKey): void;
}

export function safeStorage(getStore: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return getStore().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        getStore().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        getStore().removeItem(key);
      } catch {
        /* storage unavailable: nothing to remove */
      }
    },
  };
}
