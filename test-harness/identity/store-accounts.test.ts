// @vitest-environment node
import { mintMultipassToken, multipassTokenId } from './multipass';
import { redeemMultipass } from './store-accounts';

const secret = 'local-multipass-secret';
const fresh = (email: string) =>
  mintMultipassToken(secret, { email, created_at: new Date().toISOString(), return_to: '/collections/lips' });
/** The same bytes in standard base64, with its padding. */
const standard = (token: string) => Buffer.from(token, 'base64url').toString('base64');

describe('Multipass on the store: each token signs in once', () => {
  it('a fresh token signs the customer in and goes to return_to', () => {
    expect(redeemMultipass(secret, fresh('once@aurelle.test'))).toMatchObject({
      account: { email: 'once@aurelle.test', state: 'enabled' },
      returnTo: '/collections/lips',
    });
  });

  const respellings: Array<[string, (t: string) => string]> = [
    ['as it was', (t) => t],
    ['with = appended', (t) => `${t}=`],
    ['with == appended', (t) => `${t}==`],
    ['with junk appended', (t) => `${t}!`],
    ['with a dot appended', (t) => `${t}.`],
    ['with a space appended', (t) => `${t} `],
    ['with junk inside', (t) => `${t.slice(0, 10)}*${t.slice(10)}`],
    ['in standard base64', standard],
    ['in standard base64 without padding', (t) => standard(t).replace(/=+$/, '')],
  ];
  it.each(respellings)('a used token is refused %s', (_how, respell) => {
    const token = fresh(`replay-${Math.random().toString(36).slice(2)}@aurelle.test`);
    expect(redeemMultipass(secret, token)).not.toBeNull();
    expect(multipassTokenId(respell(token))).toBe(multipassTokenId(token));
    expect(redeemMultipass(secret, respell(token))).toBeNull();
  });

  it('a respelled token used first leaves the original refused too', () => {
    const token = fresh('respelled-first@aurelle.test');
    expect(redeemMultipass(secret, standard(token))).not.toBeNull();
    expect(redeemMultipass(secret, token)).toBeNull();
  });

  it('a refused token (wrong secret) does not use up the real one', () => {
    const token = fresh('refused-first@aurelle.test');
    expect(redeemMultipass('other-secret', token)).toBeNull();
    expect(redeemMultipass(secret, token)).not.toBeNull();
  });
});
