import { createCustomerAccountClient, CustomerAccountError } from '../../../api/customer-account/customer-account-client';
import {
  authorizationUrl,
  codeChallenge,
  CustomerAccountAuthError,
  discoverCustomerAccount,
  exchangeCode,
  randomToken,
  type CustomerAccountEndpoints,
} from '../../../api/customer-account/customer-account-auth';
import { CustomerAccountState } from '../../../routes/customer-account-state';
import { StorageKeys } from '../../../storage-keys';
import type { AccountKit } from './account-kit';

/**
 * The marketing preference on new customer accounts (account modes `sso` and `multipass`, ours beside the spec's
 * Storefront customer token): read and written through the Customer Account API with the customer's own access
 * token. The hub is the API's public client: it sends the page to Shopify's authorization endpoint with `prompt=none`
 * (the store's session answers at once, no sign-in page), comes back to the hub with a code, and exchanges it with its
 * PKCE verifier. The token stays in this page's memory (customer-token-keeper.ts), as the legacy one does.
 */

const MYACCOUNT_PATH = '/pages/myaccount';
/**
 * The Customer Account API client's callback URI (the merchant registers it): the hub's sign-in screen, whose
 * signed-in view holds the preference (the hub sends any address without an operation to the store's /account).
 */
const CALLBACK_PATH = `${MYACCOUNT_PATH}?operation=signIn`;

interface Pending {
  /** The authorization under way. */
  state?: string;
  verifier?: string;
  /** The hub's address before it left (path and query), restored on the way back. */
  returnTo?: string;
  /** A sign-up's marketing opt-in, for the store's customer of this email (`sso`: carried after the sign-on). */
  optIn?: string;
  /** Where the shopper goes once the opt-in is carried. */
  next?: string;
}

let endpoints: Promise<CustomerAccountEndpoints> | null = null;
/** The shop's discovery documents, read once per page (a failure is tried again next time). */
function discover(origin: string) {
  endpoints ??= discoverCustomerAccount(origin).catch((e: unknown) => {
    endpoints = null;
    throw e;
  });
  return endpoints;
}
/** Tests: forget the discovery. */
export function resetCustomerAccountDiscovery() {
  endpoints = null;
}

function pendingOf(kit: AccountKit): Pending {
  try {
    return (JSON.parse(kit.deps.sessionStorage.get(StorageKeys.customerAccountPending) ?? '{}') as Pending) ?? {};
  } catch {
    return {};
  }
}
function keepPending(kit: AccountKit, p: Pending) {
  if (Object.values(p).some((v) => v !== undefined)) kit.deps.sessionStorage.set(StorageKeys.customerAccountPending, JSON.stringify(p));
  else kit.deps.sessionStorage.remove(StorageKeys.customerAccountPending);
}

/**
 * `sso`, right after a sign-up that opted in: the store's customer is made by the sign-on from the provider's claims,
 * which carry no marketing consent, so the hub carries the opt-in itself (as the legacy flow's Multipass token does)
 * and then goes on to `destination`. Returns where the store's sign-on should send the shopper.
 */
export function carrySignUpOptIn(kit: AccountKit, email: string, destination: string): string {
  keepPending(kit, { ...pendingOf(kit), optIn: email.toLowerCase(), next: destination });
  return `${MYACCOUNT_PATH}?operation=signIn&destinationPath=${encodeURIComponent(destination)}`;
}

/** The address came back from the authorization endpoint: its code exchanged, or null (refused, or not ours). */
async function tokenFromReturn(kit: AccountKit, pending: Pending, clientId: string) {
  const q = kit.query();
  const state = q.get('state');
  if (!state?.startsWith(CustomerAccountState.Prefix)) return null;
  // The code and state leave the address whatever happens, so a reload does not spend them again.
  kit.deps.location.replace(pending.returnTo ?? CALLBACK_PATH);
  keepPending(kit, { ...pending, state: undefined, verifier: undefined, returnTo: undefined });
  const code = q.get('code');
  // login_required: the store has no customer session any more; the preference is not shown.
  if (state !== pending.state || !pending.verifier || !code) return null;
  const { token } = await discover(kit.here().origin);
  return exchangeCode(
    token,
    { clientId, redirectUri: `${kit.here().origin}${CALLBACK_PATH}`, code, verifier: pending.verifier },
    kit.deps.now(),
  );
}

