import { useEffect } from 'react';
import type { WidgetProps } from '../../shared/react/widget-host';
import { ShowCards } from '../../shared/react/ShowCard';
import { CHANNEL_WINDOW_MS, useChannelStore } from './channel-slices';

/**
 * /pages/channels/{handle}: the host's profile, a follow button, their live and
 * upcoming shows, and their past shows since a date, with earlier ones on demand.
 */
export function Channel({ ctx }: WidgetProps) {
  const handle = ctx.route?.params.handle ?? '';
  const t = useChannelStore((s) => s.session.t);
  const channel = useChannelStore((s) => s.liveLists.channel);
  const load = useChannelStore((s) => s.liveLists.loadChannel);
  const pictureUrl = useChannelStore((s) => s.liveShow.hostPictureUrl);
  // The host's own newest picture when it is their channel (set since, in this tab or another).
  const pictureVersion = useChannelStore((s) => s.me.pictureVersion({ handle }, s.liveLists.channel.profile?.pictureVersion ?? 0));
  const loadViewer = useChannelStore((s) => s.liveViewer.load);
  const following = useChannelStore((s) => !!s.liveViewer.following[handle]);
  const toggleFollow = useChannelStore((s) => s.liveViewer.toggleFollow);
  const viewerError = useChannelStore((s) => s.liveViewer.error);
  const locale = useChannelStore((s) => s.session.locale);
  const loadEarlier = useChannelStore((s) => s.liveLists.loadEarlierShows);
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
  // Live first, then the shows ahead, the nearest first; past shows (with a recording to watch) newest first.
  const startOf = (show: { startTime: string }) => Date.parse(show.startTime);
  const upcoming = channel.shows
    .filter((s) => s.state === 'RUNNING' || s.state === 'PENDING')
    .sort((a, b) => Number(b.state === 'RUNNING') - Number(a.state === 'RUNNING') || startOf(a) - startOf(b));
  const past = channel.shows.filter((s) => s.state === 'ENDED' && s.recordings.length > 0).sort((a, b) => startOf(b) - startOf(a));
  const day = (ms: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(ms);
  const cards = (shows: typeof channel.shows) => <ShowCards shows={shows} />;
  return (
    <div className="channel">
      <header className="channel-header">
        {pictureVersion > 0 ? (
          <img className="avatar" src={pictureUrl(handle, 192, pictureVersion)} alt="" width={96} height={96} />
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
      <section aria-labelledby="vanity-channel-upcoming">
        <h3 id="vanity-channel-upcoming">{t('live.channel.upcoming')}</h3>
        {upcoming.length === 0 ? (
          <div className="empty-state">
            <p>{t(following ? 'live.channel.noneFollowing' : 'live.channel.noneFollow', { name })}</p>
            {following ? (
              <a className="button-link" href="/pages/live-shopping">
                {t('live.allShows')}
              </a>
            ) : (
              <button type="button" className="on" onClick={() => void toggleFollow(handle)}>
                {t('live.channel.followNext')}
              </button>
            )}
          </div>
        ) : (
          cards(upcoming)
        )}
      </section>
      <section aria-labelledby="vanity-channel-past">
        <h3 id="vanity-channel-past">{t('live.channel.past')}</h3>
        <p className="since">{t('live.channel.since', { date: day(channel.since) })}</p>
        {past.length === 0 ? <p className="empty">{t('live.channel.nonePast')}</p> : cards(past)}
        <p role="status" className="empty">
          {channel.earlier === 'none'
            ? t('live.channel.noneEarlier', { from: day(channel.since), to: day(channel.since + CHANNEL_WINDOW_MS) })
            : ''}
        </p>
        {channel.earlier === 'error' ? (
          <p className="error" role="alert">
            {t('live.channel.earlierError')}{' '}
            <button type="button" onClick={() => void loadEarlier()}>
              {t('live.list.retry')}
            </button>
          </p>
        ) : (
          <button type="button" disabled={channel.earlier === 'loading'} onClick={() => void loadEarlier()}>
            {channel.earlier === 'loading' ? t('live.channel.loadingEarlier') : t('live.channel.earlier')}
          </button>
        )}
      </section>
    </div>
  );
}
