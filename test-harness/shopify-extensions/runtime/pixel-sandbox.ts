import type { ExtensionApi } from '@shopify/web-pixels-extension';
import { CHANNEL, type HostMessage, type SandboxMessage } from './messages';

/**
 * The web pixel sandbox (strict: an opaque-origin frame with no access to the page): `register` through
 * `shopify.extend('WebPixel::Render', …)`, the ExtensionApi Shopify documents (analytics.subscribe, browser storage
 * and cookies of the storefront, sendBeacon, init, settings, customerPrivacy), then the page's standard events,
 * with Shopify's payloads, published to what it subscribed.
 */
interface PixelSandboxData {
  handle: string;
  script: string;
  settings: Record<string, string>;
  init: ExtensionApi['init'];
  page: { href: string; title: string; referrer: string };
  /** The page's standard events: name and data; the runtime adds id, time, sequence and context. */
  events: Array<{ name: string; data: unknown }>;
}

const data = JSON.parse(document.getElementById('shopify-pixel-data')!.textContent!) as PixelSandboxData;

// Storage and cookies are the storefront's: the host page answers for them (the sandbox has none of its own).
let nextId = 0;
const pending = new Map<number, (value: unknown) => void>();
addEventListener('message', (event: MessageEvent<HostMessage>) => {
  if (event.source !== parent || event.data?.channel !== CHANNEL || event.data.type !== 'storage-result') return;
  pending.get(event.data.id)?.(event.data.value);
  pending.delete(event.data.id);
});
function ask<T>(area: 'local' | 'session' | 'cookie', op: string, ...args: unknown[]): Promise<T> {
  const id = ++nextId;
  return new Promise<T>((resolve) => {
    pending.set(id, resolve as (value: unknown) => void);
    const message: SandboxMessage = { channel: CHANNEL, type: 'storage', id, area, op, args: args.map(String) };
    parent.postMessage(message, '*');
  });
}
const storage = (area: 'local' | 'session') => ({
  clear: () => ask<void>(area, 'clear'),
  getItem: (key: string) => ask<string | null>(area, 'getItem', key),
  key: (index: number) => ask<string | null>(area, 'key', index),
  length: () => ask<number>(area, 'length'),
  removeItem: (key: string) => ask<void>(area, 'removeItem', key),
  setItem: (key: string, value: unknown) => ask<void>(area, 'setItem', key, value),
});

const subscribers = new Map<string, Set<(event: never) => unknown>>();
const api: ExtensionApi = {
  settings: data.settings,
  // Shopify fills init.context with the page's document, navigator and window, as each event's context.
  get init() {
    return { ...data.init, context: context() };
  },
  _pixelInfo: { handle: data.handle, runtimeContext: 'strict' },
  analytics: {
    subscribe(name, callback) {
      const set = subscribers.get(name) ?? new Set();
      subscribers.set(name, set);
      set.add(callback as (event: never) => unknown);
      return () => set.delete(callback as (event: never) => unknown);
    },
  },
  browser: {
    localStorage: storage('local'),
    sessionStorage: storage('session'),
    cookie: {
      get: (name?: string) => ask<string>('cookie', 'get', name ?? ''),
      set: (c: string, v?: string) => ask<string>('cookie', 'set', c, v ?? ''),
    },
    sendBeacon: async (url: string, body?: string) => navigator.sendBeacon(url, body),
  },
  // Consent does not change during the stand-in's checkout: a pixel is loaded only with it (the host decides).
  customerPrivacy: { subscribe: () => () => true },
};

let registered: ((api: ExtensionApi) => void) | null = null;
Object.defineProperty(globalThis, 'shopify', {
  value: {
    extend(target: string, extend: (api: ExtensionApi) => void) {
      if (target === 'WebPixel::Render') registered = extend;
    },
  },
  configurable: true,
});

function context() {
  const url = new URL(data.page.href);
  const location = {
    hash: url.hash,
    host: url.host,
    hostname: url.hostname,
    href: url.href,
    origin: url.origin,
    pathname: url.pathname,
    port: url.port,
    protocol: url.protocol,
    search: url.search,
  };
  return {
    document: { characterSet: 'UTF-8', location, referrer: data.page.referrer, title: data.page.title },
    navigator: { cookieEnabled: true, language: navigator.language, languages: navigator.languages, userAgent: navigator.userAgent },
    window: {
      innerHeight,
      innerWidth,
      location,
      origin: url.origin,
      outerHeight,
      outerWidth,
      pageXOffset: 0,
      pageYOffset: 0,
      screen,
      screenX,
      screenY,
      scrollX: 0,
      scrollY: 0,
    },
  };
}

const script = document.createElement('script');
script.src = data.script;
script.onload = () => {
  if (!registered) return console.error(`[shopify stand-in] ${data.handle} did not register`);
  registered(api);
  const clientId = crypto.randomUUID();
  data.events.forEach(({ name, data: eventData }, seq) => {
    const event = {
      id: crypto.randomUUID(),
      clientId,
      name,
      type: 'standard',
      seq,
      timestamp: new Date().toISOString(),
      context: context(),
      data: eventData,
    };
    for (const key of [name, 'all_standard_events', 'all_events'])
      for (const callback of subscribers.get(key) ?? []) void (callback as (e: unknown) => unknown)(event);
  });
};
document.head.append(script);
