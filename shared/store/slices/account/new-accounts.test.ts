import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser, IdentityClient } from '../../../api/identity/identity-client';
import type { AccountMode, VanityConfig } from '../../../config';
import { createFakeDeps } from '../../app-deps.test-helpers';
import { installSlices } from '../../install-slices';
import { accountSlice } from './account-slice';
import { StorageKeys } from '../../../storage-keys';

const ada: AccountUser = {
  email: 'ada@aurelle.test',
  sub: 's1',
  groups: [],
  native: true,
  provider: null,
  language: 'en',
  givenName: 'Ada',
  acceptsMarketing: true,
};

function setup(mode: AccountMode, opts: { user?: AccountUser; customerId?: string | null; identity?: Partial<IdentityClient> } = {}) {
  const multipass = vi.fn(async () => ({ multipassToken: 'MP' }));
  const signOut = vi.fn(async () => {});
  const t = createFakeDeps({
    identity: {
      currentUser: async () => opts.user ?? ada,
      idToken: async () => 'id-token',
      signIn: async () => 'signedIn',
      signOut,
      ...opts.identity,
    },
    account: { state: async () => ({ state: 'CONFIRMED', thirdPartyProvider: null }), multipass },
    viewerSession: { stored: async () => ({ idToken: 'id-token' }) as never, refreshedIdToken: async () => 'id-token' },
    location: { href: () => window.location.href, referrer: () => document.referrer },
  });
  const config = t.deps.config as VanityConfig;
  config.accountMode = mode;
  config.customerId = opts.customerId ?? null;
  config.cognito = { ...config.cognito, oauthDomain: 'auth.aurelle.test', userPoolClientId: 'hub-client' };
  installSlices(t.store, t.deps, [accountSlice]);
  return { ...t, multipass, signOut, state: () => t.store.getState() };
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/pages/myaccount?operation=signIn&destinationPath=/collections/lips');
});

describe('the hub on new customer accounts', () => {
  it('sso: a native sign-in posts its ID token (never the password) to the provider’s session, on to the store’s single sign-on at the destination', async () => {
    const s = setup('sso');
    await s.state().account.signIn('ada@aurelle.test', 'Pass!word1');
    expect(s.multipass).not.toHaveBeenCalled();
    expect(s.assigned).toEqual([]);
    expect(s.posted).toEqual([
      {
        url: 'https://auth.aurelle.test/session',
        fields: {
          id_token: 'id-token',
          redirect_uri: `${window.location.origin}/customer_authentication/login?login_hint=ada%40aurelle.test&return_to=%2Fcollections%2Flips`,
        },
      },
    ]);
    expect(JSON.stringify(s.posted)).not.toContain('Pass!word1');
  });

  it('sso: Google or Facebook (a provider session already made at the hosted UI) goes straight to the store’s single sign-on', async () => {
    const s = setup('sso', { user: { ...ada, native: false, provider: 'Google' } });
    await s.state().account.completeSignIn();
    expect(s.posted).toEqual([]);
    expect(s.assigned).toEqual(['/customer_authentication/login?login_hint=ada%40aurelle.test&return_to=%2Fcollections%2Flips']);
  });

  it('legacy and multipass keep the spec’s Multipass login', async () => {
    for (const mode of ['legacy', 'multipass'] as const) {
      const s = setup(mode);
      await s.state().account.signIn('ada@aurelle.test', 'Pass!word1');
      expect(s.multipass).toHaveBeenCalledTimes(1);
      expect(s.assigned).toEqual(['/account/login/multipass/MP']);
      expect(s.posted).toEqual([]);
    }
  });

  it('signs the hub out when the store has no customer any more (signed out there), on new customer accounts only', async () => {
    const gone = setup('sso', { customerId: null });
    await gone.state().account.loadUser();
    expect(gone.signOut).toHaveBeenCalledTimes(1);
    expect(gone.state().me.user).toBeNull();

    const signedIn = setup('sso', { customerId: '7001' });
    await signedIn.state().account.loadUser();
    expect(signedIn.signOut).not.toHaveBeenCalled();
    expect(signedIn.state().me.user?.email).toBe('ada@aurelle.test');

    // Legacy stores keep the spec's screen: signed in here, with stay signed in or switch account.
    const legacy = setup('legacy', { customerId: null });
    await legacy.state().account.loadUser();
    expect(legacy.signOut).not.toHaveBeenCalled();
    expect(legacy.state().me.user?.email).toBe('ada@aurelle.test');
  });
});

describe('the hub on new customer accounts, back from the hosted UI', () => {
  it('keeps a Google or Facebook sign-in under way, even once aws-amplify has taken the code out of the address', async () => {
    window.history.replaceState(null, '', '/pages/myaccount?operation=signIn&code=c1&state=s1');
    const s = setup('sso', {
      user: { ...ada, native: false, provider: 'Google' },
      identity: {
        currentUser: async () => {
          window.history.replaceState(null, '', '/pages/myaccount?operation=signIn');
          return { ...ada, native: false, provider: 'Google' };
        },
      },
    });
    await s.state().account.loadUser();
    expect(s.signOut).not.toHaveBeenCalled();
    expect(s.state().me.user?.provider).toBe('Google');
  });
});

describe('a Google or Facebook hub session the store has ended', () => {
  it('signs out through the hosted UI and comes back to this page', async () => {
    window.history.replaceState(null, '', '/pages/myaccount?operation=signIn');
    const s = setup('sso', { user: { ...ada, native: false, provider: 'Facebook' } });
    await s.state().account.loadUser();
    expect(s.signOut).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(StorageKeys.signOutReturnUrl)).toBe('/pages/myaccount?operation=signIn');
  });
});
