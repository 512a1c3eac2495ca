import { useEffect, useState } from 'react';
import { VIEWER_COUNT_TIMEOUT_MS, viewerCountVisible } from '../../shared/live/viewer-count';
import { useWatchStore } from './watch-slices';

/**
 * The live show's viewer count on the video. It alone reads the count, so a count arriving (every few seconds)
 * renders this badge and nothing else; and it goes stale 10 s after the last one came: a timer set for that
 * moment hides it, rather than a clock ticking every second.
 */
export function ViewerCount() {
  const t = useWatchStore((s) => s.session.t);
  const viewers = useWatchStore((s) => s.liveChat.viewers);
  const [, expired] = useState(0);
  const visible = viewerCountVisible(viewers, Date.now());
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => expired((n) => n + 1), Math.max(0, viewers.at + VIEWER_COUNT_TIMEOUT_MS - Date.now() + 1));
    return () => clearTimeout(timer);
  }, [visible, viewers.at]);
  return visible ? <span className="badge viewers">{t('live.viewers', { count: viewers.count })}</span> : null;
}
