import { useEffect, useRef, useState, type FormEvent } from 'react';
import { passwordOk } from '../../shared/account/account-rules';
import { useAppStore } from '../../shared/store/react';
import { CONFIRM_RESEND_DELAY_MS } from '../../shared/store/slices/account-slice';
import { Field, hubUrl, MessageBox, PasswordField } from './fields';

/** confirm: check your email; the code can be typed too; resend appears after 15 s. */
export function ConfirmScreen({ query }: { query: URLSearchParams }) {
  const t = useAppStore((s) => s.t);
  const account = useAppStore((s) => s.account);
  const confirm = useAppStore((s) => s.accountConfirm);
  const resend = useAppStore((s) => s.accountResendConfirmation);
  const email = query.get('email') ?? '';
  const [code, setCode] = useState('');
  const [canResend, setCanResend] = useState(false);
  // Each resend starts the 15 s wait again (spec 2 §9).
  const [resends, setResends] = useState(query.has('resent') ? 1 : 0);
  useEffect(() => {
    setCanResend(false);
    const timer = setTimeout(() => setCanResend(true), CONFIRM_RESEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [resends]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void confirm(email, code);
  };
  return (
    <section className="screen" aria-labelledby="vanity-confirm-title">
      <h2 id="vanity-confirm-title">{t('account.confirm.title')}</h2>
      <p>{t(resends > 0 ? 'account.confirm.resentText' : 'account.confirm.text', { email })}</p>
      <form onSubmit={submit} noValidate>
        <p>{t('account.confirm.codeText')}</p>
        <Field label={t('account.field.code')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.currentTarget.value)} error={account.message?.field === 'code' ? t(account.message.key) : null} />
        {account.message && account.message.field !== 'code' && <MessageBox message={account.message} email={email} />}
        <button type="submit" className="primary" disabled={account.busy || !code.trim()}>
          {t('account.confirm.submit')}
        </button>
      </form>
      {canResend && (
        <p>
          <button
            type="button"
            className="link"
            disabled={account.busy}
            onClick={() => void resend(email).then((ok) => ok && setResends((n) => n + 1))}
          >
            {t('account.confirm.resend')}
          </button>
        </p>
      )}
      {account.notice === 'account.confirm.resent' && <p role="status">{t('account.confirm.resent')}</p>}
    </section>
  );
}

/** confirmLink / confirmSignUpLink: confirms from the email's link (code and userName in the URL). */
export function ConfirmLinkScreen({ query }: { query: URLSearchParams }) {
  const t = useAppStore((s) => s.t);
  const account = useAppStore((s) => s.account);
  const confirm = useAppStore((s) => s.accountConfirm);
  const started = useRef(false);
  const email = query.get('userName') ?? '';
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirm(email, query.get('code') ?? '', { fromLink: true });
  }, [confirm, email, query]);
  return (
    <section className="screen">
      <h2>{t('account.confirm.title')}</h2>
      {account.message ? <MessageBox message={account.message} email={email} /> : <p role="status">{t('account.confirmLink.working')}</p>}
    </section>
  );
}

