import { describe, expect, it } from 'vitest';
import { userFromIdClaims } from './account-user';

const base = { email: 'ada@aurelle.test', sub: 's1' };

describe('native or social, from the ID token’s claims (spec 1 §6, §3)', () => {
  it('an account with no identities claim is native', () => {
    expect(userFromIdClaims({ ...base, 'cognito:groups': ['viewers'] })).toMatchObject({ native: true, provider: null });
    expect(userFromIdClaims({ ...base, identities: [] })).toMatchObject({ native: true, provider: null });
  });

  it('the identities claim makes it social, as the ID token’s array or the attribute’s JSON string', () => {
    const google = [{ providerName: 'Google', providerType: 'Google', userId: '1', primary: 'true' }];
    expect(userFromIdClaims({ ...base, identities: google, 'cognito:groups': ['us-west-2_abc_Google'] })).toMatchObject({
      native: false,
      provider: 'Google',
    });
    expect(userFromIdClaims({ ...base, identities: JSON.stringify([{ providerName: 'Facebook' }]) })).toMatchObject({
      native: false,
      provider: 'Facebook',
    });
  });

  it('the provider is the group whose name ends in Google or Facebook, ahead of the claim', () => {
    expect(userFromIdClaims({ ...base, identities: [{ providerName: 'Google' }], 'cognito:groups': ['pool_Facebook'] })).toMatchObject({
      native: false,
      provider: 'Facebook',
    });
  });

  it('a group name alone, with no identities claim, does not make the account social', () => {
    expect(userFromIdClaims({ ...base, 'cognito:groups': ['us-west-2_abc_Google'] })).toMatchObject({ native: true, provider: null });
  });
});
