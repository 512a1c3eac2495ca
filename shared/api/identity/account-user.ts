/** The signed-in account as the ID token's claims describe it (spec 2 §3). No aws-amplify here: show pages read it too. */
export interface AccountUser {
  email: string;
  sub: string;
  groups: string[];
  /** Spec 1 §6: social when a group name ends in Google or Facebook. */
  native: boolean;
  provider: 'Google' | 'Facebook' | null;
  language: string | null;
  givenName: string | null;
  /** custom:accepts_marketing, as chosen at sign-up. */
  acceptsMarketing: boolean | null;
}

export function userFromIdClaims(claims: Record<string, unknown>): AccountUser {
  const groups = Array.isArray(claims['cognito:groups']) ? (claims['cognito:groups'] as string[]) : [];
  const provider = groups.some((g) => g.endsWith('Google')) ? 'Google' : groups.some((g) => g.endsWith('Facebook')) ? 'Facebook' : null;
  return {
    email: String(claims.email ?? ''),
    sub: String(claims.sub ?? ''),
    groups,
    native: provider === null,
    provider,
    language: typeof claims['custom:language'] === 'string' ? (claims['custom:language'] as string) : null,
    givenName: typeof claims.given_name === 'string' ? (claims.given_name as string) : null,
    acceptsMarketing: claims['custom:accepts_marketing'] === 'true' ? true : claims['custom:accepts_marketing'] === 'false' ? false : null,
  };
}