/** requestConfirmationCode: an email form that resends the activation email, then the confirm screen. */
export function RequestCodeScreen({ query }: { query: URLSearchParams }) {
  const t = useAppStore((s) => s.t);
  const account = useAppStore((s) => s.account);
  const resend = useAppStore((s) => s.accountResendConfirmation);
  const [email, setEmail] = useState(query.get('email') ?? '');
  return (
    <section className="screen" aria-labelledby="vanity-request-title">
      <h2 id="vanity-request-title">{t('account.requestCode.title')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void resend(email, 'confirm');
        }}
        noValidate
      >
        <Field label={t('account.field.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={account.message?.field === 'email' ? t(account.message.key) : null} />
        {account.message && <MessageBox message={account.message} email={email} linkOnly={!!account.message.field} />}
        <button type="submit" className="primary" disabled={account.busy || !email.trim()}>
          {t('account.requestCode.submit')}
        </button>
      </form>
    </section>
  );
}

/** forgotPassword: the email form; an unconfirmed account gets the activation notice with resend. */
export function ForgotPasswordScreen({ query }: { query: URLSearchParams }) {
  const t = useAppStore((s) => s.t);
  const account = useAppStore((s) => s.account);
  const forgot = useAppStore((s) => s.accountForgotPassword);
  const resend = useAppStore((s) => s.accountResendConfirmation);
  const [email, setEmail] = useState(query.get('email') ?? '');
  return (
    <section className="screen" aria-labelledby="vanity-forgot-title">
      <h2 id="vanity-forgot-title">{t('account.forgot.title')}</h2>
      <p>{t('account.forgot.text')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void forgot(email);
        }}
        noValidate
      >
        <Field label={t('account.field.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={account.message?.field === 'email' ? t(account.message.key) : null} />
        {account.message && <MessageBox message={account.message} email={email} linkOnly={!!account.message.field} />}
        {account.unconfirmed && (
          <div className="message" role="alert">
            <p>{t('account.forgot.unconfirmed')}</p>
            <button type="button" className="link" onClick={() => void resend(email, 'confirm')}>
              {t('account.forgot.activate')}
            </button>
          </div>
        )}
        <button type="submit" className="primary" disabled={account.busy || !email.trim()}>
          {t('account.forgot.submit')}
        </button>
      </form>
      <p>
        <a href={hubUrl('changePassword')}>{t('account.forgot.changeInstead')}</a> · <a href={hubUrl('requestConfirmationCode', { email })}>{t('account.forgot.activate')}</a>
      </p>
    </section>
  );
}

/** forgotPasswordSubmit: with code and userName, a new-password form; otherwise "a link was sent", with resend. */
export function ResetPasswordScreen({ query }: { query: URLSearchParams }) {
  const t = useAppStore((s) => s.t);
  const account = useAppStore((s) => s.account);
  const reset = useAppStore((s) => s.accountResetPassword);
  const forgot = useAppStore((s) => s.accountForgotPassword);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const email = query.get('userName') ?? query.get('email') ?? '';
  const code = query.get('code');
  if (!code) {
    return (
      <section className="screen">
        <h2>{t('account.forgot.title')}</h2>
        <p role="status">{t('account.reset.sent', { email })}</p>
        {account.message && <MessageBox message={account.message} email={email} />}
        <button type="button" className="link" disabled={account.busy} onClick={() => void forgot(email)}>
          {t('account.reset.resend')}
        </button>
      </section>
    );
  }
  const weak = tried && !passwordOk(password);
  return (
    <section className="screen" aria-labelledby="vanity-reset-title">
      <h2 id="vanity-reset-title">{t('account.reset.title')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (passwordOk(password)) void reset(email, code, password);
        }}
        noValidate
      >
        <PasswordField
          label={t('account.field.newPassword')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          withRules
          error={weak ? t('account.field.weakPassword') : account.message?.field === 'newPassword' ? t(account.message.key, account.message.vars) : null}
        />
        {account.message && account.message.field !== 'newPassword' && <MessageBox message={account.message} email={email} onAction={(a) => a === 'resend' && void forgot(email)} />}
        <button type="submit" className="primary" disabled={account.busy}>
          {t('account.reset.submit')}
        </button>
      </form>
    </section>
  );
}

/** changePassword: native accounts only; social ones get the explanation; signed-out users a sign-in link. */
export function ChangePasswordScreen() {
  const t = useAppStore((s) => s.t);
  const account = useAppStore((s) => s.account);
  const change = useAppStore((s) => s.accountChangePassword);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [tried, setTried] = useState(false);
  if (account.userStatus === 'loading') return <p role="status">{t('account.busy')}</p>;
  if (!account.user) {
    return (
      <section className="screen">
        <h2>{t('account.change.title')}</h2>
        <p>{t('account.change.signInFirst')}</p>
        <a className="button primary" href={hubUrl('signIn', { destinationPath: '/pages/myaccount?operation=changePassword' })}>
          {t('account.link.signIn')}
        </a>
      </section>
    );
  }
  if (!account.user.native) {
    return (
      <section className="screen">
        <h2>{t('account.change.title')}</h2>
        <p>
          {t('account.change.social', { provider: account.user.provider ?? '' })} <a href="/account">{t('account.change.storeAccount')}</a>.
        </p>
      </section>
    );
  }
  return (
    <section className="screen" aria-labelledby="vanity-change-title">
      <h2 id="vanity-change-title">{t('account.change.title')}</h2>
      {account.notice === 'account.change.done' && <p className="banner" role="status">{t('account.change.done')}</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (oldPassword && passwordOk(newPassword)) void change(oldPassword, newPassword);
        }}
        noValidate
      >
        <PasswordField
          label={t('account.field.oldPassword')}
          value={oldPassword}
          onChange={setOld}
          autoComplete="current-password"
          error={tried && !oldPassword ? t('account.field.required') : account.message?.field === 'oldPassword' ? t(account.message.key) : null}
        />
        <PasswordField
          label={t('account.field.newPassword')}
          value={newPassword}
          onChange={setNew}
          autoComplete="new-password"
          withRules
          error={tried && !passwordOk(newPassword) ? t('account.field.weakPassword') : account.message?.field === 'newPassword' ? t(account.message.key, account.message.vars) : null}
        />
        {account.message && !account.message.field && <MessageBox message={account.message} />}
        <button type="submit" className="primary" disabled={account.busy}>
          {t('account.change.submit')}
        </button>
      </form>
      <p>
        <a href={hubUrl('forgotPassword', { email: account.user.email })}>{t('account.signIn.forgot')}</a>
      </p>
    </section>
  );
}

/** signOut: out of the identity service, then the store's /account/logout (with return_url); on failure, reload. */
export function SignOutScreen({ query }: { query: URLSearchParams }) {
  const t = useAppStore((s) => s.t);
  const account = useAppStore((s) => s.account);
  const signOut = useAppStore((s) => s.accountSignOut);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut(query.get('return_url'));
  }, [signOut, query]);
  if (account.message) {
    return (
      <section className="screen">
        <div className="message" role="alert">
          <p>{t(account.message.key)}</p>
          <button type="button" className="primary" onClick={() => window.location.reload()}>
            {t('account.signOut.reload')}
          </button>
        </div>
      </section>
    );
  }
  return <p role="status">{t('account.signOut.working')}</p>;
}

