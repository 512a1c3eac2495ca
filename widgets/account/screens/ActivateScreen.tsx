import { useEffect, useRef } from 'react';
import { useAccountStore } from '../account-slices';
import { MessageBox } from '../fields';
import { SignUpScreen } from './SignUpScreen';

/**
 * /account/activate/{customerId}/{token}. Spec 2 §2: an activation ends on the sign-in completion screen, so a
 * person the identity service knows gets a sign-on token from the account backend and goes on to the store's login.
 * Someone not signed in has no identity account to complete yet: the sign-up form (spec 1 §2's route table).
 */
export function ActivateScreen({ query }: { query: URLSearchParams }) {
  const t = useAccountStore((s) => s.session.t);
  const me = useAccountStore((s) => s.me);
  const message = useAccountStore((s) => s.account.message);
  const complete = useAccountStore((s) => s.account.completeSignIn);
  // One sign-on token per visit: a Multipass token is spent once.
  const started = useRef(false);
  const signedIn = me.user !== null;
  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    void complete();
  }, [signedIn, complete]);

  // Who is signed in is not known yet; a message (new customer accounts' code failing to load) ends the wait.
  if (me.status === 'unknown')
    return message ? (
      <MessageBox message={message} />
    ) : (
      <p role="status" aria-busy="true">
        {t('account.signIn.checking')}
      </p>
    );
  if (!signedIn) return <SignUpScreen query={query} />;
  return (
    <section className="screen" aria-labelledby="vanity-activate-title">
      <h2 id="vanity-activate-title">{t('account.activate.title')}</h2>
      {message ? <MessageBox message={message} email={me.user?.email} /> : <p role="status">{t('account.signIn.completing')}</p>}
    </section>
  );
}
