import { accountHubUrl as hubUrl } from '../../shared/account/hub-url';
import { useState, type RefObject } from 'react';
import { Field } from '../../shared/react/Field';
import { PASSWORD_RULES, passwordOk, passwordRules } from '../../shared/account/account-rules';
import type { AccountMessage } from '../../shared/account/account-errors';
import type { MessageKey } from '../../shared/i18n';
import { useAccountStore } from './account-slices';

/** A password with a show toggle and, for new passwords, the live rule indicators. */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  withRules,
  inputRef,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  withRules?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  autoComplete: string;
}) {
  const t = useAccountStore((s) => s.session.t);
  const [shown, setShown] = useState(false);
  const minLength = useAccountStore((s) => s.account.passwordMinLength);
  const rules = passwordRules(value, minLength);
  return (
    <div className="password">
      <Field
        label={label}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        inputRef={inputRef}
        autoComplete={autoComplete}
        hint={
          withRules ? (
            <ul className="rules" aria-label={t('account.rules.title')}>
              {PASSWORD_RULES.map((rule) => (
                <li key={rule} data-met={rules[rule]}>
                  <span aria-hidden="true">{rules[rule] ? '✓' : '○'}</span> {t(`account.rules.${rule}`, { min: minLength })}
                  <span className="visually-hidden"> ({t(rules[rule] ? 'account.rules.met' : 'account.rules.notMet')})</span>
                </li>
              ))}
            </ul>
          ) : undefined
        }
      />
      <label className="check small">
        <input type="checkbox" checked={shown} onChange={(e) => setShown(e.currentTarget.checked)} /> {t('account.field.showPassword')}
      </label>
    </div>
  );
}

/** Whether a new password meets the rules (spec 1 §6), as the screens check it before sending it. */
export function useNewPasswordOk(): (password: string) => boolean {
  const minLength = useAccountStore((s) => s.account.passwordMinLength);
  return (password) => passwordOk(password, minLength);
}

/**
 * A new password (reset, change): the live rules under it; once the shopper tried to submit, "doesn't meet the
 * requirements" while it does not, else the identity service's message about it.
 */
export function NewPasswordField({ value, onChange, tried }: { value: string; onChange: (v: string) => void; tried: boolean }) {
  const t = useAccountStore((s) => s.session.t);
  const message = useAccountStore((s) => s.account.message);
  const ok = useNewPasswordOk();
  return (
    <PasswordField
      label={t('account.field.newPassword')}
      value={value}
      onChange={onChange}
      autoComplete="new-password"
      withRules
      error={tried && !ok(value) ? t('account.field.weakPassword') : message?.field === 'newPassword' ? t(message.key, message.vars) : null}
    />
  );
}

/** The screen's message (from the identity service), with its way forward. */
export function MessageBox({
  message,
  email,
  onAction,
  linkOnly,
}: {
  message: AccountMessage;
  email?: string;
  onAction?: (action: NonNullable<AccountMessage['action']>) => void;
  linkOnly?: boolean;
}) {
  const t = useAccountStore((s) => s.session.t);
  const links: Partial<Record<NonNullable<AccountMessage['action']>, [MessageKey, string]>> = {
    register: ['account.link.register', hubUrl('signUp', { email })],
    signIn: ['account.link.signIn', hubUrl('signIn', { email })],
    forgotPassword: ['account.link.forgot', hubUrl('forgotPassword', { email })],
    migrate: ['account.link.migrate', hubUrl('signUp', { email })],
    signOutRetry: ['account.link.retry', hubUrl('signOut', { return_url: '/pages/myaccount?operation=signIn' })],
    // The same page again: what the hub could not load, it tries again.
    reload: ['account.signOut.reload', window.location.href],
  };
  const link = message.action ? links[message.action] : undefined;
  // The text already shows by its field: only the way forward here.
  if (linkOnly)
    return link ? (
      <p className="message-link">
        <a href={link[1]}>{t(link[0])}</a>
      </p>
    ) : null;
  return (
    <div className="message" role="alert">
      <p>{t(message.key, message.vars)}</p>
      {link && <a href={link[1]}>{t(link[0])}</a>}
      {message.action && !link && onAction && (
        <button type="button" className="link" onClick={() => onAction(message.action!)}>
          {t(message.action === 'resend' ? 'account.link.resend' : 'account.link.signIn')}
        </button>
      )}
    </div>
  );
}

export { Field, hubUrl };

/** The email field of a one-field screen, with the identity service's message about it (its text, then its way forward). */
export function EmailField({
  email,
  onChange,
  message,
}: {
  email: string;
  onChange: (email: string) => void;
  message: AccountMessage | null | undefined;
}) {
  const t = useAccountStore((s) => s.session.t);
  return (
    <>
      <Field
        label={t('account.field.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={message?.field === 'email' ? t(message.key) : null}
      />
      {message?.field && <MessageBox message={message} email={email} linkOnly />}
    </>
  );
}
