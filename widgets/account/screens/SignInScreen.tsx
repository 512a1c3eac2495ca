import { useEffect, useRef, useState, type FormEvent } from 'react';
import { returnedFromHostedUi } from '../../../shared/routes/route-table';
import { useAccountStore } from '../account-slices';
import { Field, hubUrl, MessageBox, PasswordField } from '../fields';
import { LegalNote } from '../LegalNote';
import { MarketingPreference } from '../MarketingPreference';
import { FacebookLogo, GoogleLogo } from '../SocialLogos';
import { SignUpScreen } from './SignUpScreen';

const BANNERS = {
  signUp: 'account.signIn.bannerSignUp',
  confirmSignUpLink: 'account.signIn.bannerConfirmed',
  forgotPassword: 'account.signIn.bannerPassword',
} as const;

/** Spec 2 §2 signIn: the form, the already-signed-in view, the sourceOperation banners, tabs, US subscriptions and terms. */
export function SignInScreen({ query, tabbed }: { query: URLSearchParams; tabbed: boolean }) {
  const t = useAccountStore((s) => s.session.t);
  const account = useAccountStore((s) => s.account);
  const me = useAccountStore((s) => s.me);
  const country = useAccountStore((s) => s.session.country);
  const signIn = useAccountStore((s) => s.account.signIn);
  const complete = useAccountStore((s) => s.account.completeSignIn);
  const resend = useAccountStore((s) => s.account.resendConfirmation);
  const social = useAccountStore((s) => s.account.signInWithProvider);
  const finishSocial = useAccountStore((s) => s.account.finishSocialSignIn);
  const socialOn = useAccountStore((s) => s.account.socialSignIn);
  const remembered = useAccountStore((s) => s.account.signInEmail);
  // The address's email first, else the one typed on sign-in this session (signInEmail).
  const [email, setEmail] = useState(query.get('email') ?? remembered);
  const [password, setPassword] = useState('');
  const [tab, setTab] = useState<'signIn' | 'signUp'>('signIn');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const source = query.get('sourceOperation') as keyof typeof BANNERS | null;
  const message = account.message;

  // Back from the hosted UI (Google, Facebook): finish the sign-in, once.
  const returning = returnedFromHostedUi(query);
  const finished = useRef(false);
  useEffect(() => {
    if (!returning || finished.current) return;
    finished.current = true;
    void finishSocial();
  }, [returning, finishSocial]);

  // Focus follows the problem to its field.
  useEffect(() => {
    if (message?.field === 'email') emailRef.current?.focus();
    else if (message?.field === 'password') passwordRef.current?.focus();
  }, [message]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void signIn(email, password);
  };

  if (account.completing) return <p role="status">{t(returning ? 'account.social.returning' : 'account.signIn.completing')}</p>;
  // Spec 2 §4: the sign-in check is loading until the user is known; the form waits for it. A message to show (a
  // hosted-UI return that failed) ends the wait: the person reads why and can sign in again.
  if (me.status === 'unknown' && !message)
    return (
      <p role="status" aria-busy="true">
        {t('account.signIn.checking')}
      </p>
    );

  // Already signed in: a screen titled for that, not a sign-in form's heading above "Continue".
  if (me.user && !query.has('switch')) {
    return (
      <section className="screen" aria-labelledby="vanity-signin-title">
        <h2 id="vanity-signin-title">
          {me.user.givenName ? t('account.signIn.alreadyTitleNamed', { name: me.user.givenName }) : t('account.signIn.alreadyTitle')}
        </h2>
        <p>{t('account.signIn.already', { email: me.user.email })}</p>
        {message && <MessageBox message={message} />}
        <div className="actions">
          <button type="button" className="primary" onClick={() => void complete()} disabled={account.busy}>
            {t('account.signIn.stay')}
          </button>
          <a
            className="button"
            href={hubUrl('signOut', {
              return_url: `/pages/myaccount?operation=signIn${query.get('destinationPath') ? `&destinationPath=${encodeURIComponent(query.get('destinationPath')!)}` : ''}`,
            })}
          >
            {t('account.signIn.switch')}
          </a>
        </div>
        <MarketingPreference />
      </section>
    );
  }

  return (
    <section className="screen" aria-labelledby="vanity-signin-title">
      {tabbed && (
        <div className="tabs" role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'signIn'} onClick={() => setTab('signIn')}>
            {t('account.tabs.signIn')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'signUp'} onClick={() => setTab('signUp')}>
            {t('account.tabs.signUp')}
          </button>
        </div>
      )}
      {tab === 'signUp' ? (
        <SignUpScreen query={query} embedded />
      ) : (
        <>
          <h2 id="vanity-signin-title">{t('account.signIn.title')}</h2>
          {source && BANNERS[source] && (
            <p className="banner" role="status">
              {t(BANNERS[source])}
            </p>
          )}
          <form onSubmit={submit} noValidate>
            {/* A message about the whole form comes first, above the fields it refers to. */}
            {message && !message.field && (
              <MessageBox message={message} email={email} onAction={(a) => a === 'resend' && void resend(email, 'confirm')} />
            )}
            <Field
              label={t('account.field.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              inputRef={emailRef}
              error={message?.field === 'email' ? t(message.key, message.vars) : null}
              required
            />
            {message?.field === 'email' && message.action && <MessageBox message={message} email={email} linkOnly />}
            <PasswordField
              label={t('account.field.password')}
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              inputRef={passwordRef}
              error={message?.field === 'password' ? t(message.key, message.vars) : null}
            />
            {message?.field === 'password' && message.action && <MessageBox message={message} email={email} linkOnly />}
            <button type="submit" className="primary" disabled={account.busy}>
              {account.busy ? t('account.busy') : t('account.signIn.submit')}
            </button>
          </form>
          <p>
            <a href={hubUrl('forgotPassword', { email })}>{t('account.signIn.forgot')}</a>
          </p>
          {socialOn && (
            <div className="social" role="group" aria-label={t('account.social.title')}>
              <p className="small">{t('account.social.title')}</p>
              <button type="button" onClick={() => void social('Google')} disabled={account.busy}>
                <GoogleLogo />
                {t('account.social.google')}
              </button>
              <button type="button" onClick={() => void social('Facebook')} disabled={account.busy}>
                <FacebookLogo />
                {t('account.social.facebook')}
              </button>
            </div>
          )}
          <p>
            {t('account.signIn.noAccount')} <a href={hubUrl('signUp', { email })}>{t('account.signIn.createAccount')}</a>
          </p>
          {country === 'US' && (
            <p>
              <a href="/tools/recurring/get-subscription-access">{t('account.signIn.subscription')}</a>
            </p>
          )}
          <LegalNote action="signIn" />
        </>
      )}
    </section>
  );
}
