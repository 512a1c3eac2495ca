import { act, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { onTestFinished, vi } from 'vitest';
import { parseConfig } from '../../shared/config';
import { HttpError } from '../../shared/http';
import { registerMessages } from '../../shared/i18n';
import { enAccount } from '../../shared/i18n/en-account';
import { NAVIGATE_EVENT } from '../../shared/routes/navigate';
import { matchRoute } from '../../shared/routes/route-table';
import { createFakeDeps } from '../../shared/store/app-deps.test-helpers';
import { StoreProvider } from '../../shared/store/react';
import type { AppDeps } from '../../shared/store/app-deps';
import { accountSlice } from '../../shared/store/slices/account/account-slice';
import { Account } from './Account';
import type { MeState } from '../../shared/store/slices/me-slice';
import { installSlices } from '../../shared/store/install-slices';
import { ada } from '../../shared/api/identity/account-user.test-helpers';

/**
 * The account hub rendered as on /pages/myaccount: the Account widget over a
 * store from createFakeDeps with the account slice installed on faked clients.
 * Tests find things by role and label, and check the clients' calls.
 */
registerMessages('en', enAccount);

/** What a screen reader reads after a field's name: the texts its aria-describedby points to (its error, then its hint). */
export const descriptionOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

export type AccountUser = NonNullable<MeState['user']>;
export { ada };
/** A password that meets every rule. */
export const GOOD_PASSWORD = 'Lovelace!1843';

/** A Cognito failure as aws-amplify throws it: the exception's name, and its message. */
export const cognitoError = (name: string, message = name) => Object.assign(new Error(message), { name });
/** A non-OK response from a backend, as shared/http throws it. */
export const httpError = (status: number, json: unknown = null, statusText = '') =>
  new HttpError(new Response(null, { status, statusText }), json);

/**
 * Cognito as the page sees it: signing in makes a current user, signing out ends it; aws-amplify keeps that
 * session in storage, which the page reads without it (viewerSession).
 */
function fakeIdentity(signedIn: AccountUser | null): Pick<AppDeps, 'identity' | 'viewerSession'> {
  let current = signedIn;
  const viewerSession: AppDeps['viewerSession'] = {
    stored: async () => (current ? { user: current, idToken: 'id-token', expiresAt: Infinity, refreshable: true } : null),
    refreshedIdToken: async () => (current ? 'id-token' : null),
  };
  const identity: AppDeps['identity'] = {
    currentUser: vi.fn(async () => current),
    idToken: vi.fn(async () => (current ? 'id-token' : null)),
    signIn: vi.fn(async (email: string) => {
      current = { ...ada, email };
      return 'signedIn' as const;
    }),
    signUp: vi.fn(async () => ({ confirmed: false })),
    confirmSignUp: vi.fn(async () => {}),
    resendSignUpCode: vi.fn(async () => {}),
    resetPassword: vi.fn(async () => {}),
    confirmResetPassword: vi.fn(async () => {}),
    updatePassword: vi.fn(async () => {}),
    signOut: vi.fn(async () => {
      current = null;
    }),
    signInWithProvider: vi.fn(async () => {}),
    redirectResult: vi.fn(async () => ({ ok: true as const })),
  };
  return { identity, viewerSession };
}

const emptyProfile = { displayName: null, influencer: null, bio: '', pictureVersion: 0 };

export interface AccountFakes {
  /** The signed-in user (null: signed out). */
  signedIn?: AccountUser | null;
  identity?: Partial<AppDeps['identity']>;
  backend?: Partial<AppDeps['account']>;
  customer?: Partial<AppDeps['customer']>;
  profile?: Partial<AppDeps['live']['profile']>;
  /** Config fields over the defaults (features, country, cognito...). */
  config?: Record<string, unknown>;
}

/** Renders the hub at `url` (e.g. '/pages/myaccount?operation=signIn'), once the user has loaded. */
export async function renderAccount(url: string, { signedIn = null, config = {}, ...fakes }: AccountFakes = {}) {
  // The next test, in this file or the next, starts on the page it found: its address, the real clock, no storage.
  const address = window.location.href;
  onTestFinished(() => {
    vi.useRealTimers();
    sessionStorage.clear();
    localStorage.clear();
    window.history.replaceState(null, '', address);
  });
  window.history.replaceState(null, '', url);
  const navigations: string[] = [];
  const cognito = fakeIdentity(signedIn);
  const preloadIdentity = vi.fn();
  const clients = {
    identity: { ...cognito.identity, ...fakes.identity },
    backend: {
      state: vi.fn(async () => ({ state: 'CONFIRMED' as const, thirdPartyProvider: null })),
      multipass: vi.fn(async () => ({ multipassToken: 'MP' })),
      ssoSessionCode: vi.fn(async () => ({ sessionCode: 'SC', handOff: 'H1' })),
      ssoHandOff: vi.fn(async () => ({ signedOn: true })),
      ssoFrontAnswers: vi.fn(async () => {}),
      ...fakes.backend,
    },
    customer: {
      customerTokenWithMultipass: vi.fn(async () => ({ accessToken: 'cat', expiresAt: '2999-01-01T00:00:00Z' })),
      customerAcceptsMarketing: vi.fn(async () => false),
      updateAcceptsMarketing: vi.fn(async (_token: string, acceptsMarketing: boolean) => ({ acceptsMarketing, errors: [] })),
      ...fakes.customer,
    },
    profile: {
      me: vi.fn(async () => emptyProfile),
      validateDisplayName: vi.fn(async () => ({ result: 'VALID' })),
      setDisplayName: vi.fn(async () => emptyProfile),
      validateHandle: vi.fn(async () => ({ result: 'VALID', available: true })),
      setHandle: vi.fn(async () => emptyProfile),
      ...fakes.profile,
    },
  };
  const fake = createFakeDeps({
    config: parseConfig(JSON.stringify({ locale: 'en', shop: 'aurelle.example', ...config }), 'https://cdn.example/vanity.js'),
    identity: clients.identity,
    viewerSession: cognito.viewerSession,
    preloadIdentity,
    account: clients.backend,
    customer: clients.customer,
    live: { profile: clients.profile },
    // The page's address is happy-dom's; full loads (Multipass, logout) are only recorded.
    location: {
      href: () => window.location.href,
      referrer: () => document.referrer,
      replace: (url) => window.history.replaceState(window.history.state, '', url),
    },
    navigate: (to) => {
      navigations.push(to);
      // The hub moves between its operations in place, as on the page; anything else is only recorded.
      if (new URL(to, window.location.href).pathname !== window.location.pathname) return;
      window.history.pushState(null, '', to);
      window.dispatchEvent(new CustomEvent(NAVIGATE_EVENT));
    },
  });
  installSlices(fake.store, fake.deps, [accountSlice]);
  const ctx = fake.mountContext(matchRoute(window.location.href));
  const host = document.createElement('div');
  const user = userEvent.setup({ advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)) });
  const view = render(createElement(StoreProvider, { store: fake.store, children: createElement(Account, { host, ctx }) }));
  // The first effects' calls (the current user, a link's confirmation...) settle inside act, as a person would wait for them.
  await act(async () => {});
  return { ...fake, ...clients, preloadIdentity, navigations, user, view };
}

export type AccountView = Awaited<ReturnType<typeof renderAccount>>;
