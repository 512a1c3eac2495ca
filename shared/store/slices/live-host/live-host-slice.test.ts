import { vi } from 'vitest';
import { aProfile, aShow, fakeLiveClient } from '../../../api/live-shopping/live-client.test-helpers';
import { createHostClient } from '../../../api/live-shopping/host-client';
import type { Http } from '../../../http';
import { HttpError, NetworkError } from '../../../http';
import { registerMessages } from '../../../i18n';
import { enHost } from '../../../i18n/en-host';
import { createFakeDeps } from '../../app-deps.test-helpers';
import { liveHostSlice } from './live-host-slice';
import { HOST_REFRESH_MS } from './show-actions';
import type { ViewerSession } from '../../app-deps';
import { liveViewerSlice } from '../live-viewer/live-viewer-slice';
import { installSlices } from '../../install-slices';

// The host's texts, as the broadcast widget registers them: the field's message is checked as the host reads it.
registerMessages('en', enHost);

const as = (groups: string[]): ViewerSession => ({
  stored: async () => ({
    user: {
      email: 'mia@aurelle.test',
      sub: 'u1',
      groups,
      native: true,
      provider: null,
      language: null,
      givenName: 'Mia',
      acceptsMarketing: null,
    },
    idToken: 'tok',
    expiresAt: Infinity,
    refreshable: true,
  }),
  refreshedIdToken: async () => 'tok',
});
const draft = {
  startTime: '2026-11-22T12:00:00Z',
  title: 'Lips',
  description: '',
  variants: [],
  thumbnail: null,
  publiclyListed: true,
  discounts: { productDiscounts: [] },
  featureMode: 'SINGLE' as const,
};
const invalid = (errors: Array<{ field: string; message: string }>) => new HttpError(new Response(null, { status: 422 }), { errors });

function setup(groups: string[], overrides: Parameters<typeof fakeLiveClient>[0] = {}, http?: Http) {
  const host = http ? createHostClient(http, 'https://api.example/live') : overrides.host;
  const t = createFakeDeps({
    viewerSession: as(groups),
    live: { ...overrides, host, profile: { me: async () => aProfile(), ...overrides.profile } },
  });
  installSlices(t.store, t.deps, [liveViewerSlice, liveHostSlice]);
  return { ...t, live: t.deps.live, s: () => t.store.getState(), h: () => t.store.getState().liveHost };
}

