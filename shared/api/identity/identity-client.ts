import { Amplify } from 'aws-amplify';
import 'aws-amplify/auth/enable-oauth-listener';
import { Hub } from 'aws-amplify/utils';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signInWithRedirect,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
import type { VanityConfig } from '../../config';
import { NEW_ACCOUNTS_SIGN_IN_REDIRECT_PATH } from '../../routes/new-accounts-paths';
import { SIGN_IN_REDIRECT_PATH } from '../../routes/route-table';
import { userFromIdClaims, type AccountUser } from './account-user';
import { authEventOfHub, type AuthEvent } from './auth-events';

export { userFromIdClaims, type AccountUser } from './account-user';

/**
 * The identity service (Cognito), through aws-amplify v6: the only module that
 * imports it, and it loads only on account pages. Errors keep Cognito's names.
 */

export interface IdentityClient {
  currentUser(): Promise<AccountUser | null>;
  idToken(): Promise<string | null>;
  signIn(email: string, password: string, clientMetadata?: Record<string, string>): Promise<'signedIn' | 'confirmSignUp'>;
  signUp(input: {
    email: string;
    password: string;
    attributes: Record<string, string>;
    clientMetadata: Record<string, string>;
  }): Promise<{ confirmed: boolean }>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendSignUpCode(email: string): Promise<void>;
  resetPassword(email: string): Promise<void>;
  confirmResetPassword(email: string, code: string, newPassword: string): Promise<void>;
  updatePassword(oldPassword: string, newPassword: string): Promise<void>;
  signOut(): Promise<void>;
  /** Off to the hosted UI's Google or Facebook sign-in; the page comes back to the store's login page (/account/login). */
  signInWithProvider(provider: 'Google' | 'Facebook'): Promise<void>;
  /** On the return from the hosted UI: signed in, or the error the hosted UI sent back. */
  redirectResult(timeoutMs?: number): Promise<{ ok: true } | { ok: false; error: { name: string; message: string } }>;
}

export function createIdentityClient(
  cognito: VanityConfig['cognito'],
  origin = window.location.origin,
  /** Sign-ins and sign-outs, for every widget on the page (spec 2 §4): the page's AuthEvents. */
  onAuthEvent: (event: AuthEvent) => void = () => {},
  /**
   * Where the hosted UI returns a Google or Facebook sign-in: spec 1 §9's path, or the hub's own on new customer
   * accounts (the config's account mode as printed: `sso` or `multipass`; anything else is legacy).
   */
  accountMode: unknown = 'legacy',
): IdentityClient {
  Hub.listen('auth', ({ payload }) => {
    const event = authEventOfHub(payload.event);
    if (event) onAuthEvent(event);
  });
  // Listen before configuring: the return from the hosted UI is handled as soon as Amplify is configured.
  const redirect = new Promise<{ ok: true } | { ok: false; error: { name: string; message: string } }>((resolve) => {
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect') {
        stop();
        resolve({ ok: true });
      } else if (payload.event === 'signInWithRedirect_failure') {
        stop();
        const error = (payload.data as { error?: { name?: string; message?: string } } | undefined)?.error;
        resolve({ ok: false, error: { name: String(error?.name ?? 'OAuthSignInException'), message: String(error?.message ?? '') } });
      }
    });
  });
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        ...(cognito.endpoint ? { userPoolEndpoint: cognito.endpoint } : {}),
        loginWith: {
          email: true,
          ...(cognito.oauthDomain
            ? {
                oauth: {
                  domain: cognito.oauthDomain,
                  scopes: ['email', 'openid', 'profile', 'aws.cognito.signin.user.admin'],
                  // Spec 1 §9: the store's login page takes the sign-in's return (its sign-in screen completes it);
                  // the hub's sign-out screen takes the end of a hosted-UI sign-out.
                  redirectSignIn: [
                    `${origin}${accountMode === 'sso' || accountMode === 'multipass' ? NEW_ACCOUNTS_SIGN_IN_REDIRECT_PATH : SIGN_IN_REDIRECT_PATH}`,
                  ],
                  redirectSignOut: [`${origin}/pages/myaccount?operation=signOut`],
                  responseType: 'code' as const,
                },
              }
            : {}),
        },
      },
    },
  });
  const authFlowType = cognito.authFlowType === 'USER_PASSWORD_AUTH' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH';
  return {
    async currentUser() {
      const session = await fetchAuthSession().catch(() => null);
      const claims = session?.tokens?.idToken?.payload;
      return claims ? userFromIdClaims(claims as Record<string, unknown>) : null;
    },
    async idToken() {
      const session = await fetchAuthSession().catch(() => null);
      return session?.tokens?.idToken?.toString() ?? null;
    },
    async signIn(email, password, clientMetadata) {
      const out = await signIn({ username: email.trim(), password, options: { authFlowType, clientMetadata } });
      if (out.isSignedIn) return 'signedIn';
      if (out.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
      // aws-amplify answers PasswordResetRequiredException with a next step; the rest of Vanity speaks Cognito.
      if (out.nextStep.signInStep === 'RESET_PASSWORD')
        throw Object.assign(new Error('Password reset required for the user'), { name: 'PasswordResetRequiredException' });
      throw Object.assign(new Error(`Unsupported sign-in step ${out.nextStep.signInStep}`), { name: 'UnsupportedSignInStep' });
    },
    async signUp({ email, password, attributes, clientMetadata }) {
      const out = await signUp({
        username: email.trim(),
        password,
        options: { userAttributes: { email: email.trim(), ...attributes }, clientMetadata },
      });
      return { confirmed: out.isSignUpComplete || out.nextStep.signUpStep === 'DONE' };
    },
    async confirmSignUp(email, code) {
      await confirmSignUp({ username: email.trim(), confirmationCode: code.trim() });
    },
    async resendSignUpCode(email) {
      await resendSignUpCode({ username: email.trim() });
    },
    async resetPassword(email) {
      await resetPassword({ username: email.trim() });
    },
    async confirmResetPassword(email, code, newPassword) {
      await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
    },
    async updatePassword(oldPassword, newPassword) {
      await updatePassword({ oldPassword, newPassword });
    },
    async signOut() {
      await signOut();
    },
    async signInWithProvider(provider) {
      await signInWithRedirect({ provider });
    },
    redirectResult(timeoutMs = 15_000) {
      return Promise.race([
        redirect,
        new Promise<{ ok: false; error: { name: string; message: string } }>((resolve) =>
          setTimeout(() => resolve({ ok: false, error: { name: 'OAuthTimeout', message: 'No answer from the hosted UI' } }), timeoutMs),
        ),
      ]);
    },
  };
}
