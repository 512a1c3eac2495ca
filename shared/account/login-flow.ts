import type { RouteMatch } from '../routes/route-table';
import { StorageKeys, type SafeStorage } from '../storage-keys';

/** Spec 1 §9 / spec 2 §9: the stored sign-in path is cleared this long after leaving the login flow. */
export const STORED_PATH_CLEAR_MS = 1_000;

/** The account hub operations of the sign-in flow: leaving them clears the stored destination. */
export const LOGIN_FLOW = [
  'signIn',
  'signUp',
  'confirm',
  'confirmLink',
  'confirmSignUpLink',
  'requestConfirmationCode',
  'forgotPassword',
  'forgotPasswordSubmit',
] as const;

/** The store's account routes the account widget shows as sign-in or sign-up (and the hosted UI comes back to). */
const LOGIN_ROUTES: ReadonlyArray<string> = [
  'account-register',
  'account-login',
  'account-invalid-token',
  'account-activate',
  'account-multipass',
];

/** Is this page part of the login flow: a store account route, or the hub on one of the flow's operations? */
export function isLoginFlowPage(route: Pick<RouteMatch, 'name' | 'query'> | null): boolean {
  if (!route) return false;
  if (LOGIN_ROUTES.includes(route.name)) return true;
  return route.name === 'myaccount' && (LOGIN_FLOW as readonly string[]).includes(route.query.get('operation') ?? '');
}

/**
 * Spec 1 §4: leaving the login flow by any route clears the stored path about 1 s later. The loader runs this on
 * every page load, so a full page load elsewhere (where no account widget runs) clears it too, and an abandoned
 * sign-in's path is never picked up by a later one.
 */
export function clearStoredPathOffFlow(
  route: Pick<RouteMatch, 'name' | 'query'> | null,
  session: SafeStorage,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
): void {
  if (isLoginFlowPage(route)) return;
  schedule(() => session.remove(StorageKeys.signInDestinationPath), STORED_PATH_CLEAR_MS);
}
