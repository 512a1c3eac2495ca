import { afterEach, vi } from 'vitest';
import { aProfile } from '../../api/live-shopping/live-client.test-helpers';
import type { ViewerSession } from '../app-deps';
import { createFakeDeps } from '../app-deps.test-helpers';
import { installSlices } from '../install-slices';
import { accountSlice } from './account/account-slice';
import { liveHostSlice } from './live-host/live-host-slice';
import { liveViewerSlice } from './live-viewer/live-viewer-slice';

const zoe = {
  email: 'zoe@aurelle.test',
  sub: 'u1',
  groups: ['moderator'],
  native: true,
  provider: null,
  language: null,
  givenName: 'Zoe',
  acceptsMarketing: null,
};

function setup(session: ViewerSession) {
  const t = createFakeDeps({ viewerSession: session });
  const store = installSlices(t.store, t.deps, [accountSlice, liveViewerSlice, liveHostSlice]);
  return { ...t, me: () => store.getState().me };
}

describe('me: who is signed in, in one place', () => {
  it('the account, the live viewer and the live host share one me, read from the stored session once', async () => {
    const stored = vi.fn(async () => ({ user: zoe, idToken: 'id-token', expiresAt: Infinity, refreshable: true }));
    const t = setup({ stored, refreshedIdToken: async () => null });
    expect(t.me().status).toBe('unknown');
    t.store.getState().liveViewer.load();
    await t.store.getState().liveHost.load();
    expect(t.me()).toMatchObject({ status: 'signed-in', user: zoe, groups: ['moderator'] });
    expect(t.me().hasRole('moderator')).toBe(true);
    // Asking again reads nothing more: who is signed in is known for the page.
    const reads = stored.mock.calls.length;
    await t.me().load();
    expect(stored).toHaveBeenCalledTimes(reads);
    expect(await t.me().caller()).toEqual({ groups: ['moderator'], idToken: 'id-token' });
  });

  it('an expired stored token is renewed; signed out there is none', async () => {
    const renewing = setup({
      stored: async () => ({ user: zoe, idToken: '', expiresAt: 0, refreshable: true }),
      refreshedIdToken: async () => 'fresh',
    });
    expect(await renewing.me().idToken()).toBe('fresh');
    const nobody = setup({ stored: async () => null, refreshedIdToken: async () => 'never' });
    expect(await nobody.me().idToken()).toBeNull();
    await nobody.me().load();
    expect(nobody.me()).toMatchObject({ status: 'anonymous', user: null, groups: [] });
  });

  it('the account pages put the identity service’s user here, and sign-out takes it away', async () => {
    // A session is stored; the identity service says who it is.
    const t = setup({
      stored: async () => ({ user: { ...zoe, givenName: 'Stored' }, idToken: 't', expiresAt: Infinity, refreshable: true }),
      refreshedIdToken: async () => null,
    });
    t.deps.identity.currentUser = async () => zoe;
    await t.store.getState().account.loadUser();
    expect(t.me()).toMatchObject({ status: 'signed-in', user: zoe });
    await t.store.getState().account.signOut(null);
    expect(t.me()).toMatchObject({ status: 'anonymous', user: null });
  });

  describe('sign-in changes on the page or in another tab (spec 2 §4)', () => {
    /** A stored session that signing in and out changes, as aws-amplify's localStorage does. */
    function switchable() {
      let who: typeof zoe | null = zoe;
      const session: ViewerSession = {
        stored: async () => (who ? { user: who, idToken: `token-${who.sub}`, expiresAt: Infinity, refreshable: true } : null),
        refreshedIdToken: async () => null,
      };
      return { session, signInAs: (user: typeof zoe | null) => void (who = user) };
    }
    const flush = () => new Promise((r) => setTimeout(r, 0));

    it('a sign-out clears the user, their groups and profile everywhere, then tells the slices that hold their things', async () => {
      const { session, signInAs } = switchable();
      const t = setup(session);
      await t.me().load();
      t.me().setProfile({ displayName: { baseName: 'Zoe', sequenceId: 1 }, influencer: null, bio: '', pictureVersion: 0 });
      const heard = vi.fn();
      t.me().onSignInChange(heard);
      signInAs(null);
      t.deps.authEvents.emit('signedOut');
      expect(t.me()).toMatchObject({ status: 'anonymous', user: null, groups: [], profile: null });
      await flush();
      expect(heard).toHaveBeenCalledTimes(1);
      expect(t.me().hasRole('moderator')).toBe(false);
    });

    it('a sign-in reads the user again, though the page had already read who was signed in', async () => {
      const { session, signInAs } = switchable();
      signInAs(null);
      const t = setup(session);
      await t.me().load();
      expect(t.me().status).toBe('anonymous');
      const heard = vi.fn(() => expect(t.me().user).toEqual(zoe));
      t.me().onSignInChange(heard);
      signInAs(zoe);
      t.deps.authEvents.emit('signedIn');
      await t.me().load();
      expect(t.me()).toMatchObject({ status: 'signed-in', user: zoe, groups: ['moderator'] });
      await flush();
      expect(heard).toHaveBeenCalledTimes(1);
      expect(await t.me().idToken()).toBe('token-u1');
    });

    it('the viewer’s follows, saves and discount codes go with a sign-out, and the lists load again for whoever signs in', async () => {
      const { session, signInAs } = switchable();
      const t = setup(session);
      const profile = t.deps.live.profile;
      profile.followed = vi.fn(async () => [{ handle: 'mia.host', displayName: null, bio: '', pictureVersion: 0 }]);
      await t.store.getState().liveViewer.loadLists();
      const viewer = () => t.store.getState().liveViewer;
      expect(viewer().following).toEqual({ 'mia.host': true });
      signInAs(null);
      t.deps.authEvents.emit('signedOut');
      await flush();
      expect(viewer()).toMatchObject({ following: {}, saved: {}, followedHosts: null, savedShows: null, discountCodes: {} });
      expect(profile.followed).toHaveBeenCalledTimes(1);
      signInAs({ ...zoe, sub: 'u2', email: 'zed@aurelle.test' });
      t.deps.authEvents.emit('signedIn');
      await vi.waitFor(() => expect(profile.followed).toHaveBeenCalledTimes(2));
      expect(profile.followed).toHaveBeenLastCalledWith('token-u2');
      await vi.waitFor(() => expect(viewer().following).toEqual({ 'mia.host': true }));
    });

    it('the account hub’s sign-out through the identity service clears a watch page’s viewer on the same page', async () => {
      const { session, signInAs } = switchable();
      const t = setup(session);
      t.store.getState().liveViewer.load();
      await t.me().load();
      expect(t.me().status).toBe('signed-in');
      t.me().setProfile({ displayName: { baseName: 'Zoe', sequenceId: 1 }, influencer: null, bio: '', pictureVersion: 0 });
      // aws-amplify's sign-out empties the stored session and says so on its Hub, which the identity client passes on.
      t.deps.identity.signOut = async () => {
        signInAs(null);
        t.deps.authEvents.emit('signedOut');
      };
      await t.store.getState().account.signOut(null);
      expect(t.me()).toMatchObject({ status: 'anonymous', user: null, profile: null });
      expect(await t.me().idToken()).toBeNull();
    });

    it('a host’s dashboard already shown loads again for whoever is signed in now; one never shown stays put', async () => {
      const { session, signInAs } = switchable();
      const t = setup(session);
      await t.store.getState().liveHost.load();
      expect(t.store.getState().liveHost.status).toBe('ready');
      signInAs(null);
      t.deps.authEvents.emit('signedOut');
      await vi.waitFor(() => expect(t.store.getState().liveHost.status).toBe('anonymous'));

      const other = setup(switchable().session);
      other.deps.authEvents.emit('signedOut');
      await flush();
      expect(other.store.getState().liveHost.status).toBe('unknown');
    });
  });

  describe('the profile (spec 2 §4 status, §9 throttle)', () => {
    afterEach(() => void vi.useRealTimers());
    const signedIn = (): ViewerSession => ({
      stored: async () => ({ user: zoe, idToken: 'id-token', expiresAt: Infinity, refreshable: true }),
      refreshedIdToken: async () => null,
    });

    it('is loading until first fetched, then ready; a failed first fetch is failed, and a retry goes out at once', async () => {
      const t = setup(signedIn());
      expect(t.me()).toMatchObject({ profile: null, profileStatus: 'loading' });
      const me = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(aProfile());
      t.deps.live.profile.me = me;
      await expect(t.me().loadProfile()).rejects.toThrow('offline');
      expect(t.me()).toMatchObject({ profile: null, profileStatus: 'failed' });
      expect(await t.me().loadProfile()).toEqual(aProfile());
      expect(t.me()).toMatchObject({ profile: aProfile(), profileStatus: 'ready' });
      expect(me).toHaveBeenCalledWith('id-token');
    });

    it('GET /profile/me/v1 goes out at most once in 5 s; a call inside the window gets that answer, or the profile as changed since', async () => {
      vi.useFakeTimers();
      const t = createFakeDeps({ viewerSession: signedIn(), now: () => Date.now() });
      const store = installSlices(t.store, t.deps, [liveViewerSlice]);
      const me = () => store.getState().me;
      const fetch = vi.fn(async () => aProfile({ bio: `fetch ${fetch.mock.calls.length}` }));
      t.deps.live.profile.me = fetch;
      const [a, b] = await Promise.all([me().loadProfile(), me().loadProfile()]);
      expect(a).toBe(b);
      expect(fetch).toHaveBeenCalledTimes(1);
      me().setProfile(aProfile({ bio: 'saved since' }));
      vi.advanceTimersByTime(4_999);
      expect((await me().loadProfile())?.bio).toBe('saved since');
      expect(fetch).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect((await me().loadProfile())?.bio).toBe('fetch 2');
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('a sign-in change drops the profile back to loading and lets the next person’s fetch go out at once', async () => {
      vi.useFakeTimers();
      const t = createFakeDeps({ viewerSession: signedIn(), now: () => Date.now() });
      const store = installSlices(t.store, t.deps, [liveViewerSlice]);
      const me = () => store.getState().me;
      const fetch = vi.fn(async () => aProfile());
      t.deps.live.profile.me = fetch;
      await me().loadProfile();
      t.deps.authEvents.emit('signedIn');
      expect(me()).toMatchObject({ profile: null, profileStatus: 'loading' });
      await me().loadProfile();
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });

  describe('the profile picture cache buster (spec 2 §3)', () => {
    const signedIn: ViewerSession = {
      stored: async () => ({ user: zoe, idToken: 'id-token', expiresAt: Infinity, refreshable: true }),
      refreshedIdToken: async () => null,
    };
    const fromAnotherTab = (version: string) => {
      localStorage.setItem('profilePictureCacheBuster', version);
      window.dispatchEvent(new StorageEvent('storage', { key: 'profilePictureCacheBuster' }));
    };
    afterEach(() => localStorage.clear());

    it('a saved picture writes its version to the stored key; another tab’s newer one reaches this tab’s profile', async () => {
      const t = setup(signedIn);
      t.me().setProfile(aProfile({ pictureVersion: 3 }));
      t.me().pictureSaved(aProfile({ pictureVersion: 4 }));
      expect(localStorage.getItem('profilePictureCacheBuster')).toBe('4');
      expect(t.me().profile?.pictureVersion).toBe(4);
      fromAnotherTab('6');
      expect(t.me().profile?.pictureVersion).toBe(6);
      // An older or unreadable one changes nothing.
      fromAnotherTab('5');
      fromAnotherTab('x');
      expect(t.me().profile?.pictureVersion).toBe(6);
    });

    it('a picture of this person, by handle or display name, takes their newest version; anyone else’s keeps its own', () => {
      const t = setup(signedIn);
      expect(t.me().pictureVersion({ handle: 'mia.host' }, 2)).toBe(2);
      t.me().setProfile(aProfile({ pictureVersion: 5 }));
      expect(t.me().pictureVersion({ handle: 'Mia.Host' }, 2)).toBe(5);
      expect(t.me().pictureVersion({ displayName: { baseName: 'Mia', sequenceId: 1 } }, 0)).toBe(5);
      expect(t.me().pictureVersion({ displayName: { baseName: 'Mia', sequenceId: 2 } }, 1)).toBe(1);
      expect(t.me().pictureVersion({ handle: 'lena.lips' }, 1)).toBe(1);
      // A newer one read from the backend stands.
      expect(t.me().pictureVersion({ handle: 'mia.host' }, 9)).toBe(9);
    });
  });
});
