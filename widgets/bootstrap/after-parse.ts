/** The document as afterParse reads it. */
export interface ParsedDoc {
  readyState: DocumentReadyState;
  addEventListener: (type: 'DOMContentLoaded', fn: () => void, opts: { once: true }) => void;
  /** Navigation timing's DOMContentLoaded start: 0 until the event has fired. */
  contentLoadedAt?: () => number | undefined;
}

/**
 * Runs `fn` once DOMContentLoaded has fired. vanity.js is an async module (it starts the widgets' code as soon as
 * it arrives, not after the theme's scripts), so what it tells the theme waits for the theme's deferred scripts,
 * which have all run by then: their listeners hear it, as they did when the loader ran after them. readyState
 * alone cannot say: it turns 'interactive' before the deferred scripts run; navigation timing can.
 */
export function afterParse(doc: ParsedDoc, fn: () => void): void {
  const at = doc.contentLoadedAt?.();
  const fired = at === undefined ? doc.readyState !== 'loading' : at > 0;
  if (fired) fn();
  else doc.addEventListener('DOMContentLoaded', () => fn(), { once: true });
}

/** The page's document for afterParse. */
export function parsedDoc(doc: Document): ParsedDoc {
  return {
    get readyState() {
      return doc.readyState;
    },
    addEventListener: (type, fn, opts) => doc.addEventListener(type, fn, opts),
    contentLoadedAt: () =>
      (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.domContentLoadedEventStart,
  };
}
