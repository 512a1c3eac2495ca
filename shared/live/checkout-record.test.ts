import { describe, expect, it } from 'vitest';
import { safeStorage } from '../storage-keys';
import { recordCheckout } from './checkout-record';
import { rememberShowReferral } from './show-referral';

describe('checkout created', () => {
  it('is sent under both names, with the show, once per checkout', async () => {
    const sent: Array<[string, unknown]> = [];
    const analytics = { track: async (name: string, props?: unknown) => void sent.push([name, props]) };
    const session = safeStorage(() => window.sessionStorage);
    rememberShowReferral('SH0W42', 'ref7');
    await recordCheckout(analytics as never, session, 'c0ffee');
    await recordCheckout(analytics as never, session, 'c0ffee');
    expect(sent).toEqual([
      ['checkout created', { checkoutId: 'c0ffee', showId: 'SH0W42', referralCode: 'ref7' }],
      ['checkout_created', { checkoutId: 'c0ffee', showId: 'SH0W42', referralCode: 'ref7' }],
    ]);
  });
});
