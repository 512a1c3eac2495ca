import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeJson } from './json-file';

/**
 * An HMAC-SHA-256 key kept in the data dir, so what it signed (chat tokens, guest secrets) stays good across a
 * restart as the stored data does. An unreadable or short key is replaced: what it signed before is void.
 */
export function signingKey(keyFile: string, what: string): (body: string) => Buffer {
  let key: Buffer;
  try {
    key = Buffer.from(JSON.parse(readFileSync(keyFile, 'utf8')).key, 'base64');
    if (key.length < 32) throw new Error('Short key');
  } catch {
    if (existsSync(keyFile)) console.warn(`live-shopping: ${keyFile} was unreadable; ${what} issued before are void`);
    key = randomBytes(32);
    writeJson(keyFile, { key: key.toString('base64') });
  }
  return (body) => createHmac('sha256', key).update(body).digest();
}
