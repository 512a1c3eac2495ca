import { accountHubUrl } from '../../../account/hub-url';
import { createRemoteField, FIELD_SAVED_MS, type RemoteField } from '../../../account/remote-field';
import type { MyProfile } from '../../../api/live-shopping/profile-client';
import { HttpError } from '../../../http';
import { sameOriginPath } from '../../../routes/same-origin';
import type { MessageKey } from '../../../i18n';
import { StorageKeys } from '../../../storage-keys';
import type { AccountKit } from './account-kit';
import type { AccountSliceState } from './account-slice';

/** Onboarding (spec 2 §2): an influencer's handle (required), then a viewer's display name (skippable). */
export interface OnboardingActions {
  /** Runs onboarding, then goes to targetPath (default /); signed-out visitors sign in first. */
  startOnboarding(targetPath: string): Promise<void>;
  onboardingInput(value: string): void;
  saveOnboarding(): Promise<void>;
  /** "Make one later": holds for the session. */
  skipDisplayName(): void;
}

const DISPLAY_NAME_ERRORS = ['too_short', 'too_long', 'invalid_characters', 'profanity', 'reserved'].map(
  (r) => `livestream.errors.displayName.${r}`,
);
const HANDLE_ERRORS = ['too_short', 'too_long', 'invalid_characters', 'reserved'].map((r) => `livestream.errors.handle.${r}`);

const known = (prefix: string, result: string, keys: readonly string[]) => {
  const key = `${prefix}.${result.toLowerCase()}`;
  return (keys.includes(key) ? key : `${prefix}.unknown`) as MessageKey;
};

export function createOnboardingActions({ deps, get, patch, here }: AccountKit): OnboardingActions {
  const { identity } = deps;
  const profiles = deps.live.profile;
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
  const checkDisplayName = async (value: string): Promise<MessageKey | null> => {
    const { result } = await profiles.validateDisplayName(value.trim());
    return result === 'VALID' ? null : known('livestream.errors.displayName', result, DISPLAY_NAME_ERRORS);
  };
  const checkHandle = async (value: string, idToken: string): Promise<MessageKey | null> => {
    const { result, available } = await profiles.validateHandle(value.trim(), idToken);
    if (result === 'VALID') return available ? null : 'livestream.errors.handle.not_available';
    return known('livestream.errors.handle', result, HANDLE_ERRORS);
  };

  return {
    async startOnboarding(targetPath) {
      // targetPath is a query parameter: only a path on this store (no open redirects).
      onboardingTarget = sameOriginPath(targetPath, here().origin) ?? '/';
      patchOnboarding({ status: 'loading', error: null });
      const user = await identity.currentUser().catch(() => null);
      const idToken = user ? await identity.idToken().catch(() => null) : null;
      if (!user || !idToken) {
        return deps.navigate(
          accountHubUrl('signIn', {
            destinationPath: `/pages/myaccount?operation=onboard&targetPath=${encodeURIComponent(onboardingTarget)}`,
          }),
        );
      }
      get().me.setUser(user);
      let profile: MyProfile;
      try {
        profile = await profiles.me(idToken);
      } catch (error) {
        deps.reportError(error, { where: 'account:onboard' });
        return patchOnboarding({ status: 'error', error: { key: 'onboard.profileFailed' } });
      }
      const step =
        user.groups.includes('influencer') && !profile.influencer?.handle
          ? 'handle'
          : !profile.displayName && deps.sessionStorage.get(StorageKeys.skipDisplayName) !== 'true'
            ? 'displayName'
            : null;
      if (!step) return leaveOnboarding();
      field?.dispose();
      field = createRemoteField<MessageKey>({
        initial: '',
        check: step === 'handle' ? (v) => checkHandle(v, idToken) : checkDisplayName,
        onChange: (state) => patchOnboarding({ field: state, canSave: field?.canSave() ?? false }),
      });
      onboardingToken = idToken;
      patchOnboarding({
        status: step,
        field: { value: '', validity: 'UNCHANGED', message: null, saved: false },
        canSave: false,
        saving: false,
        error: null,
      });
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
        const reason = error instanceof HttpError ? error.response.statusText : '';
        deps.reportError(error, { where: 'account:onboard-save' });
        return patchOnboarding({ saving: false, error: { key: 'onboard.saveFailed', vars: { reason } } });
      }
      field.saved(value);
      patchOnboarding({ saving: false, canSave: false });
      // The success state shows for 2 s, then onboarding goes on (the display name may come next).
      setTimeout(() => void get().account.startOnboarding(onboardingTarget), FIELD_SAVED_MS);
    },

    skipDisplayName() {
      deps.sessionStorage.set(StorageKeys.skipDisplayName, 'true');
      leaveOnboarding();
    },
  };
}
