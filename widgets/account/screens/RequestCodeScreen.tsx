import { useState } from 'react';
import { useAccountStore } from '../account-slices';
import { EmailField, MessageBox } from '../fields';

/** requestConfirmationCode: an email form that resends the activation email, then the confirm screen. */
export function RequestCodeScreen({ query }: { query: URLSearchParams }) {
  const t = useAccountStore((s) => s.session.t);
  const account = useAccountStore((s) => s.account);
  const resend = useAccountStore((s) => s.account.resendConfirmation);
  const remembered = useAccountStore((s) => s.account.signInEmail);
  // The address's email first, else the one typed on sign-in this session (signInEmail).
  const [email, setEmail] = useState(query.get('email') ?? remembered);
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
        {/* A message about the whole form comes first, above the fields it refers to. */}
        {account.message && !account.message.field && <MessageBox message={account.message} email={email} />}
        <EmailField email={email} onChange={setEmail} message={account.message} />
        <button type="submit" className="primary" disabled={account.busy || !email.trim()}>
          {t('account.requestCode.submit')}
        </button>
      </form>
    </section>
  );
}
