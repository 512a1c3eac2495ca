import { AnalyticsEvents } from '../../../api/analytics/analytics-events';
import {
  changePasswordFailure,
  confirmFailure,
  forgotPasswordFailure,
  resendFailure,
  resetSubmitFailure,
  signUpFailure,
} from '../../../account/account-errors';
import type { SignUpForm } from '../../../account/account-rules';
import { sameOriginPath } from '../../../routes/same-origin';
import type { AccountKit } from './account-kit';

/** Spec 1 §9 / spec 2 §9: resending a confirmation code waits 15 s. */
export const CONFIRM_RESEND_DELAY_MS = 15_000;

/** Making an account and confirming it, and the password: forgotten, reset or changed. */
export interface AuthCredentialActions {
  signUp(form: SignUpForm): Promise<void>;
  confirm(email: string, code: string, { fromLink }?: { fromLink?: boolean }): Promise<void>;
  resendConfirmation(email: string, then?: 'confirm'): Promise<boolean>;
  forgotPassword(email: string): Promise<void>;
  resetPassword(email: string, code: string, password: string): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
}

export function createAuthCredentialActions({ deps, get, patch, fail, hub, destination, here, query }: AccountKit): AuthCredentialActions {
  const { identity } = deps;

  /**
   * Spec 2 §2: the merchant's own completion after the email link, when the config names one (theme setting
   * vanity_sign_up_completion_path). It gets the email, where the person came from, and the sign-in destination.
   * Only a path on this store (no open redirect); a bad setting is reported and sign-in takes over.
   */
  const customCompletion = (email: string): string | null => {
    const configured = deps.config.signUp.completionPath;
    if (!configured) return null;
    const path = sameOriginPath(configured, here().origin);
    if (!path) {
      deps.reportError(new Error(`signUp.completionPath is not a path on this store: ${configured}`), { where: 'account:confirm' });
      return null;
    }
    const url = new URL(path, here().origin);
    url.searchParams.set('sourceOperation', 'confirmSignUpLink');
    url.searchParams.set('email', email);
    const destinationPath = query().get('destinationPath');
    if (destinationPath) url.searchParams.set('destinationPath', destinationPath);
    return `${url.pathname}${url.search}${url.hash}`;
  };

  return {
    async signUp(form) {
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

    async confirm(email, code, { fromLink = false } = {}) {
      if (!email || !code) return fail({ key: 'account.errors.missingUrlParameter' });
      patch({ busy: true, message: null });
      try {
        await identity.confirmSignUp(email, code);
      } catch (error) {
        const failure = confirmFailure(error);
        if (failure !== 'confirmed') return fail(failure, error);
      }
      const completion = fromLink ? customCompletion(email) : null;
      if (completion) {
        patch({ busy: false, message: null, notice: null });
        return deps.navigate(completion);
      }
      hub('signIn', { sourceOperation: fromLink ? 'confirmSignUpLink' : 'signUp', email });
    },

    async resendConfirmation(email, then) {
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

    async forgotPassword(email) {
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

    async resetPassword(email, code, password) {
      if (!email || !code) return fail({ key: 'account.errors.missingUrlParameter' });
      patch({ busy: true, message: null });
      try {
        await identity.confirmResetPassword(email, code, password);
      } catch (error) {
        return fail(resetSubmitFailure(error), error);
      }
      hub('signIn', { sourceOperation: 'forgotPassword', email });
    },

    async changePassword(oldPassword, newPassword) {
      const user = get().me.user;
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
  };
}
