import { useEffect, useState, type FormEvent } from 'react';
import { useAccountStore } from '../account-slices';
import { CONFIRM_RESEND_DELAY_MS } from '../../../shared/store/slices/account/auth-credential-actions';
import { Field, MessageBox } from '../fields';

/** confirm: check your email; the code can be typed too; resend appears after 15 s, or at once for an expired code. */
export function ConfirmScreen({ query }: { query: URLSearchParams }) {
  const t = useAccountStore((s) => s.session.t);
  const account = useAccountStore((s) => s.account);
  const confirm = useAccountStore((s) => s.account.confirm);
  const resend = useAccountStore((s) => s.account.resendConfirmation);
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
  // An expired code cannot be used however long the shopper waits: a new one can be asked for at once.
  const offerResend = canResend || account.message?.action === 'resend';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void confirm(email, code);
  };
  return (
    <section className="screen" aria-labelledby="vanity-confirm-title">
      <h2 id="vanity-confirm-title">{t('account.confirm.title')}</h2>
      <p>{t(resends > 0 ? 'account.confirm.resentText' : 'account.confirm.text', { email })}</p>
      <form onSubmit={submit} noValidate>
        {/* A message about the whole form comes first, above the fields it refers to. */}
        {account.message && account.message.field !== 'code' && <MessageBox message={account.message} email={email} />}
        <p>{t('account.confirm.codeText')}</p>
        <Field
          label={t('account.field.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={account.message?.field === 'code' ? t(account.message.key) : null}
        />
        <button type="submit" className="primary" disabled={account.busy || !code.trim()}>
          {t('account.confirm.submit')}
        </button>
      </form>
      {offerResend && (
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
