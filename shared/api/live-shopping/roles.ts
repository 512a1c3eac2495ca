/**
 * Spec 2 §6: the client checks the role before any call, and throws the
 * spec's own words when it fails. The backend checks again on its side.
 */
export type LiveRole = 'influencer' | 'moderator' | 'admin';

const ARTICLE: Record<LiveRole, string> = { influencer: 'an influencer', moderator: 'a moderator', admin: 'an admin' };

export class RoleError extends Error {
  override name = 'RoleError';
  constructor(readonly role: LiveRole) {
    super(`User is not ${ARTICLE[role]}`);
  }
}

export function requireRole(groups: readonly string[] | null | undefined, role: LiveRole): void {
  if (!groups?.includes(role)) throw new RoleError(role);
}
