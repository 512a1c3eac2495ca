import { useEffect } from 'react';
import type { MessageKey } from '../../shared/i18n';
import type { LiveShow } from '../../shared/store/slices/live-show-slice';
import type { WidgetProps } from '../../shared/react/widget-host';
import { ShowCards } from '../../shared/react/ShowCard';
import { useLiveShoppingStore } from './live-shopping-slices';

/** /pages/live-shopping (spec 1 §2): what is live now, what is coming up, and the replays. */
export function LiveShopping(_props: WidgetProps) {
  const t = useLiveShoppingStore((s) => s.session.t);
  const list = useLiveShoppingStore((s) => s.liveLists.list);
  const load = useLiveShoppingStore((s) => s.liveLists.loadPublicShows);
  useEffect(() => {
    void load();
  }, [load]);

  if (list.status === 'loading' && list.shows.length === 0) return <p role="status">{t('live.loading')}</p>;
  if (list.status === 'error' && list.shows.length === 0) {
    return (
      <div className="notice" role="alert">
        <p>{t('live.list.error')}</p>
        <button type="button" onClick={() => void load()}>
          {t('live.list.retry')}
        </button>
      </div>
    );
  }
  // What is live now comes first, on larger cards.
  const sections: Array<{ title: string; shows: LiveShow[]; none: MessageKey; featured?: boolean }> = [
    { title: t('live.list.live'), shows: list.shows.filter((s) => s.state === 'RUNNING'), none: 'live.list.noneLive', featured: true },
    {
      title: t('live.list.upcoming'),
      shows: list.shows.filter((s) => s.state === 'PENDING').sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)),
      none: 'live.list.noneUpcoming',
    },
    {
      title: t('live.list.replays'),
      shows: list.shows
        .filter((s) => s.state === 'ENDED' && s.recordings.length > 0)
        .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime)),
      none: 'live.list.noneReplays',
    },
  ];
  return (
    <div className="list">
      {sections.map(({ title, shows, none, featured }) => (
        <section key={title} aria-label={title}>
          <h2>{title}</h2>
          {shows.length === 0 ? <p className="empty">{t(none)}</p> : <ShowCards shows={shows} featured={featured} />}
        </section>
      ))}
    </div>
  );
}
