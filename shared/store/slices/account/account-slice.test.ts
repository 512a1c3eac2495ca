import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountClient } from '../../../api/account/account-client';
import type { IdentityClient } from '../../../api/identity/identity-client';
import type { CustomerApi } from '../../app-deps';
import { MultipassRefused } from '../../../api/account/account-client';
import { StorageKeys } from '../../../storage-keys';
import { createFakeDeps } from '../../app-deps.test-helpers';
import { fakeAccount } from '../../fake-clients.test-helpers';
import { accountSlice } from './account-slice';
import { STORED_PATH_CLEAR_MS } from '../../../account/login-flow';
import { installSlices } from '../../install-slices';
import { ada } from '../../../api/identity/account-user.test-helpers';

function setup(identity: Partial<IdentityClient> = {}, multipass: AccountClient['multipass'] = async () => ({ multipassToken: 'MP' })) {
  const t = createFakeDeps({
    identity: { currentUser: async () => ada, idToken: async () => 'id-token', ...identity },
    account: { ...fakeAccount(), multipass },
    customer: {
      customerTokenWithMultipass: async () => ({ accessToken: 'cat', expiresAt: '2999-01-01T00:00:00Z' }),
      customerAcceptsMarketing: async () => true,
      updateAcceptsMarketing: async () => ({ acceptsMarketing: true, errors: [] }),
    },
    // The address is happy-dom's, which each test sets with history.replaceState.
    location: { href: () => window.location.href, referrer: () => document.referrer },
  });
  installSlices(t.store, t.deps, [accountSlice]);
  return { ...t, state: () => t.store.getState() };
}

/** Every value in localStorage and sessionStorage, as one text. */
const webStorageText = () =>
  [localStorage, sessionStorage].flatMap((store) => Object.keys(store).map((k) => `${k}=${store.getItem(k)}`)).join('\n');

/** Ada signed in on the hub and in the store; each customer token minted is a new one (cat-1, cat-2...). */
function marketingSetup(customer: Partial<CustomerApi> = {}) {
  const minted: string[] = [];
  const t = createFakeDeps({
    identity: { currentUser: async () => ada, idToken: async () => 'id-token' },
    account: { ...fakeAccount(), multipass: vi.fn(async () => ({ multipassToken: 'MP' })) },
    customer: {
      customerTokenWithMultipass: vi.fn(async () => {
        minted.push(`cat-${minted.length + 1}`);
        return { accessToken: minted.at(-1)!, expiresAt: '2999-01-01T00:00:00Z' };
      }),
      customerAcceptsMarketing: vi.fn(async () => true),
      updateAcceptsMarketing: vi.fn(async (_t: string, acceptsMarketing: boolean) => ({ acceptsMarketing, errors: [] })),
      ...customer,
    },
    location: { href: () => window.location.href, referrer: () => document.referrer },
  });
  (t.deps.config as { customerId: string | null }).customerId = '7001';
  installSlices(t.store, t.deps, [accountSlice]);
  t.store.getState().me.setUser(ada);
  return { ...t, minted, state: () => t.store.getState() };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/pages/myaccount?operation=signIn&destinationPath=/collections/lips');
});
afterEach(() => vi.useRealTimers());

