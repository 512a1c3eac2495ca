import { StorageKeys } from '../../../storage-keys';
import type { AccountKit } from './account-kit';

/** The email-marketing preference, read and saved through the Customer API with the stored customer token. */
export interface MarketingActions {
  loadMarketing(): Promise<void>;
  saveMarketing(acceptsMarketing: boolean): Promise<void>;
}

export function createMarketingActions({ deps, get, patch }: AccountKit): MarketingActions {
  const { customer } = deps;
  /** The token kept at sign-in (auth-sign-in-actions.ts), while it lasts. */
  const storedCustomerToken = () => {
    try {
      const stored = JSON.parse(deps.localStorage.get(StorageKeys.customerAccessToken) ?? 'null') as {
        accessToken?: string;
        expiresAt?: string;
      } | null;
      return stored?.accessToken && Date.parse(stored.expiresAt ?? '') > deps.now() ? stored.accessToken : null;
    } catch {
      return null;
    }
  };

  /**
   * No token kept, but the store says a customer is signed in (its customer id in the config): one from a Multipass
   * token of its own (the sign-in's one is spent on the store login), kept while it lasts.
   */
  const customerToken = async () => {
    const kept = storedCustomerToken();
    if (kept || !deps.config.customerId) return kept;
    const user = get().me.user;
    const idToken = user ? await deps.identity.idToken().catch(() => null) : null;
    if (!user || !idToken) return null;
    try {
      const { multipassToken } = await deps.account.multipass(
        { user: user.email, storeDomain: deps.config.shop, storePath: '/account' },
        idToken,
      );
      const token = await customer.customerTokenWithMultipass(multipassToken);
      if (!token) return null;
      deps.localStorage.set(StorageKeys.customerAccessToken, JSON.stringify(token));
      return token.accessToken;
    } catch (error) {
      deps.warn('[vanity] no customer access token', error);
      return null;
    }
  };

  return {
    async loadMarketing() {
      const token = await customerToken();
      const marketing = get().account.marketing;
      if (!token) return patch({ marketing: { ...marketing, status: 'unavailable' } });
      patch({ marketing: { ...marketing, status: 'loading' } });
      try {
        const acceptsMarketing = await customer.customerAcceptsMarketing(token);
        patch({
          marketing: { status: acceptsMarketing === null ? 'unavailable' : 'ready', acceptsMarketing, saved: false, failed: false },
        });
      } catch (error) {
        deps.warn('[vanity] could not read the marketing preference', error);
        patch({ marketing: { ...marketing, status: 'unavailable' } });
      }
    },

    async saveMarketing(acceptsMarketing) {
      const token = storedCustomerToken();
      const before = get().account.marketing;
      if (!token) return;
      patch({ marketing: { ...before, status: 'saving', acceptsMarketing, saved: false, failed: false } });
      try {
        const out = await customer.updateAcceptsMarketing(token, acceptsMarketing);
        if (out.errors.length || out.acceptsMarketing === null)
          throw new Error(out.errors.map((e) => e.message).join('; ') || 'No customer');
        patch({ marketing: { status: 'ready', acceptsMarketing: out.acceptsMarketing, saved: true, failed: false } });
      } catch (error) {
        // Spec 2 §8: the email opt-in save error; the box goes back to what is saved.
        deps.reportError(error, { where: 'account:marketing' });
        patch({ marketing: { ...before, status: 'ready', saved: false, failed: true } });
      }
    },
  };
}
