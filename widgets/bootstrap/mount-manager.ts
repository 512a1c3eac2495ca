import type { MountContext, WidgetModule } from '../../shared/widget-contract';
import { trackPresses, whenIdleOrIntent, type ScheduleWindow } from './mount-schedule';

export const PLACEHOLDER_SELECTOR = '[data-vanity-widget]';
export const MOUNTED_ATTR = 'data-vanity-mounted';

export interface MountManagerDeps {
  root: ParentNode;
  /** What each widget is handed; it may arrive with the first chunk (runtime.entry.ts). */
  context: () => MountContext | Promise<MountContext>;
  /** The widget's chunk, or null for a name the registry does not know. */
  load: (name: string) => Promise<WidgetModule> | null;
  onError: (error: unknown, context: { where: string; widget: string }) => void;
  onMounted?: (widget: string, el: HTMLElement) => void;
  /**
   * Widgets whose placeholder carries working server HTML: they mount when the browser is idle or at the first
   * intent on the placeholder (mount-schedule.ts), not at once.
   */
  deferred?: (widget: string) => boolean;
  /** A deferred placeholder starts mounting, and why (the loader warms what comes next on intent). */
  onDeferredStart?: (widget: string, el: HTMLElement, reason: 'idle' | 'intent') => void;
  win?: ScheduleWindow;
}

export interface MountManager {
  /** Mounts every placeholder not yet mounted (deferred ones once scheduled and mounted); safe to call any number of times. */
  scan(): Promise<void>;
  /** Follows the DOM: mounts placeholders added later, unmounts removed ones. */
  observe(target: Node): void;
  disconnect(): void;
}

/** How long one task may spend mounting before it yields to the browser. */
export const MOUNT_TASK_BUDGET_MS = 4;

/**
 * Runs mounts in tasks of their own, after the one that evaluated their chunk: several to a task, but a task
 * yields once it has spent `budgetMs`. A grid's dozens of mounts then neither pile onto the chunk's task nor
 * make dozens of tasks; what each task costs does not grow with the cards.
 */
export function createMountRunner(
  win: Pick<ScheduleWindow, 'setTimeout'> = window as unknown as ScheduleWindow,
  budgetMs = MOUNT_TASK_BUDGET_MS,
  now: () => number = () => performance.now(),
) {
  const queue: Array<() => void> = [];
  let scheduled = false;
  function drain() {
    scheduled = false;
    const start = now();
    while (queue.length > 0) {
      queue.shift()!();
      if (queue.length > 0 && now() - start >= budgetMs) return schedule();
    }
  }
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    win.setTimeout(drain, 0);
  }
  return <T>(fn: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => {
        try {
          resolve(fn());
        } catch (error) {
          reject(error);
        }
      });
      schedule();
    });
}

/**
 * The loader's placeholder bookkeeping. `data-vanity-mounted` makes mounting
 * idempotent; a MutationObserver handles Shopify's section rendering.
 */
export function createMountManager(deps: MountManagerDeps): MountManager {
  const mounted = new Map<HTMLElement, () => void>();
  const inMountTask = createMountRunner(deps.win);
  const waiting = new Map<HTMLElement, () => void>();
  let observer: MutationObserver | null = null;

  /** A deferred placeholder: marked at once (so scans skip it), mounted on idle or intent. */
  function schedule(el: HTMLElement, name: string): Promise<void> {
    el.setAttribute(MOUNTED_ATTR, 'deferred');
    const presses = trackPresses(el, deps.win);
    return new Promise((done) => {
      const cancel = whenIdleOrIntent(
        el,
        (reason) => {
          waiting.delete(el);
          deps.onDeferredStart?.(name, el, reason);
          void mountOne(el, presses).finally(() => {
            presses.stop();
            done();
          });
        },
        deps.win,
      );
      waiting.set(el, () => {
        cancel();
        presses.stop();
        done();
      });
    });
  }

  type Presses = { held: () => boolean; released: () => Promise<void> };
  const noPress: Presses = { held: () => false, released: () => Promise.resolve() };

  async function mountOne(el: HTMLElement, presses: Presses = noPress): Promise<void> {
    const name = el.dataset.vanityWidget ?? '';
    el.setAttribute(MOUNTED_ATTR, 'pending');
    const loading = deps.load(name);
    if (!loading) {
      el.setAttribute(MOUNTED_ATTR, 'unknown');
      deps.onError(new Error(`Unknown widget "${name}"`), { where: 'mount', widget: name });
      return;
    }
    try {
      const [mod, ctx] = await Promise.all([loading, deps.context()]);
      // Never swap the markup under a press: its click must land first (mount-schedule.ts). The mount runs in a
      // later task (createMountRunner), so a press that began in between is checked for there.
      for (;;) {
        await presses.released();
        const done = await inMountTask(() => {
          if (presses.held()) return false;
          // Removed while its chunk loaded: leave it for a later insertion to mount.
          if (!el.isConnected) {
            el.removeAttribute(MOUNTED_ATTR);
            return true;
          }
          mounted.set(el, mod.mount(el, ctx));
          el.setAttribute(MOUNTED_ATTR, 'true');
          deps.onMounted?.(name, el);
          return true;
        });
        if (done) return;
      }
    } catch (error) {
      el.setAttribute(MOUNTED_ATTR, 'error');
      deps.onError(error, { where: 'mount', widget: name });
    }
  }

  function sweepRemoved() {
    for (const [el, cancel] of waiting) {
      if (el.isConnected) continue;
      waiting.delete(el);
      el.removeAttribute(MOUNTED_ATTR);
      cancel();
    }
    for (const [el, unmount] of mounted) {
      if (el.isConnected) continue;
      mounted.delete(el);
      el.removeAttribute(MOUNTED_ATTR);
      try {
        unmount();
      } catch (error) {
        deps.onError(error, { where: 'unmount', widget: el.dataset.vanityWidget ?? '' });
      }
    }
  }

  async function scan() {
    const found = Array.from(deps.root.querySelectorAll<HTMLElement>(PLACEHOLDER_SELECTOR)).filter((el) => !el.hasAttribute(MOUNTED_ATTR));
    await Promise.all(
      found.map((el) => (deps.deferred?.(el.dataset.vanityWidget ?? '') ? schedule(el, el.dataset.vanityWidget ?? '') : mountOne(el))),
    );
  }

  return {
    scan,
    observe(target) {
      observer?.disconnect();
      observer = new MutationObserver((records) => {
        let added = false;
        let removed = false;
        for (const r of records) {
          if (r.addedNodes.length) added = true;
          if (r.removedNodes.length) removed = true;
        }
        if (removed) sweepRemoved();
        if (added) void scan();
      });
      observer.observe(target, { childList: true, subtree: true });
    },
    disconnect() {
      observer?.disconnect();
      observer = null;
    },
  };
}
