import { createSign } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Real Cognito's ID token carries the user's standard profile attributes (given_name, family_name...) and, for a
 * federated user, the `identities` claim (an array, spec 1 §3 and §6); cognito-local signs email and custom
 * attributes only. This adds both from the user's attributes and signs the token again with cognito-local's own key,
 * so the stand-in's tokens read like Cognito's (a theme's "Hi, Ada" comes from given_name).
 */
const privateKey = (): string =>
  (createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string }).pem;

type Attributes = Array<{ Name: string; Value?: string }> | undefined;

/** The standard attributes Cognito copies into the ID token when the app client may read them (all, by default). */
const PROFILE_CLAIMS = ['name', 'given_name', 'family_name', 'middle_name', 'nickname', 'preferred_username', 'locale', 'zoneinfo'];

export function withCognitoClaims(idToken: string, attributes: Attributes): string {
  const value = attributes?.find((a) => a.Name === 'identities')?.Value;
  const profile = (attributes ?? []).filter((a) => PROFILE_CLAIMS.includes(a.Name) && a.Value);
  if (!value && profile.length === 0) return idToken;
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  for (const a of profile) claims[a.Name] ??= a.Value;
  if (value) {
    const parsed = JSON.parse(value) as Array<Record<string, unknown>>;
    // Cognito's shape: strings for primary and dateCreated, and the issuer (null for social providers).
    claims.identities = parsed.map((i) => ({ dateCreated: String(Date.now()), issuer: null, ...i, primary: String(i.primary ?? 'true') }));
  }
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const signature = createSign('RSA-SHA256').update(body).sign(privateKey()).toString('base64url');
  return `${body}.${signature}`;
}

/** The user named by an ID token (its cognito:username), for the refresh paths that hold no user. */
export function usernameOf(idToken: string): string {
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return String(claims['cognito:username'] ?? '');
}
