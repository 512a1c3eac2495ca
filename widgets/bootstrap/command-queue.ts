import { MERCHANT_EVENTS, type MerchantEventName } from '../../shared/merchant-events';
import type { RouteMatch } from '../../shared/routes/route-table';

/**
 * window.Vanity: a page may push commands before the loader arrives
 * (`window.Vanity = window.Vanity || []; Vanity.push(['on', 'ready', fn])`);
 * the loader replays them, then runs later pushes at once (the cal.com embed pattern).
 */
export type VanityEvent = 'ready' | 'mount' | 'error' | MerchantEventName;
export type Listener = (detail: Record<string, unknown>) => void;

export type Command =
  | ['on', VanityEvent, Listener]
  | ['off', VanityEvent, Listener]
  /** Mount placeholders the page added outside the DOM observer's view. */
  | ['scan']
  /** Locale, theme variables and feature flags, at run time (see RuntimeSettings). */
  | ['configure', RuntimeSettings];

/**
 * What `Vanity.push(['configure', {...}])` may set: the texts' language, the `--vanity-*` theme variables
 * (set on the page's root, so every widget's shadow root inherits them) and feature flags.
 */
export interface RuntimeSettings {
  locale?: string;
  theme?: Record<string, string>;
  features?: Record<string, boolean>;
}

const KNOWN_EVENTS = new Set<string>(['ready', 'mount', 'error', ...MERCHANT_EVENTS]);

export interface VanityApi {
  push(...commands: unknown[]): number;
  readonly route: RouteMatch | null;
  readonly loaded: true;
}

export interface EventBus {
  emit(event: VanityEvent, detail: Record<string, unknown>): void;
  on(event: VanityEvent, listener: Listener): void;
  off(event: VanityEvent, listener: Listener): void;
}

export function createEventBus(): EventBus {
  const listeners = new Map<VanityEvent, Set<Listener>>();
  // 'ready' is sticky: a listener added after the fact still hears it.
  let readyDetail: Record<string, unknown> | null = null;
  return {
    emit(event, detail) {
      if (event === 'ready') readyDetail = detail;
      for (const l of listeners.get(event) ?? []) {
        try {
          l(detail);
        } catch (e) {
          console.error('[vanity] listener failed', e);
        }
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      if (event === 'ready' && readyDetail) listener(readyDetail);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}

export function installCommandQueue(
  win: { Vanity?: unknown },
  deps: { bus: EventBus; scan: () => void; route: RouteMatch | null; configure: (settings: RuntimeSettings) => void },
): VanityApi {
  const run = (command: unknown) => {
    if (!Array.isArray(command)) return console.warn('[vanity] ignored a command that is not an array', command);
    const [name, ...args] = command as [string, ...unknown[]];
    switch (name) {
      case 'on':
      case 'off':
        if (!KNOWN_EVENTS.has(String(args[0]))) console.warn(`[vanity] no event is called "${String(args[0])}"`);
        else if (typeof args[1] === 'function') deps.bus[name](args[0] as VanityEvent, args[1] as Listener);
        return;
      case 'configure':
        if (args[0] && typeof args[0] === 'object') deps.configure(args[0] as RuntimeSettings);
        return;
      case 'scan':
        return deps.scan();
      default:
        console.warn(`[vanity] unknown command "${String(name)}"`);
    }
  };
  const queued = Array.isArray(win.Vanity) ? (win.Vanity as unknown[]) : [];
  const api: VanityApi = {
    push(...commands) {
      commands.forEach(run);
      return commands.length;
    },
    route: deps.route,
    loaded: true,
  };
  win.Vanity = api;
  queued.forEach(run);
  return api;
}
