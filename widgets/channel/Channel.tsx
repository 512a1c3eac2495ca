import { useEffect } from 'react';
import type { WidgetProps } from '../../shared/react/widget-host';
import { ShowCard } from '../../shared/react/ShowCard';
import { useChannelStore } from './channel-slices';

/** /pages/channels/{handle}: the host's profile, a follow button, and their shows (live and upcoming first). */
export function Channel({ ctx }: WidgetProps) {
  const handle = ctx.route?.params.handle ?? '';
  const t = useChannelStore((s) => s.session.t);
  const channel = useChannelStore((s) => s.liveShow.channel);
  const load = useChannelStore((s) => s.liveShow.loadChannel);
  const pictureUrl = useChannelStore((s) => s.liveShow.hostPictureUrl);
  const loadViewer = useChannelStore((s) => s.liveViewer.load);
  const following = useChannelStore((s) => !!s.liveViewer.following[handle]);
  const toggleFollow = useChannelStore((s) => s.liveViewer.toggleFollow);
  const viewerError = useChannelStore((s) => s.liveViewer.error);
  useEffect(() => loadViewer(), [loadViewer]);
  useEffect(() => {
    if (handle) void load(handle);
  }, [handle, load]);

  if (channel.status === 'idle' || channel.status === 'loading') return <p role="status">{t('live.loading')}</p>;
  if (channel.status === 'no-such-host' || !handle) {
    return (
      <div className="notice" role="alert">
        <p>{t('live.channel.noSuchHost')}</p>
        <a href="/pages/live-shopping">{t('live.allShows')}</a>
      </div>
    );
  }
  if (channel.status === 'error' || !channel.profile) {
    return (
      <div className="notice" role="alert">
        <p>{t('live.channel.error')}</p>
        <button type="button" onClick={() => void load(handle)}>
          {t('live.list.retry')}
        </button>
      </div>
    );
  }
  const name = channel.profile.displayName?.baseName ?? handle;
  const order = { RUNNING: 0, PENDING: 1, ENDED: 2, CANCELLED: 3 } as const;
  const shows = channel.shows
    .filter((s) => s.state !== 'CANCELLED' && (s.state !== 'ENDED' || s.recordings.length > 0))
    .sort(
      (a, b) => order[a.state] - order[b.state] || (a.state === 'PENDING' ? 1 : -1) * (Date.parse(a.startTime) - Date.parse(b.startTime)),
    );
  return (
    <div className="channel">
      <header className="channel-header">
        {channel.profile.pictureVersion > 0 ? (
          <img className="avatar" src={pictureUrl(handle, 192, channel.profile.pictureVersion)} alt="" width={96} height={96} />
        ) : (
          <span className="avatar initial" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <h2>{name}</h2>
          <p className="handle">@{handle}</p>
          {channel.profile.bio && <p className="bio">{channel.profile.bio}</p>}
          <button
            type="button"
            className={following ? 'on' : ''}
            aria-pressed={following}
            aria-label={t(following ? 'live.unfollowLabel' : 'live.followLabel', { name })}
            onClick={() => void toggleFollow(handle)}
          >
            {t(following ? 'live.following' : 'live.follow')}
          </button>
          {viewerError && (
            <p className="error" role="alert">
              {t(viewerError)}
            </p>
          )}
        </div>
      </header>
      <section aria-labelledby="vanity-channel-shows">
        <h3 id="vanity-channel-shows">{t('live.channel.shows')}</h3>
        {shows.length === 0 ? (
          <p className="empty">{t('live.channel.none')}</p>
        ) : (
          <ul className="cards">
            {shows.map((s) => (
              <li key={s.id}>
                <ShowCard show={s} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
