import type { AccountUser } from '../../api/identity/account-user';
import type { Caller } from '../../api/live-shopping/host-client';
import type { Profile } from '../../api/live-shopping/live-types';
import type { LiveRole } from '../../api/live-shopping/roles';
import { createFetchThrottle, FETCH_THROTTLE_MS } from '../../live/fetch-throttle';
import type { PictureOwner } from '../../api/live-shopping/live-urls';
import { onStorageKey } from '../../storage-events';
import { StorageKeys } from '../../storage-keys';
import { defineSlice } from '../define-slice';

export type { AccountUser, Profile };

/**
 * Who is signed in, in one place: the user (with their groups), their live-shopping profile and their ID
 * token. Show pages read the stored session without loading aws-amplify (load); the account pages read the
 * user through the identity service and put it here (setUser). The account, live viewer, live host and chat
 * read it from here.
 */
export interface MeState {
  /** Unknown until the session or the identity service has said. */
  status: 'unknown' | 'anonymous' | 'signed-in';
  user: AccountUser | null;
  /** The user's groups (influencer, moderator, admin), as last read. */
  groups: string[];
  /** The live-shopping profile (display name, handle, bio, picture), once a live page has read it. */
  profile: Profile | null;
  /**
   * Spec 2 §4: 'loading' until the signed-in person's profile is first fetched (and again after a sign-in change),
   * so a page says it is loading rather than "no display name"; 'failed' when that first fetch failed.
   */
  profileStatus: 'loading' | 'ready' | 'failed';
}

export interface MeSlice extends MeState {
  /** Reads who is signed in from the stored session, once per page; resolves when it is known. */
  load(): Promise<void>;
  /** A fresh ID token, or null when signed out (only renewing an expired one loads aws-amplify). */
  idToken(): Promise<string | null>;
  /** The groups and ID token as the session has them now, for calls the backend checks by role. */
  caller(): Promise<Caller>;
  /** The user as the identity service says (the account pages), or null once signed out. */
  setUser(user: AccountUser | null): void;
  /**
   * The signed-in person's profile from GET /profile/me/v1 (null when signed out), kept here. Throttled by 5 s
   * (spec 2 §9): a call within 5 s of the last request gets that request's answer, or the profile as changed since.
   * Rejects when the request fails. `idToken` is for the account pages, which hold the identity service's.
   */
  loadProfile(idToken?: string): Promise<Profile | null>;
  setProfile(profile: Profile): void;
  /**
   * The profile the picture upload answered: kept, and its pictureVersion written under the stored cache buster
   * (spec 2 §3), so this person's other tabs take it up at once.
   */
  pictureSaved(profile: Profile): void;
  /**
   * The cache buster for a picture of `owner` known at `version`: this person's own newest when the picture is
   * theirs (a channel or show page read before they changed it), else `version`.
   */
  pictureVersion(owner: PictureOwner, version: number): number;
  /** True for a user in the group, as last read. */
  hasRole(role: LiveRole): boolean;
  /**
   * Calls fn once a sign-in (here, by the hosted UI, or in another tab) has reloaded the user, or a sign-out
   * has cleared it (spec 2 §4): slices that hold the person's things reload or drop them. Returns the unsubscribe.
   */
  onSignInChange(fn: () => void): () => void;
}

export const meSlice = defineSlice<MeSlice>()({
  key: 'me',
  create: ({ deps, get, set }) => {
    const session = deps.viewerSession;
    let loading: Promise<void> | null = null;
    const setUser = (user: AccountUser | null) => set({ status: user ? 'signed-in' : 'anonymous', user, groups: user?.groups ?? [] });
    const readStored = () =>
      session.stored().then(
        (stored) => setUser(stored?.user ?? null),
        () => setUser(null),
      );
    const changeListeners = new Set<() => void>();
    let change = 0;
    const profileFetch = createFetchThrottle<Profile | null>(FETCH_THROTTLE_MS, deps.now);
    // Another tab of this person set a new picture: every address of it here takes the new cache buster.
    onStorageKey(deps.storageEvents, StorageKeys.profilePictureCacheBuster, () => {
      const version = Number(deps.localStorage.get(StorageKeys.profilePictureCacheBuster));
      const { profile } = get().me;
      if (profile && Number.isSafeInteger(version) && version > profile.pictureVersion)
        set({ profile: { ...profile, pictureVersion: version } });
    });
    // Every widget on the page reads who is signed in from here, so one listener serves them all.
    deps.authEvents.subscribe((event) => {
      const mine = ++change;
      // The profile was the previous person's; the slices that need it read it again.
      profileFetch.reset();
      if (event === 'signedOut') {
        set({ status: 'anonymous', user: null, groups: [], profile: null, profileStatus: 'loading' });
        loading = Promise.resolve();
      } else {
        set({ profile: null, profileStatus: 'loading' });
        loading = readStored();
      }
      void loading.then(() => {
        // A later change (sign-out right after sign-in) speaks for itself.
        if (mine === change) for (const fn of [...changeListeners]) fn();
      });
    });

    return {
      status: 'unknown',
      user: null,
      groups: [],
      profile: null,
      profileStatus: 'loading',
      load() {
        loading ??= readStored();
        return loading;
      },
      async idToken() {
        const stored = await session.stored().catch(() => null);
        if (!stored) return null;
        if (stored.idToken) return stored.idToken;
        return session.refreshedIdToken().catch(() => null);
      },
      async caller() {
        // The groups as the session has them now: a watch page's moderator never loads the host's dashboard.
        const token = await get().me.idToken();
        const stored = await session.stored().catch(() => null);
        return { groups: stored?.user.groups ?? [], idToken: token ?? '' };
      },
      setUser,
      loadProfile(idToken) {
        const asked = change;
        return profileFetch
          .run(async () => {
            const token = idToken ?? (await get().me.idToken());
            if (!token) return null;
            try {
              const profile = await deps.live.profile.me(token);
              // An answer for someone who has since signed out or changed is dropped.
              if (asked === change) set({ profile, profileStatus: 'ready' });
              return profile;
            } catch (error) {
              if (asked === change && get().me.profileStatus === 'loading') set({ profileStatus: 'failed' });
              throw error;
            }
          })
          .then((profile) => (profile && asked === change ? (get().me.profile ?? profile) : profile));
      },
      setProfile: (profile) => set({ profile, profileStatus: 'ready' }),
      pictureSaved(profile) {
        set({ profile, profileStatus: 'ready' });
        deps.localStorage.set(StorageKeys.profilePictureCacheBuster, String(profile.pictureVersion));
      },
      pictureVersion(owner, version) {
        const mine = get().me.profile;
        if (!mine) return version;
        const same =
          'handle' in owner
            ? mine.influencer?.handle.toLowerCase() === owner.handle.toLowerCase()
            : mine.displayName?.baseName === owner.displayName.baseName && mine.displayName.sequenceId === owner.displayName.sequenceId;
        return same ? Math.max(version, mine.pictureVersion) : version;
      },
      hasRole: (role) => get().me.groups.includes(role),
      onSignInChange(fn) {
        changeListeners.add(fn);
        return () => void changeListeners.delete(fn);
      },
    };
  },
});
