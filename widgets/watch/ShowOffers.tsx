import { useEffect, useState } from 'react';
import { copyText } from '../../shared/device/link-sharing';
import { sameOriginPath } from '../../shared/routes/same-origin';
import { useWatchStore } from './watch-slices';
import type { LiveShow } from '../../shared/store/slices/live-show-slice';

/** The show's discounts (a personal code per customer) and the host's featured link. */
export function ShowOffers({ show }: { show: LiveShow }) {
  const t = useWatchStore((s) => s.session.t);
  const discounts = useWatchStore((s) => s.liveViewer.discounts[show.id]);
  const codes = useWatchStore((s) => s.liveViewer.discountCodes);
  const signedIn = useWatchStore((s) => s.me.status === 'signed-in');
  const load = useWatchStore((s) => s.liveViewer.loadDiscounts);
  const reveal = useWatchStore((s) => s.liveViewer.revealDiscountCode);
  const [copied, setCopied] = useState<string | null>(null);
  const active = show.state === 'RUNNING' || show.state === 'PENDING';
  useEffect(() => {
    if (active) void load(show.id);
  }, [active, show.id, load]);

  // Only a page of this store is followed, whatever the backend sent (no open redirects).
  const href = show.featuredLink ? sameOriginPath(show.featuredLink.url, window.location.origin) : null;
  const link = href && show.featuredLink ? { url: href, title: show.featuredLink.title } : null;
  if (!link && !(active && discounts?.length)) return null;
  return (
    <section className="offers" aria-label={t('live.discount.title')}>
      {link && (
        <p className="featured-link">
          <span className="eyebrow">{t('live.featuredLink')}</span> <a href={link.url}>{link.title}</a>
        </p>
      )}
      {active && discounts && discounts.length > 0 && (
        <>
          <h3>{t('live.discount.title')}</h3>
          <ul className="discounts">
            {discounts.map((d) => {
              const code = codes[`${show.id}/${d.id}`];
              return (
                <li key={d.id} className="discount">
                  <p className="name">{d.title}</p>
                  <p>{d.summary}</p>
                  {code?.code ? (
                    <p className="code-row">
                      <span className="code" role="status">
                        {t('live.discount.code', { code: code.code })}
                      </span>{' '}
                      <button
                        type="button"
                        className="secondary"
                        onClick={() => void copyText(code.code!).then((r) => setCopied(r === 'copied' ? d.id : null))}
                      >
                        {t('live.discount.copy')}
                      </button>
                      {copied === d.id && <span role="status"> {t('live.discount.copied')}</span>}
                    </p>
                  ) : (
                    <button
                      type="button"
                      className="secondary"
                      disabled={code?.status === 'busy'}
                      onClick={() => void reveal(show.id, d.id)}
                    >
                      {t(signedIn ? 'live.discount.reveal' : 'live.discount.signIn')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
