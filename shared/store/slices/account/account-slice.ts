import { StorageKeys } from '../../../storage-keys';
import type { AccountMessage } from '../../../account/account-errors';
import type { RemoteFieldState } from '../../../account/remote-field';
import type { MessageKey } from '../../../i18n';
import { defineSlice } from '../../define-slice';
import type { SliceKit } from '../../slice-kit';
import { meSlice } from '../me-slice';
import { createAccountKit } from './account-kit';
import { createAuthCredentialActions, type AuthCredentialActions } from './auth-credential-actions';
import { createAuthSignInActions, type AuthSignInActions } from './auth-sign-in-actions';
import { createMarketingActions, type MarketingActions } from './marketing-actions';
import { createOnboardingActions, type OnboardingActions } from './onboarding-actions';

/**
 * The account pages. Each use case's actions have their own module (auth, onboarding,
 * marketing); this one holds the state they share and puts the slice together.
 */
export interface AccountSliceState {
  /** The email last typed on sign-in this session (spec 2 §3 signInEmail): the email fields' prefill when the address names none. */
  signInEmail: string;
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
    /** The person asked to change a name they have: the field holds it, and they may keep it. */
    changing: boolean;
    field: RemoteFieldState<MessageKey>;
    canSave: boolean;
    saving: boolean;
    error: { key: MessageKey; vars?: Record<string, string> } | null;
  };
  /** The email-marketing preference, through the Customer API. */
  marketing: {
    status: 'idle' | 'loading' | 'ready' | 'saving' | 'unavailable';
    acceptsMarketing: boolean | null;
    saved: boolean;
    failed: boolean;
  };
}

/** The account pages' state and actions, under `account`. */
export interface AccountSlice extends AccountSliceState, AuthSignInActions, AuthCredentialActions, OnboardingActions, MarketingActions {
  /** Google and Facebook sign-in are set up (a hosted UI domain in the config). */
  socialSignIn: boolean;
  /** Spec 2 §5: the minimum password length, from the config. */
  passwordMinLength: number;
  /** Spec 1 §5: sign-up asks for the email twice (the merchant's setting, off by default). */
  confirmEmail: boolean;
  /** Where the screens' Terms of Service and Privacy Policy links go (the merchant's config). */
  legal: { termsUrl: string; privacyUrl: string };
}

// The signed-in user is the me slice's (loadUser reads it through the identity service).
const requires = [meSlice] as const;
export type AccountContext = SliceKit<'account', AccountSlice, typeof requires>;

export const accountSlice = defineSlice<AccountSlice>()({
  key: 'account',
  requires,
  create: (ctx) => {
    const kit = createAccountKit(ctx);
    // The customer token is the person's who was signed in: a sign-out, here or in another tab, or someone else
    // signing in, leaves it to nobody.
    ctx.get().me.onSignInChange(() => kit.customerToken.clear());
    return {
      socialSignIn: !!ctx.deps.config.cognito.oauthDomain,
      passwordMinLength: ctx.deps.config.cognito.passwordMinLength,
      confirmEmail: ctx.deps.config.signUp.confirmEmail,
      legal: ctx.deps.config.legal,
      signInEmail: ctx.deps.sessionStorage.get(StorageKeys.signInEmail) ?? '',
      busy: false,
      message: null,
      notice: null,
      unconfirmed: false,
      completing: false,
      marketing: { status: 'idle', acceptsMarketing: null, saved: false, failed: false },
      onboarding: {
        status: 'idle',
        changing: false,
        field: { value: '', validity: 'UNCHANGED', message: null, saved: false },
        canSave: false,
        saving: false,
        error: null,
      },
      ...createAuthSignInActions(kit),
      ...createAuthCredentialActions(kit),
      ...createOnboardingActions(kit),
      ...createMarketingActions(kit),
    };
  },
});
