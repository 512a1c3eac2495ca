import type { Request, Response } from 'express';
import type { IdClaims } from '../identity/id-token';
import type { ApiErrors } from '../../shared/api/live-shopping/live-types';

/**
 * What every live-shopping route needs: who is calling (the Cognito ID token,
 * checked by the injected verifier so tests need no Cognito), the device id,
 * and the error shapes of spec 2 §7 (an `errors` list of messages; 422 when
 * fields fail their checks).
 */
export type Verify = (token: string) => IdClaims | null;

type ApiError = ApiErrors['errors'][number];

export function fail(res: Response, status: number, message: string, extra: Omit<ApiError, 'message'> = {}): void {
  res.status(status).json({ errors: [{ ...extra, message }] } satisfies ApiErrors);
}

export function invalid(res: Response, errors: ApiError[]): void {
  res.status(422).json({ errors } satisfies ApiErrors);
}

export const notFound = (res: Response, what: string) => fail(res, 404, `No such ${what}`);

export function bearer(req: Request): string | undefined {
  return /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
}

/**
 * The signed-in caller, `null` when there is no Authorization header, or
 * 'invalid' for a token that does not verify: an expired token is refused
 * rather than treated as a guest, so the client refreshes it.
 */
export function callerOf(req: Request, verify: Verify): IdClaims | null | 'invalid' {
  const token = bearer(req);
  if (!token) return null;
  return verify(token) ?? 'invalid';
}

/** The signed-in caller, or a 401 sent and null. */
export function needUser(req: Request, res: Response, verify: Verify): IdClaims | null {
  const claims = callerOf(req, verify);
  if (claims && claims !== 'invalid') return claims;
  fail(res, 401, 'Sign in first');
  return null;
}

export const inGroup = (claims: IdClaims, group: string) => (claims['cognito:groups'] ?? []).includes(group);

export type Role = 'influencer' | 'moderator' | 'admin';
// Spec 2 §8's texts for a failed role check.
const NOT_IN_ROLE: Record<Role, string> = {
  influencer: 'User is not an influencer',
  moderator: 'User is not a moderator',
  admin: 'User is not an admin',
};

/** The signed-in caller in `role`'s Cognito group, or a 401/403 sent and null. */
export function needRole(req: Request, res: Response, verify: Verify, role: Role): IdClaims | null {
  const claims = needUser(req, res, verify);
  if (!claims) return null;
  if (inGroup(claims, role)) return claims;
  fail(res, 403, NOT_IN_ROLE[role]);
  return null;
}

export function deviceId(req: Request): string | null {
  const id = req.get('x-device-id')?.trim();
  return id && id.length <= 200 ? id : null;
}
