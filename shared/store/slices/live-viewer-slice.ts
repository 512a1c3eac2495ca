import type { StateCreator } from 'zustand/vanilla';
import type { AccountUser } from '../../api/identity/account-user';
import type { FollowedHost, Profile, Reaction, Show, ShowDiscount } from '../../api/live-shopping/live-types';
import { profilePictureUrl } from '../../api/live-shopping/live-urls';
import { accountHubUrl } from '../../account/hub-url';
import { apiErrorsOf, HttpError, NetworkError } from '../../http';
import type { MessageKey } from '../../i18n';
import type { AppDeps } from '../app-deps';
import type { AppState, AppStore } from '../create-app-store';
import { installSlice } from '../install-slice';

export type { AccountUser, FollowedHost, Profile, Reaction, ShowDiscount };

/**
 * The viewer on show pages (spec 2 §6): who they are (read from the stored
 * session without loading aws-amplify), and what they do with shows and
 * hosts: follow, save, subscribe, share, react, discount codes; on their
 * profile page, their lists, display name and picture. Signed-in actions
 * send an anonymous viewer to sign in and back.
 */
export type Pending = 'idle' | 'busy' | 'done' | 'error';

export interface LiveViewerState {
  status: 'unknown' | 'anonymous' | 'signed-in';
  user: AccountUser | null;
  profile: Profile | null;
  following: Record<string, boolean>;
  saved: Record<string, boolean>;
  followedHosts: FollowedHost[] | null;
  savedShows: Show[] | null;
  listsStatus: Pending;
  subscribed: Record<string, 'account' | 'email'>;
  subscribeStatus: Pending;
  share: { showId: string; url: string } | null;
  discounts: Record<string, ShowDiscount[]>;
  discountCodes: Record<string, { status: Pending; code: string | null }>;
  pictureStatus: Pending;
  /** The latest failure, as a text key, and the server's own words for a 422. */
  error: MessageKey | null;
  serverMessage: string | null;
}

export interface LiveViewerSlice {
  liveViewer: LiveViewerState;
  loadViewer(): void;
  /** A fresh ID token, or null when signed out. */
  viewerIdToken(): Promise<string | null>;
  toggleFollow(handle: string): Promise<void>;
  toggleSave(showId: string): Promise<void>;
  loadViewerLists(): Promise<void>;
  subscribeToShow(showId: string, email?: string): Promise<boolean>;
  /** The watch link to share: a non-host viewer's carries '!shareCode' (spec 2 §2). */
  shareLink(show: Pick<Show, 'id' | 'handle'>): Promise<string | null>;
  react(showId: string, reaction: Reaction): void;
  loadDiscounts(showId: string): Promise<void>;
  revealDiscountCode(showId: string, discountId: string): Promise<void>;
  setProfilePicture(file: Blob): Promise<boolean>;
  /** The viewer's picture, by display name or handle; null when they have none. */
  viewerPictureUrl(profile: Profile, size: number): string | null;
  clearViewerError(): void;
}

/** Spec 2 §5: pictures are compressed to fit; 200 KB keeps a 512 px JPEG sharp. */
export const PROFILE_PICTURE_MAX_BYTES = 200_000;
export const PROFILE_PICTURE_MAX_SIDE = 512;

function failure(error: unknown): { error: MessageKey; serverMessage: string | null } {
  if (error instanceof NetworkError) return { error: 'live.errors.offline', serverMessage: null };
  if (error instanceof HttpError && error.status === 422) {
    return { error: 'live.errors.refused', serverMessage: apiErrorsOf(error)[0]?.message ?? null };
  }
  if (error instanceof HttpError && error.status === 401) return { error: 'live.errors.signIn', serverMessage: null };
  return { error: 'live.errors.failed', serverMessage: null };
}

