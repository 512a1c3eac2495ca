import type { AccountUser } from './identity-client';

/** The signed-in shopper the account tests use: a native account, English, subscribed to marketing. */
export const ada: AccountUser = {
  email: 'ada@aurelle.test',
  sub: 's1',
  groups: [],
  native: true,
  provider: null,
  language: 'en',
  givenName: 'Ada',
  acceptsMarketing: true,
};
