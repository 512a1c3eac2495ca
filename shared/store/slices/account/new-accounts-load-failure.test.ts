import { describe, expect, it, vi } from 'vitest';
import type { AccountMode, VanityConfig } from '../../../config';
import { createFakeDeps } from '../../app-deps.test-helpers';
import { installSlices } from '../../install-slices';
import { accountSlice } from './account-slice';

// The new customer accounts' chunk cannot be fetched (a network drop, a deploy that removed the old file).
vi.mock('./new-accounts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function setup(mode: AccountMode) {
  const signOut = vi.fn(async () => {});
  const t = createFakeDeps({
    identity: {
      currentUser: async () => ({
        email: 'ada@aurelle.test',
        sub: 's1',
        groups: [],
        native: true,
        provider: null,
        language: 'en',
        givenName: 'Ada',
        acceptsMarketing: true,
      }),
      signOut,
    },
  });
  (t.deps.config as VanityConfig).accountMode = mode;
  installSlices(t.store, t.deps, [accountSlice]);
  return { ...t, signOut, state: () => t.store.getState() };
}

describe('signing out on new customer accounts when their code cannot load', () => {
  it('says spec 2 §8’s sign-out failure with its reload, reports it, and goes nowhere (the store’s session is still open)', async () => {
    for (const mode of ['sso', 'multipass'] as const) {
      window.history.replaceState(null, '', '/pages/myaccount?operation=signOut');
      const s = setup(mode);
      await s.state().account.signOut('/collections/eyes');
      expect(s.signOut).toHaveBeenCalledTimes(1);
      expect(s.state().account.message).toEqual({ key: 'account.errors.signOutFailed', action: 'reload', report: true });
      expect(s.state().account.busy).toBe(false);
      expect(s.reports).toEqual([expect.objectContaining({ context: { where: 'account', message: 'account.errors.signOutFailed' } })]);
      expect(s.assigned).toEqual([]);
      expect(s.posted).toEqual([]);
    }
  });

  it('a legacy store never loads that code: its sign-out goes on to the store’s logout', async () => {
    const s = setup('legacy');
    await s.state().account.signOut('/collections/eyes');
    expect(s.state().account.message).toBeNull();
    expect(s.assigned).toEqual(['/account/logout?return_url=%2Fcollections%2Feyes']);
  });
});
