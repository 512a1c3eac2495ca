/**
 * When a shopper counts as engaged (spec 2 §3 user_engaged): the page has been
 * visible for 10 s in all (the count pauses while the tab is hidden), or they
 * press, type or scroll after at least 1 s of visible time. Input in the first
 * second is mostly the page settling (scroll restoration, a click still on its
 * way from the last page), so it does not count.
 */
export const ENGAGED_VISIBLE_MS = 10_000;
export const INTERACTION_MIN_VISIBLE_MS = 1_000;
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll'] as const;

export type EngagedBy = 'time' | 'interaction';

/** Calls onEngaged once, with the visible time counted from the call; returns the stop. */
export function watchEngagement(doc: Document, now: () => number, onEngaged: (engagedMs: number, by: EngagedBy) => void): () => void {
  const win = doc.defaultView;
  let banked = 0;
  let since: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const visibleMs = () => banked + (since === null ? 0 : now() - since);

  const engage = (by: EngagedBy) => {
    const ms = Math.round(visibleMs());
    stop();
    onEngaged(ms, by);
  };
  const onVisibility = () => {
    clearTimeout(timer);
    if (doc.visibilityState === 'visible') {
      since ??= now();
      timer = setTimeout(() => engage('time'), ENGAGED_VISIBLE_MS - visibleMs());
    } else if (since !== null) {
      banked += now() - since;
      since = null;
    }
  };
  const onInteraction = () => {
    if (since !== null && visibleMs() >= INTERACTION_MIN_VISIBLE_MS) engage('interaction');
  };
  function stop() {
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
    for (const type of INTERACTIONS) win?.removeEventListener(type, onInteraction, true);
  }

  doc.addEventListener('visibilitychange', onVisibility);
  // Capturing on window hears input inside shadow roots and scrolls of any element.
  for (const type of INTERACTIONS) win?.addEventListener(type, onInteraction, { capture: true, passive: true });
  onVisibility();
  return stop;
}
