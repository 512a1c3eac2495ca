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

/** The placeholders waiting for the browser to be idle, per window: they share one idle callback. */
const idleWaiters = new WeakMap<ScheduleWindow, { waiting: Set<() => void>; cancel: (() => void) | null }>();

/**
 * Calls `fn` once the browser is idle. Every placeholder waiting at once shares one idle callback: one per card
 * made a collection's scan a task that grew with its cards (each call costs something, more under a profiler),
 * and as many idle tasks after it.
 */
function whenIdle(win: ScheduleWindow, timeoutMs: number, fn: () => void): () => void {
  let group = idleWaiters.get(win);
  if (!group) idleWaiters.set(win, (group = { waiting: new Set(), cancel: null }));
  const g = group;
  g.waiting.add(fn);
  if (!g.cancel) {
    const fire = () => {
      g.cancel = null;
      const list = [...g.waiting];
      g.waiting.clear();
      list.forEach((f) => f());
    };
    // Safari has no requestIdleCallback: a timer after the load work is the nearest thing.
    if (win.requestIdleCallback) {
      const id = win.requestIdleCallback(fire, { timeout: timeoutMs });
      g.cancel = () => win.cancelIdleCallback?.(id);
    } else {
      const id = win.setTimeout(fire, Math.min(timeoutMs, 200));
      g.cancel = () => win.clearTimeout(id);
    }
  }
  return () => {
    g.waiting.delete(fn);
    if (g.waiting.size > 0 || !g.cancel) return;
    g.cancel();
    g.cancel = null;
  };
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
  const cancelIdle = whenIdle(win, timeoutMs, () => fire('idle'));
  // Capture, so a listener of the theme's that stops propagation cannot hide the intent.
  for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, { capture: true, passive: true });
  function cancel() {
    done = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent, { capture: true });
    cancelIdle();
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
