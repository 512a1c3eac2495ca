import { useId, useState } from 'react';
import { ConfirmButton } from '../../shared/react/ConfirmButton';
import { Field } from '../../shared/react/Field';
import { useLiveProfileStore } from './live-profile-slices';
import { TEST_EMAILS, type TestEmail } from '../../shared/store/slices/live-host/live-host-slice';

/** Admins (spec 2 §6): delete a user's handle, and send test emails through both endpoints. */
export function AdminTools() {
  const t = useLiveProfileStore((s) => s.session.t);
  const host = useLiveProfileStore((s) => s.liveHost);
  const deleteHandle = useLiveProfileStore((s) => s.liveHost.deleteHandle);
  const sendTestEmail = useLiveProfileStore((s) => s.liveHost.sendTestEmail);
  const sendShowTestEmail = useLiveProfileStore((s) => s.liveHost.sendShowTestEmail);
  const id = useId();
  const [handle, setHandle] = useState('');
  const [template, setTemplate] = useState<TestEmail>('reminder');
  const [title, setTitle] = useState('');
  const [email, setEmail] = useState('');
  const [showId, setShowId] = useState('');
  const [showTemplate, setShowTemplate] = useState<TestEmail>('live');
  const errors = host.fieldErrors;
  const templates = (value: TestEmail, set: (v: TestEmail) => void, label: string) => (
    <div className="field">
      <label htmlFor={label}>{t('live.admin.template')}</label>
      <select id={label} value={value} onChange={(e) => set(e.currentTarget.value as TestEmail)}>
        {TEST_EMAILS.map((x) => (
          <option key={x} value={x}>
            {t(`live.admin.templates.${x}`)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section aria-labelledby={`${id}-h`} className="admin">
      <h2 id={`${id}-h`}>{t('live.admin.title')}</h2>
      <p className={host.error || host.roleError ? 'error' : 'muted'} role={host.error || host.roleError ? 'alert' : 'status'}>
        {host.roleError ?? (host.error ? `${t(host.error)} ${Object.values(errors).join(' ')}` : host.notice ? t(host.notice) : '')}
      </p>
      <div className="panel">
        <h3>{t('live.admin.deleteHandle')}</h3>
        <Field
          label={t('live.admin.handle')}
          type="text"
          value={handle}
          autoCapitalize="off"
          onChange={(e) => setHandle(e.currentTarget.value.replace(/^@/, ''))}
        />
        <ConfirmButton
          className="primary"
          label={t('live.admin.delete')}
          question={t('live.admin.confirmDelete', { handle: handle.trim() })}
          disabled={!handle.trim() || host.busy === 'delete-handle'}
          onConfirm={() => void deleteHandle(handle.trim()).then((ok) => ok && setHandle(''))}
        />
      </div>
      <form
        className="panel"
        onSubmit={(e) => {
          e.preventDefault();
          void sendTestEmail(template, { title: title.trim(), email: email.trim() });
        }}
      >
        <h3>{t('live.admin.testEmail')}</h3>
        {templates(template, setTemplate, `${id}-template`)}
        <Field
          label={t('live.admin.emailTitle')}
          type="text"
          value={title}
          aria-invalid={!!errors.title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Field
          label={t('live.admin.email')}
          type="email"
          value={email}
          aria-invalid={!!errors.email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <button type="submit" disabled={host.busy === 'test-email'}>
          {t('live.admin.send')}
        </button>
      </form>
      <form
        className="panel"
        onSubmit={(e) => {
          e.preventDefault();
          void sendShowTestEmail(showId.trim(), showTemplate);
        }}
      >
        <h3>{t('live.admin.showTestEmail')}</h3>
        <Field label={t('live.admin.showId')} type="text" value={showId} onChange={(e) => setShowId(e.currentTarget.value)} />
        {templates(showTemplate, setShowTemplate, `${id}-show-template`)}
        <button type="submit" disabled={!showId.trim() || host.busy === 'show-test-email'}>
          {t('live.admin.sendShow')}
        </button>
      </form>
    </section>
  );
}
