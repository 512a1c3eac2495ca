import {
  accountStateMessage,
  completionFailure,
  missingSignInField,
  refusalCode,
  signInFailure,
  socialFailure,
  type AccountMessage,
} from '../../../account/account-errors';
import { CUSTOMER_EVENT, customerDetail } from '../../../account/customer-event';
import { chooseDestination } from '../../../account/destination';
import { LOGIN_FLOW, STORED_PATH_CLEAR_MS } from '../../../account/login-flow';
import { returnedFromHostedUi } from '../../../routes/route-table';
import { sameOriginPath } from '../../../routes/same-origin';
import { savesData } from '../../../save-data';
import { StorageKeys } from '../../../storage-keys';
import type { AccountKit, StoreSide } from './account-kit';

/** Signing in (by password, or Google and Facebook), into the store by Multipass, and out again. */
export interface AuthSignInActions {
  loadUser(): Promise<void>;
  /**
   * The shopper is at a form (focus, a press): the identity client starts downloading, so the sign-in they are about
   * to send does not wait for it. Not where the browser asks to save data.
   */
  prepareIdentity(): void;
  signIn(email: string, password: string): Promise<void>;
  /** Spec 2 §2's sign-in completion: the signed-in user goes on into the store (StoreSide.signIn). */
  completeSignIn(): Promise<void>;
  /** Google or Facebook through the hosted UI. */
  signInWithProvider(provider: 'Google' | 'Facebook'): Promise<void>;
  /** The page came back from the hosted UI (a code, or an error): complete the sign-in or say why not. */
  finishSocialSignIn(): Promise<void>;
  signOut(returnUrl: string | null): Promise<void>;
  /** The hub shows an operation: the destination is stored in the flow and cleared 1 s after leaving it. */
  enterOperation(operation: string): void;
  setMessage(message: AccountMessage | null): void;
}

