import { vi } from 'vitest';
import { aProfile, aShow, fakeLiveClient } from '../../../api/live-shopping/live-client.test-helpers';
import { parseConfig } from '../../../config';
import { HttpError, NetworkError } from '../../../http';
import { createFakeDeps } from '../../app-deps.test-helpers';
import type { ViewerSession } from '../../app-deps';
import type { DiscountCode, FollowedHost } from '../../../api/live-shopping/live-types';
import { liveViewerSlice } from './live-viewer-slice';
import { installSlices } from '../../install-slices';

const user = {
  email: 'zoe@aurelle.test',
  sub: 'u1',
  groups: [],
  native: true,
  provider: null,
  language: null,
  givenName: 'Zoe',
  acceptsMarketing: null,
};
const signedIn: ViewerSession = {
  stored: async () => ({ user, idToken: 'id-token', expiresAt: Infinity, refreshable: true }),
  refreshedIdToken: async () => 'fresh',
};
const anonymous: ViewerSession = { stored: async () => null, refreshedIdToken: async () => null };

function setup(session: ViewerSession, overrides: Parameters<typeof fakeLiveClient>[0] = {}, customerId: string | null = '6001') {
  const t = createFakeDeps({
    config: { ...parseConfig('{"locale":"fr-CA"}', 'https://cdn.example/vanity.js'), customerId },
    location: { href: () => 'https://aurelle.example/pages/watch/SH1!Zz9' },
    live: overrides,
    viewerSession: session,
  });
  installSlices(t.store, t.deps, [liveViewerSlice]);
  return { ...t, client: t.deps.live, s: () => t.store.getState(), v: () => t.store.getState().liveViewer };
}

