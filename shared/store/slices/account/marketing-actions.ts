import type { AccountKit } from './account-kit';

/** The email-marketing preference, kept by the store (StoreSide). */
export interface MarketingActions {
  loadMarketing(): Promise<void>;
  saveMarketing(acceptsMarketing: boolean): Promise<void>;
}

/** The spec's (legacy customer accounts): through the Storefront API with the customer's access token. */
export function createLegacyMarketing(kit: AccountKit): MarketingActions {
  const { deps, get, patch, customerToken } = kit;
  const { customer } = deps;

  /**
   * The signed-in customer's access token, from this page's memory (customer-token-keeper.ts) or, when it has none
   * and the store says a customer is signed in (its customer id in the config), minted from a Multipass token of
   * its own (the sign-in's one is spent on the store login).
   */
  const token = async () => {
    const user = get().me.user;
    if (!user || !deps.config.customerId) return null;
    return customerToken.token(user.sub, async () => {
      const idToken = await deps.identity.idToken().catch(() => null);
      if (!idToken) return null;
      try {
        const { multipassToken } = await deps.account.multipass(
          { user: user.email, storeDomain: deps.config.shop, storePath: '/account' },
          idToken,
        );
        return await customer.customerTokenWithMultipass(multipassToken);
      } catch (error) {
        deps.warn('[vanity] no customer access token', error);
        return null;
      }
    });
  };

  return {
    async loadMarketing() {
      const accessToken = await token();
      const marketing = get().account.marketing;
      if (!accessToken) return patch({ marketing: { ...marketing, status: 'unavailable' } });
      patch({ marketing: { ...marketing, status: 'loading' } });
      try {
        const acceptsMarketing = await customer.customerAcceptsMarketing(accessToken);
        // No customer for the token (revoked, or the store's session ended): the next load mints another.
        if (acceptsMarketing === null) customerToken.clear();
        patch({
          marketing: { status: acceptsMarketing === null ? 'unavailable' : 'ready', acceptsMarketing, saved: false, failed: false },
        });
      } catch (error) {
        deps.warn('[vanity] could not read the marketing preference', error);
        patch({ marketing: { ...marketing, status: 'unavailable' } });
      }
    },

    async saveMarketing(acceptsMarketing) {
      const before = get().account.marketing;
      patch({ marketing: { ...before, status: 'saving', acceptsMarketing, saved: false, failed: false } });
      try {
        const accessToken = await token();
        if (!accessToken) throw new Error('No customer access token');
        const out = await customer.updateAcceptsMarketing(accessToken, acceptsMarketing);
        if (out.errors.length || out.acceptsMarketing === null) {
          customerToken.clear();
          throw new Error(out.errors.map((e) => e.message).join('; ') || 'No customer');
        }
        patch({ marketing: { status: 'ready', acceptsMarketing: out.acceptsMarketing, saved: true, failed: false } });
      } catch (error) {
        // Spec 2 §8: the email opt-in save error; the box goes back to what is saved.
        deps.reportError(error, { where: 'account:marketing' });
        patch({ marketing: { ...before, status: 'ready', saved: false, failed: true } });
      }
    },
  };
}
