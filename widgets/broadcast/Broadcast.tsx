import { useEffect, useState } from 'react';
import { RoleError } from '../../shared/store/slices/live-host/live-host-slice';
import { accountHubUrl } from '../../shared/account/hub-url';
import { showStatus } from '../../shared/live/show-status';
import { streamOfHost } from './host-stream';
import { ShowStatusBadge } from '../../shared/react/ShowStatusBadge';
import type { WidgetProps } from '../../shared/react/widget-host';
import { useBroadcastStore } from './broadcast-slices';
import { HostProfile } from './HostProfile';
import { ManageShow } from './ManageShow';
import { ShowForm } from './ShowForm';
import { StreamPanel } from './StreamPanel';

/**
 * /pages/broadcast and /pages/broadcast/{showString}, for influencers (spec 2
 * §2, §6): their shows, a new show, their profile and stream; or one show's
 * controls. Anyone else gets the spec's role error and nothing is sent.
 */
export function Broadcast({ ctx }: WidgetProps) {
  const showId = ctx.route?.params.showString ?? '';
  const t = useBroadcastStore((s) => s.session.t);
  const host = useBroadcastStore((s) => s.liveHost);
  const me = useBroadcastStore((s) => s.me);
  const loadHost = useBroadcastStore((s) => s.liveHost.load);
  const navigateTo = useBroadcastStore((s) => s.session.navigateTo);
  useEffect(() => {
    void loadHost();
  }, [loadHost]);

  if (host.status === 'unknown') return <p role="status">{t('live.loading')}</p>;
  if (host.status === 'anonymous') {
    return (
      <div className="notice">
        <p>{t('live.host.signIn')}</p>
        <button type="button" onClick={() => navigateTo(accountHubUrl('signIn', { destinationPath: location.pathname }))}>
          {t('live.host.signInButton')}
        </button>
      </div>
    );
  }
  if (!me.groups.includes('influencer')) {
    return (
      <p className="notice error" role="alert">
        {new RoleError('influencer').message}
      </p>
    );
  }
  if (!me.profile) return <p role="status">{t('live.loading')}</p>;
  if (!me.profile.influencer) {
    return (
      <div className="notice">
        <p>{t('live.host.needHandle')}</p>
        <a className="button" href={accountHubUrl('onboard', { targetPath: '/pages/broadcast' })}>
          {t('live.host.chooseHandle')}
        </a>
      </div>
    );
  }
  return showId ? <ManageShow showId={showId} /> : <Dashboard />;
}

function Dashboard() {
  const t = useBroadcastStore((s) => s.session.t);
  const locale = useBroadcastStore((s) => s.session.locale);
  const shows = useBroadcastStore((s) => s.liveHost.myShows);
  const stream = useBroadcastStore((s) => s.liveHost.stream);
  const thumbnailUrl = useBroadcastStore((s) => s.liveShow.thumbnailUrl);
  const [creating, setCreating] = useState(false);
  const order = { RUNNING: 0, PENDING: 1, ENDED: 2, CANCELLED: 3 } as const;
  const sorted = [...(shows ?? [])].sort((a, b) => order[a.state] - order[b.state] || Date.parse(b.startTime) - Date.parse(a.startTime));
  return (
    <div className="dashboard">
      <section aria-labelledby="vanity-my-shows">
        <div className="section-head">
          <h2 id="vanity-my-shows">{t('live.host.myShows')}</h2>
          {!creating && sorted.length > 0 && (
            <button type="button" className="primary" onClick={() => setCreating(true)}>
              {t('live.host.newShow')}
            </button>
          )}
        </div>
        {creating && <ShowForm onCancel={() => setCreating(false)} />}
        {shows === null ? (
          <p role="status">{t('live.loading')}</p>
        ) : sorted.length === 0 ? (
          !creating && (
            <div className="empty-state">
              <h3>{t('live.host.firstShow')}</h3>
              <p>{t('live.host.firstShowText')}</p>
              <button type="button" className="primary" onClick={() => setCreating(true)}>
                {t('live.host.firstShow')}
              </button>
            </div>
          )
        ) : (
          <ul className="show-list">
            {sorted.map((s) => (
              <li key={s.id}>
                <span className="row-thumb">
                  {s.hasThumbnail && <img src={thumbnailUrl(s.id, 192, 108)} alt="" width={96} height={54} loading="lazy" />}
                </span>
                <ShowStatusBadge status={showStatus(s, streamOfHost(s.id, stream))} />
                <span className="show-title">{s.title}</span>
                <span className="show-when">
                  {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(s.startTime))}
                </span>
                <a
                  className="button-link small"
                  href={`/pages/broadcast/${encodeURIComponent(s.id)}`}
                  aria-label={`${t('live.host.manage')}: ${s.title}`}
                >
                  {t('live.host.manage')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <StreamPanel />
      <HostProfile />
    </div>
  );
}
