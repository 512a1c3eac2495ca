import { StorageKeys } from '../../../storage-keys';
import type { AccountMessage } from '../../../account/account-errors';
import type { RemoteFieldState } from '../../../account/remote-field';
import type { MessageKey } from '../../../i18n';
import { defineSlice } from '../../define-slice';
import type { SliceKit } from '../../slice-kit';
import { meSlice } from '../me-slice';
import { createAccountKit, type AccountKit, type StoreSide } from './account-kit';
import { createAuthCredentialActions, type AuthCredentialActions } from './auth-credential-actions';
import { createAuthSignInActions, createLegacyStoreSession, type AuthSignInActions } from './auth-sign-in-actions';
import { createLegacyMarketing, type MarketingActions } from './marketing-actions';
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
    // The kit's store side is set once, here, before any action runs.
    const kit = createAccountKit(ctx) as AccountKit;
    const legacy: StoreSide = { ...createLegacyStoreSession(kit), ...createLegacyMarketing(kit) };
    // The one place the account mode is read: new customer accounts (`sso`, `multipass`; ours beside the spec) put
    // their chunk's store side in place of the spec's; any other setting is the spec's own (legacy), so the hub never
    // sends a shopper somewhere the store has no page. A legacy store's pages never download that chunk.
    const mode = ctx.deps.config.accountMode;
    kit.store = mode === 'sso' || mode === 'multipass' ? newAccountsSide(kit, legacy) : legacy;
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
      loadMarketing: kit.store.loadMarketing,
      saveMarketing: kit.store.saveMarketing,
    };
  },
});

/**
 * New customer accounts' store side, from their chunk, which the hub downloads as it loads (each step runs at once
 * once it is there). A chunk that cannot load (a network drop, a deploy that removed the file) leaves the hub unable
 * to sign anyone in or out of the store: it says so with a reload, which tries again, and reports it once; each step
 * then says it again instead of acting.
 */
function newAccountsSide(kit: AccountKit, legacy: StoreSide): StoreSide {
  type Steps = Record<string, (...a: unknown[]) => unknown>;
  const unavailable = { key: 'widget.errors.crashed', action: 'reload' } as const;
  let loaded: Steps | undefined;
  const side = import('./new-accounts').then((m) => (loaded = m.createStoreSide(kit, legacy) as unknown as Steps));
  side.catch((error: unknown) => kit.fail({ ...unavailable, report: true }, error));
  // Legacy's steps, and the one only new customer accounts may have (sso's front asked before a sign-out).
  return Object.fromEntries(
    [...Object.keys(legacy), 'leaving'].map((step) => [
      step,
      (...args: unknown[]) =>
        loaded
          ? loaded[step]?.(...args)
          : side.then(
              (s) => s[step]?.(...args),
              () => kit.fail(unavailable),
            ),
    ]),
  ) as unknown as StoreSide;
}
