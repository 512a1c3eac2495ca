import { useEffect } from 'react';
import { useAccountStore } from './account-slices';

/** The email-marketing preference of the signed-in customer, read and saved through the Customer API. */
export function MarketingPreference() {
  const t = useAccountStore((s) => s.session.t);
  const marketing = useAccountStore((s) => s.account.marketing);
  const load = useAccountStore((s) => s.account.loadMarketing);
  const save = useAccountStore((s) => s.account.saveMarketing);
  useEffect(() => {
    void load();
  }, [load]);
  if (marketing.status === 'idle' || marketing.status === 'loading' || marketing.status === 'unavailable') return null;
  return (
    <fieldset className="preferences">
      <legend>{t('account.marketing.title')}</legend>
      <label className="check">
        <input
          type="checkbox"
          checked={!!marketing.acceptsMarketing}
          disabled={marketing.status === 'saving'}
          onChange={(e) => void save(e.currentTarget.checked)}
        />
        {t('account.field.marketing')}
      </label>
      <p role="status" className="small">
        {marketing.saved ? t('account.marketing.saved') : ''}
      </p>
      {marketing.failed && (
        <p role="alert" className="field-error">
          {t('account.errors.emailOptIn')}
        </p>
      )}
    </fieldset>
  );
}
