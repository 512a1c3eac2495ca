/**
 * When to show a show's viewer count (spec 2): a small audience is not worth
 * advertising, so the count appears from 20 viewers. Once it has dropped
 * below 20 it comes back only at 40, so a count hovering around 20 does not
 * flicker. A count not refreshed for 10 s is stale and hidden.
 */
export const VIEWER_COUNT_MIN = 20;
export const VIEWER_COUNT_SHOW_AGAIN = 40;
export const VIEWER_COUNT_TIMEOUT_MS = 10_000;

export interface ViewerCount {
  count: number;
  /** When the count last arrived (ms); -Infinity before the first. */
  at: number;
  shown: boolean;
  /** It has been shown and then dropped below the minimum. */
  dropped: boolean;
}

export const NO_VIEWER_COUNT: ViewerCount = { count: 0, at: -Infinity, shown: false, dropped: false };

export function nextViewerCount(prev: ViewerCount, count: number, now: number): ViewerCount {
  if (prev.shown && count < VIEWER_COUNT_MIN) return { count, at: now, shown: false, dropped: true };
  const threshold = prev.dropped ? VIEWER_COUNT_SHOW_AGAIN : VIEWER_COUNT_MIN;
  return { count, at: now, shown: prev.shown || count >= threshold, dropped: prev.dropped };
}

/** Whether to show the count at `now`: shown, and fresh. */
export function viewerCountVisible(v: ViewerCount, now: number): boolean {
  return v.shown && now - v.at <= VIEWER_COUNT_TIMEOUT_MS;
}
