import { timingSafeEqual } from 'node:crypto';
import { signingKey } from './signing-key';

/**
 * Chat tokens: an opaque, HMAC-signed string naming who chats (a profile,
 * 'u:<id>', or a guest, 'g:<guest id>' from their guest secret), their role from the ID token's
 * groups, and when it expires (12 h). The key lives in the data dir, so tokens
 * stay good across a restart as the messages do.
 */
export const CHAT_TOKEN_HOURS = 12;

export interface ChatSubject {
  key: string;
  role: 'viewer' | 'moderator';
  /** Expiry, ms since the epoch. */
  exp: number;
}

export function createChatTokens(keyFile: string, now: () => number = Date.now) {
  const mac = signingKey(keyFile, 'chat tokens');

  return {
    issue(subjectKey: string, role: ChatSubject['role']): { token: string; expiresAt: string } {
      const exp = now() + CHAT_TOKEN_HOURS * 3_600_000;
      const body = Buffer.from(JSON.stringify({ key: subjectKey, role, exp } satisfies ChatSubject)).toString('base64url');
      return { token: `${body}.${mac(body).toString('base64url')}`, expiresAt: new Date(exp).toISOString() };
    },
    /** The subject of a genuine, unexpired token; null otherwise. */
    check(token: unknown): ChatSubject | null {
      if (typeof token !== 'string') return null;
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const subject = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ChatSubject;
        return typeof subject.key === 'string' && subject.exp > now() ? subject : null;
      } catch {
        return null;
      }
    },
  };
}
export type ChatTokens = ReturnType<typeof createChatTokens>;
