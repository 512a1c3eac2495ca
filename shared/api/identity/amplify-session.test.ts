import { amplifySignInStorage } from './amplify-session.test-helpers';
import { readStoredSession } from './stored-session';

const now = Date.parse('2026-11-28T12:00:00Z');
const pool = { userPoolId: 'local_pool', userPoolClientId: 'client123' };
const jwt = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('amplifySignInStorage', () => {
  it('lays a sign-in out where the show pages read the stored session', async () => {
    const tokens = {
      AccessToken: jwt({ sub: 'abc', token_use: 'access', exp: now / 1000 + 3600 }),
      IdToken: jwt({ sub: 'abc', email: 'mia@aurelle.test', token_use: 'id', exp: now / 1000 + 3600, given_name: 'Mia' }),
      RefreshToken: 'refresh',
    };
    const storage = new Map(await amplifySignInStorage(pool, 'mia@aurelle.test', tokens));
    expect(readStoredSession({ getItem: (key) => storage.get(key) ?? null }, pool.userPoolClientId, now)).toMatchObject({
      idToken: tokens.IdToken,
      refreshable: true,
      user: { email: 'mia@aurelle.test' },
    });
    // Only aws-amplify's own entries, under its prefix and this client: nothing else goes into the page's storage.
    expect(storage.get(`CognitoIdentityServiceProvider.${pool.userPoolClientId}.mia@aurelle.test.accessToken`)).toBe(tokens.AccessToken);
    expect([...storage.keys()].every((key) => key.startsWith(`CognitoIdentityServiceProvider.${pool.userPoolClientId}.`))).toBe(true);
  });
});
