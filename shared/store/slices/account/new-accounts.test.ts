import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser, IdentityClient } from '../../../api/identity/identity-client';
import type { AccountMode, VanityConfig } from '../../../config';
import { createFakeDeps } from '../../app-deps.test-helpers';
import { installSlices } from '../../install-slices';
import { accountSlice } from './account-slice';
import { StorageKeys } from '../../../storage-keys';
import { MultipassRefused } from '../../../api/account/account-client';
import { ada } from '../../../api/identity/account-user.test-helpers';

/** The store's single sign-on for Ada, to the destination the address names (the page's origin is set in beforeEach). */
const signOn = () =>
  `${window.location.origin}/customer_authentication/login?login_hint=ada%40aurelle.test&return_to=%2Fcollections%2Flips`;

function setup(
  mode: AccountMode,
  opts: {
    user?: AccountUser;
    customerId?: string | null;
    identity?: Partial<IdentityClient>;
    ssoSessionCode?: () => Promise<{ sessionCode: string; handOff: string }>;
    ssoHandOff?: () => Promise<{ signedOn: boolean }>;
    ssoFrontAnswers?: () => Promise<void>;
    referrer?: string;
  } = {},
) {
  const multipass = vi.fn(async () => ({ multipassToken: 'MP' }));
  const ssoSessionCode = vi.fn(opts.ssoSessionCode ?? (async () => ({ sessionCode: 'one-time-code', handOff: 'hand-off-1' })));
  const ssoHandOff = vi.fn(opts.ssoHandOff ?? (async () => ({ signedOn: true })));
  const signOut = vi.fn(async () => {});
  const ssoFrontAnswers = vi.fn(opts.ssoFrontAnswers ?? (async () => {}));
  const t = createFakeDeps({
    identity: {
      currentUser: async () => opts.user ?? ada,
      idToken: async () => 'id-token',
      signIn: async () => 'signedIn',
      signOut,
      ...opts.identity,
    },
    account: {
      state: async () => ({ state: 'CONFIRMED', thirdPartyProvider: null }),
      multipass,
      ssoSessionCode,
      ssoHandOff,
      ssoFrontAnswers,
    },
    viewerSession: { stored: async () => ({ idToken: 'id-token' }) as never, refreshedIdToken: async () => 'id-token' },
    location: { href: () => window.location.href, referrer: () => opts.referrer ?? '' },
  });
  const config = t.deps.config as VanityConfig;
  config.accountMode = mode;
  config.customerId = opts.customerId ?? null;
  config.cognito = { ...config.cognito, oauthDomain: 'auth.aurelle.test', userPoolClientId: 'hub-client' };
  config.backends = { ...config.backends, account: 'https://api.aurelle.test/api/consumer/aurelle/' };
  installSlices(t.store, t.deps, [accountSlice]);
  return { ...t, multipass, ssoSessionCode, ssoHandOff, signOut, state: () => t.store.getState() };
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/pages/myaccount?operation=signIn&destinationPath=/collections/lips');
});

