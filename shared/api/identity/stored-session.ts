import { userFromIdClaims, type AccountUser } from './account-user';

/**
 * The signed-in session as aws-amplify v6 keeps it in localStorage, read
 * without loading aws-amplify: show pages need only "who is this, and their
 * ID token", and the full identity client costs ~60 KB gz. An expired token
 * is not returned; the caller then asks the full client, which refreshes.
 */
const PREFIX = 'CognitoIdentityServiceProvider';
/** Treat a token this close to expiry as expired, so a call never carries one that lapses in flight. */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000;

export interface StoredSession {
  user: AccountUser;
  idToken: string;
  expiresAt: number;
  /** A refresh token exists, so the full client can renew an expired ID token. */
  refreshable: boolean;
}

function claimsOf(jwt: string): Record<string, unknown> | null {
  const body = jwt.split('.')[1];
  if (!body) return null;
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(decodeURIComponent(escape(json)));
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}

/** The stored session, or null when nobody is signed in. `idToken` is '' when it has expired. */
export function readStoredSession(storage: Pick<Storage, 'getItem'>, clientId: string, now: number): StoredSession | null {
  try {
    const user = storage.getItem(`${PREFIX}.${clientId}.LastAuthUser`);
    if (!user) return null;
    const idToken = storage.getItem(`${PREFIX}.${clientId}.${user}.idToken`);
    const claims = idToken ? claimsOf(idToken) : null;
    if (!idToken || !claims || typeof claims.exp !== 'number') return null;
    const expiresAt = claims.exp * 1000;
    const refreshable = !!storage.getItem(`${PREFIX}.${clientId}.${user}.refreshToken`);
    if (expiresAt - TOKEN_EXPIRY_MARGIN_MS <= now && !refreshable) return null;
    return { user: userFromIdClaims(claims), idToken: expiresAt - TOKEN_EXPIRY_MARGIN_MS > now ? idToken : '', expiresAt, refreshable };
  } catch {
    return null; // storage blocked
  }
}

/** Who is signed in, for show pages: the stored session (the loader reads it), and a renewed token when it has expired. */
export interface ViewerSession {
  stored(): Promise<StoredSession | null>;
  /** The full identity client's token (it renews an expired one with the refresh token). */
  refreshedIdToken(): Promise<string | null>;
}
