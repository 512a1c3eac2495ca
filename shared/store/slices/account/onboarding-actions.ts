import { accountHubUrl } from '../../../account/hub-url';
import { displayNameProblem, handleProblem } from '../../../account/name-checks';
import { createRemoteField, FIELD_SAVED_MS, type RemoteField } from '../../../account/remote-field';
import type { MyProfile } from '../../../api/live-shopping/profile-client';
import { HttpError } from '../../../http';
import { sameOriginPath } from '../../../routes/same-origin';
import type { MessageKey } from '../../../i18n';
import { StorageKeys } from '../../../storage-keys';
import type { AccountKit } from './account-kit';
import type { AccountSliceState } from './account-slice';

/** What a person asked to change (the hub's `change` parameter): a name they already have, or skipped. */
export type OnboardingChange = 'handle' | 'displayName';

/** Onboarding (spec 2 §2): an influencer's handle (required), then a viewer's display name (skippable); or a change asked for. */
export interface OnboardingActions {
  /**
   * Runs onboarding, then goes to targetPath (default /); signed-out visitors sign in first.
   * With `change`, that step shows even when the name exists (or was skipped), holding the current name.
   */
  startOnboarding(targetPath: string, change?: OnboardingChange | null): Promise<void>;
  onboardingInput(value: string): void;
  saveOnboarding(): Promise<void>;
  /** "Make one later": holds for the session. */
  skipDisplayName(): void;
  /** A change given up: back to targetPath with the name as it was. */
  keepCurrentName(): void;
}

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

  return {
    async startOnboarding(targetPath, change = null) {
      // targetPath is a query parameter: only a path on this store (no open redirects).
      onboardingTarget = sameOriginPath(targetPath, here().origin) ?? '/';
      patchOnboarding({ status: 'loading', error: null });
      const user = await identity.currentUser().catch(() => null);
      const idToken = user ? await identity.idToken().catch(() => null) : null;
      if (!user || !idToken) {
        const again = `/pages/myaccount?operation=onboard&targetPath=${encodeURIComponent(onboardingTarget)}`;
        return deps.navigate(accountHubUrl('signIn', { destinationPath: change ? `${again}&change=${change}` : again }));
      }
      get().me.setUser(user);
      let profile: MyProfile | null;
      try {
        profile = await get().me.loadProfile(idToken);
        if (!profile) throw new Error('No profile for a signed-in user');
      } catch (error) {
        deps.reportError(error, { where: 'account:onboard' });
        return patchOnboarding({ status: 'error', error: { key: 'onboard.profileFailed' } });
      }
      const influencer = user.groups.includes('influencer');
      // Only an influencer has a handle to change (the server refuses anyone else).
      const changing = change === 'displayName' || (change === 'handle' && influencer) ? change : null;
      const step =
        changing ??
        (influencer && !profile.influencer?.handle
          ? 'handle'
          : !profile.displayName && deps.sessionStorage.get(StorageKeys.skipDisplayName) !== 'true'
            ? 'displayName'
            : null);
      if (!step) return leaveOnboarding();
      // A change starts from the name they have: Save waits until it differs (spec 2 §5).
      const current = (step === 'handle' ? profile.influencer?.handle : profile.displayName?.baseName) ?? '';
      field?.dispose();
      field = createRemoteField<MessageKey>({
        initial: current,
        check: step === 'handle' ? (v) => handleProblem(profiles, v, idToken) : (v) => displayNameProblem(profiles, v),
        onChange: (state) => patchOnboarding({ field: state, canSave: field?.canSave() ?? false }),
      });
      onboardingToken = idToken;
      patchOnboarding({
        status: step,
        changing: !!changing && current !== '',
        field: { value: current, validity: 'UNCHANGED', message: null, saved: false },
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
          get().me.setProfile(out);
        } else {
          const out = await profiles.setDisplayName(value, onboardingToken);
          // Spec 2 §5: it worked only if the returned base name is the one asked for.
          if (out.displayName?.baseName !== value) throw new Error('Display name not set');
          get().me.setProfile(out);
        }
      } catch (error) {
        // Spec 2 §8: the response's status text when there is one, otherwise a plain failure.
        const reason = error instanceof HttpError ? error.response.statusText : '';
        deps.reportError(error, { where: 'account:onboard-save' });
        return patchOnboarding({ saving: false, error: { key: 'onboard.saveFailed', vars: { reason } } });
      }
      field.saved(value);
      patchOnboarding({ saving: false, canSave: false });
      // The success state shows for 2 s; then a change is done, and onboarding goes on (the display name may come next).
      const changed = onboarding.changing;
      setTimeout(() => (changed ? leaveOnboarding() : void get().account.startOnboarding(onboardingTarget)), FIELD_SAVED_MS);
    },

    skipDisplayName() {
      deps.sessionStorage.set(StorageKeys.skipDisplayName, 'true');
      leaveOnboarding();
    },

    keepCurrentName() {
      leaveOnboarding();
    },
  };
}
