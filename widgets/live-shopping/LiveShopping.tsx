import { useEffect } from 'react';
import type { LiveShow } from '../../shared/store/slices/live-show-slice';
import type { WidgetProps } from '../../shared/react/widget-host';
import { ShowCard } from '../../shared/react/ShowCard';
import { useAppStore } from '../../shared/store/react';

/** /pages/live-shopping (spec 1 §2): what is live now, what is coming up, and the replays. */
export function LiveShopping(_props: WidgetProps) {
  const t = useAppStore((s) => s.t);
  const locale = useAppStore((s) => s.locale);
  const list = useAppStore((s) => s.liveList);
  const load = useAppStore((s) => s.loadPublicShows);
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
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(Date.parse(iso));
  const sections: Array<[string, LiveShow[], (s: LiveShow) => string]> = [
    [t('live.list.live'), list.shows.filter((s) => s.state === 'RUNNING'), () => t('live.liveNow')],
    [t('live.list.upcoming'), list.shows.filter((s) => s.state === 'PENDING').sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)), (s) => when(s.startTime)],
    [t('live.list.replays'), list.shows.filter((s) => s.state === 'ENDED' && s.recordings.length > 0).sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime)), () => t('live.list.replay')],
  ];
  return (
    <div className="list">
      {sections.map(([title, shows, label]) => (
        <section key={title} aria-label={title}>
          <h2>{title}</h2>
          {shows.length === 0 ? (
            <p className="empty">{t('live.list.none')}</p>
          ) : (
            <ul className="cards">
              {shows.map((s) => (
                <li key={s.id}>
                  <ShowCard show={s} label={label(s)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
