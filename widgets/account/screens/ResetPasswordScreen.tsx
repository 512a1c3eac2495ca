import { useState } from 'react';
import { useAccountStore } from '../account-slices';
import { MessageBox, NewPasswordField, useNewPasswordOk } from '../fields';

/** forgotPasswordSubmit: with code and userName, a new-password form; otherwise "a link was sent", with resend. */
export function ResetPasswordScreen({ query }: { query: URLSearchParams }) {
  const t = useAccountStore((s) => s.session.t);
  const newPasswordOk = useNewPasswordOk();
  const account = useAccountStore((s) => s.account);
  const reset = useAccountStore((s) => s.account.resetPassword);
  const forgot = useAccountStore((s) => s.account.forgotPassword);
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
  return (
    <section className="screen" aria-labelledby="vanity-reset-title">
      <h2 id="vanity-reset-title">{t('account.reset.title')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (newPasswordOk(password)) void reset(email, code, password);
        }}
        noValidate
      >
        {/* A message about the whole form comes first, above the fields it refers to. */}
        {account.message && account.message.field !== 'newPassword' && (
          <MessageBox message={account.message} email={email} onAction={(a) => a === 'resend' && void forgot(email)} />
        )}
        <NewPasswordField value={password} onChange={setPassword} tried={tried} />
        <button type="submit" className="primary" disabled={account.busy}>
          {t('account.reset.submit')}
        </button>
      </form>
    </section>
  );
}
