import { describe, expect, it } from 'vitest';
import { userFromIdClaims } from './account-user';

const base = { email: 'ada@aurelle.test', sub: 's1' };

describe('native or social, from the ID token’s claims (spec 1 §6, §3)', () => {
  it('an account with no identities claim (and no social group) is native', () => {
    expect(userFromIdClaims({ ...base, 'cognito:groups': ['viewers'] })).toMatchObject({ native: true, provider: null });
    expect(userFromIdClaims({ ...base, identities: [] })).toMatchObject({ native: true, provider: null });
    expect(userFromIdClaims(base)).toMatchObject({ native: true, provider: null, groups: [] });
  });

  it('an account is social if a group name ends in Google or Facebook', () => {
    const google = [{ providerName: 'Google', providerType: 'Google', userId: '1', primary: 'true' }];
    expect(userFromIdClaims({ ...base, identities: google, 'cognito:groups': ['us-west-2_abc_Google'] })).toMatchObject({
      native: false,
      provider: 'Google',
    });
    expect(userFromIdClaims({ ...base, 'cognito:groups': ['viewers', 'us-west-2_abc_Facebook'] })).toMatchObject({
      native: false,
      provider: 'Facebook',
    });
  });

  it('a group name with Google or Facebook only in the middle or at the start is no sign of a social account', () => {
    for (const group of ['us-west-2_abc_GoogleFans', 'Google_moderators', 'Facebook-ads', 'us-west-2_abc_google']) {
      expect(userFromIdClaims({ ...base, 'cognito:groups': [group] }), group).toMatchObject({ native: true, provider: null });
    }
  });

  it('the identities claim makes it social too, as the ID token’s array or the attribute’s JSON string', () => {
    expect(userFromIdClaims({ ...base, identities: [{ providerName: 'Google' }] })).toMatchObject({ native: false, provider: 'Google' });
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

  it('a social group with no identities claim is social, not native: the group rule is read first', () => {
    // The two rules of spec 1 §6 disagree here; Cognito files only federated users in such a group, and they have
    // no password of their own to change.
    expect(userFromIdClaims({ ...base, 'cognito:groups': ['us-west-2_abc_Google'] })).toMatchObject({ native: false, provider: 'Google' });
  });

  it('a group list with something other than names in it is read for its names', () => {
    expect(userFromIdClaims({ ...base, 'cognito:groups': [42, null, 'pool_Google'] })).toMatchObject({
      groups: ['pool_Google'],
      provider: 'Google',
    });
  });
});
