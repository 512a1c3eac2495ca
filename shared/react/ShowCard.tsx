import { useEffect } from 'react';
import { showStatus } from '../live/show-status';
import { storeHook } from '../store/react';
import type { LiveShow, liveShowSlice } from '../store/slices/live-show-slice';
import { ShowStatusBadge, showStatusStyles } from './ShowStatusBadge';

/** Show cards ask the show slice for thumbnails and stream states: a chunk that renders them installs it. */
export type ShowCardSlices = readonly [typeof liveShowSlice];
const useShowCardStore = storeHook<ShowCardSlices>();

/** A show in a list (live-shopping, channel, profile pages): its cover, status, title, host and when. */
export function ShowCard({ show, children }: { show: LiveShow; children?: React.ReactNode }) {
  const thumbnailUrl = useShowCardStore((s) => s.liveShow.thumbnailUrl);
  const stream = useShowCardStore((s) => s.liveShow.streams[show.id] ?? 'unknown');
  const locale = useShowCardStore((s) => s.session.locale);
  const when =
    show.state === 'PENDING' || show.state === 'ENDED'
      ? new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(
          Date.parse(show.startTime),
        )
      : null;
  return (
    <article className="show-card">
      <a href={`/pages/watch/${encodeURIComponent(show.id)}`}>
        <span className="cover">
          {show.hasThumbnail ? (
            <img
              src={thumbnailUrl(show.id, 640, 360)}
              srcSet={`${thumbnailUrl(show.id, 640, 360)} 640w, ${thumbnailUrl(show.id, 1280, 720)} 1280w`}
              sizes="(max-width: 767px) 100vw, 400px"
              alt=""
              width={640}
              height={360}
              loading="lazy"
            />
          ) : (
            // No picture for this show: its title on the brand's gradient, never a stock placeholder.
            <span className="cover-title" aria-hidden="true">
              {show.title}
            </span>
          )}
          <ShowStatusBadge status={showStatus(show, stream)} />
        </span>
        <span className="title">{show.title}</span>
        <span className="meta">
          <span className="host">@{show.handle}</span>
          {when && <span className="when">{when}</span>}
        </span>
      </a>
      {children}
    </article>
  );
}

/** Shows as a grid of cards (the listing, a channel, saved shows); asks whether the running ones' video arrives. */
export function ShowCards({
  shows,
  featured = false,
  children,
}: {
  shows: readonly LiveShow[];
  /** Larger cards, two to a row on a desktop (what is live now). */
  featured?: boolean;
  children?: (show: LiveShow) => React.ReactNode;
}) {
  const checkStreams = useShowCardStore((s) => s.liveShow.checkStreams);
  useEffect(() => void checkStreams(shows), [shows, checkStreams]);
  return (
    <ul className={featured ? 'cards featured' : 'cards'}>
      {shows.map((s) => (
        <li key={s.id}>
          <ShowCard show={s}>{children?.(s)}</ShowCard>
        </li>
      ))}
    </ul>
  );
}

/**
 * One column on a phone, two on a tablet, three or four on a desktop: as many
 * 240 px cards as fit in the widget's width, never more than four.
 */
export const showCardStyles = /* css */ `
${showStatusStyles}
.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 28px 20px; grid-template-columns: repeat(auto-fill, minmax(max(min(100%, 240px), calc((100% - 60px) / 4)), 1fr)); }
.cards.featured { grid-template-columns: repeat(auto-fill, minmax(max(min(100%, 360px), calc((100% - 20px) / 2)), 1fr)); }
.cards.featured .title { font-size: 20px; }
.cards > li { display: flex; min-inline-size: 0; }
.show-card { display: grid; grid-template-rows: 1fr auto; gap: 10px; inline-size: 100%; }
.show-card a { display: grid; align-content: start; gap: 6px; color: inherit; text-decoration: none; border-radius: 14px; }
.show-card a:hover .title, .show-card a:focus-visible .title { text-decoration: underline; text-underline-offset: 3px; }
.show-card a:focus-visible { outline: 2px solid var(--_focus); outline-offset: 4px; }
.cover { position: relative; display: grid; place-items: center; aspect-ratio: 16 / 9; margin-block-end: 6px; border-radius: 14px; overflow: hidden; background: linear-gradient(135deg, #f6e3dc 0%, #e4b7b0 48%, #9a5b68 100%); box-shadow: 0 1px 2px rgb(31 26 23 / 0.08), 0 8px 24px -12px rgb(31 26 23 / 0.35); }
.cover img { position: absolute; inset: 0; inline-size: 100%; block-size: 100%; object-fit: cover; display: block; transition: transform 0.4s ease; }
.show-card a:hover .cover img { transform: scale(1.03); }
.cover-title { padding: 16px 24px; font-size: 22px; line-height: 1.25; font-weight: 600; text-align: center; color: #ffffff; text-shadow: 0 1px 12px rgb(60 20 30 / 0.35); overflow-wrap: anywhere; }
.cover .status { position: absolute; inset-block-start: 10px; inset-inline-start: 10px; }
.show-card .title { font-size: 17px; font-weight: 600; line-height: 1.35; }
.show-card .meta { display: flex; flex-wrap: wrap; gap: 2px 12px; font-size: 14px; color: var(--_muted); }
.show-card > :not(a) { justify-self: start; }
`;