export const createLiveViewerSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], LiveViewerSlice> =>
  (set, get) => {
    const client = deps.live;
    const session = deps.viewerSession;
    const patch = (p: Partial<LiveViewerState>) => set((s) => ({ liveViewer: { ...s.liveViewer, ...p } }));
    const fail = (error: unknown, where: string) => {
      const f = failure(error);
      // Refusals are the viewer's news; everything else is reported.
      if (!(error instanceof HttpError && error.status < 500)) deps.reportError(error, { where });
      patch(f);
    };
    const signIn = () => {
      const here = new URL(deps.location.href());
      deps.navigate(accountHubUrl('signIn', { destinationPath: here.pathname + here.search }, here.searchParams));
    };
    /** The ID token for a signed-in action, or null after sending the viewer to sign in. */
    const tokenOrSignIn = async () => {
      const token = await get().viewerIdToken();
      if (!token) signIn();
      return token;
    };
    let viewerLoad: Promise<void> | null = null;
    let listsLoaded: Promise<void> | null = null;
    /** Follow or save: shown at once, put back if the server says no; a removal also leaves the profile page's list. */
    const toggle = async (map: 'following' | 'saved', key: string, where: string, call: (on: boolean, token: string) => Promise<void>, removed: () => void) => {
      const token = await tokenOrSignIn();
      if (!token) return;
      const was = !!get().liveViewer[map][key];
      patch({ [map]: { ...get().liveViewer[map], [key]: !was }, error: null });
      try {
        await call(!was, token);
        if (was) removed();
      } catch (error) {
        patch({ [map]: { ...get().liveViewer[map], [key]: was } });
        fail(error, where);
      }
    };

    return {
      liveViewer: {
        status: 'unknown',
        user: null,
        profile: null,
        following: {},
        saved: {},
        followedHosts: null,
        savedShows: null,
        listsStatus: 'idle',
        subscribed: {},
        subscribeStatus: 'idle',
        share: null,
        discounts: {},
        discountCodes: {},
        pictureStatus: 'idle',
        error: null,
        serverMessage: null,
      },

      loadViewer() {
        if (get().liveViewer.status !== 'unknown') return;
        viewerLoad ??= session.stored().then(
          (stored) => {
            patch({ status: stored ? 'signed-in' : 'anonymous', user: stored?.user ?? null });
            if (stored) void get().loadViewerLists();
          },
          () => patch({ status: 'anonymous', user: null }),
        );
      },

      async viewerIdToken() {
        const stored = await session.stored().catch(() => null);
        if (!stored) return null;
        if (stored.idToken) return stored.idToken;
        return session.refreshedIdToken().catch(() => null);
      },

      async loadViewerLists() {
        listsLoaded ??= (async () => {
          const token = await get().viewerIdToken();
          if (!token) return void (listsLoaded = null);
          patch({ listsStatus: 'busy' });
          try {
            const [profile, hosts, shows] = await Promise.all([client.profile.me(token), client.profile.followed(token), client.show.savedShows(token)]);
            patch({
              profile,
              followedHosts: hosts,
              savedShows: shows,
              following: Object.fromEntries(hosts.map((h) => [h.handle, true])),
              saved: Object.fromEntries(shows.map((s) => [s.id, true])),
              listsStatus: 'done',
            });
          } catch (error) {
            listsLoaded = null;
            fail(error, 'live:viewer-lists');
            patch({ listsStatus: 'error' });
          }
        })();
        return listsLoaded;
      },

      async toggleFollow(handle) {
        await toggle('following', handle, 'live:follow', (on, token) => (on ? client.profile.follow(handle, token) : client.profile.unfollow(handle, token)), () => {
          const hosts = get().liveViewer.followedHosts;
          if (hosts) patch({ followedHosts: hosts.filter((h) => h.handle !== handle) });
        });
      },

      async toggleSave(showId) {
        await toggle('saved', showId, 'live:save', (on, token) => (on ? client.show.save(showId, token) : client.show.unsave(showId, token)), () => {
          const shows = get().liveViewer.savedShows;
          if (shows) patch({ savedShows: shows.filter((x) => x.id !== showId) });
        });
      },

      async subscribeToShow(showId, email) {
        patch({ subscribeStatus: 'busy', error: null, serverMessage: null });
        try {
          if (email !== undefined) {
            await client.show.subscribeByEmail(showId, email.trim());
          } else {
            const token = await tokenOrSignIn();
            if (!token) return void patch({ subscribeStatus: 'idle' }), false;
            // The reminder arrives in the viewer's own time zone and language.
            const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
            await client.show.subscribe(showId, { timeZone, languageTag: get().locale }, token);
          }
          patch({ subscribeStatus: 'done', subscribed: { ...get().liveViewer.subscribed, [showId]: email !== undefined ? 'email' : 'account' } });
          return true;
        } catch (error) {
          fail(error, 'live:subscribe');
          patch({ subscribeStatus: 'error' });
          return false;
        }
      },

      async shareLink(show) {
        const origin = new URL(deps.location.href()).origin;
        const base = `${origin}/pages/watch/${encodeURIComponent(show.id)}`;
        const viewer = get().liveViewer;
        if (viewer.profile?.influencer?.handle === show.handle) {
          patch({ share: { showId: show.id, url: base } });
          return base;
        }
        try {
          const code = await client.show.shareCode(show.id, await get().viewerIdToken());
          const url = `${base}!${encodeURIComponent(code)}`;
          patch({ share: { showId: show.id, url }, error: null });
          return url;
        } catch (error) {
          fail(error, 'live:share');
          return null;
        }
      },

      react(showId, reaction) {
        // Fire and forget: a lost heart is not worth a message.
        client.show.react(showId, reaction).catch((error) => deps.warn('[vanity] reaction not sent', error));
      },

      async loadDiscounts(showId) {
        try {
          const discounts = await client.show.discounts(showId);
          patch({ discounts: { ...get().liveViewer.discounts, [showId]: discounts } });
        } catch (error) {
          deps.warn('[vanity] show discounts unavailable', error);
        }
      },

      async revealDiscountCode(showId, discountId) {
        const customerId = deps.config.customerId;
        const token = await tokenOrSignIn();
        if (!token) return;
        const key = `${showId}/${discountId}`;
        const codes = () => get().liveViewer.discountCodes;
        if (!customerId) {
          // Signed in to Vanity but not to the store: the store's sign-in makes the customer.
          return patch({ error: 'live.discount.needsStoreAccount' });
        }
        patch({ discountCodes: { ...codes(), [key]: { status: 'busy', code: null } }, error: null });
        try {
          const { code } = await client.show.discountCode(showId, discountId, customerId, token);
          patch({ discountCodes: { ...codes(), [key]: { status: 'done', code } } });
        } catch (error) {
          patch({ discountCodes: { ...codes(), [key]: { status: 'error', code: null } } });
          fail(error, 'live:discount-code');
        }
      },

      async setProfilePicture(file) {
        const token = await tokenOrSignIn();
        if (!token) return false;
        patch({ pictureStatus: 'busy', error: null, serverMessage: null });
        try {
          const small = await deps.worker.compressToByteCap(file, PROFILE_PICTURE_MAX_BYTES, { maxSide: PROFILE_PICTURE_MAX_SIDE }).catch((error) => {
            deps.warn('[vanity] picture could not be decoded', error);
            return null;
          });
          if (!small) throw Object.assign(new Error('The picture could not be read'), { unreadable: true });
          const base64 = (await deps.blobToDataUrl(small)).replace(/^data:[^,]*,/, '');
          const profile = await client.profile.setPicture(base64, token);
          patch({ profile, pictureStatus: 'done' });
          return true;
        } catch (error) {
          if ((error as { unreadable?: boolean })?.unreadable) patch({ error: 'live.profile.pictureUnreadable', serverMessage: null });
          else fail(error, 'live:picture');
          patch({ pictureStatus: 'error' });
          return false;
        }
      },

      viewerPictureUrl(profile, size) {
        if (!profile.pictureVersion) return null;
        const base = deps.config.backends.liveShopping;
        if (profile.displayName) return profilePictureUrl(base, { displayName: profile.displayName }, size, profile.pictureVersion);
        if (profile.influencer) return profilePictureUrl(base, { handle: profile.influencer.handle }, size, profile.pictureVersion);
        return null;
      },

      clearViewerError() {
        patch({ error: null, serverMessage: null });
      },
    };
  };

export function installLiveViewerSlice(store: AppStore, deps: AppDeps): void {
  installSlice(store, 'toggleFollow', createLiveViewerSlice(deps));
}
