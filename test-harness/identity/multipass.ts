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

/**
 * What a token is, whatever its spelling: its decoded bytes, as the decoder in
 * readMultipassToken reads them (padding and characters outside the alphabet
 * skipped, `+/` read as `-_`). Single use is checked on this, never on the string.
 */
export function multipassTokenId(token: string): string {
  return Buffer.from(token, 'base64url').toString('hex');
}

const TEXT_FIELDS = ['return_to', 'first_name', 'last_name', 'identifier', 'tag_string'] as const;

/** A signed body is still the signer's JSON: the customer is an object with an email, and each field has its documented type. */
function isCustomer(x: unknown): x is MultipassCustomer {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return false;
  const c = x as Record<string, unknown>;
  return (
    typeof c.email === 'string' &&
    c.email !== '' &&
    typeof c.created_at === 'string' &&
    TEXT_FIELDS.every((f) => c[f] === undefined || typeof c[f] === 'string') &&
    (c.accepts_marketing === undefined || typeof c.accepts_marketing === 'boolean')
  );
}

/** The customer in a token, or why it is refused. Single use is the caller's part (it keeps the used tokens). */
export function readMultipassToken(secret: string, token: string, now = Date.now()): MultipassCustomer | MultipassFailure {
  const { encryption, signature } = keys(secret);
  const raw = Buffer.from(multipassTokenId(token), 'hex');
  if (raw.length < 16 + 16 + 32) return 'malformed';
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
  if (created > now + 60_000) return 'future';
  if (now - created > MULTIPASS_MAX_AGE_MS) return 'expired';
  return customer;
}