/** onboard (spec 2 §2): an influencer without a handle chooses one; a viewer chooses a display name or makes one later; then targetPath. */
export function OnboardScreen({ query }: { query: URLSearchParams }) {
  const t = useAppStore((s) => s.t);
  const onboarding = useAppStore((s) => s.account.onboarding);
  const start = useAppStore((s) => s.startOnboarding);
  const input = useAppStore((s) => s.onboardingInput);
  const save = useAppStore((s) => s.saveOnboarding);
  const skip = useAppStore((s) => s.skipDisplayName);
  const navigate = useAppStore((s) => s.navigateTo);
  const target = query.get('targetPath') || '/';
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start(target);
  }, [start, target]);

  if (onboarding.status === 'error' && onboarding.error) {
    return (
      <section className="screen">
        <div className="message" role="alert">
          <p>{t(onboarding.error.key, onboarding.error.vars)}</p>
        </div>
        <button type="button" className="primary" onClick={() => navigate(target.startsWith('/') && !target.startsWith('//') ? target : '/')}>
          {t('onboard.continue')}
        </button>
      </section>
    );
  }
  if (onboarding.status !== 'handle' && onboarding.status !== 'displayName') return <p role="status">{t('account.onboard.working')}</p>;

  const handle = onboarding.status === 'handle';
  const { field } = onboarding;
  const max = 30;
  const status =
    field.saved ? t('onboard.saved')
    : field.validity === 'PENDING' ? t('onboard.checking')
    : field.validity === 'VALID' ? t('onboard.valid')
    : '';
  return (
    <section className="screen" aria-labelledby="vanity-onboard-title">
      <h2 id="vanity-onboard-title">{t(handle ? 'onboard.handle.title' : 'onboard.displayName.title')}</h2>
      <p>{handle ? t('onboard.handle.text', { origin: window.location.origin }) : t('onboard.displayName.text')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <Field
          label={t(handle ? 'onboard.handle.label' : 'onboard.displayName.label')}
          value={field.value}
          autoComplete={handle ? 'off' : 'nickname'}
          onChange={(e) => input(handle ? e.currentTarget.value.toLowerCase() : e.currentTarget.value)}
          error={field.validity === 'INVALID' && field.message ? t(field.message) : null}
          data-validity={field.validity}
          hint={
            <p className="small counter" data-over={field.value.length > max}>
              {t('onboard.counter', { count: field.value.length, max })}
            </p>
          }
        />
        <p role="status" className="small">{status}</p>
        {onboarding.error && (
          <p role="alert" className="field-error">
            {t(onboarding.error.key, onboarding.error.vars)}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={!onboarding.canSave || onboarding.saving}>
            {t('onboard.save')}
          </button>
          {!handle && (
            <button type="button" onClick={skip}>
              {t('onboard.later')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
