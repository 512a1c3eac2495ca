import type { AccountClient } from '../api/account/account-client';
import type { IdentityClient } from '../api/identity/identity-client';
import type { CustomerApi, ViewerSession } from './app-deps';

/** Fake clients for createFakeDeps, each call a plausible answer; tests override what they are about. */

/** Nobody signed in; every identity call succeeds. */
export const fakeIdentity = (): IdentityClient => ({
  currentUser: async () => null,
  idToken: async () => null,
  signIn: async () => 'signedIn',
  signUp: async () => ({ confirmed: false }),
  confirmSignUp: async () => {},
  resendSignUpCode: async () => {},
  resetPassword: async () => {},
  confirmResetPassword: async () => {},
  updatePassword: async () => {},
  signOut: async () => {},
  signInWithProvider: async () => {},
  redirectResult: async () => ({ ok: true }),
});

export const fakeAccount = (): AccountClient => ({
  state: async () => ({ state: 'CONFIRMED', thirdPartyProvider: null }),
  multipass: async () => ({ multipassToken: 'MP' }),
  ssoSessionCode: async () => ({ sessionCode: 'SC', handOff: 'H1' }),
  ssoHandOff: async () => ({ signedOn: true }),
  ssoFrontAnswers: async () => {},
});

/** No customer access token: the marketing preference is unavailable. */
export const fakeCustomer = (): CustomerApi => ({
  customerTokenWithMultipass: async () => null,
  customerAcceptsMarketing: async () => null,
  updateAcceptsMarketing: async () => ({ acceptsMarketing: null, errors: [] }),
});

export const anonymousViewer = (): ViewerSession => ({ stored: async () => null, refreshedIdToken: async () => null });
