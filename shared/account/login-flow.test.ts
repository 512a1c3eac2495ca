import { matchRoute } from '../routes/route-table';
import { StorageKeys, safeStorage } from '../storage-keys';
import { clearStoredPathOffFlow, isLoginFlowPage, STORED_PATH_CLEAR_MS } from './login-flow';

const route = (path: string) => matchRoute(new URL(path, 'https://aurelle.test'));

describe('the stored sign-in path off the login flow (spec 1 §4)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('the store account routes and the hub’s sign-in operations are the flow; everything else is not', () => {
    for (const p of [
      '/account/login',
      '/account/register',
      '/account/invalid_token',
      '/account/activate/1/abc',
      '/pages/myaccount?operation=signIn',
      '/pages/myaccount?operation=forgotPasswordSubmit',
      '/pages/myaccount?operation=confirm',
    ]) {
      expect(isLoginFlowPage(route(p)), p).toBe(true);
    }
    for (const p of [
      '/',
      '/collections/lips',
      '/products/velvet-matte-lipstick',
      '/pages/watch/abc',
      '/pages/myaccount?operation=changePassword',
      '/pages/myaccount?operation=onboard',
      '/pages/myaccount?operation=signOut',
      '/pages/about',
    ]) {
      expect(isLoginFlowPage(route(p)), p).toBe(false);
    }
    expect(isLoginFlowPage(null)).toBe(false);
  });

  it('a page load outside the flow (any route, or none) clears the stored path 1 s later', () => {
    vi.useFakeTimers();
    const session = safeStorage(() => sessionStorage);
    for (const p of ['/collections/lips', '/pages/about', '/pages/myaccount?operation=changePassword']) {
      sessionStorage.setItem(StorageKeys.signInDestinationPath, '/collections/eyes');
      clearStoredPathOffFlow(route(p), session);
      vi.advanceTimersByTime(STORED_PATH_CLEAR_MS - 1);
      expect(sessionStorage.getItem(StorageKeys.signInDestinationPath), p).toBe('/collections/eyes');
      vi.advanceTimersByTime(1);
      expect(sessionStorage.getItem(StorageKeys.signInDestinationPath), p).toBeNull();
    }
  });

  it('a page load inside the flow keeps it', () => {
    vi.useFakeTimers();
    sessionStorage.setItem(StorageKeys.signInDestinationPath, '/collections/eyes');
    clearStoredPathOffFlow(
      route('/account/login'),
      safeStorage(() => sessionStorage),
    );
    clearStoredPathOffFlow(
      route('/pages/myaccount?operation=signUp'),
      safeStorage(() => sessionStorage),
    );
    vi.advanceTimersByTime(10 * STORED_PATH_CLEAR_MS);
    expect(sessionStorage.getItem(StorageKeys.signInDestinationPath)).toBe('/collections/eyes');
  });
});
