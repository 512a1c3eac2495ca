/** What afterFirstPaint needs of the window; tests pass their own. */
export interface PaintWindow {
  requestAnimationFrame: (cb: () => void) => number;
  setTimeout: (cb: () => void, ms: number) => number;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Resolves once the browser has drawn the page's next frame: the first paint, when the loader runs before it.
 * Widget code is fetched after that, so the theme's own stylesheets, fonts and images have the connection to
 * themselves until the shopper sees the page (on a phone's link, Vanity's scripts would otherwise share it with
 * them), and no widget's code is evaluated ahead of that paint. A frame's callbacks run before it is drawn, so a
 * task after them is after the paint. A hidden page draws no frames: it goes on at once.
 */
export function afterFirstPaint(win: PaintWindow = window as unknown as PaintWindow): Promise<void> {
  const doc = win.document;
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      doc.removeEventListener('visibilitychange', onHidden);
      resolve();
    };
    // Sent to the background before its first frame, the page would wait for the shopper to come back.
    const onHidden = () => {
      if (doc.visibilityState === 'hidden') done();
    };
    doc.addEventListener('visibilitychange', onHidden);
    win.requestAnimationFrame(() => win.setTimeout(done, 0));
  });
}
