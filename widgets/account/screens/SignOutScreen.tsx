import { useEffect, useRef } from 'react';
import { useAccountStore } from '../account-slices';

/** signOut: out of the identity service, then the store's /account/logout (with return_url); on failure, reload. */
export function SignOutScreen({ query }: { query: URLSearchParams }) {
  const t = useAccountStore((s) => s.session.t);
  const account = useAccountStore((s) => s.account);
  const signOut = useAccountStore((s) => s.account.signOut);
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