describe('the hub on new customer accounts', () => {
  it('sso: a native sign-in asks the account backend for a session code with its ID token, then posts the code (never the password or the token) to its OpenID Connect front, on to the store’s single sign-on at the destination', async () => {
    const s = setup('sso');
    await s.state().account.signIn('ada@aurelle.test', 'Pass!word1');
    expect(s.multipass).not.toHaveBeenCalled();
    expect(s.ssoSessionCode).toHaveBeenCalledWith(signOn(), 'id-token');
    expect(s.assigned).toEqual([]);
    expect(s.posted).toEqual([
      {
        url: 'https://api.aurelle.test/api/consumer/aurelle/oidc/session',
        fields: { session_code: 'one-time-code', redirect_uri: signOn() },
      },
    ]);
    expect(JSON.stringify(s.posted)).not.toContain('Pass!word1');
    expect(JSON.stringify(s.posted)).not.toContain('id-token');
    // The hand-off is marked, with where it was going (the stored sign-in path is spent).
    expect(JSON.parse(sessionStorage.getItem(StorageKeys.ssoHandOff)!)).toMatchObject({
      email: 'ada@aurelle.test',
      destination: '/collections/lips',
      id: 'hand-off-1',
    });
    expect(sessionStorage.getItem(StorageKeys.signInDestinationPath)).toBeNull();
  });

  it('sso: a destination kept only in the stored sign-in path is where the sign-on and the hand-off’s mark go', async () => {
    window.history.replaceState(null, '', '/pages/myaccount?operation=signIn');
    sessionStorage.setItem(StorageKeys.signInDestinationPath, '/cart');
    const s = setup('sso');
    await s.state().account.signIn('ada@aurelle.test', 'Pass!word1');
    expect(new URL(s.posted[0]!.fields.redirect_uri!).searchParams.get('return_to')).toBe('/cart');
    expect(JSON.parse(sessionStorage.getItem(StorageKeys.ssoHandOff)!)).toMatchObject({ destination: '/cart' });
  });

  it('sso: Google or Facebook hands off the same way (the front is not the hosted UI, so no session waits there)', async () => {
    const s = setup('sso', { user: { ...ada, native: false, provider: 'Google' } });
    await s.state().account.completeSignIn();
    expect(s.ssoSessionCode).toHaveBeenCalledWith(signOn(), 'id-token');
    expect(s.posted.map((p) => p.fields)).toEqual([{ session_code: 'one-time-code', redirect_uri: signOn() }]);
    expect(s.assigned).toEqual([]);
  });

  it('sso: the account backend’s refusals are spec 2 §8’s messages, as for Multipass; the shopper stays signed in on the hub', async () => {
    for (const [refusal, social, message] of [
      [new MultipassRefused('DUPLICATE_EMAIL', null, 409), false, { key: 'account.errors.duplicateEmail' }],
      [new MultipassRefused('DUPLICATE_EMAIL', null, 409), true, { key: 'account.errors.duplicateEmail', action: 'signOutRetry' }],
      [new MultipassRefused('DISABLED_ACCOUNT', 'Disabled', 200), false, { key: 'account.errors.disabledAccount' }],
    ] as const) {
      const s = setup('sso', {
        user: social ? { ...ada, native: false, provider: 'Google' } : ada,
        ssoSessionCode: () => Promise.reject(refusal),
      });
      await s.state().account.completeSignIn();
      expect(s.state().account.message).toEqual(message);
      expect(s.state().account).toMatchObject({ busy: false, completing: false });
      expect(s.state().me.user?.email).toBe('ada@aurelle.test');
      expect(s.posted).toEqual([]);
      expect(s.reports).toEqual([]);
    }
  });

  it('sso: an account backend that cannot be reached says so in the shopper’s words and reports it; nothing leaves the page', async () => {
    const s = setup('sso', { ssoSessionCode: () => Promise.reject(new TypeError('Failed to fetch')) });
    await s.state().account.signIn('ada@aurelle.test', 'Pass!word1');
    expect(s.state().account.message).toEqual({ key: 'account.errors.signInUnexpected', report: true });
    expect(s.state().me.user?.email).toBe('ada@aurelle.test');
    expect(s.posted).toEqual([]);
    expect(s.assigned).toEqual([]);
    expect(s.reports).toHaveLength(1);
    expect(s.reports[0]!.error).toBeInstanceOf(TypeError);
  });

  it('sso: back on the hub right after a hand-off whose sign-on the front says never got its tokens, with no store customer, the shopper stays signed in, is told and can go on; the error is reported', async () => {
    const handOff = (at: number) =>
      sessionStorage.setItem(
        StorageKeys.ssoHandOff,
        JSON.stringify({ email: 'ada@aurelle.test', at, destination: '/cart', id: 'hand-off-1' }),
      );
    const recently = 1_700_000_000_000 - 10_000;
    // Shopify's sign-on pages are on Shopify's origin: the hub does not look at where the shopper came from.
    window.history.replaceState(null, '', '/pages/myaccount?operation=signIn');
    handOff(recently);
    const failed = setup('sso', { customerId: null, referrer: 'https://shopify.com/', ssoHandOff: async () => ({ signedOn: false }) });
    await failed.state().account.loadUser();
    expect(failed.ssoHandOff).toHaveBeenCalledWith('hand-off-1', 'id-token');
    expect(failed.signOut).not.toHaveBeenCalled();
    expect(failed.state().me.user?.email).toBe('ada@aurelle.test');
    expect(failed.state().account.message).toEqual({ key: 'account.errors.signInUnexpected', report: true });
    expect(failed.reports).toHaveLength(1);
    expect(sessionStorage.getItem(StorageKeys.ssoHandOff)).toBeNull();
    // Continue hands off again, on to where the sign-in was going.
    await failed.state().account.completeSignIn();
    expect(failed.posted.map((p) => new URL(p.fields.redirect_uri!).searchParams.get('return_to'))).toEqual(['/cart']);

    // The sign-on got its tokens (the store signed the shopper out since), the front cannot be asked, or long after:
    // the store's session is of record.
    for (const [at, answer, reported] of [
      [recently, async () => ({ signedOn: true }), 0],
      [recently, () => Promise.reject(new TypeError('Failed to fetch')), 1],
      [1_700_000_000_000 - 10 * 60_000, async () => ({ signedOn: false }), 0],
    ] as const) {
      handOff(at);
      const out = setup('sso', { customerId: null, ssoHandOff: answer });
      await out.state().account.loadUser();
      expect(out.signOut).toHaveBeenCalledTimes(1);
      expect(out.state().me.user).toBeNull();
      expect(out.state().account.message).toBeNull();
      expect(out.reports).toHaveLength(reported);
    }

    // Signed in on the store: the hand-off finished, and its mark goes, unasked.
    handOff(recently);
    const done = setup('sso', { customerId: '7001' });
    await done.state().account.loadUser();
    expect(done.ssoHandOff).not.toHaveBeenCalled();
    expect(done.state().account.message).toBeNull();
    expect(sessionStorage.getItem(StorageKeys.ssoHandOff)).toBeNull();
  });

  it('sso: back from a failed sign-on after a Google or Facebook sign-in, the message offers signing out and trying again (spec 2 §8)', async () => {
    window.history.replaceState(null, '', '/pages/myaccount?operation=signIn');
    sessionStorage.setItem(StorageKeys.ssoHandOff, JSON.stringify({ email: 'ada@aurelle.test', at: 1_700_000_000_000 - 10_000, id: 'h' }));
    const s = setup('sso', {
      user: { ...ada, native: false, provider: 'Google' },
      customerId: null,
      ssoHandOff: async () => ({ signedOn: false }),
    });
    await s.state().account.loadUser();
    expect(s.state().account.message).toEqual({ key: 'account.errors.signInUnexpected', action: 'signOutRetry', report: true });
  });

  it('sso: signing out on the hub ends the OpenID Connect front’s session first, then goes on to the store’s logout with return_url; the other modes go to the store’s logout', async () => {
    window.history.replaceState(null, '', '/pages/myaccount?operation=signOut');
    const s = setup('sso');
    await s.state().account.signOut('/collections/eyes');
    expect(s.signOut).toHaveBeenCalledTimes(1);
    expect(s.assigned).toEqual([]);
    expect(s.posted).toEqual([
      {
        url: 'https://api.aurelle.test/api/consumer/aurelle/oidc/session/end',
        fields: { redirect_uri: `${window.location.origin}/account/logout?return_url=%2Fcollections%2Feyes` },
      },
    ]);
    for (const mode of ['legacy', 'multipass'] as const) {
      const other = setup(mode);
      await other.state().account.signOut('/collections/eyes');
      expect(other.posted).toEqual([]);
      expect(other.assigned).toEqual(['/account/logout?return_url=%2Fcollections%2Feyes']);
    }
  });

  it('sso: a front that does not answer at sign-out keeps the shopper on the hub, signed in on both sides, with spec 2 §8’s sign-out failure and its reload, reported; no form goes there', async () => {
    window.history.replaceState(null, '', '/pages/myaccount?operation=signOut');
    const down = Object.assign(new TypeError('Failed to fetch'), { name: 'NetworkError' });
    const s = setup('sso', {
      ssoFrontAnswers: async () => {
        throw down;
      },
    });
    await s.state().account.signOut('/collections/eyes');
    expect(s.state().account.message).toEqual({ key: 'account.errors.signOutFailed', action: 'reload', report: true });
    expect(s.state().account.busy).toBe(false);
    expect(s.reports).toEqual([{ error: down, context: { where: 'account', message: 'account.errors.signOutFailed' } }]);
    expect(s.posted).toEqual([]);
    expect(s.assigned).toEqual([]);
    // The front is asked before the identity service: the hub does not sign out of one side only.
    expect(s.signOut).not.toHaveBeenCalled();
  });

  it('sso: the front is asked once per sign-out, before the identity service signs out', async () => {
    window.history.replaceState(null, '', '/pages/myaccount?operation=signOut');
    const order: string[] = [];
    const s = setup('sso', {
      ssoFrontAnswers: async () => void order.push('front'),
      identity: { signOut: async () => void order.push('identity') },
    });
    await s.state().account.signOut('/collections/eyes');
    expect(order).toEqual(['front', 'identity']);
    expect(s.posted).toHaveLength(1);
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
