import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { IdClaims } from '../identity/id-token';
import type { GuestCredentials } from '../../shared/api/live-shopping/live-types';
import { callerOf, fail, invalid, type Verify } from './http-helpers';
import type { ProfileStore } from './profile-store';
import { signingKey } from './signing-key';

/**
 * Guests (viewers not signed in) are who their guest secret says: a random id the server signed and issued on
 * POST /guest/v1 (our addition to spec 2 §7), sent back as X-Guest-Secret. The device id is public (it rides on
 * every analytics event), so nothing a guest owns (chat identity, messages to edit, share code, reaction quota)
 * hangs on it: a request with a known device id but not its secret is someone else.
 */
export function createGuestSecrets(keyFile: string) {
  const mac = signingKey(keyFile, 'guest secrets');
  return {
    issue(): string {
      const id = randomBytes(18).toString('base64url');
      return `${id}.${mac(id).toString('base64url')}`;
    },
    /** The guest id of a genuine secret; null otherwise. */
    check(secret: unknown): string | null {
      if (typeof secret !== 'string' || secret.length > 200) return null;
      const [id, signature, extra] = secret.split('.');
      if (!id || !signature || extra !== undefined) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
export type GuestSecrets = ReturnType<typeof createGuestSecrets>;

export type Viewer = { kind: 'user'; id: string; claims: IdClaims } | { kind: 'guest'; id: string };

/**
 * Who a viewer's call speaks for: their profile signed in, else the guest of the guest secret. Sends a 401 for an
 * ID token or a guest secret that does not verify (the client then gets a fresh one), a 422 for neither (a device
 * id alone is no one), and answers null.
 */
export function viewerOf(req: Request, res: Response, verify: Verify, profiles: ProfileStore, guests: GuestSecrets): Viewer | null {
  const caller = callerOf(req, verify);
  if (caller === 'invalid') {
    fail(res, 401, 'Sign in first');
    return null;
  }
  if (caller) return { kind: 'user', id: profiles.get(caller.sub, caller.email).id, claims: caller };
  const secret = req.get('x-guest-secret');
  if (secret === undefined) {
    invalid(res, [{ field: 'X-Guest-Secret', code: 'REQUIRED', message: 'Sign in or send a guest secret' }]);
    return null;
  }
  const guest = guests.check(secret);
  if (guest) return { kind: 'guest', id: guest };
  fail(res, 401, 'Unknown guest secret', { code: 'GUEST_SECRET_INVALID' });
  return null;
}

export function guestRoutes(guests: GuestSecrets): Router {
  const router = Router();
  router.post('/guest/v1', (_req: Request, res: Response) => {
    // Never cached: each answer is a new guest's credential.
    res
      .set('Cache-Control', 'no-store')
      .status(201)
      .json({ guestSecret: guests.issue() } satisfies GuestCredentials);
  });
  return router;
}
