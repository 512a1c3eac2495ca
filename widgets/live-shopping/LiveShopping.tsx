import { useEffect } from 'react';
import type { LiveShow } from '../../shared/store/slices/live-show-slice';
import type { WidgetProps } from '../../shared/react/widget-host';
import { ShowCards } from '../../shared/react/ShowCard';
import { useLiveShoppingStore } from './live-shopping-slices';

/** /pages/live-shopping (spec 1 §2): what is live now, what is coming up, and the replays. */
export function LiveShopping(_props: WidgetProps) {
  const t = useLiveShoppingStore((s) => s.session.t);
  const list = useLiveShoppingStore((s) => s.liveShow.list);
  const load = useLiveShoppingStore((s) => s.liveShow.loadPublicShows);
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
  const sections: Array<[string, LiveShow[]]> = [
    [t('live.list.live'), list.shows.filter((s) => s.state === 'RUNNING')],
    [
      t('live.list.upcoming'),
      list.shows.filter((s) => s.state === 'PENDING').sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)),
    ],
    [
      t('live.list.replays'),
      list.shows
        .filter((s) => s.state === 'ENDED' && s.recordings.length > 0)
        .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime)),
    ],
  ];
  return (
    <div className="list">
      {sections.map(([title, shows]) => (
        <section key={title} aria-label={title}>
          <h2>{title}</h2>
          {shows.length === 0 ? <p className="empty">{t('live.list.none')}</p> : <ShowCards shows={shows} />}
        </section>
      ))}
    </div>
  );
}
