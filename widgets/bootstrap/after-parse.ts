/** Navigation timing's DOMContentLoaded start: 0 until the event has fired (undefined without navigation timing). */
const contentLoadedStart = () =>
  (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.domContentLoadedEventStart;

/**
 * Runs `fn` once DOMContentLoaded has fired. vanity.js is an async module (it starts the widgets' code as soon as
 * it arrives, not after the theme's scripts), so what it tells the theme waits for the theme's deferred scripts,
 * which have all run by then: their listeners hear it, as they did when the loader ran after them. readyState
 * alone cannot say: it turns 'interactive' before the deferred scripts run; navigation timing can.
 */
export function afterParse(
  fn: () => void,
  doc: Pick<Document, 'readyState' | 'addEventListener'> = document,
  startedAt: () => number | undefined = contentLoadedStart,
): void {
  const at = startedAt();
  if (at === undefined ? doc.readyState !== 'loading' : at > 0) fn();
  else doc.addEventListener('DOMContentLoaded', () => fn(), { once: true });
}
