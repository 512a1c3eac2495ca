import { readStoredSession, TOKEN_EXPIRY_MARGIN_MS } from './stored-session';

const b64 = (o: object) =>
  btoa(unescape(encodeURIComponent(JSON.stringify(o))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
const jwt = (claims: object) => `${b64({ alg: 'RS256' })}.${b64(claims)}.sig`;
const NOW = Date.parse('2026-11-22T12:00:00Z');
const store = (entries: Record<string, string>) => ({ getItem: (k: string) => entries[k] ?? null });
const key = (rest: string) => `CognitoIdentityServiceProvider.client1.${rest}`;

describe('the stored session, read without aws-amplify', () => {
  const claims = { sub: 'u1', email: 'zoë@aurelle.test', 'cognito:groups': ['moderator'], exp: NOW / 1000 + 3600 };
  it('reads the user and the ID token aws-amplify stored', () => {
    const s = readStoredSession(store({ [key('LastAuthUser')]: 'u1', [key('u1.idToken')]: jwt(claims) }), 'client1', NOW);
    expect(s?.user).toMatchObject({ sub: 'u1', email: 'zoë@aurelle.test', groups: ['moderator'], native: true });
    expect(s?.idToken).toBe(jwt(claims));
  });
  it('is signed out without a last user, a token, or readable claims', () => {
    expect(readStoredSession(store({}), 'client1', NOW)).toBeNull();
    expect(readStoredSession(store({ [key('LastAuthUser')]: 'u1' }), 'client1', NOW)).toBeNull();
    expect(readStoredSession(store({ [key('LastAuthUser')]: 'u1', [key('u1.idToken')]: 'garbage' }), 'client1', NOW)).toBeNull();
    expect(readStoredSession(store({ [key('LastAuthUser')]: 'u1', [key('u1.idToken')]: jwt(claims) }), 'other', NOW)).toBeNull();
  });
  it('never hands out a token about to expire: empty when it can be refreshed, signed out when not', () => {
    const soon = jwt({ ...claims, exp: (NOW + TOKEN_EXPIRY_MARGIN_MS - 1000) / 1000 });
    const base = { [key('LastAuthUser')]: 'u1', [key('u1.idToken')]: soon };
    expect(readStoredSession(store(base), 'client1', NOW)).toBeNull();
    const refreshable = readStoredSession(store({ ...base, [key('u1.refreshToken')]: 'r' }), 'client1', NOW);
    expect(refreshable).toMatchObject({ idToken: '', refreshable: true, user: { sub: 'u1' } });
  });
});
