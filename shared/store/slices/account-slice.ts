import type { StateCreator } from 'zustand/vanilla';
import { AnalyticsEvents } from '../../api/analytics/analytics-events';
import type { AccountUser } from '../../api/identity/identity-client';
import {
  accountStateMessage,
  changePasswordFailure,
  completionFailure,
  confirmFailure,
  forgotPasswordFailure,
  resendFailure,
  resetSubmitFailure,
  signInFailure,
  signUpFailure,
  socialFailure,
  type AccountMessage,
} from '../../account/account-errors';
import { chooseDestination } from '../../account/destination';
import { accountHubUrl } from '../../account/hub-url';
import { createRemoteField, FIELD_SAVED_MS, type RemoteField, type RemoteFieldState } from '../../account/remote-field';
import type { MyProfile } from '../../api/live-shopping/profile-client';
import type { SignUpForm } from '../../account/account-rules';
import { HttpError } from '../../http';
import type { MessageKey } from '../../i18n';
import { StorageKeys } from '../../storage-keys';
import type { AppDeps } from '../app-deps';
import type { AppState, AppStore } from '../create-app-store';
import { installSlice } from '../install-slice';

/** Spec 1 §9 / spec 2 §9: the stored sign-in path is cleared this long after leaving the login flow; resend waits 15 s. */
export const STORED_PATH_CLEAR_MS = 1_000;
export const CONFIRM_RESEND_DELAY_MS = 15_000;

/** The operations of the sign-in flow: leaving them clears the stored destination. */
export const LOGIN_FLOW = ['signIn', 'signUp', 'confirm', 'confirmLink', 'confirmSignUpLink', 'requestConfirmationCode', 'forgotPassword', 'forgotPasswordSubmit'] as const;

export interface AccountSliceState {
  user: AccountUser | null;
  userStatus: 'loading' | 'ready';
  busy: boolean;
  message: AccountMessage | null;
  notice: MessageKey | null;
  /** Forgot password found the account unconfirmed: the activation notice shows. */
  unconfirmed: boolean;
  /** Signing in to the store (after the identity service said yes). */
  completing: boolean;
  /** Onboarding (spec 2 §2): an influencer's handle (required), then a viewer's display name (skippable). */
  onboarding: {
    status: 'idle' | 'loading' | 'handle' | 'displayName' | 'leaving' | 'error';
    field: RemoteFieldState<MessageKey>;
    canSave: boolean;
    saving: boolean;
    error: { key: MessageKey; vars?: Record<string, string> } | null;
  };
  /** The email-marketing preference, through the Customer API. */
  marketing: { status: 'idle' | 'loading' | 'ready' | 'saving' | 'unavailable'; acceptsMarketing: boolean | null; saved: boolean; failed: boolean };
}

export interface AccountSlice {
  account: AccountSliceState;
  /** Google and Facebook sign-in are set up (a hosted UI domain in the config). */
  socialSignIn: boolean;
  loadAccountUser(): Promise<void>;
  accountSignIn(email: string, password: string): Promise<void>;
  accountSignUp(form: SignUpForm): Promise<void>;
  accountConfirm(email: string, code: string, { fromLink }?: { fromLink?: boolean }): Promise<void>;
  accountResendConfirmation(email: string, then?: 'confirm'): Promise<boolean>;
  accountForgotPassword(email: string): Promise<void>;
  accountResetPassword(email: string, code: string, password: string): Promise<void>;
  accountChangePassword(oldPassword: string, newPassword: string): Promise<void>;
  accountSignOut(returnUrl: string | null): Promise<void>;
  /** The signed-in user's Multipass token, then the store's Multipass login (spec 2 §2, sign-in completion). */
  completeAccountSignIn(): Promise<void>;
  /** The hub shows an operation: the destination is stored in the flow and cleared 1 s after leaving it. */
  enterAccountOperation(operation: string): void;
  setAccountMessage(message: AccountMessage | null): void;
  /** Google or Facebook through the hosted UI. */
  accountSignInWithProvider(provider: 'Google' | 'Facebook'): Promise<void>;
  /** The page came back from the hosted UI (a code, or an error): complete the sign-in or say why not. */
  finishSocialSignIn(): Promise<void>;
  /** Runs onboarding, then goes to targetPath (default /); signed-out visitors sign in first. */
  startOnboarding(targetPath: string): Promise<void>;
  onboardingInput(value: string): void;
  saveOnboarding(): Promise<void>;
  /** "Make one later": holds for the session. */
  skipDisplayName(): void;
  loadMarketingPreference(): Promise<void>;
  saveMarketingPreference(acceptsMarketing: boolean): Promise<void>;
}