describe('account slice', () => {
  it('sign-in completes through the account backend and the store’s Multipass login, to the destination', async () => {
    const multipass = vi.fn(async () => ({ multipassToken: 'MP/1' }));
    const s = setup({}, multipass);
    await s.state().account.signIn('ada@aurelle.test', 'Pass!word1');
    expect(multipass).toHaveBeenLastCalledWith(
      expect.objectContaining({
        user: 'ada@aurelle.test',
        storePath: '/collections/lips',
        acceptsMarketingForNewAccount: true,
        appendNewAccountParam: true,
      }),
      'id-token',
    );
    expect(s.assigned).toEqual(['/account/login/multipass/MP%2F1']);
    // Spec 2 §2: one token per sign-in, spent on the store's login (not on a customer token first).
    expect(multipass).toHaveBeenCalledTimes(1);
    expect(webStorageText()).not.toContain('cat');
  });

  it('the marketing box gets a customer token from a Multipass token of its own, once, and keeps it in memory only', async () => {
    const multipass = vi.fn(async () => ({ multipassToken: 'MP/2' }));
    const s = setup({}, multipass);
    s.state().me.setUser(ada);
    await s.state().account.loadMarketing();
    // Not while the store has no customer signed in.
    expect(multipass).not.toHaveBeenCalled();
    expect(s.state().account.marketing.status).toBe('unavailable');
    (s.deps.config as { customerId: string | null }).customerId = '7001';
    await s.state().account.loadMarketing();
    expect(multipass).toHaveBeenCalledWith(
      { user: 'ada@aurelle.test', storeDomain: expect.any(String), storePath: '/account' },
      'id-token',
    );
    expect(s.state().account.marketing).toMatchObject({ status: 'ready', acceptsMarketing: true });
    await s.state().account.loadMarketing();
    await s.state().account.saveMarketing(false);
    expect(multipass).toHaveBeenCalledTimes(1);
    // Every script of the theme reads Web Storage: the token is in none of it.
    expect(webStorageText()).not.toContain('cat');
  });

  it('reads and saves the preference with the token minted for the signed-in customer', async () => {
    const customerAcceptsMarketing = vi.fn(async () => false);
    const updateAcceptsMarketing = vi.fn(async (_t: string, acceptsMarketing: boolean) => ({ acceptsMarketing, errors: [] }));
    const s = marketingSetup({ customerAcceptsMarketing, updateAcceptsMarketing });
    await s.state().account.loadMarketing();
    expect(customerAcceptsMarketing).toHaveBeenCalledWith('cat-1');
    expect(s.state().account.marketing).toMatchObject({ status: 'ready', acceptsMarketing: false });
    await s.state().account.saveMarketing(true);
    expect(updateAcceptsMarketing).toHaveBeenCalledWith('cat-1', true);
    expect(s.state().account.marketing).toEqual({ status: 'ready', acceptsMarketing: true, saved: true, failed: false });
  });

  it('a token left in localStorage by an older version is never used', async () => {
    localStorage.setItem(
      StorageKeys.legacyCustomerAccessToken,
      JSON.stringify({ accessToken: 'leaked', expiresAt: '2999-01-01T00:00:00Z' }),
    );
    const customerAcceptsMarketing = vi.fn(async () => true);
    const s = marketingSetup({ customerAcceptsMarketing });
    await s.state().account.loadMarketing();
    expect(customerAcceptsMarketing).toHaveBeenCalledWith('cat-1');
    expect(customerAcceptsMarketing).not.toHaveBeenCalledWith('leaked');
  });

  it('sign-out forgets the token: signing in again mints another', async () => {
    const s = marketingSetup();
    await s.state().account.loadMarketing();
    await s.state().account.signOut('/collections/eyes');
    s.state().me.setUser(ada);
    await s.state().account.loadMarketing();
    expect(s.minted).toEqual(['cat-1', 'cat-2']);
    expect(s.deps.customer.customerAcceptsMarketing).toHaveBeenLastCalledWith('cat-2');
  });

  it('a sign-out in another tab forgets the token', async () => {
    const s = marketingSetup();
    await s.state().account.loadMarketing();
    s.deps.authEvents.emit('signedOut');
    await vi.waitFor(() => expect(s.state().me.user).toBeNull());
    s.state().me.setUser(ada);
    await s.state().account.loadMarketing();
    expect(s.minted).toEqual(['cat-1', 'cat-2']);
  });

  it('a save once nobody is signed in mints no token and says it failed', async () => {
    const s = marketingSetup();
    await s.state().account.loadMarketing();
    s.deps.authEvents.emit('signedOut');
    await vi.waitFor(() => expect(s.state().me.user).toBeNull());
    await s.state().account.saveMarketing(false);
    expect(s.minted).toEqual(['cat-1']);
    expect(s.deps.customer.updateAcceptsMarketing).not.toHaveBeenCalled();
    expect(s.state().account.marketing).toMatchObject({ status: 'ready', acceptsMarketing: true, failed: true });
    expect(s.reports).toHaveLength(1);
  });

  it('a token the Customer API no longer knows is dropped, and the next load mints another', async () => {
    let known = false;
    const s = marketingSetup({ customerAcceptsMarketing: vi.fn(async () => (known ? true : null)) });
    await s.state().account.loadMarketing();
    expect(s.state().account.marketing.status).toBe('unavailable');
    known = true;
    await s.state().account.loadMarketing();
    expect(s.minted).toEqual(['cat-1', 'cat-2']);
    expect(s.state().account.marketing).toMatchObject({ status: 'ready', acceptsMarketing: true });
  });

  it('a Multipass refusal that came with a 200 (errorCode) is handled like a non-OK one (spec 2 §7, §8)', async () => {
    const s = setup({}, async () => Promise.reject(new MultipassRefused('DISABLED_ACCOUNT', 'Disabled', 200)));
    await s.state().account.signIn('ada@aurelle.test', 'Pass!word1');
    expect(s.state().account.message).toMatchObject({ key: 'account.errors.disabledAccount' });
    expect(s.assigned).toEqual([]);
  });

  it('DUPLICATE_EMAIL from the account backend is its message; sign out and retry only after a hosted-UI login (spec 2 §8)', async () => {
    const duplicate = new MultipassRefused('DUPLICATE_EMAIL', null, 409);
    const s = setup({}, async () => Promise.reject(duplicate));
    await s.state().account.signIn('ada@aurelle.test', 'Pass!word1');
    expect(s.state().account.message).toEqual({ key: 'account.errors.duplicateEmail' });
    expect(s.assigned).toEqual([]);
    const social = setup({ currentUser: async () => ({ ...ada, native: false, provider: 'Google' }) }, async () =>
      Promise.reject(duplicate),
    );
    await social.state().account.completeSignIn();
    expect(social.state().account.message).toEqual({ key: 'account.errors.duplicateEmail', action: 'signOutRetry' });
  });

  it('tells the theme (vanity:customer) when a sign-in completes and when the shopper signs out, with the first name only', async () => {
    const emitted: Array<[string, unknown]> = [];
    const s = setup();
    s.deps.emit = (name, detail) => void emitted.push([name, detail]);
    await s.state().account.signIn('ada@aurelle.test', 'Pass!word1');
    expect(emitted).toEqual([['vanity:customer', { signedIn: true, firstName: 'Ada' }]]);
    await s.state().account.signOut('/collections/eyes');
    expect(emitted.at(-1)).toEqual(['vanity:customer', { signedIn: false, firstName: null }]);
    // A sign-out that failed leaves the shopper signed in: nothing to tell.
    const failed = setup({ signOut: () => Promise.reject(new Error('network')) });
    const none: unknown[] = [];
    failed.deps.emit = (name) => void none.push(name);
    await failed.state().account.signOut(null);
    expect(none).toEqual([]);
  });

  it('a failed sign-out shows the reload message and is reported', async () => {
    const s = setup({ signOut: () => Promise.reject(new Error('network')) });
    await s.state().account.signOut('/collections/eyes');
    expect(s.state().account.message).toMatchObject({ key: 'account.errors.signOutFailed', action: 'reload' });
    expect(s.reports).toHaveLength(1);
    expect(s.assigned).toEqual([]);
  });

  it('a native sign-out goes to the store’s /account/logout with the return URL', async () => {
    const s = setup();
    await s.state().account.signOut('/collections/eyes');
    expect(s.assigned).toEqual(['/account/logout?return_url=%2Fcollections%2Feyes']);
  });

  it('keeps the destination in the sign-in flow and clears it 1 s after leaving it', () => {
    vi.useFakeTimers();
    const s = setup();
    s.state().account.enterOperation('signIn');
    expect(sessionStorage.getItem(StorageKeys.signInDestinationPath)).toBe('/collections/lips');
    s.state().account.enterOperation('changePassword');
    vi.advanceTimersByTime(STORED_PATH_CLEAR_MS - 1);
    expect(sessionStorage.getItem(StorageKeys.signInDestinationPath)).toBe('/collections/lips');
    vi.advanceTimersByTime(1);
    expect(sessionStorage.getItem(StorageKeys.signInDestinationPath)).toBeNull();
  });

  it('a social account cannot change its password', async () => {
    const s = setup();
    s.state().me.setUser({ ...ada, native: false, provider: 'Google' });
    await s.state().account.changePassword('a', 'b');
    expect(s.state().account.message).toMatchObject({ key: 'account.errors.noChangePassword' });
  });

  it('sign-out: a native account goes on to the store’s logout; a hosted-UI one leaves that to its way back', async () => {
    const native = setup();
    await native.state().account.signOut('/collections/eyes');
    expect(native.assigned).toEqual(['/account/logout?return_url=%2Fcollections%2Feyes']);
    const google = setup({ currentUser: async () => ({ ...ada, native: false, provider: 'Google' }) });
    await google.state().account.signOut('/collections/eyes');
    // aws-amplify is navigating to the hosted UI: a second navigation would race it.
    expect(google.assigned).toEqual([]);
    expect(sessionStorage.getItem(StorageKeys.signOutReturnUrl)).toBe('/collections/eyes');
  });
});