/** Leaves for Shopify's authorization endpoint (silent), to come back to this hub page with a code. */
async function authorize(kit: AccountKit, clientId: string) {
  const { authorization } = await discover(kit.here().origin);
  const state = `${CustomerAccountState.Prefix}${randomToken()}`;
  const verifier = randomToken();
  const here = kit.here();
  keepPending(kit, { ...pendingOf(kit), state, verifier, returnTo: `${here.pathname}${here.search}` });
  kit.deps.location.assign(
    authorizationUrl(authorization, {
      clientId,
      redirectUri: `${here.origin}${CALLBACK_PATH}`,
      state,
      nonce: randomToken(),
      challenge: await codeChallenge(verifier),
      silent: true,
      locale: kit.deps.config.locale,
    }),
  );
}

async function api(kit: AccountKit) {
  return createCustomerAccountClient((await discover(kit.here().origin)).graphql);
}

export async function loadMarketing(kit: AccountKit): Promise<void> {
  const { deps, get, patch, customerToken } = kit;
  const marketing = get().account.marketing;
  const user = get().me.user;
  // The setting as the theme printed it: a client ID is a non-empty string.
  const clientId = typeof deps.config.customerAccountClientId === 'string' ? deps.config.customerAccountClientId : '';
  if (!user || !deps.config.customerId || !clientId) {
    if (user && !clientId) deps.warn('[vanity] new customer accounts need the Customer Account API client ID setting');
    return patch({ marketing: { ...marketing, status: 'unavailable' } });
  }
  // Another load under way (the preference mounted again) finishes for both.
  if (marketing.status === 'loading') return;
  patch({ marketing: { ...marketing, status: 'loading' } });
  const pending = pendingOf(kit);
  const returned = kit.query().get('state')?.startsWith(CustomerAccountState.Prefix) ?? false;
  try {
    const accessToken = await customerToken.token(user.sub, () =>
      tokenFromReturn(kit, pending, clientId).catch((error: unknown) => {
        deps.reportError(error, { where: 'account:customer-account-token' });
        return null;
      }),
    );
    if (!accessToken) {
      // Back without a token (the store's session ended, or the code was refused): no second round trip.
      if (returned) return patch({ marketing: { ...marketing, status: 'unavailable' } });
      return await authorize(kit, clientId);
    }
    const client = await api(kit);
    let { acceptsMarketing } = await client.profile(accessToken);
    const optIn = pendingOf(kit);
    if (optIn.optIn) {
      keepPending(kit, { ...optIn, optIn: undefined, next: undefined });
      if (optIn.optIn === user.email.toLowerCase()) {
        if (!acceptsMarketing) acceptsMarketing = await client.setAcceptsMarketing(accessToken, true);
        if (optIn.next) return deps.navigate(optIn.next);
      }
    }
    // A change the shopper made meanwhile (a save under way or done) is newer than this read.
    if (get().account.marketing.status === 'loading')
      patch({ marketing: { status: 'ready', acceptsMarketing, saved: false, failed: false } });
  } catch (error) {
    if (error instanceof CustomerAccountError && error.status === 401) customerToken.clear();
    deps.reportError(error, { where: 'account:marketing-load' });
    patch({ marketing: { ...marketing, status: 'unavailable' } });
  }
}

export async function saveMarketing(kit: AccountKit, acceptsMarketing: boolean): Promise<void> {
  const { deps, get, patch, customerToken } = kit;
  const user = get().me.user;
  // The box shows the choice at once; it goes back to `before` if the save fails.
  const before = get().account.marketing;
  patch({ marketing: { ...before, status: 'saving', acceptsMarketing, saved: false, failed: false } });
  try {
    // The load left a token in memory; none (it expired) means the shopper's session must be asked again.
    const accessToken = user ? await customerToken.token(user.sub, async () => null) : null;
    if (!accessToken) throw new CustomerAccountAuthError('No Customer Account API access token');
    const accepted = await (await api(kit)).setAcceptsMarketing(accessToken, acceptsMarketing);
    patch({ marketing: { status: 'ready', acceptsMarketing: accepted, saved: true, failed: false } });
  } catch (error) {
    if (error instanceof CustomerAccountError && error.status === 401) customerToken.clear();
    // Spec 2 §8: the email opt-in save error; the box goes back to what is saved.
    deps.reportError(error, { where: 'account:marketing' });
    patch({ marketing: { ...before, status: 'ready', saved: false, failed: true } });
  }
}
