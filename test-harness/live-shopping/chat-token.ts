import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeJson } from './json-file';

/**
 * Chat tokens: an opaque, HMAC-signed string naming who chats (a profile,
 * 'u:<id>', or a guest's device, 'd:<id>'), their role from the ID token's
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
  let key: Buffer;
  try {
    key = Buffer.from(JSON.parse(readFileSync(keyFile, 'utf8')).key, 'base64');
    if (key.length < 32) throw new Error('Short key');
  } catch {
    if (existsSync(keyFile)) console.warn(`live-shopping: ${keyFile} was unreadable; chat tokens issued before are void`);
    key = randomBytes(32);
    writeJson(keyFile, { key: key.toString('base64') });
  }
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();

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
