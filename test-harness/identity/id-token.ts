import { createPublicKey, createVerify } from 'node:crypto';
import { createRequire } from 'node:module';

/** Verifies a Cognito ID token (RS256, signed with cognito-local's key) the way a backend does. */
const require = createRequire(import.meta.url);
const jwk = require('cognito-local/lib/keys/cognitoLocal.public.json').jwk;
const publicKey = createPublicKey({ key: jwk, format: 'jwk' });

export interface IdClaims {
  sub: string;
  email: string;
  aud: string;
  exp: number;
  token_use: string;
  'cognito:groups'?: string[];
  'cognito:username'?: string;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

export function verifyIdToken(token: string, clientId: string, now = Date.now()): IdClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    if (header.alg !== 'RS256') return null;
    const ok = createVerify('RSA-SHA256').update(`${head}.${body}`).verify(publicKey, Buffer.from(signature, 'base64url'));
    if (!ok) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as IdClaims;
    if (claims.token_use !== 'id' || claims.aud !== clientId || claims.exp * 1000 < now) return null;
    return claims;
  } catch {
    return null;
  }
}
