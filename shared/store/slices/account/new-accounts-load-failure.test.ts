import { describe, expect, it, vi } from 'vitest';
import type { VanityConfig } from '../../../config';
import { createFakeDeps } from '../../app-deps.test-helpers';
import { installSlices } from '../../install-slices';
import { accountSlice } from './account-slice';
import { ada } from '../../../api/identity/account-user.test-helpers';

// The new customer accounts' chunk cannot be fetched (a network drop, a deploy that removed the old file).
vi.mock('./new-accounts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const UNAVAILABLE = { key: 'widget.errors.crashed', action: 'reload' };

function setup(mode: unknown, { stored = true } = {}) {
  const signOut = vi.fn(async () => {});
  const t = createFakeDeps({
    identity: {
      currentUser: async () => ({ ...ada }),
      idToken: async () => 'id-token',
      signIn: async () => 'signedIn',
      signOut,
    },
    viewerSession: { stored: async () => (stored ? ({ idToken: 'id-token' } as never) : null), refreshedIdToken: async () => 'id-token' },
  });
  (t.deps.config as VanityConfig).accountMode = mode;
  installSlices(t.store, t.deps, [accountSlice]);
  return { ...t, signOut, state: () => t.store.getState() };
}

/** The hub has tried to load the chunk (its import settles within a few turns). */
const settled = () => new Promise((r) => setTimeout(r, 0));

describe('new customer accounts when their code cannot load', () => {
  it('an account mode the hub does not know is the spec’s own (legacy): its chunk is never asked for', async () => {
    for (const mode of ['legacy', 'classic', 'SSO', '', undefined, 1]) {
      window.history.replaceState(null, '', '/pages/myaccount?operation=signIn');
      const s = setup(mode);
      await s.state().account.loadUser();
      await settled();
      expect(s.state().me.user).toMatchObject({ email: 'ada@aurelle.test' });
      expect(s.state().account.message).toBeNull();
      expect(s.reports).toEqual([]);
    }
  });

  it('the hub says so as it loads, with a reload, and reports it once; the shopper is not taken for signed in', async () => {
    for (const mode of ['sso', 'multipass'] as const) {
      for (const stored of [true, false]) {
        window.history.replaceState(null, '', '/pages/myaccount?operation=signIn');
        const s = setup(mode, { stored });
        await s.state().account.loadUser();
        await settled();
        expect(s.state().account.message).toMatchObject(UNAVAILABLE);
        expect(s.state().account.busy).toBe(false);
        expect(s.state().me.user).toBeNull();
        expect(s.reports).toEqual([
          expect.objectContaining({
            // vitest wraps the module's failure; the cause is the fetch's.
            error: expect.objectContaining({ cause: expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }) }),
            context: { where: 'account', message: 'widget.errors.crashed' },
          }),
        ]);
      }
    }
  });

  it('a sign-in then says it again (not reported twice) and goes nowhere: the hub cannot sign them into the store', async () => {
    const s = setup('sso', { stored: false });
    await s.state().account.loadUser();
    await settled();
    await s.state().account.signIn('ada@aurelle.test', 'Secret#123');
    expect(s.state().account.message).toEqual(UNAVAILABLE);
    expect(s.state().account).toMatchObject({ busy: false, completing: false });
    expect(s.reports).toHaveLength(1);
    expect(s.assigned).toEqual([]);
    expect(s.posted).toEqual([]);
  });

  it('a sign-out says it, with the reload that signs out again from this screen, and goes nowhere (the store’s session is still open)', async () => {
    for (const mode of ['sso', 'multipass'] as const) {
      window.history.replaceState(null, '', '/pages/myaccount?operation=signOut');
      const s = setup(mode);
      await s.state().account.signOut('/collections/eyes');
      await settled();
      expect(s.state().account.message).toMatchObject(UNAVAILABLE);
      expect(s.state().account.busy).toBe(false);
      expect(s.reports).toEqual([expect.objectContaining({ context: { where: 'account', message: 'widget.errors.crashed' } })]);
      expect(s.assigned).toEqual([]);
      expect(s.posted).toEqual([]);
    }
  });

  it('a legacy store never loads that code: its sign-out goes on to the store’s logout', async () => {
    const s = setup('legacy');
    await s.state().account.signOut('/collections/eyes');
    await settled();
    expect(s.state().account.message).toBeNull();
    expect(s.reports).toEqual([]);
    expect(s.assigned).toEqual(['/account/logout?return_url=%2Fcollections%2Feyes']);
  });
});