describe('hosts, moderators and admins (spec 2 §6)', () => {
  it('an influencer’s dashboard loads their profile, their shows and whether their stream arrives', async () => {
    const t = setup(['influencer'], {
      show: { showsByHandle: vi.fn(async () => [aShow({ id: 'SH9' })]) },
      host: { activeStreamStatus: vi.fn(async () => ({ status: 'LIVE' as const, since: null, showId: 'SH9' })) },
    });
    await t.s().liveHost.load();
    expect(t.h()).toMatchObject({ status: 'ready', myShows: [{ id: 'SH9' }], stream: { status: 'LIVE', showId: 'SH9' } });
    expect(t.s().me.profile).toMatchObject({ influencer: { handle: 'mia.host' } });
    expect(t.live.show.showsByHandle).toHaveBeenCalledWith('mia.host');
  });

  it('a non-influencer gets the spec’s role error and nothing is sent', async () => {
    const http = vi.fn() as unknown as Http;
    const t = setup([], {}, http);
    expect(await t.s().liveHost.createShow(draft)).toBeNull();
    expect(t.h().roleError).toBe('User is not an influencer');
    expect(http).not.toHaveBeenCalled();
    await t.s().liveHost.muteAuthor('SH1', { displayName: { baseName: 'Ana', sequenceId: 1 }, handle: null, role: 'viewer' }, true);
    expect(t.h().roleError).toBe('User is not a moderator');
    expect(await t.s().liveHost.deleteHandle('lena.lips')).toBe(false);
    expect(t.h().roleError).toBe('User is not an admin');
    expect(http).not.toHaveBeenCalled();
  });

  it('pinning: a moderator (not the host) sets and clears the pin; a viewer in neither group gets the moderator error, before any call', async () => {
    const http = vi.fn(async () => undefined) as unknown as Http;
    const viewer = setup([], {}, http);
    await viewer.s().liveHost.pinMessage('SH1', 'm1');
    expect(viewer.h().roleError).toBe('User is not a moderator');
    await viewer.s().liveHost.unpinMessage('SH1');
    expect(viewer.h().roleError).toBe('User is not a moderator');
    expect(http).not.toHaveBeenCalled();
    const moderator = setup(['moderator'], {}, http);
    await moderator.s().liveHost.pinMessage('SH1', 'm1');
    await moderator.s().liveHost.unpinMessage('SH1');
    expect(moderator.h().roleError).toBeNull();
    expect(vi.mocked(http).mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      expect.stringMatching(/^POST .*\/chat\/SH1\/pinned$/),
      expect.stringMatching(/^DELETE .*\/chat\/SH1\/pinned$/),
    ]);
  });

  it('the backend’s 422 lands on the fields; nothing is reported', async () => {
    const t = setup(['influencer'], {
      host: {
        createShow: vi.fn(() =>
          Promise.reject(
            invalid([
              { field: 'title', message: 'Title too long' },
              { field: 'variants', message: 'Too many products' },
            ]),
          ),
        ),
      },
    });
    expect(await t.s().liveHost.createShow(draft)).toBeNull();
    expect(t.h()).toMatchObject({
      error: 'live.host.errors.invalid',
      fieldErrors: { title: 'Title too long', variants: 'Too many products' },
    });
    expect(t.reports).toHaveLength(0);
  });

  it('live checks: the dry run’s errors per field; no verdict throws, so the field asks again', async () => {
    const check = vi
      .fn()
      .mockRejectedValueOnce(invalid([{ field: 'title', message: 'Title too long' }]))
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new NetworkError('u', null));
    const t = setup(['influencer'], { host: { checkShow: check } });
    expect(await t.s().liveHost.checkShowDraft({ title: 'x'.repeat(66) })).toEqual({ title: 'Title too long' });
    expect(await t.s().liveHost.checkShowDraft({ title: 'ok' })).toEqual({});
    await expect(t.s().liveHost.checkShowDraft({ title: 'ok' })).rejects.toBeInstanceOf(NetworkError);
  });

  it('a created show joins the host’s list; a failure is reported and named', async () => {
    const t = setup(['influencer'], { host: { createShow: vi.fn(async () => aShow({ id: 'SHNEW', state: 'PENDING' })) } });
    await t.s().liveHost.load();
    expect((await t.s().liveHost.createShow(draft))?.id).toBe('SHNEW');
    expect(t.h().myShows?.map((s) => s.id)).toContain('SHNEW');
    expect(t.h().notice).toBe('live.host.created');
    const broken = setup(['influencer'], {
      host: { endShow: vi.fn(() => Promise.reject(new HttpError(new Response(null, { status: 500 }), undefined))) },
    });
    expect(await broken.s().liveHost.endShow()).toBe(false);
    expect(broken.h().error).toBe('live.errors.failed');
    expect(broken.reports).toHaveLength(1);
  });

  it('the manage page reads the show, its stats and the stream every 5 s until left', async () => {
    vi.useFakeTimers();
    try {
      const t = setup(['influencer'], {
        host: {
          stats: vi.fn(async () => ({ viewers: 3 }) as never),
          activeStreamStatus: vi.fn(async () => ({ status: 'LIVE' as const, since: null, showId: 'SH1' })),
        },
      });
      const stop = t.s().liveHost.manageShow('SH1');
      await vi.advanceTimersByTimeAsync(0);
      expect(t.h().managed).toMatchObject({ status: 'ready', show: { id: 'SH1' }, stats: { viewers: 3 } });
      expect(t.h().stream?.status).toBe('LIVE');
      await vi.advanceTimersByTimeAsync(HOST_REFRESH_MS);
      expect(t.live.show.show).toHaveBeenCalledTimes(2);
      stop();
      await vi.advanceTimersByTimeAsync(HOST_REFRESH_MS * 3);
      expect(t.live.show.show).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a read of the show started before the host ends it does not bring the running show back', async () => {
    let answer: () => void = () => {};
    const reads = vi
      .fn(async (id: string) => aShow({ id }))
      .mockImplementationOnce(async (id: string) => aShow({ id }))
      .mockImplementationOnce((id: string) => new Promise((resolve) => (answer = () => resolve(aShow({ id, state: 'RUNNING' })))));
    vi.useFakeTimers();
    try {
      const t = setup(['influencer'], {
        show: { show: reads },
        host: { endShow: vi.fn(async () => aShow({ id: 'SH1', state: 'ENDED' })) },
      });
      const stop = t.s().liveHost.manageShow('SH1');
      await vi.advanceTimersByTimeAsync(0);
      expect(t.h().managed).toMatchObject({ status: 'ready', show: { state: 'RUNNING' } });
      await vi.advanceTimersByTimeAsync(HOST_REFRESH_MS);
      expect(reads).toHaveBeenCalledTimes(2);
      expect(await t.s().liveHost.endShow()).toBe(true);
      expect(t.h().managed.show?.state).toBe('ENDED');
      answer();
      await vi.advanceTimersByTimeAsync(0);
      expect(t.h().managed).toMatchObject({ status: 'ready', show: { state: 'ENDED' } });
      // The next refresh reads the show as the server has it now.
      await vi.advanceTimersByTimeAsync(HOST_REFRESH_MS);
      expect(reads).toHaveBeenCalledTimes(3);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a dashboard reloaded for a sign-in change drops the earlier load’s shows', async () => {
    let firstShows: () => void = () => {};
    const showsByHandle = vi
      .fn(async () => [aShow({ id: 'SH2' })])
      .mockImplementationOnce(() => new Promise((resolve) => (firstShows = () => resolve([aShow({ id: 'SH1' })]))));
    const t = setup(['influencer'], { show: { showsByHandle } });
    const first = t.s().liveHost.load();
    await vi.waitFor(() => expect(showsByHandle).toHaveBeenCalledTimes(1));
    await t.s().liveHost.load();
    expect(t.h().myShows).toMatchObject([{ id: 'SH2' }]);
    firstShows();
    await first;
    expect(t.h().myShows).toMatchObject([{ id: 'SH2' }]);
  });

  it('moderators mute by display name, or by handle when the author has none', async () => {
    const t = setup(['moderator']);
    await t.s().liveHost.muteAuthor('SH1', { displayName: { baseName: 'Ana', sequenceId: 2 }, handle: null, role: 'viewer' }, true);
    expect(t.live.host.mute).toHaveBeenCalledWith(expect.objectContaining({ groups: ['moderator'] }), 'SH1', {
      displayName: { baseName: 'Ana', sequenceId: 2 },
    });
    await t.s().liveHost.muteAuthor('SH1', { displayName: null, handle: 'lena.lips', role: 'viewer' }, false);
    expect(t.live.host.unmute).toHaveBeenCalledWith(expect.anything(), 'SH1', { handle: 'lena.lips' });
  });

  it('an admin deletes a handle by looking up its owner first', async () => {
    const t = setup(['admin'], { show: { profileByHandle: vi.fn(async () => aProfile({ userId: 'user-9' })) } });
    expect(await t.s().liveHost.deleteHandle('@lena.lips'.slice(1))).toBe(true);
    expect(t.live.host.deleteHandle).toHaveBeenCalledWith(expect.anything(), 'user-9', 'lena.lips');
  });

  it('thumbnails are compressed in the worker; an unreadable file gives null', async () => {
    const t = setup(['influencer']);
    const compress = vi.spyOn(t.deps.worker, 'compressToByteCap');
    expect(await t.s().liveHost.prepareThumbnail(new Blob(['img']))).toMatchObject({ bytes: expect.any(Number) });
    expect(compress).toHaveBeenCalledWith(expect.any(Blob), 300_000, { maxSide: 1280 });
    compress.mockResolvedValueOnce(null);
    expect(await t.s().liveHost.prepareThumbnail(new Blob(['x']))).toBeNull();
  });
});

describe('the featured link (no open redirects)', () => {
  it('is sent as the path of a page of this store', async () => {
    const setFeaturedLink = vi.fn(async () => aShow());
    const t = setup(['influencer'], { host: { setFeaturedLink } });
    expect(await t.s().liveHost.setFeaturedLink({ url: 'https://aurelle.example/collections/lips?sort=new', title: 'Lips' })).toBe(true);
    expect(setFeaturedLink).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), {
      url: '/collections/lips?sort=new',
      title: 'Lips',
    });
  });

  it.each(['/\\evil.com', '//evil.com', '\\\\evil.com', '/%5Cevil.com', 'https://evil.com', '/\t/evil.com', 'javascript:alert(1)'])(
    'refuses %j on the field, and sends nothing',
    async (url) => {
      const setFeaturedLink = vi.fn(async () => aShow());
      const t = setup(['influencer'], { host: { setFeaturedLink } });
      expect(await t.s().liveHost.setFeaturedLink({ url, title: 'Shop' })).toBe(false);
      expect(t.h()).toMatchObject({ error: 'live.host.errors.invalid', fieldErrors: { url: enHost['live.host.link.offStore'] } });
      expect(setFeaturedLink).not.toHaveBeenCalled();
    },
  );
});
