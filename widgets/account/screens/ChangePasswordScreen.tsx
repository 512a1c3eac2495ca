import { useState } from 'react';
import { useAccountStore } from '../account-slices';
import { hubUrl, MessageBox, NewPasswordField, PasswordField, useNewPasswordOk } from '../fields';

/** changePassword: native accounts only; social ones get the explanation; signed-out users a sign-in link. */
export function ChangePasswordScreen() {
  const t = useAccountStore((s) => s.session.t);
  const newPasswordOk = useNewPasswordOk();
  const account = useAccountStore((s) => s.account);
  const me = useAccountStore((s) => s.me);
  const change = useAccountStore((s) => s.account.changePassword);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [tried, setTried] = useState(false);
  // Who is signed in is not known yet; a message (new customer accounts' code failing to load) ends the wait.
  if (me.status === 'unknown') return account.message ? <MessageBox message={account.message} /> : <p role="status">{t('account.busy')}</p>;
  if (!me.user) {
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
  if (!me.user.native) {
    return (
      <section className="screen">
        <h2>{t('account.change.title')}</h2>
        <p>
          {t('account.change.social', { provider: me.user.provider ?? '' })} <a href="/account">{t('account.change.storeAccount')}</a>.
        </p>
      </section>
    );
  }
  return (
    <section className="screen" aria-labelledby="vanity-change-title">
      <h2 id="vanity-change-title">{t('account.change.title')}</h2>
      {account.notice === 'account.change.done' && (
        <p className="banner" role="status">
          {t('account.change.done')}
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (oldPassword && newPasswordOk(newPassword)) void change(oldPassword, newPassword);
        }}
        noValidate
      >
        {/* A message about the whole form comes first, above the fields it refers to. */}
        {account.message && !account.message.field && <MessageBox message={account.message} />}
        <PasswordField
          label={t('account.field.oldPassword')}
          value={oldPassword}
          onChange={setOld}
          autoComplete="current-password"
          error={
            tried && !oldPassword ? t('account.field.required') : account.message?.field === 'oldPassword' ? t(account.message.key) : null
          }
        />
        <NewPasswordField value={newPassword} onChange={setNew} tried={tried} />
        <button type="submit" className="primary" disabled={account.busy}>
          {t('account.change.submit')}
        </button>
      </form>
      <p>
        <a href={hubUrl('forgotPassword', { email: me.user.email })}>{t('account.signIn.forgot')}</a>
      </p>
    </section>
  );
}
