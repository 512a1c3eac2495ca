// @vitest-environment node
import { MULTIPASS_MAX_AGE_MS, mintMultipassToken, readMultipassToken } from './multipass';

const secret = 'local-multipass-secret';
const customer = { email: 'ada@aurelle.test', created_at: new Date(1_700_000_000_000).toISOString(), return_to: '/collections/lips' };

describe('Shopify Multipass tokens', () => {
  it('round-trips the customer, and differs every time (random IV)', () => {
    const a = mintMultipassToken(secret, customer);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(mintMultipassToken(secret, customer));
    expect(readMultipassToken(secret, a, 1_700_000_000_000 + 1000)).toEqual(customer);
  });

  it('refuses another secret, a changed byte, and garbage', () => {
    const token = mintMultipassToken(secret, customer);
    expect(readMultipassToken('other', token, 1_700_000_000_000)).toBe('signature');
    const bytes = Buffer.from(token, 'base64url');
    bytes[20]! ^= 1;
    expect(readMultipassToken(secret, bytes.toString('base64url'), 1_700_000_000_000)).toBe('signature');
    expect(readMultipassToken(secret, 'abc', 1_700_000_000_000)).toBe('malformed');
  });

  it('expires after 15 minutes', () => {
    const token = mintMultipassToken(secret, customer);
    expect(readMultipassToken(secret, token, 1_700_000_000_000 + MULTIPASS_MAX_AGE_MS)).toEqual(customer);
    expect(readMultipassToken(secret, token, 1_700_000_000_000 + MULTIPASS_MAX_AGE_MS + 1)).toBe('expired');
  });
});
