import { useRef } from 'react';
import { PhotoInput } from '../../shared/react/PhotoInput';
import { useBroadcastStore } from './broadcast-slices';

/** A chosen picture, compressed in the worker; 'unreadable' when the file is not one. */
export type Thumbnail = { base64: string; bytes: number } | null | 'unreadable';

/** The show's thumbnail: a picture chosen, made small in the worker, and its size or the server's word on it. */
export function ThumbnailField({
  thumbnail,
  onChange,
  serverError,
}: {
  thumbnail: Thumbnail;
  onChange: (thumbnail: Thumbnail) => void;
  serverError: string | undefined;
}) {
  const t = useBroadcastStore((s) => s.session.t);
  const prepareThumbnail = useBroadcastStore((s) => s.liveHost.prepareThumbnail);
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="field">
      <span className="label">{t('live.host.form.thumbnail')}</span>
      <button type="button" className="secondary" onClick={() => fileInput.current?.click()}>
        {t('live.host.form.chooseThumbnail')}
      </button>
      <PhotoInput inputRef={fileInput} onFile={(file) => void prepareThumbnail(file).then((r) => onChange(r ?? 'unreadable'))} />
      <span className={thumbnail === 'unreadable' || serverError ? 'error' : 'hint'} role="status">
        {thumbnail === 'unreadable'
          ? t('live.host.form.thumbnailUnreadable')
          : thumbnail
            ? t('live.host.form.thumbnailReady', { size: Math.round(thumbnail.bytes / 1024) })
            : (serverError ?? '')}
      </span>
    </div>
  );
}
