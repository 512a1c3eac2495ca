import { useCallback, useEffect, useState } from 'react';
import type { WidgetProps } from '../../shared/react/widget-host';
import { useWatchStore } from './watch-slices';
import { useCartSync } from '../../shared/store/use-cart-sync';
import { loadHlsJs, usesHlsJs } from '../../shared/live/show-player';
import { FeaturedProducts } from './FeaturedProducts';
import { HostBadge } from './HostBadge';
import { ShowActions } from './ShowActions';
import { ShowBag } from './ShowBag';
import { ShowChat } from '../../shared/live-ui/ShowChat';
import { ShowOffers } from './ShowOffers';
import { ShowVideo } from './ShowVideo';
import { useModeration } from './use-moderation';

/** The reader's time is written to the minute: asked again each minute. */
const READER_TIME_REFRESH_MS = 60_000;

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
 * /pages/watch/{showId}[!{referralCode}] (spec 2 §2): the video, the chat,
 * the host, the show's offers and featured products; before the show, a
 * countdown on the server's clock and a reminder.
 */
export function Watch({ ctx }: WidgetProps) {
  const showId = ctx.route?.params.showId ?? '';
  const referralCode = ctx.route?.params.referralCode ?? '';
  const t = useWatchStore((s) => s.session.t);
  const locale = useWatchStore((s) => s.session.locale);
  const live = useWatchStore((s) => s.liveShow);
  const watch = useWatchStore((s) => s.liveShow.watch);
  const remember = useWatchStore((s) => s.liveShow.rememberReferral);
  const recordVisit = useWatchStore((s) => s.liveShow.recordVisit);
  const loadViewer = useWatchStore((s) => s.liveViewer.load);
  const me = useWatchStore((s) => s.me);
  const readerTime = useWatchStore((s) => s.liveShow.readerTime);
  const loadReaderTime = useWatchStore((s) => s.liveShow.loadReaderTime);
  const [now, setNow] = useState(() => Date.now());
  const [replayAtMs, setReplayAtMs] = useState(0);
  // Video first: the featured products' queries wait until the video is underway (ShowVideo), so on
  // a phone's network they do not share the link with its first segments.
  const [videoUnderway, setVideoUnderway] = useState(false);
  const markVideoUnderway = useCallback(() => setVideoUnderway(true), []);
  useCartSync();
  // Spec 2 §6: moderators mute and pin; the show's owner pins.
  const isModerator = me.groups.includes('moderator');
  const isOwner = !!live.show && me.profile?.influencer?.handle === live.show.handle;
  const moderation = useModeration(ctx, isModerator || isOwner ? { canPin: true, canMute: isModerator } : undefined);

  useEffect(() => loadViewer(), [loadViewer]);
  useEffect(() => (showId ? watch(showId) : undefined), [showId, watch]);
  // Where the show plays through hls.js, its code downloads beside the show's request, not after it.
  // A failure here is the player's to report when it asks again.
  const forceHlsJs = ctx.config.features.hlsJs === true;
  useEffect(() => {
    if (showId && usesHlsJs({ forceHlsJs })) loadHlsJs().catch(() => {});
  }, [showId, forceHlsJs]);
  const ready = live.status === 'ready' && live.show?.id === showId ? live.show : null;
  useEffect(() => {
    if (!ready) return;
    // The order page leads back here, and the checkout records the show (spec 2 §2 helpers).
    remember(showId, referralCode);
    recordVisit(ready, referralCode);
  }, [ready, showId, referralCode, remember, recordVisit]);
  const pending = live.show?.state === 'PENDING';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pending]);
  // Beside the start time, the time now as the server writes it for this viewer: which clock the start is on.
  useEffect(() => {
    if (!pending) return;
    loadReaderTime();
    const timer = setInterval(loadReaderTime, READER_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, loadReaderTime]);

  // While the show loads, its video's box already stands where the player goes (as the snippet's server HTML
  // drew it), so neither the takeover nor the show's arrival moves the page below.
  if (live.status === 'loading' || live.status === 'idle')
    return (
      <div className="show">
        <div className="video-slot">
          <div className="stage" data-shape="landscape" />
        </div>
        <p className="show-header" role="status" aria-busy="true">
          {t('live.loading')}
        </p>
      </div>
    );
  if (live.status === 'no-such-show' || !showId) {
    return (
      <div className="notice" role="alert">
        <p>{t('live.noSuchShow')}</p>
        <a href="/pages/live-shopping">{t('live.allShows')}</a>
      </div>
    );
  }
  if (live.status === 'temporary-error' || !live.show)
    return (
      <p className="notice" role="alert">
        {t('live.temporaryError')}
      </p>
    );

  const show = live.show;
  const start = Date.parse(show.startTime);
  const remaining = start - (now + live.serverOffsetMs);
  const hostName = live.host?.name ?? show.handle;
  const replaying = show.state === 'ENDED' && show.recordings.length > 0;
  return (
    <article className="show" aria-labelledby="vanity-show-title" data-state={show.state}>
      {show.state !== 'CANCELLED' && (
        <div className="video-slot">
          <ShowVideo show={show} onPosition={replaying ? setReplayAtMs : undefined} forceHlsJs={forceHlsJs} onUnderway={markVideoUnderway}>
            {show.state === 'PENDING' && (
              <p className="countdown" role="timer" aria-label={t('live.countdownLabel')}>
                {t('live.startsIn', { time: countdown(remaining, (d, h) => t('live.days', { d, h })) })}
              </p>
            )}
          </ShowVideo>
        </div>
      )}
      <header className="show-header">
        <h2 id="vanity-show-title">{show.title}</h2>
        <HostBadge handle={show.handle} name={hostName} pictureVersion={live.host?.pictureVersion ?? 0} />
        {show.state === 'PENDING' && (
          <p className="when">
            {t('live.startsAt', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(start) })}
          </p>
        )}
        {show.state === 'PENDING' && readerTime && <p className="when now">{t('live.timeNow', { time: readerTime })}</p>}
      </header>
      {/* In the DOM right after the show's title: on a phone the chat comes before the offers and products. */}
      {show.state !== 'CANCELLED' && show.chatBaseUrl && (
        <aside className="side">
          <ShowChat show={show} replayAtMs={replaying ? replayAtMs : null} moderation={moderation} />
        </aside>
      )}
      <div className="main">
        <ShowActions show={show} hostName={hostName} />
        {show.description && <p className="description">{show.description}</p>}
        {show.state === 'ENDED' && <p className="notice">{t('live.ended')}</p>}
        {show.state === 'CANCELLED' && <p className="notice">{t('live.cancelled')}</p>}
        {show.state !== 'CANCELLED' && <ShowOffers show={show} />}
        {show.state !== 'CANCELLED' && show.variants.length > 0 && (
          <FeaturedProducts
            featured={show.variants}
            featureMode={show.featureMode}
            discounts={show.discounts.productDiscounts}
            featuredItem={show.featuredItem}
            activeVariant={show.activeVariant}
            hold={!videoUnderway}
          />
        )}
        <ShowBag />
      </div>
    </article>
  );
}
