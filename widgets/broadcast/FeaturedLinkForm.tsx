import { useId, useState } from 'react';
import { Field } from '../../shared/react/Field';
import { useBroadcastStore } from './broadcast-slices';

/** The link the show features ("From the host" on the watch page): its address and label. */
export function FeaturedLinkForm() {
  const t = useBroadcastStore((s) => s.session.t);
  const save = useBroadcastStore((s) => s.liveHost.setFeaturedLink);
  const errors = useBroadcastStore((s) => s.liveHost.fieldErrors);
  const current = useBroadcastStore((s) => s.liveHost.managed.show?.featuredLink ?? null);
  const [url, setUrl] = useState(current?.url ?? '');
  const [title, setTitle] = useState(current?.title ?? '');
  const id = useId();
  return (
    <form
      className="panel"
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        void save({ url: url.trim(), title: title.trim() });
      }}
    >
      <h2 id={`${id}-h`}>{t('live.host.link.title')}</h2>
      <Field
        label={t('live.host.link.url')}
        type="text"
        inputMode="url"
        value={url}
        error={errors.url}
        errorAt="below"
        aria-invalid={!!errors.url}
        onChange={(e) => setUrl(e.currentTarget.value)}
      />
      <Field
        label={t('live.host.link.label')}
        type="text"
        value={title}
        aria-invalid={!!errors.title}
        onChange={(e) => setTitle(e.currentTarget.value)}
      />
      <button type="submit" className="secondary">
        {t('live.host.link.save')}
      </button>
    </form>
  );
}
