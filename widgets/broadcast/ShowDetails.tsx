import { useId, useState } from 'react';
import { holdsUp } from '../../shared/account/remote-field';
import { useRemoteField } from '../../shared/react/use-remote-field';
import { useBroadcastStore } from './broadcast-slices';
import { SHOW_LIMITS, type Show } from '../../shared/store/slices/live-host/live-host-slice';
import { CheckedText } from './CheckedText';
import { localInputValue } from './local-input-value';

/** Title, description and (before the show) the start time: a partial update, checked live. */
export function ShowDetails({ show }: { show: Show }) {
  const t = useBroadcastStore((s) => s.session.t);
  const check = useBroadcastStore((s) => s.liveHost.checkShowDraft);
  const update = useBroadcastStore((s) => s.liveHost.updateShow);
  const busy = useBroadcastStore((s) => s.liveHost.busy);
  const errors = useBroadcastStore((s) => s.liveHost.fieldErrors);
  const id = useId();
  const [title, titleField] = useRemoteField(show.title, async (v) => (await check({ title: v }, show.id)).title ?? null);
  const [description, descriptionField] = useRemoteField(
    show.description,
    async (v) => (await check({ description: v }, show.id)).description ?? null,
  );
  const [start, setStart] = useState(() => localInputValue(Date.parse(show.startTime)));
  const startChanged =
    show.state === 'PENDING' &&
    !Number.isNaN(Date.parse(start)) &&
    new Date(start).toISOString() !== new Date(show.startTime).toISOString();
  // Spec 2 §5: something changed, each changed text VALID, and the title never empty.
  const changed = title.validity !== 'UNCHANGED' || description.validity !== 'UNCHANGED' || startChanged;
  const canSave = changed && holdsUp(title) && title.value.trim() !== '' && holdsUp(description);
  return (
    <form
      className="panel"
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        const patch: Record<string, string> = {};
        if (title.value !== show.title) patch.title = title.value.trim();
        if (description.value !== show.description) patch.description = description.value.trim();
        if (startChanged) patch.startTime = new Date(start).toISOString();
        void update(patch).then((ok) => {
          if (ok) {
            titleField.saved(title.value);
            descriptionField.saved(description.value);
          }
        });
      }}
    >
      <h2 id={`${id}-h`}>{t('live.host.edit')}</h2>
      <CheckedText
        label={t('live.host.form.title')}
        max={SHOW_LIMITS.titleMax}
        state={title}
        onInput={(v) => titleField.input(v)}
        serverError={errors.title}
      />
      <CheckedText
        label={t('live.host.form.description')}
        max={SHOW_LIMITS.descriptionMax}
        multiline
        state={description}
        onInput={(v) => descriptionField.input(v)}
        serverError={errors.description}
      />
      {show.state === 'PENDING' && (
        <div className="field">
          <label htmlFor={`${id}-start`}>{t('live.host.form.startTime')}</label>
          <input
            id={`${id}-start`}
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            aria-invalid={!!errors.startTime}
          />
          <span className="error" role="alert">
            {errors.startTime ?? ''}
          </span>
        </div>
      )}
      <button type="submit" className="secondary" disabled={!canSave || busy === 'update'}>
        {t('live.host.save')}
      </button>
    </form>
  );
}
