import type { AccountMessage } from '../../../account/account-errors';
import { CUSTOMER_EVENT, customerDetail } from '../../../account/customer-event';
import { chooseDestination } from '../../../account/destination';
import { accountHubUrl } from '../../../account/hub-url';
import { StorageKeys } from '../../../storage-keys';
import type { AccountContext, AccountSliceState } from './account-slice';
import { createCustomerTokenKeeper, type CustomerTokenKeeper } from './customer-token-keeper';
import type * as NewAccounts from './new-accounts';

/** What the account's action modules share. */
export interface AccountKit extends AccountContext {
  patch(p: Partial<AccountSliceState>): void;
  /** The page's address now, and its query. */
  here(): URL;
  query(): URLSearchParams;
  /** Shows the message (reporting it when it says so) and ends the busy state. */
  fail(message: AccountMessage, error?: unknown): void;
  /** Goes to another operation of the account hub, keeping the page's query. */
  hub(operation: string, params?: Record<string, string>): void;
  /** Where the shopper goes once signed in: the query's, the stored one or the referrer; else /. */
  destination(): string;
  /** The Storefront customer access token, in this page's memory only (customer-token-keeper.ts). */
  customerToken: CustomerTokenKeeper;
  /** Nobody is signed in here now: no user, the theme's customer event says so, and their customer token goes. */
  signedOut(): void;
  /**
   * New customer accounts (the `multipass` and `sso` modes, ours): their code, a chunk of its own; null on a legacy
   * store, whose pages never download it.
   */
  newAccounts: (() => Promise<typeof NewAccounts>) | null;
}

export function createAccountKit(kit: AccountContext): AccountKit {
  const { deps, set } = kit;
  const here = () => new URL(deps.location.href());
  const query = () => here().searchParams;
  const patch = (p: Partial<AccountSliceState>) => set(p);
  const customerToken = createCustomerTokenKeeper(deps.now);
  return {
    ...kit,
    patch,
    customerToken,
    signedOut() {
      kit.get().me.setUser(null);
      deps.emit(CUSTOMER_EVENT, customerDetail(null));
      customerToken.clear();
    },
    newAccounts: deps.config.accountMode === 'legacy' ? null : () => import('./new-accounts'),
    here,
    query,
    fail(message, error) {
      if (message.report) deps.reportError(error ?? new Error(message.key), { where: 'account', message: message.key });
      patch({ busy: false, message, notice: null });
    },
    hub(operation, params = {}) {
      patch({ busy: false, message: null, notice: null, unconfirmed: false });
      deps.navigate(accountHubUrl(operation, params, query()));
    },
    destination: () =>
      chooseDestination({
        query: query(),
        storedPath: deps.sessionStorage.get(StorageKeys.signInDestinationPath),
        referrer: deps.location.referrer(),
        origin: here().origin,
      }) ?? '/',
  };
}
