import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * The identity provider's own session: a cookie on the hosted UI's origin, as Cognito's hosted UI keeps one (named
 * `cognito`) after a sign-in there, a password or a Google or Facebook consent. While it lasts, an authorization
 * request for any of the pool's app clients is answered without asking again (OpenID Connect's silent sign-in); the
 * hosted UI's /logout (Cognito's, or RP-initiated) ends it.
 */
export interface IdpSession {
  id: string;
  email: string;
  /** When the person proved who they are (seconds): the ID token's auth_time. */
  authTime: number;
}

export const IDP_SESSION_COOKIE = 'cognito';
/** Cognito's hosted-UI session lasts an hour. */
export const IDP_SESSION_TTL_MS = 60 * 60_000;

export interface IdpSessions {
  start(res: Response, email: string, now?: number): IdpSession;
  current(req: Pick<Request, 'get'>, now?: number): IdpSession | null;
  end(req: Pick<Request, 'get'>, res: Response): void;
}

export function createIdpSessions(): IdpSessions {
  const sessions = new Map<string, IdpSession & { expires: number }>();
  const idOf = (req: Pick<Request, 'get'>) => new RegExp(`(?:^|;\\s*)${IDP_SESSION_COOKIE}=([^;]+)`).exec(req.get('cookie') ?? '')?.[1];
  return {
    start(res, email, now = Date.now()) {
      const id = randomBytes(24).toString('base64url');
      const session = { id, email: email.toLowerCase(), authTime: Math.floor(now / 1000), expires: now + IDP_SESSION_TTL_MS };
      sessions.set(id, session);
      // Secure (the hosted UI is https), and Lax: the store's top-level redirects to /oauth2/authorize carry it.
      res.cookie(IDP_SESSION_COOKIE, id, { path: '/', httpOnly: true, secure: true, sameSite: 'lax', maxAge: IDP_SESSION_TTL_MS });
      return session;
    },
    current(req, now = Date.now()) {
      const id = idOf(req);
      const session = id ? sessions.get(id) : undefined;
      if (!session) return null;
      if (session.expires < now) {
        sessions.delete(session.id);
        return null;
      }
      return session;
    },
    end(req, res) {
      const id = idOf(req);
      if (id) sessions.delete(id);
      res.clearCookie(IDP_SESSION_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'lax' });
    },
  };
}