export function createAuthSignInActions(kit: AccountKit): AuthSignInActions {
  const { deps, get, patch, here, query, fail, hub, destination } = kit;
  const { identity } = deps;
  let clearTimer: ReturnType<typeof setTimeout> | null = null;

  return {
    async loadUser() {
      // Spec 2 §4's check. With no session stored and no hosted-UI answer in the address nobody is signed in, and
      // saying so needs neither aws-amplify (~45 KB gz) nor the network: the sign-in form shows at once.
      // Read first: aws-amplify takes the hosted UI's answer out of the address as it loads.
      const returning = returnedFromHostedUi(query());
      const stored = await deps.viewerSession.stored().catch(() => null);
      if (!stored && !returning) return get().me.setUser(null);
      const user = await identity.currentUser().catch(() => null);
      if (user) return kit.store.userLoaded(user, returning);
      get().me.setUser(null);
    },

    prepareIdentity() {
      if (!savesData()) deps.preloadIdentity();
    },

    // The hub clears the stored path when its operation leaves the flow; the loader does on any other page.
    enterOperation(operation) {
      if (clearTimer) clearTimeout(clearTimer);
      clearTimer = null;
      if ((LOGIN_FLOW as readonly string[]).includes(operation)) {
        const path = chooseDestination({ query: query(), storedPath: null, referrer: deps.location.referrer(), origin: here().origin });
        if (path) deps.sessionStorage.set(StorageKeys.signInDestinationPath, path);
      } else {
        clearTimer = setTimeout(() => deps.sessionStorage.remove(StorageKeys.signInDestinationPath), STORED_PATH_CLEAR_MS);
      }
    },

    setMessage(message) {
      patch({ message });
    },

    async signInWithProvider(provider) {
      patch({ busy: true, message: null });
      try {
        await identity.signInWithProvider(provider);
      } catch (error) {
        fail({ key: 'account.errors.signInUnexpected', report: true }, error);
      }
    },

    async finishSocialSignIn() {
      patch({ busy: true, completing: true, message: null });
      const result = await identity.redirectResult();
      if (result.ok) return get().account.completeSignIn();
      const message = socialFailure(result.error);
      fail(message, Object.assign(new Error(result.error.message), { name: result.error.name }));
      // The error parameters leave the address, so a reload does not show the error again.
      const url = here();
      for (const k of ['error', 'error_description', 'code', 'state']) url.searchParams.delete(k);
      deps.location.replace(url.href);
    },

    async signIn(email, password) {
      const missing = missingSignInField(email, password);
      if (missing) return fail(missing);
      patch({ busy: true, message: null, notice: null });
      deps.sessionStorage.set(StorageKeys.signInEmail, email.trim());
      patch({ signInEmail: email.trim() });
      let step: 'signedIn' | 'confirmSignUp';
      try {
        step = await identity.signIn(email, password, { domain: deps.config.shop, destinationPath: destination() });
      } catch (error) {
        const failure = signInFailure(error);
        if (failure === 'unconfirmed') return hub('confirm', { email: email.trim() });
        if (failure !== 'userNotFound') return fail(failure, error);
        // Spec 1 §8: a UserNotFound is explained by the account's state.
        const state = await deps.account.state(email).catch((e) => {
          deps.reportError(e, { where: 'account:state' });
          return { state: 'ERROR' as const, thirdPartyProvider: null };
        });
        return fail(accountStateMessage(state.state, state.thirdPartyProvider, email.trim()), error);
      }
      if (step === 'confirmSignUp') return hub('confirm', { email: email.trim() });
      await get().account.completeSignIn();
    },

    async completeSignIn() {
      patch({ busy: true, completing: true, message: null });
      const user = await identity.currentUser().catch(() => null);
      const idToken = await identity.idToken().catch(() => null);
      if (!user || !idToken) return fail(completionFailure(null, !!user?.provider));
      get().me.setUser(user);
      deps.publish('signed_in', { method: user.provider ? 'social' : 'native' });
      deps.emit(CUSTOMER_EVENT, customerDetail(user));
      try {
        await kit.store.signIn(user, idToken);
      } catch (error) {
        // Spec 2 §7, §8: a refusal's code, whether it came with a 200 or another status; a backend that cannot be
        // reached is the unexpected error.
        fail(completionFailure(refusalCode(error), !!user.provider), error);
      }
    },

    async signOut(requested) {
      patch({ busy: true, message: null });
      // return_url is a query parameter: only a path on this store goes on (no open redirects).
      let returnUrl = sameOriginPath(requested, here().origin);
      const user = get().me.user ?? (await identity.currentUser().catch(() => null));
      if (user?.provider) {
        // Spec 2 §2: a hosted-UI login signs out there first; the return URL waits in session storage for the way back.
        if (returnUrl) deps.sessionStorage.set(StorageKeys.signOutReturnUrl, returnUrl);
        else deps.sessionStorage.remove(StorageKeys.signOutReturnUrl);
      } else {
        returnUrl ??= sameOriginPath(deps.sessionStorage.get(StorageKeys.signOutReturnUrl), here().origin);
        deps.sessionStorage.remove(StorageKeys.signOutReturnUrl);
      }
      // Spec 2 §8's sign-out failure, whose reload signs out again from this screen: the identity service's sign-out
      // failing, or the store's (its session still open).
      try {
        await kit.store.leaving?.();
        await identity.signOut();
        kit.signedOut();
        // aws-amplify is already on its way to the hosted UI's sign-out, which comes back to this screen;
        // a second navigation here would race it. The way back ends the store's session.
        if (user?.provider) return;
        // The store's own session ends too; it sends the shopper on to return_url.
        await kit.store.signOut(`/account/logout${returnUrl ? `?return_url=${encodeURIComponent(returnUrl)}` : ''}`);
      } catch (error) {
        fail({ key: 'account.errors.signOutFailed', action: 'reload', report: true }, error);
      }
    },
  };
}

/**
 * The spec's store side of signing in and out (legacy customer accounts): the identity service's user is the one
 * signed in; the store's login is by Multipass and its logout at /account/logout.
 */
export function createLegacyStoreSession({ deps, get, destination }: AccountKit): Pick<StoreSide, 'userLoaded' | 'signIn' | 'signOut'> {
  return {
    userLoaded: (user) => get().me.setUser(user),
    // One token per sign-in (a Multipass token is spent once): it is the store's login. The marketing box gets a
    // customer token of its own when it needs one.
    async signIn(user, idToken) {
      const { multipassToken } = await deps.account.multipass(
        {
          user: user.email,
          storeDomain: deps.config.shop,
          storePath: destination(),
          // The opt-in chosen at sign-up becomes the new store account's marketing preference.
          ...(user.acceptsMarketing !== null ? { acceptsMarketingForNewAccount: user.acceptsMarketing } : {}),
          appendNewAccountParam: true,
        },
        idToken,
      );
      deps.sessionStorage.remove(StorageKeys.signInDestinationPath);
      deps.location.assign(`/account/login/multipass/${encodeURIComponent(multipassToken)}`);
    },
    signOut: (logoutPath) => deps.location.assign(logoutPath),
  };
}
