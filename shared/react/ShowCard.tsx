import { storeHook } from '../store/react';
import type { LiveShow, liveShowSlice } from '../store/slices/live-show-slice';

/** Show cards ask the show slice for thumbnails: a chunk that renders them installs it. */
export type ShowCardSlices = readonly [typeof liveShowSlice];
const useShowCardStore = storeHook<ShowCardSlices>();

/** A show in a list (live-shopping, channel, profile pages): thumbnail, when (or live, replay, cancelled), title, host. */
export function ShowCard({ show, children }: { show: LiveShow; children?: React.ReactNode }) {
  const thumbnailUrl = useShowCardStore((s) => s.liveShow.thumbnailUrl);
  const t = useShowCardStore((s) => s.session.t);
  const locale = useShowCardStore((s) => s.session.locale);
  const label =
    show.state === 'RUNNING'
      ? t('live.liveNow')
      : show.state === 'PENDING'
        ? new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(
            Date.parse(show.startTime),
          )
        : t(show.state === 'ENDED' ? 'live.list.replay' : 'live.cancelled');
  return (
    <article className="show-card" data-state={show.state}>
      <a href={`/pages/watch/${encodeURIComponent(show.id)}`}>
        <span className="thumb">
          {show.hasThumbnail && <img src={thumbnailUrl(show.id, 480, 270)} alt="" width={480} height={270} loading="lazy" />}
          <span className={show.state === 'RUNNING' ? 'when live' : 'when'}>{label}</span>
        </span>
        <span className="title">{show.title}</span>
        <span className="host">@{show.handle}</span>
      </a>
      {children}
    </article>
  );
}

/** Shows as a grid of cards (the listing and a channel). */
export function ShowCards({ shows }: { shows: readonly LiveShow[] }) {
  return (
    <ul className="cards">
      {shows.map((s) => (
        <li key={s.id}>
          <ShowCard show={s} />
        </li>
      ))}
    </ul>
  );
}

export const showCardStyles = /* css */ `
.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 20px; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); }
.show-card a { display: grid; gap: 4.8px; color: inherit; text-decoration: none; }
.show-card a:hover .title, .show-card a:focus-visible .title { text-decoration: underline; }
.show-card a:focus-visible { outline: 2px solid var(--_accent); outline-offset: 4px; border-radius: 10px; }
.thumb { position: relative; display: block; aspect-ratio: 16 / 9; border-radius: 10px; overflow: hidden; background: #f4eee9; }
.thumb img { width: 100%; height: 100%; object-fit: cover; display: block; }
.show-card .when { position: absolute; inset-inline-start: 8px; top: 8px; padding: 0.2em 0.7em; border-radius: 999px; background: rgb(255 255 255 / 0.92); color: #1a1a1a; font-size: 14px; font-weight: 700; }
.show-card .when.live { background: #c8102e; color: #fff; text-transform: uppercase; letter-spacing: 0.04em; }
.show-card .title { font-weight: 700; line-height: 1.3; }
.show-card .host { font-size: 14.4px; opacity: 0.75; }
`;
