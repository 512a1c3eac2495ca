import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../shared/react/widget-host';
import { useAppStore } from '../../shared/store/react';
import { FeaturedProducts } from './FeaturedProducts';

/** 1:02:03 under a day, else "2 d 5 h". */
function countdown(ms: number, days: (d: number, h: number) => string): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  if (d > 0) return days(d, h);
  const m = Math.floor((s % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/**
 * /pages/watch/{showId}[!{referralCode}] (spec 2 §2): the show's state, host
 * and, for a pending show, a countdown on the server's clock.
 */
export function Watch({ ctx }: WidgetProps) {
  const showId = ctx.route?.params.showId ?? '';
  const t = useAppStore((s) => s.t);
  const locale = useAppStore((s) => s.locale);
  const live = useAppStore((s) => s.liveShow);
  const watch = useAppStore((s) => s.watchShow);
  const [now, setNow] = useState(() => Date.now());

  const referralCode = ctx.route?.params.referralCode ?? '';
  const remember = useAppStore((s) => s.rememberShowReferral);
  useEffect(() => (showId ? watch(showId) : undefined), [showId, watch]);
  // The order page leads back here, and the checkout records the show (spec 2 §2 helpers).
  useEffect(() => {
    if (live.status === 'ready' && live.show?.id === showId) remember(showId, referralCode);
  }, [live.status, live.show?.id, showId, referralCode, remember]);
  const pending = live.show?.state === 'PENDING';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pending]);

  if (live.status === 'loading' || live.status === 'idle') return <p role="status">{t('live.loading')}</p>;
  if (live.status === 'no-such-show' || !showId) {
    return (
      <div className="notice" role="alert">
        <p>{t('live.noSuchShow')}</p>
        <a href="/pages/live-shopping">{t('live.allShows')}</a>
      </div>
    );
  }
  if (live.status === 'temporary-error' || !live.show) return <p className="notice" role="alert">{t('live.temporaryError')}</p>;

  const show = live.show;
  const start = Date.parse(show.startTime);
  const remaining = start - (now + live.serverOffsetMs);
  return (
    <article className="show" aria-labelledby="vanity-show-title" data-state={show.state}>
      <p className="state">
        {show.state === 'RUNNING' && <span className="badge live">{t('live.liveNow')}</span>}
        {show.state === 'PENDING' && (
          <span className="badge" role="timer" aria-label={t('live.countdownLabel')}>
            {t('live.startsIn', { time: countdown(remaining, (d, h) => t('live.days', { d, h })) })}
          </span>
        )}
      </p>
      <h2 id="vanity-show-title">{show.title}</h2>
      {live.host && (
        <p className="host">
          <a href={`/pages/channels/${encodeURIComponent(live.host.handle)}`}>{t('live.hostedBy', { name: live.host.name })}</a>
        </p>
      )}
      {show.state === 'PENDING' && (
        <p className="when">{t('live.startsAt', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(start) })}</p>
      )}
      {show.description && <p className="description">{show.description}</p>}
      {show.state !== 'CANCELLED' && show.variants.length > 0 && <FeaturedProducts featured={show.variants} />}
      {show.state === 'ENDED' && <p className="notice">{t('live.ended')}</p>}
      {show.state === 'CANCELLED' && <p className="notice">{t('live.cancelled')}</p>}
    </article>
  );
}
