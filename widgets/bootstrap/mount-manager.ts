import type { MountContext, WidgetModule } from '../../shared/widget-contract';

export const PLACEHOLDER_SELECTOR = '[data-vanity-widget]';
export const MOUNTED_ATTR = 'data-vanity-mounted';

export interface MountManagerDeps {
  root: ParentNode;
  ctx: MountContext;
  /** The widget's chunk, or null for a name the registry does not know. */
  load: (name: string) => Promise<WidgetModule> | null;
  onError: (error: unknown, context: { where: string; widget: string }) => void;
  onMounted?: (widget: string, el: HTMLElement) => void;
}

export interface MountManager {
  /** Mounts every placeholder not yet mounted; safe to call any number of times. */
  scan(): Promise<void>;
  /** Follows the DOM: mounts placeholders added later, unmounts removed ones. */
  observe(target: Node): void;
  disconnect(): void;
}

/**
 * The loader's placeholder bookkeeping. `data-vanity-mounted` makes mounting
 * idempotent; a MutationObserver handles Shopify's section rendering.
 */
export function createMountManager(deps: MountManagerDeps): MountManager {
  const mounted = new Map<HTMLElement, () => void>();
  let observer: MutationObserver | null = null;

  async function mountOne(el: HTMLElement): Promise<void> {
    const name = el.dataset.vanityWidget ?? '';
    el.setAttribute(MOUNTED_ATTR, 'pending');
    const loading = deps.load(name);
    if (!loading) {
      el.setAttribute(MOUNTED_ATTR, 'unknown');
      deps.onError(new Error(`Unknown widget "${name}"`), { where: 'mount', widget: name });
      return;
    }
    try {
      const mod = await loading;
      // Removed while its chunk loaded: leave it for a later insertion to mount.
      if (!el.isConnected) {
        el.removeAttribute(MOUNTED_ATTR);
        return;
      }
      mounted.set(el, mod.mount(el, deps.ctx));
      el.setAttribute(MOUNTED_ATTR, 'true');
      deps.onMounted?.(name, el);
    } catch (error) {
      el.setAttribute(MOUNTED_ATTR, 'error');
      deps.onError(error, { where: 'mount', widget: name });
    }
  }

  function sweepRemoved() {
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
    await Promise.all(found.map(mountOne));
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
