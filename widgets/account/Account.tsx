import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { NAVIGATE_EVENT } from '../../shared/routes/navigate';
import type { WidgetProps } from '../../shared/react/widget-host';
import { useAccountStore } from './account-slices';
import { ActivateScreen } from './screens/ActivateScreen';
import { ChangePasswordScreen } from './screens/ChangePasswordScreen';
import { ConfirmLinkScreen } from './screens/ConfirmLinkScreen';
import { ConfirmScreen } from './screens/ConfirmScreen';
import { ForgotPasswordScreen } from './screens/ForgotPasswordScreen';
import { OnboardScreen } from './screens/OnboardScreen';
import { RequestCodeScreen } from './screens/RequestCodeScreen';
import { ResetPasswordScreen } from './screens/ResetPasswordScreen';
import { SignInScreen } from './screens/SignInScreen';
import { SignOutScreen } from './screens/SignOutScreen';
import { SignUpScreen } from './screens/SignUpScreen';

/** The page's address, updated by in-place navigation (the hub moves between operations without a page load). */
function useLocationHref(): string {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener(NAVIGATE_EVENT, onChange);
      window.addEventListener('popstate', onChange);
      return () => {
        window.removeEventListener(NAVIGATE_EVENT, onChange);
        window.removeEventListener('popstate', onChange);
      };
    },
    () => window.location.href,
  );
}

/**
 * The account hub (/pages/myaccount, spec 1 §2): one screen per `operation`,
 * and the store's account routes (/account/login, /account/register...).
 */
export function Account({ host, ctx }: WidgetProps) {
  const href = useLocationHref();
  const t = useAccountStore((s) => s.session.t);
  const load = useAccountStore((s) => s.account.loadUser);
  const prepareIdentity = useAccountStore((s) => s.account.prepareIdentity);
  const enter = useAccountStore((s) => s.account.enterOperation);
  const reportError = useAccountStore((s) => s.session.reportError);
  const language = useAccountStore((s) => s.me.user?.language ?? null);
  const switchLanguage = useAccountStore((s) => s.session.switchLanguage);
  const query = new URL(href).searchParams;
  const route = ctx.route?.name;
  const operation =
    route === 'account-register' || route === 'account-activate'
      ? 'signUp'
      : route === 'account-login' || route === 'account-invalid-token' || route === 'account-multipass'
        ? 'signIn'
        : (query.get('operation') ?? 'signIn');

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => enter(operation), [enter, operation]);
  // Spec 1: the account's own language (custom:language) wins over the store's locale.
  useEffect(() => {
    if (language) void switchLanguage(language);
  }, [language, switchLanguage]);
  useEffect(() => {
    // Spec 1 §2: the store served a page at the Multipass URL, so it refused the token.
    if (route === 'account-multipass')
      reportError(new Error('The store served a page at /account/login/multipass'), { where: 'account:multipass' });
  }, [route, reportError]);

  // The first screen keeps at least the box the server HTML held for it: the sign-in check's one line, or a screen
  // shorter than the one guessed, leaves room below rather than pulling the theme's footer up (a layout shift). The
  // next screen, in place after the shopper's click, is a new box and takes its own height.
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // The snippet's held box (vanity-account-html.liquid), still there: the root removes it after this effect.
    const held = host.shadowRoot?.querySelector('.vanity-reserve')?.getBoundingClientRect().height;
    if (held && box.current) box.current.style.minHeight = `${held}px`;
  }, [host]);
  // The box is the sign-in form's, held while the store has no customer. A person signed in to the identity service
  // but not to the store sees no form but a short screen ("Welcome back", a failed hand-off's message): the box goes
  // as that screen shows, one shift, rather than a form's height of blank page above the footer until they move on.
  // The forms keep it (sign-in to switch account, sign-up), and so does sign-out's passing line.
  const signedIn = useAccountStore((s) => s.me.user !== null);
  const form =
    operation === 'signOut' || (operation === 'signUp' && route !== 'account-activate') || (operation === 'signIn' && query.has('switch'));
  const release = signedIn && !form;
  useLayoutEffect(() => {
    if (release && box.current) box.current.style.minHeight = '';
  }, [release]);

  const tabbed = ctx.config.features.tabbedAuth === true;
  return (
    // Every screen's action goes to the identity service: its code comes at the first sign of use, not with the page.
    <div
      className="account"
      ref={box}
      key={`${operation}|${query.get('email') ?? ''}`}
      onFocus={prepareIdentity}
      onPointerDown={prepareIdentity}
    >
      {route === 'account-invalid-token' && (
        <p className="banner" role="status">
          {t('account.errors.missingUrlParameter')}
        </p>
      )}
      {operation === 'signIn' && <SignInScreen query={query} tabbed={tabbed} />}
      {route === 'account-activate' ? <ActivateScreen query={query} /> : operation === 'signUp' && <SignUpScreen query={query} />}
      {operation === 'confirm' && <ConfirmScreen query={query} />}
      {(operation === 'confirmLink' || operation === 'confirmSignUpLink') && <ConfirmLinkScreen query={query} />}
      {operation === 'requestConfirmationCode' && <RequestCodeScreen query={query} />}
      {operation === 'forgotPassword' && <ForgotPasswordScreen query={query} />}
      {operation === 'forgotPasswordSubmit' && <ResetPasswordScreen query={query} />}
      {operation === 'changePassword' && <ChangePasswordScreen />}
      {operation === 'signOut' && <SignOutScreen query={query} />}
      {operation === 'onboard' && <OnboardScreen query={query} />}
    </div>
  );
}
