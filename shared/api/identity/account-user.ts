/** The signed-in account as the ID token's claims describe it (spec 2 §3). No aws-amplify here: show pages read it too. */
export interface AccountUser {
  email: string;
  sub: string;
  groups: string[];
  /** Spec 1 §6: native when the token has no `identities` claim (a Google or Facebook sign-in carries one). */
  native: boolean;
  /** Spec 1 §6: the social provider, from a group name ending in Google or Facebook (else the identities claim). */
  provider: 'Google' | 'Facebook' | null;
  language: string | null;
  givenName: string | null;
  /** custom:accepts_marketing, as chosen at sign-up. */
  acceptsMarketing: boolean | null;
}

/** The `identities` claim: an array in Cognito's ID token, a JSON string as a user attribute; null when absent or empty. */
function identitiesOf(claim: unknown): Array<{ providerName?: unknown }> | null {
  let value = claim;
  if (typeof claim === 'string') {
    try {
      value = JSON.parse(claim);
    } catch {
      // Present but unreadable: still a federated account's claim.
      return claim.trim() ? [] : null;
    }
  }
  if (!Array.isArray(value)) return value === undefined || value === null ? null : [];
  // Present is federated; only objects can name a provider.
  return value.length ? value.filter((i): i is { providerName?: unknown } => !!i && typeof i === 'object') : null;
}

const SOCIAL = ['Google', 'Facebook'] as const;

export function userFromIdClaims(claims: Record<string, unknown>): AccountUser {
  // Group names only: anything else in the claim is skipped rather than failing the whole sign-in.
  const groups = Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'].filter((g): g is string => typeof g === 'string') : [];
  const identities = identitiesOf(claims.identities);
  const native = identities === null;
  const byGroup = SOCIAL.find((p) => groups.some((g) => g.endsWith(p))) ?? null;
  const byIdentity = SOCIAL.find((p) => identities?.some((i) => i.providerName === p)) ?? null;
  return {
    email: typeof claims.email === 'string' ? claims.email : '',
    sub: typeof claims.sub === 'string' ? claims.sub : '',
    groups,
    native,
    provider: native ? null : (byGroup ?? byIdentity),
    language: typeof claims['custom:language'] === 'string' ? (claims['custom:language'] as string) : null,
    givenName: typeof claims.given_name === 'string' ? (claims.given_name as string) : null,
    acceptsMarketing: claims['custom:accepts_marketing'] === 'true' ? true : claims['custom:accepts_marketing'] === 'false' ? false : null,
  };
}
