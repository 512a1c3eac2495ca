import { useBroadcastStore } from './broadcast-slices';
import { ConfirmButton } from '../../shared/react/ConfirmButton';

/** Where the host's encoder sends the stream: the server, the key (shown on request, reset after a confirmation), and whether a stream arrives. */
export function StreamPanel() {
  const t = useBroadcastStore((s) => s.session.t);
  const key = useBroadcastStore((s) => s.liveHost.streamKey);
  const stream = useBroadcastStore((s) => s.liveHost.stream);
  const busy = useBroadcastStore((s) => s.liveHost.busy);
  const reveal = useBroadcastStore((s) => s.liveHost.revealStreamKey);
  const reset = useBroadcastStore((s) => s.liveHost.resetStreamKey);
  return (
    <section className="panel" aria-labelledby="vanity-stream">
      <h2 id="vanity-stream">{t('live.host.stream.title')}</h2>
      {key && (
        <dl className="key">
          <dt>{t('live.host.stream.server')}</dt>
          <dd>
            <code>{key.ingestUrl}</code>
          </dd>
          <dt>{t('live.host.stream.key')}</dt>
          <dd>
            <code data-stream-key>{key.streamKey}</code>
          </dd>
        </dl>
      )}
      <div className="actions">
        {!key && (
          <button type="button" className="secondary" disabled={busy === 'stream-key'} onClick={() => void reveal()}>
            {t('live.host.stream.show')}
          </button>
        )}
        <ConfirmButton
          label={t('live.host.stream.reset')}
          question={t('live.host.stream.confirmReset')}
          disabled={busy === 'stream-key-reset'}
          onConfirm={() => void reset()}
        />
      </div>
      {stream && (
        <p className={stream.status === 'LIVE' ? 'stream live' : 'stream'} role="status">
          {stream.status === 'LIVE'
            ? t(stream.showId ? 'live.host.stream.live' : 'live.host.stream.liveNoShow')
            : t('live.host.stream.idle')}
        </p>
      )}
    </section>
  );
}
