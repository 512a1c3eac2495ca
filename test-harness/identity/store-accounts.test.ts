// @vitest-environment node
import { MULTIPASS_MAX_AGE_MS, mintMultipassToken } from './multipass';
import { redeemMultipass } from './store-accounts';

const secret = 'local-multipass-secret';
const fresh = (email: string, createdAt = Date.now()) =>
  mintMultipassToken(secret, { email, created_at: new Date(createdAt).toISOString(), return_to: '/collections/lips' });
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@aurelle.test`;
/** The same bytes in standard base64, with its padding. */
const standard = (token: string) => Buffer.from(token, 'base64url').toString('base64');
/** The padding base64url leaves off, put back. */
const padded = (token: string) => token.padEnd(Math.ceil(token.length / 4) * 4, '=');

describe('Multipass on the store: each token signs in once', () => {
  it('a fresh token signs the customer in and goes to return_to', () => {
    expect(redeemMultipass(secret, fresh('once@aurelle.test'))).toMatchObject({
      account: { email: 'once@aurelle.test', state: 'enabled' },
      returnTo: '/collections/lips',
    });
  });

  // Each disguise of a used token, as a replay would try it.
  const disguises: Array<[string, (t: string) => string]> = [
    ['as it was', (t) => t],
    ['with = appended', (t) => `${t}=`],
    ['with == appended', (t) => `${t}==`],
    ['with a dot appended', (t) => `${t}.`],
    ['with %3Djunk appended', (t) => `${t}%3Djunk`],
    ['with =junk appended (%3Djunk once the address is decoded)', (t) => `${t}=junk`],
    ['with junk appended', (t) => `${t}!`],
    ['with a space appended', (t) => `${t} `],
    ['with junk inside', (t) => `${t.slice(0, 10)}*${t.slice(10)}`],
    ['with its padding', padded],
    ['with its padding and one more =', (t) => `${padded(t)}=`],
    ['in standard base64', standard],
    ['in standard base64 without padding', (t) => standard(t).replace(/=+$/, '')],
  ];
  it.each(disguises)('a used token is refused %s; its first use worked', (_how, disguise) => {
    const token = fresh(unique('replay'));
    expect(redeemMultipass(secret, token)).not.toBeNull();
    expect(redeemMultipass(secret, disguise(token))).toBeNull();
  });

  it('the spellings Shopify reads (padded, either alphabet) sign in once between them, whichever comes first', () => {
    for (const first of [padded, standard, (t: string) => standard(t).replace(/=+$/, '')]) {
      const token = fresh(unique('respelled-first'));
      expect(redeemMultipass(secret, first(token))).not.toBeNull();
      expect(redeemMultipass(secret, token)).toBeNull();
      expect(redeemMultipass(secret, padded(token))).toBeNull();
    }
  });

  it('trailing garbage is refused even on a first use, and does not use the token up', () => {
    const token = fresh(unique('garbage-first'));
    for (const bad of [`${token}.`, `${token}%3Djunk`, `${token}=junk`, `${padded(token)}=`])
      expect(redeemMultipass(secret, bad)).toBeNull();
    expect(redeemMultipass(secret, token)).not.toBeNull();
  });

  it('a refused token (wrong secret) does not use up the real one', () => {
    const token = fresh(unique('refused-first'));
    expect(redeemMultipass('other-secret', token)).toBeNull();
    expect(redeemMultipass(secret, token)).not.toBeNull();
  });

  it('two tokens minted for the same customer in the same instant each sign in once', () => {
    const email = unique('twice');
    const at = Date.now();
    const [a, b] = [fresh(email, at), fresh(email, at)];
    expect(redeemMultipass(secret, a)).not.toBeNull();
    expect(redeemMultipass(secret, b)).not.toBeNull();
    expect(redeemMultipass(secret, a)).toBeNull();
    expect(redeemMultipass(secret, b)).toBeNull();
  });

  it('a used token stays refused until it expires, and is refused as expired after', () => {
    const at = Date.now();
    const token = fresh(unique('aging'), at);
    expect(redeemMultipass(secret, token, at)).not.toBeNull();
    expect(redeemMultipass(secret, token, at + MULTIPASS_MAX_AGE_MS)).toBeNull();
    // Forgotten by the guard by now (the list is pruned), and still refused: too old.
    expect(redeemMultipass(secret, token, at + MULTIPASS_MAX_AGE_MS + 1)).toBeNull();
    expect(redeemMultipass(secret, fresh(unique('later'), at + MULTIPASS_MAX_AGE_MS + 1), at + MULTIPASS_MAX_AGE_MS + 1)).not.toBeNull();
  });

  it('an empty, short, forged or expired token signs nobody in', () => {
    const at = Date.now();
    expect(redeemMultipass(secret, '')).toBeNull();
    expect(redeemMultipass(secret, 'abc')).toBeNull();
    expect(
      redeemMultipass(secret, mintMultipassToken('other-secret', { email: unique('forged'), created_at: new Date(at).toISOString() })),
    ).toBeNull();
    expect(redeemMultipass(secret, fresh(unique('stale'), at - MULTIPASS_MAX_AGE_MS - 1), at)).toBeNull();
  });
});
