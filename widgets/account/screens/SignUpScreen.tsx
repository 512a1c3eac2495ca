import { useEffect, useRef, useState, type FormEvent } from 'react';
import { signUpProblems, type FieldProblem, type SignUpField, type SignUpForm } from '../../../shared/account/account-rules';
import { useAccountStore } from '../account-slices';
import { Field, hubUrl, MessageBox, PasswordField } from '../fields';
import { LegalNote } from '../LegalNote';

const PROBLEM_TEXT: Record<
  FieldProblem,
  'account.field.required' | 'account.field.invalidEmail' | 'account.field.emailMismatch' | 'account.field.weakPassword'
> = {
  required: 'account.field.required',
  invalidEmail: 'account.field.invalidEmail',
  emailMismatch: 'account.field.emailMismatch',
  weakPassword: 'account.field.weakPassword',
};

/** Spec 1 §5 sign-up: names, email (and its confirmation when asked), password with live rules, marketing opt-in (checked). */
export function SignUpScreen({ query, embedded = false }: { query: URLSearchParams; embedded?: boolean }) {
  const t = useAccountStore((s) => s.session.t);
  const minLength = useAccountStore((s) => s.account.passwordMinLength);
  // The merchant's setting (theme setting vanity_sign_up_confirm_email), on every sign-up form: the hub's and the tab's.
  const confirmEmail = useAccountStore((s) => s.account.confirmEmail);
  const account = useAccountStore((s) => s.account);
  const signUp = useAccountStore((s) => s.account.signUp);
  const [form, setForm] = useState<SignUpForm>({
    firstName: '',
    lastName: '',
    email: query.get('email') ?? '',
    password: '',
    acceptsMarketing: true,
    ...(confirmEmail ? { emailConfirmation: '' } : {}),
  });
  const [problems, setProblems] = useState<Partial<Record<SignUpField, FieldProblem>>>({});
  const refs = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    emailConfirmation: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const message = account.message;
  const set = (patch: Partial<SignUpForm>) => setForm((f) => ({ ...f, ...patch }));

  useEffect(() => {
    if (message?.field === 'email') refs.email.current?.focus();
    else if (message?.field === 'password') refs.password.current?.focus();
    // (refs are stable)
  }, [message]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = signUpProblems(form, minLength);
    setProblems(Object.fromEntries(found));
    // Focus moves to the first invalid field.
    if (found.length) return refs[found[0]![0]].current?.focus();
    void signUp(form);
  };
  const fieldError = (field: SignUpField) =>
    problems[field] ? t(PROBLEM_TEXT[problems[field]!]) : message?.field === field ? t(message.key, message.vars) : null;

  return (
    <section className="screen" aria-labelledby="vanity-signup-title">
      <h2 id="vanity-signup-title">{t('account.signUp.title')}</h2>
      <form onSubmit={submit} noValidate>
        {/* A message about the whole form comes first, above the fields it refers to. */}
        {message && !message.field && <MessageBox message={message} email={form.email} />}
        <div className="row">
          <Field
            label={t('account.field.firstName')}
            autoComplete="given-name"
            value={form.firstName}
            onChange={(e) => set({ firstName: e.currentTarget.value })}
            inputRef={refs.firstName}
            error={fieldError('firstName')}
            required
          />
          <Field
            label={t('account.field.lastName')}
            autoComplete="family-name"
            value={form.lastName}
            onChange={(e) => set({ lastName: e.currentTarget.value })}
            inputRef={refs.lastName}
            error={fieldError('lastName')}
            required
          />
        </div>
        <Field
          label={t('account.field.email')}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
          inputRef={refs.email}
          error={fieldError('email')}
          required
        />
        {message?.field === 'email' && message.action && <MessageBox message={message} email={form.email} linkOnly />}
        {form.emailConfirmation !== undefined && (
          <Field
            label={t('account.field.emailConfirmation')}
            type="email"
            autoComplete="email"
            value={form.emailConfirmation}
            onChange={(e) => set({ emailConfirmation: e.currentTarget.value })}
            inputRef={refs.emailConfirmation}
            error={fieldError('emailConfirmation')}
            required
          />
        )}
        <PasswordField
          label={t('account.field.password')}
          value={form.password}
          onChange={(password) => set({ password })}
          autoComplete="new-password"
          inputRef={refs.password}
          error={fieldError('password')}
          withRules
        />
        {message?.field === 'password' && message.action && <MessageBox message={message} email={form.email} linkOnly />}
        <label className="check">
          <input type="checkbox" checked={form.acceptsMarketing} onChange={(e) => set({ acceptsMarketing: e.currentTarget.checked })} />{' '}
          {t('account.field.marketing')}
        </label>
        <button type="submit" className="primary" disabled={account.busy}>
          {account.busy ? t('account.busy') : t('account.signUp.submit')}
        </button>
      </form>
      {!embedded && (
        <p>
          {t('account.signUp.haveAccount')} <a href={hubUrl('signIn', { email: form.email })}>{t('account.link.signIn')}</a>
        </p>
      )}
      <LegalNote action="signUp" />
    </section>
  );
}
