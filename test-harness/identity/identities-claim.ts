import { createSign } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Real Cognito puts a federated user's `identities` claim in the ID token (an array, spec 1 §3 and §6); cognito-local
 * signs custom attributes only. This adds the claim from the user's `identities` attribute and signs the token again
 * with cognito-local's own key, so the stand-in's tokens read like Cognito's. A native user's token is left alone.
 */
const privateKey = (): string =>
  (createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string }).pem;

type Attributes = Array<{ Name: string; Value?: string }> | undefined;

export function withIdentitiesClaim(idToken: string, attributes: Attributes): string {
  const value = attributes?.find((a) => a.Name === 'identities')?.Value;
  if (!value) return idToken;
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  const parsed = JSON.parse(value) as Array<Record<string, unknown>>;
  // Cognito's shape: strings for primary and dateCreated, and the issuer (null for social providers).
  claims.identities = parsed.map((i) => ({ dateCreated: String(Date.now()), issuer: null, ...i, primary: String(i.primary ?? 'true') }));
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const signature = createSign('RSA-SHA256').update(body).sign(privateKey()).toString('base64url');
  return `${body}.${signature}`;
}

/** The user named by an ID token (its cognito:username), for the refresh paths that hold no user. */
export function usernameOf(idToken: string): string {
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return String(claims['cognito:username'] ?? '');
}
