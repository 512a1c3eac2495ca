import { useState } from 'react';
import { useAccountStore } from '../account-slices';
import { EmailField, hubUrl, MessageBox } from '../fields';

/** forgotPassword: the email form; an unconfirmed account gets the activation notice with resend. */
export function ForgotPasswordScreen({ query }: { query: URLSearchParams }) {
  const t = useAccountStore((s) => s.session.t);
  const account = useAccountStore((s) => s.account);
  const forgot = useAccountStore((s) => s.account.forgotPassword);
  const resend = useAccountStore((s) => s.account.resendConfirmation);
  const remembered = useAccountStore((s) => s.account.signInEmail);
  // The address's email first, else the one typed on sign-in this session (signInEmail).
  const [email, setEmail] = useState(query.get('email') ?? remembered);
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
        {/* A message about the whole form comes first, above the fields it refers to. */}
        {account.message && !account.message.field && <MessageBox message={account.message} email={email} />}
        {account.unconfirmed && (
          <div className="message" role="alert">
            <p>{t('account.forgot.unconfirmed')}</p>
            <button type="button" className="link" onClick={() => void resend(email, 'confirm')}>
              {t('account.forgot.activate')}
            </button>
          </div>
        )}
        <EmailField email={email} onChange={setEmail} message={account.message} />
        <button type="submit" className="primary" disabled={account.busy || !email.trim()}>
          {t('account.forgot.submit')}
        </button>
      </form>
      <p>
        <a href={hubUrl('changePassword')}>{t('account.forgot.changeInstead')}</a> ·{' '}
        <a href={hubUrl('requestConfirmationCode', { email })}>{t('account.forgot.activate')}</a>
      </p>
    </section>
  );
}
