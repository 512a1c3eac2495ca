import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * An identity provider's own session, a cookie on its origin: Cognito's hosted UI keeps one (named `cognito`) after a
 * sign-in there, a password or a Google or Facebook consent; the account backend's OpenID Connect front
 * (oidc-provider.ts) keeps its own under its issuer's path. While it lasts, an authorization request is answered
 * without asking again (OpenID Connect's silent sign-in); that provider's logout ends it.
 */
export interface IdpSession {
  /** The cookie's value: a secret of this browser's. */
  id: string;
  /** The session's public name, in the ID tokens it answers for (OpenID Connect's `sid`), never the cookie's value. */
  sid: string;
  email: string;
  /** When the person proved who they are (seconds): the ID token's auth_time. */
  authTime: number;
  /** Ends with the first authorization request it answers (a session opened for one sign-on, not a sign-in here). */
  oneShot: boolean;
}

export interface IdpSessionOptions {
  now?: number;
  /** When the person proved who they are (seconds), if earlier than now: a sign-in made elsewhere and carried here. */
  authTime?: number;
  /** How long it lasts (default the hosted UI's hour). */
  ttlMs?: number;
  oneShot?: boolean;
}

export const IDP_SESSION_COOKIE = 'cognito';
/** Cognito's hosted-UI session lasts an hour. */
export const IDP_SESSION_TTL_MS = 60 * 60_000;

export interface IdpSessions {
  start(res: Response, email: string, options?: IdpSessionOptions): IdpSession;
  current(req: Pick<Request, 'get'>, now?: number): IdpSession | null;
  /** The live session an ID token's `sid` names, found without its cookie. */
  bySid(sid: string, now?: number): IdpSession | null;
  /** Ends the session an ID token's `sid` names (its cookie, in whatever browser holds it, then opens nothing). */
  endSid(sid: string): void;
  /** Ends the request's session, if it carries one, and clears the cookie either way (with the attributes it was set with). */
  end(req: Pick<Request, 'get'>, res: Response): void;
}

/** The session cookie: Cognito's hosted UI's by default (`cognito`, the whole host, https only). */
export interface IdpCookie {
  name: string;
  path: string;
  /** Secure where the provider's origin is https (read when a cookie is set: the origin is known once it listens). */
  secure: boolean | (() => boolean);
}

export function createIdpSessions(cookie: IdpCookie = { name: IDP_SESSION_COOKIE, path: '/', secure: true }): IdpSessions {
  const sessions = new Map<string, IdpSession & { expires: number }>();
  const idOf = (req: Pick<Request, 'get'>) => new RegExp(`(?:^|;\\s*)${cookie.name}=([^;]+)`).exec(req.get('cookie') ?? '')?.[1];
  // httpOnly, and Lax: the store's top-level redirects to the authorization endpoint carry it.
  const options = () => ({
    path: cookie.path,
    httpOnly: true,
    secure: typeof cookie.secure === 'function' ? cookie.secure() : cookie.secure,
    sameSite: 'lax' as const,
  });
  return {
    start(res, email, { now = Date.now(), authTime = Math.floor(now / 1000), ttlMs = IDP_SESSION_TTL_MS, oneShot = false } = {}) {
      const id = randomBytes(24).toString('base64url');
      const session = {
        id,
        sid: randomBytes(16).toString('base64url'),
        email: email.toLowerCase(),
        authTime,
        oneShot,
        expires: now + ttlMs,
      };
      sessions.set(id, session);
      res.cookie(cookie.name, id, { ...options(), maxAge: ttlMs });
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
    bySid(sid, now = Date.now()) {
      for (const session of sessions.values()) if (session.sid === sid) return session.expires < now ? null : session;
      return null;
    },
    endSid(sid) {
      for (const session of sessions.values()) if (session.sid === sid) sessions.delete(session.id);
    },
    end(req, res) {
      const id = idOf(req);
      if (id) sessions.delete(id);
      res.clearCookie(cookie.name, options());
    },
  };
}
