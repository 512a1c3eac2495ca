import { posterUrl } from '../../shared/live/show-poster';

/** The custom property the stage's box draws the show's picture from, before the player has rendered. */
export const POSTER_PROPERTY = '--vanity-show-poster';

/**
 * The stage's width before the widget has drawn it: the box the watch snippet's server HTML reserves for it
 * (vanity-watch-html.liquid, the stage as the widget lays it out), else the placeholder's own width.
 */
function reservedStageWidth(doc: Document, host: HTMLElement | null): number {
  const reserved = host?.shadowRoot?.querySelector<HTMLElement>('.vanity-reserve-stage');
  return (reserved ?? host ?? doc.documentElement).clientWidth;
}

/**
 * The watch page's largest picture is the show's poster. Its address is known as soon as the show's record is
 * (its thumbnail, in the size that fits the stage), so it is asked for then, at high priority, while the widget's
 * code still downloads, rather than once the player has rendered; and the stage's box, which the snippet's server
 * HTML (and then the widget, while it loads the show) draws where the video goes, shows it as soon as it arrives
 * (POSTER_PROPERTY on the placeholder). The player asks for the same address (show-poster.ts) and finds it in the
 * cache, so the picture stays in place as the video takes the box. A show without a picture, or a record that
 * fails, preloads nothing: the player reports its own failures.
 */
export function preloadShowPoster(record: Promise<Response>, doc: Document, baseUrl: string): void {
  record.then(
    (response) => {
      if (!response.ok) return;
      // A copy, made before anyone reads the body: the player's own request takes this response (http.early).
      response
        .clone()
        .json()
        .then(
          (show: unknown) => {
            if (!show || typeof show !== 'object') return;
            const { id, hasThumbnail } = show as { id?: unknown; hasThumbnail?: unknown };
            if (typeof id !== 'string' || hasThumbnail !== true) return;
            const host = doc.querySelector<HTMLElement>('[data-vanity-widget="watch"]');
            const href = posterUrl(baseUrl, { id, hasThumbnail }, reservedStageWidth(doc, host), window.devicePixelRatio || 1);
            if (!href) return;
            const link = doc.createElement('link');
            link.rel = 'preload';
            link.as = 'image';
            link.href = href;
            link.fetchPriority = 'high';
            doc.head.append(link);
            host?.style.setProperty(POSTER_PROPERTY, `url("${href}")`);
          },
          () => {},
        );
    },
    () => {},
  );
}