describe('account flows: events, sign-up outcome and metadata (spec 1 §4, §7)', () => {
  function flows(identity: Partial<IdentityClient> = {}) {
    const events: string[] = [];
    const t = createFakeDeps({
      identity: {
        currentUser: async () => null,
        signUp: vi.fn(async () => ({ confirmed: false })),
        resetPassword: vi.fn(async () => undefined),
        resendSignUpCode: vi.fn(async () => undefined),
        ...identity,
      },
      analytics: { track: (name) => void events.push(name) },
      location: { href: () => window.location.href, referrer: () => document.referrer },
    });
    installSlices(t.store, t.deps, [accountSlice]);
    return { ...t, events, state: () => t.store.getState() };
  }
  const form = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@aurelle.test ', password: 'Pass!word1', acceptsMarketing: true };

  it('forgot password emits forgot_password; resending the sign-up email emits resend_sign_up', async () => {
    const f = flows();
    await f.state().account.forgotPassword('ada@aurelle.test');
    expect(f.events).toEqual(['forgot_password']);
    await f.state().account.resendConfirmation('ada@aurelle.test', 'confirm');
    expect(f.events).toEqual(['forgot_password', 'resend_sign_up']);
  });

  it('sign-up of an already-confirmed user goes to sign-in with sourceOperation=signUp; an unconfirmed one to confirm', async () => {
    const confirmed = flows({ signUp: async () => ({ confirmed: true }) });
    await confirmed.state().account.signUp(form);
    const to = new URL(confirmed.navigations.at(-1)!, 'https://aurelle.example');
    expect(to.searchParams.get('operation')).toBe('signIn');
    expect(to.searchParams.get('sourceOperation')).toBe('signUp');
    expect(to.searchParams.get('email')).toBe('ada@aurelle.test');
    const fresh = flows();
    await fresh.state().account.signUp(form);
    expect(new URL(fresh.navigations.at(-1)!, 'https://aurelle.example').searchParams.get('operation')).toBe('confirm');
  });

  it('sign-up sends the client metadata: language, domain and destinationPath', async () => {
    const f = flows();
    await f.state().account.signUp(form);
    expect(f.deps.identity.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ clientMetadata: { language: 'en', domain: f.deps.config.shop, destinationPath: '/collections/lips' } }),
    );
  });
});
