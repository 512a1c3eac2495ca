/**
 * When a deferred placeholder mounts: once the browser is idle (with a timeout, so a busy page still gets its
 * widget), or at the first sign the shopper is about to use it, whichever comes first. Its server HTML works
 * until then, so React and the widget's chunk stay off the page's critical path.
 */
export const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'touchstart'] as const;
export const IDLE_TIMEOUT_MS = 2000;

export interface ScheduleWindow {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
  setTimeout: (cb: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

/** Calls `start(reason)` once, on idle or on intent on `el`; returns a cancel. */
export function whenIdleOrIntent(
  el: HTMLElement,
  start: (reason: 'idle' | 'intent') => void,
  win: ScheduleWindow = window as unknown as ScheduleWindow,
  timeoutMs = IDLE_TIMEOUT_MS,
): () => void {
  let done = false;
  const fire = (reason: 'idle' | 'intent') => {
    if (done) return;
    cancel();
    start(reason);
  };
  const onIntent = () => fire('intent');
  // Safari has no requestIdleCallback: a timer after the load work is the nearest thing.
  const idle = win.requestIdleCallback
    ? { id: win.requestIdleCallback(() => fire('idle'), { timeout: timeoutMs }), ric: true }
    : { id: win.setTimeout(() => fire('idle'), Math.min(timeoutMs, 200)), ric: false };
  // Capture, so a listener of the theme's that stops propagation cannot hide the intent.
  for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, { capture: true, passive: true });
  function cancel() {
    done = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent, { capture: true });
    if (idle.ric) win.cancelIdleCallback?.(idle.id);
    else win.clearTimeout(idle.id);
  }
  return cancel;
}

/**
 * Resolves once no press is in progress on `el`. Swapping the server markup between a pointerdown and its click
 * would take the click's target away (a dead click), so the mount waits for the press to end and for its click's
 * default action (a link followed, a <details> opened) to have happened: the widget then starts from that state.
 */
export function trackPresses(el: HTMLElement, win: Pick<ScheduleWindow, 'setTimeout'> = window as unknown as ScheduleWindow) {
  let pressed = false;
  let waiting: Array<() => void> = [];
  const release = () => {
    if (!pressed) return;
    pressed = false;
    // After the click's default action, which runs once its listeners are done.
    win.setTimeout(() => {
      if (pressed) return;
      const list = waiting;
      waiting = [];
      list.forEach((r) => r());
    }, 0);
  };
  const press = () => (pressed = true);
  const opts = { capture: true, passive: true };
  el.addEventListener('pointerdown', press, opts);
  el.addEventListener('touchstart', press, opts);
  el.addEventListener('click', release, opts);
  el.addEventListener('pointercancel', release, opts);
  el.addEventListener('touchcancel', release, opts);
  // A press that ends outside the element (dragged away) gets no click here.
  const onUpAnywhere = () => pressed && win.setTimeout(release, 50);
  el.ownerDocument.addEventListener('pointerup', onUpAnywhere, opts);
  return {
    /** A press is in progress now. */
    held: (): boolean => pressed,
    released: (): Promise<void> => (pressed ? new Promise<void>((r) => waiting.push(r)) : Promise.resolve()),
    stop() {
      el.removeEventListener('pointerdown', press, opts);
      el.removeEventListener('touchstart', press, opts);
      el.removeEventListener('click', release, opts);
      el.removeEventListener('pointercancel', release, opts);
      el.removeEventListener('touchcancel', release, opts);
      el.ownerDocument.removeEventListener('pointerup', onUpAnywhere, opts);
      const list = waiting;
      waiting = [];
      list.forEach((r) => r());
    },
  };
}
