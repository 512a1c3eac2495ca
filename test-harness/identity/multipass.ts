import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Shopify Multipass, as Shopify documents it: the customer's JSON is
 * encrypted with AES-128-CBC (a random IV first) and signed with
 * HMAC-SHA256, both keys cut from SHA-256 of the Multipass secret; the token
 * is base64url(IV + ciphertext + signature).
 */
export const MULTIPASS_MAX_AGE_MS = 15 * 60 * 1000;

export interface MultipassCustomer {
  email: string;
  created_at: string;
  return_to?: string;
  first_name?: string;
  last_name?: string;
  identifier?: string;
  accepts_marketing?: boolean;
  tag_string?: string;
}

function keys(secret: string) {
  const material = createHash('sha256').update(secret).digest();
  return { encryption: material.subarray(0, 16), signature: material.subarray(16, 32) };
}

export function mintMultipassToken(secret: string, customer: MultipassCustomer): string {
  const { encryption, signature } = keys(secret);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', encryption, iv);
  const ciphertext = Buffer.concat([iv, cipher.update(JSON.stringify(customer), 'utf8'), cipher.final()]);
  const mac = createHmac('sha256', signature).update(ciphertext).digest();
  return Buffer.concat([ciphertext, mac]).toString('base64url');
}

export type MultipassFailure = 'malformed' | 'signature' | 'expired' | 'future';

/** Shopify refuses a token whose created_at is ahead of its clock by more than this (the clocks differ a little). */
export const MULTIPASS_CLOCK_SKEW_MS = 60_000;

const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * A token's bytes, read as Shopify's Rails side reads base64url (Ruby's Base64.urlsafe_decode64): `-_` or `+/`,
 * padding optional but exact when present, and nothing else: a stray `=`, `.`, space or `%` and what follows make
 * the token unreadable, as does a last character whose unused bits are not zero (Ruby's strict decoder). So the
 * spellings that are accepted (padded or not, either alphabet) all give the same bytes, and no two byte strings
 * share a spelling. Null when unreadable.
 */
export function decodeMultipassToken(token: string): Buffer | null {
  let text = token.replace(/-/g, '+').replace(/_/g, '/');
  if (!text.endsWith('=') && text.length % 4 !== 0) text = text.padEnd(text.length + 4 - (text.length % 4), '=');
  if (!STRICT_BASE64.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}

/** A verified token: the customer in it, and what it is whatever its spelling (for single use). */
export interface OpenedMultipassToken {
  customer: MultipassCustomer;
  /**
   * The token's signature, in hex: the HMAC of its IV and ciphertext, so one per token however it is spelled,
   * and two tokens minted for the same customer in the same second (different IVs) stay two.
   */
  id: string;
  /** When Shopify stops taking it (created_at plus the maximum age): a used token need be kept only until then. */
  expiresAt: number;
}

/** Opens a token as Shopify's Multipass login does, or says why it is refused. Single use is the caller's part. */
export function openMultipassToken(secret: string, token: string, now = Date.now()): OpenedMultipassToken | MultipassFailure {
  const { encryption, signature } = keys(secret);
  const raw = decodeMultipassToken(token);
  // An IV, at least one AES block, and the signature.
  if (!raw || raw.length < 16 + 16 + 32) return 'malformed';
  const body = raw.subarray(0, raw.length - 32);
  const mac = raw.subarray(raw.length - 32);
  if (!timingSafeEqual(mac, createHmac('sha256', signature).update(body).digest())) return 'signature';
  let customer: unknown;
  try {
    const decipher = createDecipheriv('aes-128-cbc', encryption, body.subarray(0, 16));
    customer = JSON.parse(Buffer.concat([decipher.update(body.subarray(16)), decipher.final()]).toString('utf8'));
  } catch {
    return 'malformed';
  }
  if (!isCustomer(customer)) return 'malformed';
  const created = Date.parse(customer.created_at);
  if (Number.isNaN(created)) return 'malformed';
  if (created > now + MULTIPASS_CLOCK_SKEW_MS) return 'future';
  if (now - created > MULTIPASS_MAX_AGE_MS) return 'expired';
  return { customer, id: mac.toString('hex'), expiresAt: created + MULTIPASS_MAX_AGE_MS };
}

/** The customer in a token, or why it is refused. */
export function readMultipassToken(secret: string, token: string, now = Date.now()): MultipassCustomer | MultipassFailure {
  const opened = openMultipassToken(secret, token, now);
  return typeof opened === 'string' ? opened : opened.customer;
}

const TEXT_FIELDS = ['return_to', 'first_name', 'last_name', 'identifier', 'tag_string'] as const;

/** Shopify requires the email and created_at; the JSON must be an object, and each other field has its documented type. */
function isCustomer(value: unknown): value is MultipassCustomer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.email === 'string' &&
    c.email.trim() !== '' &&
    typeof c.created_at === 'string' &&
    TEXT_FIELDS.every((f) => c[f] === undefined || typeof c[f] === 'string') &&
    (c.accepts_marketing === undefined || typeof c.accepts_marketing === 'boolean')
  );
}
