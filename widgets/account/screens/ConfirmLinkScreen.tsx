import { useEffect, useRef } from 'react';
import { useAccountStore } from '../account-slices';
import { MessageBox } from '../fields';

/** confirmLink / confirmSignUpLink: confirms from the email's link (code and userName in the URL). */
export function ConfirmLinkScreen({ query }: { query: URLSearchParams }) {
  const t = useAccountStore((s) => s.session.t);
  const account = useAccountStore((s) => s.account);
  const confirm = useAccountStore((s) => s.account.confirm);
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
