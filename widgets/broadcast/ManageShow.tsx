import { useEffect } from 'react';
import { ShowChat } from '../../shared/live-ui/ShowChat';
import { ConfirmButton } from '../../shared/react/ConfirmButton';
import { ShowStatusBadge } from '../../shared/react/ShowStatusBadge';
import { showStatus } from '../../shared/live/show-status';
import { streamOfHost } from './host-stream';
import { useBroadcastStore } from './broadcast-slices';
import { isModerationAction } from '../../shared/live/chat-rules';
import { FeaturedLinkForm } from './FeaturedLinkForm';
import { ShowDetails } from './ShowDetails';
import { ShowProducts } from './ShowProducts';
import { ShowStatsPanel } from './ShowStatsPanel';
import { StreamPanel } from './StreamPanel';
import { TestPurchase } from './TestPurchase';

/** /pages/broadcast/{showString}: one show's controls for its host. */
export function ManageShow({ showId }: { showId: string }) {
  const t = useBroadcastStore((s) => s.session.t);
  const managed = useBroadcastStore((s) => s.liveHost.managed);
  const host = useBroadcastStore((s) => s.liveHost);
  const me = useBroadcastStore((s) => s.me);
  const manage = useBroadcastStore((s) => s.liveHost.manageShow);
  const cancel = useBroadcastStore((s) => s.liveHost.cancelShow);
  const end = useBroadcastStore((s) => s.liveHost.endShow);
  useEffect(() => manage(showId), [showId, manage]);

  if (managed.status === 'loading' && !managed.show) return <p role="status">{t('live.loading')}</p>;
  if (managed.status === 'no-such-show')
    return (
      <p className="notice" role="alert">
        {t('live.host.noSuchShow')}
      </p>
    );
  if (!managed.show)
    return (
      <p className="notice" role="alert">
        {t('live.temporaryError')}
      </p>
    );
  const show = managed.show;
  if (show.handle !== me.profile?.influencer?.handle)
    return (
      <p className="notice error" role="alert">
        {t('live.host.errors.forbidden')}
      </p>
    );
  const open = show.state === 'PENDING' || show.state === 'RUNNING';
  // Pins and mutes report under the chat; everything else reports here.
  const own = !isModerationAction(host.lastAction);
  const failed = own && (host.error || host.roleError);
  return (
    <div className="manage">
      <a className="back" href="/pages/broadcast">
        {t('live.host.back')}
      </a>
      <header className="manage-head">
        <div className="manage-title">
          <ShowStatusBadge status={showStatus(show, streamOfHost(show.id, host.stream))} />
          <h2>{show.title}</h2>
          <a href={`/pages/watch/${encodeURIComponent(show.id)}`}>{t('live.host.watch')}</a>
        </div>
        <div className="actions">
          {show.state === 'PENDING' && (
            <ConfirmButton
              label={t('live.host.cancelShow')}
              question={t('live.host.confirmCancel')}
              disabled={host.busy === 'cancel'}
              onConfirm={() => void cancel()}
            />
          )}
          {show.state === 'RUNNING' && (
            <ConfirmButton
              className="danger"
              label={t('live.host.endShow')}
              question={t('live.host.confirmEnd')}
              disabled={host.busy === 'end'}
              onConfirm={() => void end()}
            />
          )}
        </div>
      </header>
      <p className={failed ? 'error' : 'hint'} role={failed ? 'alert' : 'status'}>
        {!own ? '' : (host.roleError ?? (host.error ? t(host.error) : host.notice ? t(host.notice) : ''))}
      </p>
      {/* The stream first, then the chat (beside the panels from tablet width up, right under the stream on a phone), then the rest. */}
      <div className={open ? 'manage-grid' : 'manage-grid no-stream'}>
        {open && (
          <div className="manage-first">
            <StreamPanel />
          </div>
        )}
        {show.chatBaseUrl && (
          <aside className="manage-chat">
            <ShowChat show={show} replayAtMs={null} moderation={{ canPin: true, canMute: me.groups.includes('moderator') }} />
          </aside>
        )}
        <div className="manage-rest">
          {open && <ShowProducts show={show} />}
          {open && <FeaturedLinkForm />}
          {show.state === 'RUNNING' && <TestPurchase show={show} />}
          {open && <ShowDetails key={show.id} show={show} />}
          {managed.stats && <ShowStatsPanel stats={managed.stats} />}
        </div>
      </div>
    </div>
  );
}
