// @vitest-environment node
import { withCognitoClaims } from './identities-claim';

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const token = (claims: object) =>
  `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('the stand-in’s ID token, as Cognito signs it', () => {
  it('carries the standard profile attributes (given_name…) beside cognito-local’s email and custom ones', () => {
    const out = claimsOf(
      withCognitoClaims(token({ sub: 'u1', email: 'clara@aurelle.test', 'custom:language': 'en' }), [
        { Name: 'given_name', Value: 'Clara' },
        { Name: 'family_name', Value: 'Confirmed' },
        { Name: 'custom:accepts_marketing', Value: 'true' },
      ]),
    );
    expect(out).toMatchObject({
      sub: 'u1',
      email: 'clara@aurelle.test',
      given_name: 'Clara',
      family_name: 'Confirmed',
      'custom:language': 'en',
    });
    expect(out.identities).toBeUndefined();
  });

  it('adds a federated user’s identities claim in Cognito’s shape', () => {
    const out = claimsOf(
      withCognitoClaims(token({ sub: 'u2' }), [{ Name: 'identities', Value: '[{"providerName":"Google","userId":"g1"}]' }]),
    );
    expect(out.identities).toEqual([
      { dateCreated: expect.any(String), issuer: null, providerName: 'Google', userId: 'g1', primary: 'true' },
    ]);
  });

  it('leaves a token with nothing to add untouched', () => {
    const original = token({ sub: 'u3' });
    expect(withCognitoClaims(original, [{ Name: 'email', Value: 'x@aurelle.test' }])).toBe(original);
  });
});
