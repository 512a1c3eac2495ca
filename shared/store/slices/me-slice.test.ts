import { vi } from 'vitest';
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
    const t = setup({ stored: async () => null, refreshedIdToken: async () => null });
    t.deps.identity.currentUser = async () => zoe;
    await t.store.getState().account.loadUser();
    expect(t.me()).toMatchObject({ status: 'signed-in', user: zoe });
    await t.store.getState().account.signOut(null);
    expect(t.me()).toMatchObject({ status: 'anonymous', user: null });
  });
});
