import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { WidgetProps } from '../../shared/react/widget-host';
import { useWatchStore } from './watch-slices';
import { useCartSync } from '../../shared/store/use-cart-sync';
import { loadHlsJs, usesHlsJs } from '../../shared/live/show-player';
import { FeaturedProducts } from './FeaturedProducts';
import { HostBadge } from './HostBadge';
import { ShowActions } from './ShowActions';
import { ShowBag } from './ShowBag';
import { ShowChat, type ChatModeration } from '../../shared/live-ui/ShowChat';
import type { LiveShow } from '../../shared/store/slices/live-show-slice';
import { Countdown, StartTime } from './ShowClock';
import { ShowOffers } from './ShowOffers';
import { ShowVideo } from './ShowVideo';
import { useModeration } from './use-moderation';
import { AfterFirstPaint } from './AfterFirstPaint';
import { createReplayPosition, type ReplayPosition } from './replay-position';

/**
 * /pages/watch/{showId}[!{referralCode}] (spec 2 §2): the video, the chat,
 * the host, the show's offers and featured products; before the show, a
 * countdown on the server's clock and a reminder.
 */
export function Watch({ ctx }: WidgetProps) {
  const showId = ctx.route?.params.showId ?? '';
  const referralCode = ctx.route?.params.referralCode ?? '';
  // Each value on its own: the page renders again when one it shows changes, not on every change of the slices
  // (the server's clock offset, stream checks, the viewer's lists...).
  const t = useWatchStore((s) => s.session.t);
  const status = useWatchStore((s) => s.liveShow.status);
  const loaded = useWatchStore((s) => s.liveShow.show);
  const host = useWatchStore((s) => s.liveShow.host);
  const watch = useWatchStore((s) => s.liveShow.watch);
  const remember = useWatchStore((s) => s.liveShow.rememberReferral);
  const recordVisit = useWatchStore((s) => s.liveShow.recordVisit);
  const loadViewer = useWatchStore((s) => s.liveViewer.load);
  const isModerator = useWatchStore((s) => s.me.groups.includes('moderator'));
  const myHandle = useWatchStore((s) => s.me.profile?.influencer?.handle);
  const [replayPosition] = useState(createReplayPosition);
  // Video first: the featured products' queries wait until the video is underway (ShowVideo), so on
  // a phone's network they do not share the link with its first segments.
  const [videoUnderway, setVideoUnderway] = useState(false);
  const markVideoUnderway = useCallback(() => setVideoUnderway(true), []);
  useCartSync();
  // Spec 2 §6: moderators mute and pin; the show's owner pins.
  const isOwner = !!loaded && myHandle === loaded.handle;
  const tools = useMemo(() => (isModerator || isOwner ? { canPin: true, canMute: isModerator } : undefined), [isModerator, isOwner]);
  const moderation = useModeration(ctx, tools);

  useEffect(() => loadViewer(), [loadViewer]);
  useEffect(() => (showId ? watch(showId) : undefined), [showId, watch]);
  // Where the show plays through hls.js, its code downloads beside the show's request, not after it.
  // A failure here is the player's to report when it asks again.
  const forceHlsJs = ctx.config.features.hlsJs === true;
  useEffect(() => {
    if (showId && usesHlsJs({ forceHlsJs })) loadHlsJs().catch(() => {});
  }, [showId, forceHlsJs]);
  const ready = status === 'ready' && loaded?.id === showId ? loaded : null;
  useEffect(() => {
    if (!ready) return;
    // The order page leads back here, and the checkout records the show (spec 2 §2 helpers).
    remember(showId, referralCode);
    recordVisit(ready, referralCode);
  }, [ready, showId, referralCode, remember, recordVisit]);

  // While the show loads, its video's box already stands where the player goes (as the snippet's server HTML
  // drew it), so neither the takeover nor the show's arrival moves the page below.
  if (status === 'loading' || status === 'idle')
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
  if (status === 'no-such-show' || !showId) {
    return (
      <div className="notice" role="alert">
        <p>{t('live.noSuchShow')}</p>
        <a href="/pages/live-shopping">{t('live.allShows')}</a>
      </div>
    );
  }
  if (status === 'temporary-error' || !loaded)
    return (
      <p className="notice" role="alert">
        {t('live.temporaryError')}
      </p>
    );

  const show = loaded;
  const hostName = host?.name ?? show.handle;
  const replaying = show.state === 'ENDED' && show.recordings.length > 0;
  return (
    <article className="show" aria-labelledby="vanity-show-title" data-state={show.state}>
      {show.state !== 'CANCELLED' && (
        <div className="video-slot">
          <ShowVideo
            show={show}
            onPosition={replaying ? replayPosition.set : undefined}
            forceHlsJs={forceHlsJs}
            onUnderway={markVideoUnderway}
          >
            {show.state === 'PENDING' && <Countdown startTime={show.startTime} />}
          </ShowVideo>
        </div>
      )}
      <header className="show-header">
        <h2 id="vanity-show-title">{show.title}</h2>
        <HostBadge handle={show.handle} name={hostName} pictureVersion={host?.pictureVersion ?? 0} />
        {show.state === 'PENDING' && <StartTime startTime={show.startTime} />}
      </header>
      {/* In the DOM right after the show's title: on a phone the chat comes before the offers and products. */}
      {show.state !== 'CANCELLED' && show.chatBaseUrl && (
        <aside className="side">
          <AfterFirstPaint>
            <WatchChat show={show} replay={replaying ? replayPosition : null} moderation={moderation} />
          </AfterFirstPaint>
        </aside>
      )}
      <div className="main">
        <AfterFirstPaint>
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
        </AfterFirstPaint>
      </div>
    </article>
  );
}

const NO_POSITION: ReplayPosition = { get: () => 0, set: () => {}, subscribe: () => () => {} };

/** The show's chat; a replay's in step with the recording, and only it renders as the video's position moves. */
function WatchChat({ show, replay, moderation }: { show: LiveShow; replay: ReplayPosition | null; moderation?: ChatModeration }) {
  const position = replay ?? NO_POSITION;
  const at = useSyncExternalStore(position.subscribe, position.get);
  return <ShowChat show={show} replayAtMs={replay ? at : null} moderation={moderation} />;
}
