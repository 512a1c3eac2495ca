import { useId, useState } from 'react';
import { holdsUp } from '../../shared/account/remote-field';
import { useBroadcastStore } from './broadcast-slices';
import type { Show } from '../../shared/store/slices/live-host/live-host-slice';
import { localInputValue } from './local-input-value';
import { ShowTextFields, StartTimeField, useShowTexts } from './ShowFields';

/** Title, description and (before the show) the start time: a partial update, checked live. */
export function ShowDetails({ show }: { show: Show }) {
  const t = useBroadcastStore((s) => s.session.t);
  const update = useBroadcastStore((s) => s.liveHost.updateShow);
  const busy = useBroadcastStore((s) => s.liveHost.busy);
  const errors = useBroadcastStore((s) => s.liveHost.fieldErrors);
  const id = useId();
  const texts = useShowTexts(show);
  const { title, titleField, description, descriptionField } = texts;
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
      <ShowTextFields texts={texts} errors={errors} />
      {show.state === 'PENDING' && <StartTimeField value={start} onChange={setStart} error={errors.startTime} />}
      <button type="submit" className="secondary" disabled={!canSave || busy === 'update'}>
        {t('live.host.save')}
      </button>
    </form>
  );
}
