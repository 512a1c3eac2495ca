import { useEffect, useRef } from 'react';
import { sameOriginPath } from '../../../shared/routes/same-origin';
import { useAccountStore } from '../account-slices';
import { Field } from '../fields';

/**
 * onboard (spec 2 §2): an influencer without a handle chooses one; a viewer chooses a display name or makes one later;
 * then targetPath. `change=handle|displayName` (the profile pages' change links) opens that step with the current name.
 */
export function OnboardScreen({ query }: { query: URLSearchParams }) {
  const t = useAccountStore((s) => s.session.t);
  const onboarding = useAccountStore((s) => s.account.onboarding);
  const start = useAccountStore((s) => s.account.startOnboarding);
  const input = useAccountStore((s) => s.account.onboardingInput);
  const save = useAccountStore((s) => s.account.saveOnboarding);
  const skip = useAccountStore((s) => s.account.skipDisplayName);
  const keep = useAccountStore((s) => s.account.keepCurrentName);
  const navigate = useAccountStore((s) => s.session.navigateTo);
  const target = query.get('targetPath') || '/';
  const asked = query.get('change');
  const change = asked === 'handle' || asked === 'displayName' ? asked : null;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start(target, change);
  }, [start, target, change]);

  if (onboarding.status === 'error' && onboarding.error) {
    return (
      <section className="screen">
        <div className="message" role="alert">
          <p>{t(onboarding.error.key, onboarding.error.vars)}</p>
        </div>
        <button type="button" className="primary" onClick={() => navigate(sameOriginPath(target, window.location.origin) ?? '/')}>
          {t('onboard.continue')}
        </button>
      </section>
    );
  }
  if (onboarding.status !== 'handle' && onboarding.status !== 'displayName') return <p role="status">{t('account.onboard.working')}</p>;

  const handle = onboarding.status === 'handle';
  const { field, changing } = onboarding;
  const max = 30;
  const status = field.saved
    ? t('onboard.saved')
    : field.validity === 'PENDING'
      ? t('onboard.checking')
      : field.validity === 'VALID'
        ? t('onboard.valid')
        : '';
  return (
    <section className="screen" aria-labelledby="vanity-onboard-title">
      <h2 id="vanity-onboard-title">
        {t(
          handle
            ? changing
              ? 'onboard.handle.changeTitle'
              : 'onboard.handle.title'
            : changing
              ? 'onboard.displayName.changeTitle'
              : 'onboard.displayName.title',
        )}
      </h2>
      <p>{handle ? t('onboard.handle.text', { origin: window.location.origin }) : t('onboard.displayName.text')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <Field
          label={t(handle ? 'onboard.handle.label' : 'onboard.displayName.label')}
          value={field.value}
          autoComplete={handle ? 'off' : 'nickname'}
          onChange={(e) => input(handle ? e.currentTarget.value.toLowerCase() : e.currentTarget.value)}
          error={field.validity === 'INVALID' && field.message ? t(field.message) : null}
          data-validity={field.validity}
          hint={
            <p className="small counter" data-over={field.value.length > max}>
              {t('onboard.counter', { count: field.value.length, max })}
            </p>
          }
        />
        <p role="status" className="small">
          {status}
        </p>
        {onboarding.error && (
          <p role="alert" className="field-error">
            {t(onboarding.error.key, onboarding.error.vars)}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={!onboarding.canSave || onboarding.saving}>
            {t('onboard.save')}
          </button>
          {changing ? (
            <button type="button" onClick={keep}>
              {t('onboard.keepCurrent')}
            </button>
          ) : (
            !handle && (
              <button type="button" onClick={skip}>
                {t('onboard.later')}
              </button>
            )
          )}
        </div>
      </form>
    </section>
  );
}
