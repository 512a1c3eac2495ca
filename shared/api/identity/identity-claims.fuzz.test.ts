import fc from 'fast-check';
import { anyJson, fuzz, hostileText, orJunk } from '../../fuzz.test-helpers';
import { userFromIdClaims } from './account-user';
import { readStoredSession } from './stored-session';

/** ID tokens a browser's storage may hold: well-formed ones with odd claims, and anything else written under the key. */
const NOW = Date.parse('2026-11-22T12:00:00Z');
const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const claims = fc.record(
  {
    sub: orJunk(hostileText()),
    email: orJunk(hostileText()),
    exp: orJunk(fc.integer({ min: NOW / 1000 + 120, max: NOW / 1000 + 86_400 })),
    'cognito:groups': orJunk(fc.array(orJunk(fc.constantFrom('moderator', 'influencer', 'admin', 'eu-west-1_x_Google')), { maxLength: 4 })),
    identities: orJunk(
      fc.oneof(
        fc.array(orJunk(fc.record({ providerName: orJunk(fc.constantFrom('Google', 'Facebook')) })), { maxLength: 3 }),
        hostileText(),
      ),
    ),
    given_name: orJunk(hostileText()),
    'custom:language': orJunk(fc.constantFrom('fr', 'en')),
    'custom:accepts_marketing': orJunk(fc.constantFrom('true', 'false')),
  },
  { requiredKeys: [] },
);
const token = fc.oneof(
  fc.tuple(claims, hostileText()).map(([c, sig]) => `${b64url('{"alg":"RS256"}')}.${b64url(JSON.stringify(c))}.${sig}`),
  anyJson().map((c) => `${b64url('{}')}.${b64url(JSON.stringify(c) ?? '')}.sig`),
  hostileText(),
  fc.constantFrom('a.b.c', '..', '.%%%.', `x.${b64url('\uFFFD\u0000')}.y`),
);
const storage = (idToken: string, refreshToken: string | null) => ({
  getItem: (k: string) =>
    ({
      'CognitoIdentityServiceProvider.c1.LastAuthUser': 'u1',
      'CognitoIdentityServiceProvider.c1.u1.idToken': idToken,
      'CognitoIdentityServiceProvider.c1.u1.refreshToken': refreshToken,
    })[k] ?? null,
});

function expectUser(user: ReturnType<typeof userFromIdClaims>): void {
  expect(typeof user.email).toBe('string');
  expect(typeof user.sub).toBe('string');
  expect(user.groups.every((g) => typeof g === 'string')).toBe(true);
  expect([null, 'Google', 'Facebook']).toContain(user.provider);
  expect([null, true, false]).toContain(user.acceptsMarketing);
}

describe('ID token claims and the stored session (property)', () => {
  it('any claims make a user without throwing', () => {
    fuzz(
      fc.property(fc.oneof(claims, fc.dictionary(fc.string(), anyJson(), { noNullPrototype: true })), (c) =>
        expectUser(userFromIdClaims(c as Record<string, unknown>)),
      ),
      300,
    );
  });

  it('any stored token reads as a session or as signed out, never an exception; a token with a future exp is a session', () => {
    fuzz(
      fc.property(token, fc.option(fc.constant('refresh')), (idToken, refresh) => {
        const session = readStoredSession(storage(idToken, refresh), 'c1', NOW);
        if (session) expectUser(session.user);
        const body = idToken.split('.')[1];
        let exp: unknown;
        try {
          exp = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8'))?.exp;
        } catch {
          exp = undefined;
        }
        if (typeof exp === 'number' && exp * 1000 > NOW + 120_000 && /^[\w-]*$/.test(body ?? '')) expect(session?.idToken).toBe(idToken);
      }),
      300,
    );
  });
});

describe('ID token claims (regressions found by the property test)', () => {
  it('a group or an identity that is not what Cognito writes is skipped, not a signed-out reader', () => {
    const user = userFromIdClaims({
      sub: 'u1',
      'cognito:groups': [1, null, 'moderator', 'x_Google'],
      identities: [null, 3, { providerName: 'Google' }],
    });
    expect(user).toMatchObject({ groups: ['moderator', 'x_Google'], native: false, provider: 'Google' });
    const token = `e30.${b64url(JSON.stringify({ sub: 'u1', exp: NOW / 1000 + 3600, 'cognito:groups': [7, 'moderator'] }))}.sig`;
    expect(readStoredSession(storage(token, null), 'c1', NOW)?.user.groups).toEqual(['moderator']);
  });
});