const DISPLAY_NAME_ERRORS = ['too_short', 'too_long', 'invalid_characters', 'profanity', 'reserved'].map((r) => `livestream.errors.displayName.${r}`);
const HANDLE_ERRORS = ['too_short', 'too_long', 'invalid_characters', 'reserved'].map((r) => `livestream.errors.handle.${r}`);

export const createAccountSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], AccountSlice> =>
  (set, get) => {
    const { identity, customer } = deps;
    const profiles = deps.live.profile;
    const here = () => new URL(deps.location.href());
    const query = () => here().searchParams;
    const patch = (p: Partial<AccountSliceState>) => set((s) => ({ account: { ...s.account, ...p } }));
    const fail = (message: AccountMessage, error?: unknown) => {
      if (message.report) deps.reportError(error ?? new Error(message.key), { where: 'account', message: message.key });
      patch({ busy: false, message, notice: null });
    };
    const hub = (operation: string, params: Record<string, string> = {}) => {
      patch({ busy: false, message: null, notice: null, unconfirmed: false });
      deps.navigate(accountHubUrl(operation, params, query()));
    };
    const destination = () =>
      chooseDestination({
        query: query(),
        storedPath: deps.sessionStorage.get(StorageKeys.signInDestinationPath),
        referrer: deps.location.referrer(),
        origin: here().origin,
      }) ?? '/';
    let clearTimer: ReturnType<typeof setTimeout> | null = null;
    let field: RemoteField | null = null;
    let onboardingTarget = '/';
    let onboardingToken: string | null = null;
    const patchOnboarding = (p: Partial<AccountSliceState['onboarding']>) => patch({ onboarding: { ...get().account.onboarding, ...p } });
    const leaveOnboarding = () => {
      field?.dispose();
      field = null;
      patchOnboarding({ status: 'leaving' });
      deps.navigate(onboardingTarget);
    };
    const known = (prefix: string, result: string, keys: readonly string[]) => {
      const key = `${prefix}.${result.toLowerCase()}`;
      return (keys.includes(key) ? key : `${prefix}.unknown`) as MessageKey;
    };
    const checkDisplayName = async (value: string): Promise<MessageKey | null> => {
      const { result } = await profiles.validateDisplayName(value.trim());
      return result === 'VALID' ? null : known('livestream.errors.displayName', result, DISPLAY_NAME_ERRORS);
    };
    const checkHandle = async (value: string, idToken: string): Promise<MessageKey | null> => {
      const { result, available } = await profiles.validateHandle(value.trim(), idToken);
      if (result === 'VALID') return available ? null : 'livestream.errors.handle.not_available';
      return known('livestream.errors.handle', result, HANDLE_ERRORS);
    };
    const storedCustomerToken = () => {
      try {
        const stored = JSON.parse(deps.localStorage.get(StorageKeys.customerAccessToken) ?? 'null') as { accessToken?: string; expiresAt?: string } | null;
        return stored?.accessToken && Date.parse(stored.expiresAt ?? '') > deps.now() ? stored.accessToken : null;
      } catch {
        return null;
      }
    };

    return {
      socialSignIn: !!deps.config.cognito.oauthDomain,
      account: {
        user: null,
        userStatus: 'loading',
        busy: false,
        message: null,
        notice: null,
        unconfirmed: false,
        completing: false,
        marketing: { status: 'idle', acceptsMarketing: null, saved: false, failed: false },
        onboarding: { status: 'idle', field: { value: '', validity: 'UNCHANGED', message: null, saved: false }, canSave: false, saving: false, error: null },
      },

      async loadAccountUser() {
        const user = await identity.currentUser().catch(() => null);
        patch({ user, userStatus: 'ready' });
      },

      enterAccountOperation(operation) {
        if (clearTimer) clearTimeout(clearTimer);
        clearTimer = null;
        if ((LOGIN_FLOW as readonly string[]).includes(operation)) {
          const path = chooseDestination({ query: query(), storedPath: null, referrer: deps.location.referrer(), origin: here().origin });
          if (path) deps.sessionStorage.set(StorageKeys.signInDestinationPath, path);
        } else {
          clearTimer = setTimeout(() => deps.sessionStorage.remove(StorageKeys.signInDestinationPath), STORED_PATH_CLEAR_MS);
        }
      },

      setAccountMessage(message) {
        patch({ message });
      },

      async accountSignInWithProvider(provider) {
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
        if (result.ok) return get().completeAccountSignIn();
        patch({ completing: false });
        const message = socialFailure(result.error);
        fail(message, Object.assign(new Error(result.error.message), { name: result.error.name }));
        // The error parameters leave the address, so a reload does not show the error again.
        const url = here();
        for (const k of ['error', 'error_description', 'code', 'state']) url.searchParams.delete(k);
        deps.location.replace(url.href);
      },

      async startOnboarding(targetPath) {
        onboardingTarget = targetPath.startsWith('/') && !targetPath.startsWith('//') ? targetPath : '/';
        patchOnboarding({ status: 'loading', error: null });
        const user = await identity.currentUser().catch(() => null);
        const idToken = user ? await identity.idToken().catch(() => null) : null;
        if (!user || !idToken) {
          return deps.navigate(accountHubUrl('signIn', { destinationPath: `/pages/myaccount?operation=onboard&targetPath=${onboardingTarget}` }));
        }
        patch({ user });
        let profile: MyProfile;
        try {
          profile = await profiles.me(idToken);
        } catch (error) {
          deps.reportError(error, { where: 'account:onboard' });
          return patchOnboarding({ status: 'error', error: { key: 'onboard.profileFailed' } });
        }
        const step = user.groups.includes('influencer') && !profile.influencer?.handle ? 'handle'
          : !profile.displayName && deps.sessionStorage.get(StorageKeys.skipDisplayName) !== 'true' ? 'displayName'
          : null;
        if (!step) return leaveOnboarding();
        field?.dispose();
        field = createRemoteField<MessageKey>({
          initial: '',
          check: step === 'handle' ? (v) => checkHandle(v, idToken) : checkDisplayName,
          onChange: (state) => patchOnboarding({ field: state, canSave: field?.canSave() ?? false }),
        });
        onboardingToken = idToken;
        patchOnboarding({ status: step, field: { value: '', validity: 'UNCHANGED', message: null, saved: false }, canSave: false, saving: false, error: null });
      },

      onboardingInput(value) {
        field?.input(value);
      },

      async saveOnboarding() {
        const { onboarding } = get().account;
        if (!field || !field.canSave() || onboarding.saving || !onboardingToken) return;
        const value = onboarding.field.value.trim();
        patchOnboarding({ saving: true, error: null });
        try {
          if (onboarding.status === 'handle') {
            const out = await profiles.setHandle(value, onboardingToken);
            if (out.influencer?.handle !== value) throw new Error('Handle not set');
          } else {
            const out = await profiles.setDisplayName(value, onboardingToken);
            // Spec 2 §5: it worked only if the returned base name is the one asked for.
            if (out.displayName?.baseName !== value) throw new Error('Display name not set');
          }
        } catch (error) {
          // Spec 2 §8: the response's status text when there is one, otherwise a plain failure.
          const reason = error instanceof HttpError ? error.response.statusText || String(error.status) : '';
          deps.reportError(error, { where: 'account:onboard-save' });
          return patchOnboarding({ saving: false, error: { key: 'onboard.saveFailed', vars: { reason } } });
        }
        field.saved(value);
        patchOnboarding({ saving: false, canSave: false });
        // The success state shows for 2 s, then onboarding goes on (the display name may come next).
        setTimeout(() => void get().startOnboarding(onboardingTarget), FIELD_SAVED_MS);
      },

      skipDisplayName() {
        deps.sessionStorage.set(StorageKeys.skipDisplayName, 'true');
        leaveOnboarding();
      },

      async loadMarketingPreference() {
        const token = storedCustomerToken();
        const marketing = get().account.marketing;
        if (!token) return patch({ marketing: { ...marketing, status: 'unavailable' } });
        patch({ marketing: { ...marketing, status: 'loading' } });
        try {
          const acceptsMarketing = await customer.customerAcceptsMarketing(token);
          patch({ marketing: { status: acceptsMarketing === null ? 'unavailable' : 'ready', acceptsMarketing, saved: false, failed: false } });
        } catch (error) {
          deps.warn('[vanity] could not read the marketing preference', error);
          patch({ marketing: { ...marketing, status: 'unavailable' } });
        }
      },

      async saveMarketingPreference(acceptsMarketing) {
        const token = storedCustomerToken();
        const before = get().account.marketing;
        if (!token) return;
        patch({ marketing: { ...before, status: 'saving', acceptsMarketing, saved: false, failed: false } });
        try {
          const out = await customer.updateAcceptsMarketing(token, acceptsMarketing);
          if (out.errors.length || out.acceptsMarketing === null) throw new Error(out.errors.map((e) => e.message).join('; ') || 'No customer');
          patch({ marketing: { status: 'ready', acceptsMarketing: out.acceptsMarketing, saved: true, failed: false } });
        } catch (error) {
          // Spec 2 §8: the email opt-in save error; the box goes back to what is saved.
          deps.reportError(error, { where: 'account:marketing' });
          patch({ marketing: { ...before, status: 'ready', saved: false, failed: true } });
        }
      },

      async accountSignIn(email, password) {
        patch({ busy: true, message: null, notice: null });
        deps.sessionStorage.set(StorageKeys.signInEmail, email.trim());
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
        await get().completeAccountSignIn();
      },

      async completeAccountSignIn() {
        patch({ busy: true, completing: true, message: null });
        const user = await identity.currentUser().catch(() => null);
        const idToken = await identity.idToken().catch(() => null);
        if (!user || !idToken) return fail(completionFailure(null));
        patch({ user });
        const request = {
          user: user.email,
          storeDomain: deps.config.shop,
          storePath: destination(),
          // The opt-in chosen at sign-up becomes the new store account's marketing preference.
          ...(user.acceptsMarketing !== null ? { acceptsMarketingForNewAccount: user.acceptsMarketing } : {}),
          appendNewAccountParam: true,
        };
        // First a Storefront customer access token (for the marketing preference); it is a help, not a must.
        try {
          const { multipassToken } = await deps.account.multipass(request, idToken);
          const token = await customer.customerTokenWithMultipass(multipassToken);
          if (token) deps.localStorage.set(StorageKeys.customerAccessToken, JSON.stringify(token));
        } catch (error) {
          deps.warn('[vanity] no customer access token after sign-in', error);
        }
        try {
          const { multipassToken } = await deps.account.multipass(
            request,
            idToken,
          );
          deps.sessionStorage.remove(StorageKeys.signInDestinationPath);
          deps.location.assign(`/account/login/multipass/${encodeURIComponent(multipassToken)}`);
        } catch (error) {
          const code = error instanceof HttpError ? String((error.json as { errorCode?: unknown })?.errorCode ?? '') || null : null;
          patch({ completing: false });
          fail(completionFailure(code), error);
        }
      },

      async accountSignUp(form) {
        patch({ busy: true, message: null });
        const language = (deps.config.locale || 'en').split(/[-_]/)[0]!;
        try {
          const { confirmed } = await identity.signUp({
            email: form.email,
            password: form.password,
            attributes: {
              given_name: form.firstName.trim(),
              family_name: form.lastName.trim(),
              'custom:language': language,
              'custom:accepts_marketing': form.acceptsMarketing ? 'true' : 'false',
            },
            clientMetadata: { language, domain: deps.config.shop, destinationPath: destination() },
          });
          // Spec 1 §4: not yet confirmed → the confirm screen; already confirmed → sign in.
          if (confirmed) hub('signIn', { sourceOperation: 'signUp', email: form.email.trim() });
          else hub('confirm', { email: form.email.trim() });
        } catch (error) {
          fail(signUpFailure(error), error);
        }
      },

      async accountConfirm(email, code, { fromLink = false } = {}) {
        if (!email || !code) return fail({ key: 'account.errors.missingUrlParameter' });
        patch({ busy: true, message: null });
        try {
          await identity.confirmSignUp(email, code);
        } catch (error) {
          const failure = confirmFailure(error);
          if (failure !== 'confirmed') return fail(failure, error);
        }
        hub('signIn', { sourceOperation: fromLink ? 'confirmSignUpLink' : 'signUp', email });
      },

      async accountResendConfirmation(email, then) {
        patch({ busy: true, message: null });
        deps.analytics.track(AnalyticsEvents.resendSignUp, {});
        try {
          await identity.resendSignUpCode(email);
        } catch (error) {
          fail(resendFailure(error), error);
          return false;
        }
        if (then === 'confirm') hub('confirm', { email: email.trim(), resent: '1' });
        else patch({ busy: false, notice: 'account.confirm.resent' });
        return true;
      },

      async accountForgotPassword(email) {
        patch({ busy: true, message: null, unconfirmed: false });
        deps.analytics.track(AnalyticsEvents.forgotPassword, {});
        try {
          await identity.resetPassword(email);
        } catch (error) {
          const failure = forgotPasswordFailure(error);
          // No verified contact: the account is not activated; say so quietly, with a resend.
          if (failure === 'unverified') return patch({ busy: false, unconfirmed: true });
          return fail(failure, error);
        }
        hub('forgotPasswordSubmit', { email: email.trim() });
      },

      async accountResetPassword(email, code, password) {
        if (!email || !code) return fail({ key: 'account.errors.missingUrlParameter' });
        patch({ busy: true, message: null });
        try {
          await identity.confirmResetPassword(email, code, password);
        } catch (error) {
          return fail(resetSubmitFailure(error), error);
        }
        hub('signIn', { sourceOperation: 'forgotPassword', email });
      },

      async accountChangePassword(oldPassword, newPassword) {
        const user = get().account.user;
        if (user && !user.native) return fail({ key: 'account.errors.noChangePassword' });
        patch({ busy: true, message: null });
        try {
          await identity.updatePassword(oldPassword, newPassword);
        } catch (error) {
          return fail(changePasswordFailure(error), error);
        }
        patch({ busy: false, notice: 'account.change.done' });
        deps.navigate('/pages/myaccount');
      },

      async accountSignOut(returnUrl) {
        patch({ busy: true, message: null });
        const user = get().account.user ?? (await identity.currentUser().catch(() => null));
        if (user?.provider) {
          // Spec 2 §2: a hosted-UI login signs out there first; the return URL waits in session storage for the way back.
          if (returnUrl) deps.sessionStorage.set(StorageKeys.signOutReturnUrl, returnUrl);
          else deps.sessionStorage.remove(StorageKeys.signOutReturnUrl);
        } else {
          returnUrl ??= deps.sessionStorage.get(StorageKeys.signOutReturnUrl);
          deps.sessionStorage.remove(StorageKeys.signOutReturnUrl);
        }
        try {
          await identity.signOut();
        } catch (error) {
          return fail({ key: 'account.errors.signOutFailed', action: 'reload', report: true }, error);
        }
        patch({ user: null });
        deps.localStorage.remove(StorageKeys.customerAccessToken);
        // aws-amplify is already on its way to the hosted UI's sign-out, which comes back to this screen;
        // a second navigation here would race it. The way back ends the store's session.
        if (user?.provider) return;
        // The store's own session ends too; it sends the shopper on to return_url.
        deps.location.assign(`/account/logout${returnUrl ? `?return_url=${encodeURIComponent(returnUrl)}` : ''}`);
      },
    };
  };

export function installAccountSlice(store: AppStore, deps: AppDeps): void {
  installSlice(store, 'accountSignIn', createAccountSlice(deps));
}
