// @vitest-environment node
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import {
  MULTIPASS_CLOCK_SKEW_MS,
  MULTIPASS_MAX_AGE_MS,
  decodeMultipassToken,
  mintMultipassToken,
  openMultipassToken,
  readMultipassToken,
} from './multipass';

const secret = 'local-multipass-secret';
const T0 = 1_700_000_000_000;
const customer = { email: 'ada@aurelle.test', created_at: new Date(T0).toISOString(), return_to: '/collections/lips' };

/** A token signed with the right keys around any plaintext (or raw ciphertext), as only the secret's holder could make. */
function signed(plaintext: string | null, ciphertext?: Buffer): string {
  const material = createHash('sha256').update(secret).digest();
  const iv = randomBytes(16);
  let body: Buffer;
  if (ciphertext) body = Buffer.concat([iv, ciphertext]);
  else {
    const cipher = createCipheriv('aes-128-cbc', material.subarray(0, 16), iv);
    body = Buffer.concat([iv, cipher.update(plaintext ?? '', 'utf8'), cipher.final()]);
  }
  return Buffer.concat([body, createHmac('sha256', material.subarray(16, 32)).update(body).digest()]).toString('base64url');
}

describe('Shopify Multipass tokens', () => {
  it('round-trips the customer, and differs every time (random IV)', () => {
    const a = mintMultipassToken(secret, customer);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(mintMultipassToken(secret, customer));
    expect(readMultipassToken(secret, a, T0 + 1000)).toEqual(customer);
  });

  it('refuses another secret, a changed byte, a cut signature, and garbage', () => {
    const token = mintMultipassToken(secret, customer);
    expect(readMultipassToken('other', token, T0)).toBe('signature');
    const bytes = Buffer.from(token, 'base64url');
    bytes[20]! ^= 1;
    expect(readMultipassToken(secret, bytes.toString('base64url'), T0)).toBe('signature');
    const lastByteChanged = Buffer.from(token, 'base64url');
    lastByteChanged[lastByteChanged.length - 1]! ^= 0x80;
    expect(readMultipassToken(secret, lastByteChanged.toString('base64url'), T0)).toBe('signature');
    expect(readMultipassToken(secret, Buffer.from(token, 'base64url').subarray(0, -1).toString('base64url'), T0)).toBe('signature');
    expect(readMultipassToken(secret, 'abc', T0)).toBe('malformed');
  });

  it('refuses an empty token and one too short to hold an IV, a block and a signature', () => {
    expect(readMultipassToken(secret, '', T0)).toBe('malformed');
    expect(readMultipassToken(secret, randomBytes(63).toString('base64url'), T0)).toBe('malformed');
    // 64 bytes is long enough to be read: it is then refused by its signature.
    expect(readMultipassToken(secret, randomBytes(64).toString('base64url'), T0)).toBe('signature');
  });

  it('refuses a signed token whose content is not a customer: not whole AES blocks, bad padding, not JSON, not an object, no email or created_at', () => {
    expect(readMultipassToken(secret, signed(null, randomBytes(17)), T0)).toBe('malformed');
    expect(readMultipassToken(secret, signed(null, randomBytes(32)), T0)).toBe('malformed');
    for (const plaintext of [
      'not json',
      'null',
      '42',
      '"ada@aurelle.test"',
      '[]',
      JSON.stringify({ created_at: customer.created_at }),
      JSON.stringify({ email: '', created_at: customer.created_at }),
      JSON.stringify({ email: 42, created_at: customer.created_at }),
      JSON.stringify({ email: customer.email }),
      JSON.stringify({ email: customer.email, created_at: 'yesterday' }),
      JSON.stringify({ email: customer.email, created_at: T0 }),
    ])
      expect([plaintext, readMultipassToken(secret, signed(plaintext), T0)]).toEqual([plaintext, 'malformed']);
    expect(readMultipassToken(secret, signed(JSON.stringify(customer)), T0)).toEqual(customer);
  });

  it('expires 15 minutes after created_at, and refuses one made more than a minute ahead of the clock', () => {
    const token = mintMultipassToken(secret, customer);
    expect(readMultipassToken(secret, token, T0 + MULTIPASS_MAX_AGE_MS)).toEqual(customer);
    expect(readMultipassToken(secret, token, T0 + MULTIPASS_MAX_AGE_MS + 1)).toBe('expired');
    expect(readMultipassToken(secret, token, T0 - MULTIPASS_CLOCK_SKEW_MS)).toEqual(customer);
    expect(readMultipassToken(secret, token, T0 - MULTIPASS_CLOCK_SKEW_MS - 1)).toBe('future');
  });

  it('names a token by its signature, whatever its accepted spelling', () => {
    const token = mintMultipassToken(secret, customer);
    const opened = openMultipassToken(secret, token, T0);
    const standard = Buffer.from(token, 'base64url').toString('base64');
    expect(opened).toMatchObject({ customer, expiresAt: T0 + MULTIPASS_MAX_AGE_MS });
    expect(openMultipassToken(secret, standard, T0)).toEqual(opened);
    // The same customer in the same second, minted twice, is two tokens.
    expect(openMultipassToken(secret, mintMultipassToken(secret, customer), T0)).not.toMatchObject({
      id: (opened as { id: string }).id,
    });
  });
});

describe('reading a token’s base64 as Shopify does (Ruby’s Base64.urlsafe_decode64)', () => {
  // 64 bytes: base64 needs 2 padding characters; 65 bytes: 1; 66 bytes: none.
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 37 + 251) % 256));

  it.each([64, 65, 66])('takes %i bytes in either alphabet, padded or not', (n) => {
    const b = bytes(n);
    const spellings = [
      b.toString('base64url'),
      b.toString('base64'),
      b.toString('base64').replace(/=+$/, ''),
      `${b.toString('base64url')}${'='.repeat((3 - (n % 3)) % 3)}`,
    ];
    for (const spelling of spellings) expect(decodeMultipassToken(spelling)).toEqual(b);
  });

  /** The last character's lowest bit set: unused (4 bits of it before "==", 2 before "="), so a lax decoder reads the same bytes. */
  const withUnusedBitSet = (token: string) => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = token.slice(0, -1) + alphabet[alphabet.indexOf(token.at(-1)!) | 1];
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(token, 'base64url'));
    expect(respelled).not.toBe(token);
    return respelled;
  };

  it('refuses anything else: a stray character, wrong padding, junk after padding, non-zero unused bits', () => {
    const two = bytes(64).toString('base64url'); // wants "=="
    const one = bytes(65).toString('base64url'); // wants "="
    const none = bytes(66).toString('base64url'); // wants nothing
    for (const bad of [
      `${two}.`,
      `${two}!`,
      `${two} `,
      ` ${two}`,
      `${two}\n`,
      `${two}%3Djunk`,
      `${two}=junk`,
      `${two}==junk`,
      `${two}=`,
      `${two}===`,
      `${one}==`,
      `${none}=`,
      `${none}==`,
      `${none}A`,
      `${two.slice(0, 10)}*${two.slice(10)}`,
      `${two.slice(0, 10)}=${two.slice(10)}`,
      withUnusedBitSet(two),
      withUnusedBitSet(one),
      '=',
      'A',
    ])
      expect([bad, decodeMultipassToken(bad)]).toEqual([bad, null]);
    expect(decodeMultipassToken('')).toEqual(Buffer.alloc(0));
  });
});
