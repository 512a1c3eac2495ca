/** The signed-in account as the ID token's claims describe it (spec 2 §3). No aws-amplify here: show pages read it too. */
export interface AccountUser {
  email: string;
  sub: string;
  groups: string[];
  /**
   * Spec 1 §6: an account with no `identities` claim is native (it has a password of its own to change), unless a
   * group says it is social: the group rule is read first.
   */
  native: boolean;
  /**
   * Spec 1 §6: an account is social if a group name ends in Google or Facebook (Cognito files a federated user in
   * `<pool id>_Google`); the provider is that group's, else the one the identities claim names. Null: not social.
   */
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

/** Spec 1 §6: the provider a group name ends in (`us-west-2_abc_Google`); a name with Google elsewhere in it is no sign. */
function socialProviderOfGroups(groups: readonly string[]): 'Google' | 'Facebook' | null {
  return SOCIAL.find((p) => groups.some((g) => g.endsWith(p))) ?? null;
}

export function userFromIdClaims(claims: Record<string, unknown>): AccountUser {
  // Group names only: anything else in the claim is skipped rather than failing the whole sign-in.
  const groups = Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'].filter((g): g is string => typeof g === 'string') : [];
  const identities = identitiesOf(claims.identities);
  const byGroup = socialProviderOfGroups(groups);
  const byIdentity = SOCIAL.find((p) => identities?.some((i) => i.providerName === p)) ?? null;
  // Spec 1 §6 gives two rules: a group ending in Google or Facebook makes an account social; no identities claim
  // makes it native. Where they disagree (the group, no claim: a token whose claim was dropped), the group wins:
  // Cognito files only federated users in such a group, and such a user has no password to change.
  const native = identities === null && byGroup === null;
  return {
    email: typeof claims.email === 'string' ? claims.email : '',
    sub: typeof claims.sub === 'string' ? claims.sub : '',
    groups,
    native,
    provider: byGroup ?? byIdentity,
    language: typeof claims['custom:language'] === 'string' ? (claims['custom:language'] as string) : null,
    givenName: typeof claims.given_name === 'string' ? (claims.given_name as string) : null,
    acceptsMarketing: claims['custom:accepts_marketing'] === 'true' ? true : claims['custom:accepts_marketing'] === 'false' ? false : null,
  };
}