describe('the viewer on show pages (spec 2 §6)', () => {
  it('knows a signed-in viewer from the stored session and loads their follows and saves', async () => {
    const t = setup(signedIn, {
      profile: { followed: vi.fn(async () => [{ handle: 'mia.host', displayName: null, bio: '', pictureVersion: 0 }]) },
      show: { savedShows: vi.fn(async () => [aShow({ id: 'SH7' })]) },
    });
    t.s().liveViewer.load();
    await vi.waitFor(() => expect(t.v().listsStatus).toBe('done'));
    expect(t.s().me.status).toBe('signed-in');
    expect(t.v()).toMatchObject({ following: { 'mia.host': true }, saved: { SH7: true } });
  });

  it('sends an anonymous viewer to sign in and back, for follow, save and discount codes', async () => {
    const t = setup(anonymous);
    t.s().liveViewer.load();
    await t.s().liveViewer.toggleFollow('mia.host');
    await t.s().liveViewer.toggleSave('SH1');
    expect(t.navigations).toEqual(Array(2).fill('/pages/myaccount?operation=signIn&destinationPath=%2Fpages%2Fwatch%2FSH1%21Zz9'));
    expect(t.client.profile.follow).not.toHaveBeenCalled();
  });

  it('follows and unfollows, and puts the button back when the server refuses', async () => {
    const t = setup(signedIn);
    await t.s().liveViewer.toggleFollow('mia.host');
    expect(t.client.profile.follow).toHaveBeenCalledWith('mia.host', 'id-token');
    expect(t.v().following['mia.host']).toBe(true);
    (t.client.profile.unfollow as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new NetworkError('u', null));
    await t.s().liveViewer.toggleFollow('mia.host');
    expect(t.v()).toMatchObject({ following: { 'mia.host': true }, error: 'live.errors.offline' });
    expect(t.reports).toHaveLength(1);
  });

  it('a follow or save clicked while the lists load is not undone by the older lists', async () => {
    let answer: (hosts: never[]) => void = () => {};
    const t = setup(signedIn, {
      profile: { followed: vi.fn(() => new Promise<never[]>((resolve) => (answer = resolve))) },
      show: { savedShows: vi.fn(async () => [aShow({ id: 'SH7' })]) },
    });
    const lists = t.s().liveViewer.loadLists();
    await vi.waitFor(() => expect(t.v().listsStatus).toBe('busy'));
    await t.s().liveViewer.toggleFollow('mia.host');
    await t.s().liveViewer.toggleSave('SH8');
    answer([]);
    await lists;
    expect(t.v()).toMatchObject({ following: { 'mia.host': true }, saved: { SH7: true, SH8: true }, listsStatus: 'done' });
  });

  it('a follow still on its way when the lists are asked for is not undone by them', async () => {
    let followed: () => void = () => {};
    const t = setup(signedIn, {
      profile: { follow: vi.fn(() => new Promise<void>((resolve) => (followed = resolve))), followed: vi.fn(async () => []) },
    });
    const click = t.s().liveViewer.toggleFollow('mia.host');
    await vi.waitFor(() => expect(t.client.profile.follow).toHaveBeenCalled());
    // The server has not taken the follow yet, so the list it answers lacks it.
    await t.s().liveViewer.loadLists();
    followed();
    await click;
    expect(t.v()).toMatchObject({ following: { 'mia.host': true }, listsStatus: 'done' });
  });

  it('drops the lists of someone who signed out while they loaded', async () => {
    let answer: (hosts: FollowedHost[]) => void = () => {};
    const t = setup(signedIn, {
      profile: { followed: vi.fn(() => new Promise<FollowedHost[]>((resolve) => (answer = resolve))) },
      show: { savedShows: vi.fn(async () => [aShow({ id: 'SH7' })]) },
    });
    const lists = t.s().liveViewer.loadLists();
    await vi.waitFor(() => expect(t.v().listsStatus).toBe('busy'));
    t.deps.authEvents.emit('signedOut');
    await vi.waitFor(() => expect(t.v().listsStatus).toBe('idle'));
    answer([{ handle: 'mia.host', displayName: null, bio: '', pictureVersion: 0 }]);
    await lists;
    expect(t.v()).toMatchObject({ following: {}, saved: {}, followedHosts: null, savedShows: null, listsStatus: 'idle' });
  });

  it('subscribes with the time zone and language tag, or by email without an account', async () => {
    const t = setup(signedIn);
    expect(await t.s().liveViewer.subscribe('SH2')).toBe(true);
    expect(t.client.show.subscribe).toHaveBeenCalledWith(
      'SH2',
      { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, languageTag: 'fr-CA' },
      'id-token',
    );
    const a = setup(anonymous, {
      show: {
        subscribeByEmail: vi.fn(() =>
          Promise.reject(
            new HttpError(new Response(null, { status: 422 }), { errors: [{ field: 'email', message: 'Not an email address' }] }),
          ),
        ),
      },
    });
    expect(await a.s().liveViewer.subscribe('SH2', 'nope')).toBe(false);
    expect(a.v()).toMatchObject({ error: 'live.errors.refused', serverMessage: 'Not an email address', subscribeStatus: 'error' });
    expect(a.reports).toHaveLength(0);
  });

  it('share links: each share is recorded (POST share/v1); a viewer’s link carries their share code, the host’s own does not', async () => {
    const t = setup(signedIn);
    expect(await t.s().liveViewer.shareLink({ id: 'SH1', handle: 'mia.host' })).toBe('https://aurelle.example/pages/watch/SH1!Ab3dE9');
    expect(t.client.show.recordShare).toHaveBeenCalledWith('SH1', 'id-token');
    expect(t.client.show.shareCode).not.toHaveBeenCalled();
    t.s().me.setProfile(aProfile());
    expect(await t.s().liveViewer.shareLink({ id: 'SH1', handle: 'mia.host' })).toBe('https://aurelle.example/pages/watch/SH1');
    expect(t.client.show.recordShare).toHaveBeenCalledTimes(2);
  });

  it('a share that cannot be recorded: a viewer gets no link and a message; the host still gets theirs', async () => {
    const t = setup(signedIn, {
      show: { recordShare: vi.fn(() => Promise.reject(new HttpError(new Response(null, { status: 500 }), {}))) },
    });
    expect(await t.s().liveViewer.shareLink({ id: 'SH1', handle: 'mia.host' })).toBeNull();
    expect(t.v().error).toBe('live.errors.failed');
    expect(t.reports.map((r) => r.context)).toEqual([expect.objectContaining({ where: 'live:share' })]);
    t.s().me.setProfile(aProfile());
    expect(await t.s().liveViewer.shareLink({ id: 'SH1', handle: 'mia.host' })).toBe('https://aurelle.example/pages/watch/SH1');
  });

  it('discount codes are asked for with the store customer id', async () => {
    const t = setup(signedIn);
    await t.s().liveViewer.revealDiscountCode('SH1', 'LIVE15');
    expect(t.client.show.discountCode).toHaveBeenCalledWith('SH1', 'LIVE15', '6001', 'id-token');
    expect(t.v().discountCodes['SH1/LIVE15']).toEqual({ status: 'done', code: 'LIVE15-7K2Q9D' });
    const noCustomer = setup(signedIn, {}, null);
    await noCustomer.s().liveViewer.revealDiscountCode('SH1', 'LIVE15');
    expect(noCustomer.v().error).toBe('live.discount.needsStoreAccount');
  });

  it('a discount code that answers after a sign-out is not shown to whoever is on the page now', async () => {
    let answer: () => void = () => {};
    const t = setup(signedIn, {
      show: {
        discountCode: vi.fn(
          (_id: string, discountId: string) =>
            new Promise<DiscountCode>((resolve) => (answer = () => resolve({ discountId, code: 'LIVE15-7K2Q9D' }))),
        ),
      },
    });
    t.s().liveViewer.load();
    await vi.waitFor(() => expect(t.s().me.status).toBe('signed-in'));
    const reveal = t.s().liveViewer.revealDiscountCode('SH1', 'LIVE15');
    await vi.waitFor(() => expect(t.v().discountCodes['SH1/LIVE15']).toEqual({ status: 'busy', code: null }));
    t.deps.authEvents.emit('signedOut');
    await vi.waitFor(() => expect(t.v().discountCodes).toEqual({}));
    answer();
    await reveal;
    expect(t.v().discountCodes).toEqual({});
  });

  it('profile pictures are compressed in the worker before upload; an unreadable file is explained', async () => {
    const t = setup(signedIn);
    const compress = vi.spyOn(t.deps.worker, 'compressToByteCap');
    expect(await t.s().liveViewer.setProfilePicture(new Blob(['img'], { type: 'image/jpeg' }))).toBe(true);
    expect(compress).toHaveBeenCalledWith(expect.any(Blob), 200_000, { maxSide: 512 });
    expect(t.s().me.profile?.pictureVersion).toBe(2);
    compress.mockResolvedValueOnce(null);
    expect(await t.s().liveViewer.setProfilePicture(new Blob(['x']))).toBe(false);
    expect(t.v().error).toBe('live.profile.pictureUnreadable');
  });
});
