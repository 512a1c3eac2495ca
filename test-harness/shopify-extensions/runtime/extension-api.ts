/**
 * The `shopify` object Shopify's runtime hands a UI extension (API 2025-10 and later), built from what the host page
 * knows about the order: its attributes, the shop (with its storefront URL), localization and i18n (the extension's
 * own locale files, in the buyer's language), the order itself, and for customer accounts the `navigation` global.
 * Its values are signal-like (`value`, `subscribe`); once the extension's `@shopify/ui-extensions/preact` hands over
 * Preact's Signal class (`setSignals`), they are Preact signals, as in Shopify's runtime. `extend` keeps the
 * extension's render function for its target; `run` calls it.
 */
export interface UiSandboxData {
  handle: string;
  target: string;
  apiVersion: string;
  surface: 'checkout' | 'customer-account';
  /** The buyer's language (ISO code). */
  language: string;
  /** The extension's locale file in that language, over its default one. */
  translations: Record<string, unknown>;
  shop: { id: string; name: string; storefrontUrl: string; myshopifyDomain: string };
  currency: string;
  attributes: Array<{ key: string; value: string }>;
  order: { id: string; name: string; confirmationNumber: string; processedAt: string };
}

interface SignalLike<T> {
  value: T;
  subscribe(fn: (value: T) => void): () => void;
}

type SignalClass = new <T>(value: T) => SignalLike<T>;

function plainSignal<T>(initial: T): SignalLike<T> {
  let current = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get value() {
      return current;
    },
    set value(next: T) {
      current = next;
      for (const l of listeners) l(next);
    },
    subscribe(fn) {
      listeners.add(fn);
      fn(current);
      return () => void listeners.delete(fn);
    },
  };
}

/** A key of the extension's locale file ("a.b" reaches nested objects), `{{name}}` filled, `count` picking the plural form. */
export function translator(translations: Record<string, unknown>, language: string) {
  const plural = new Intl.PluralRules(language);
  return (key: string, options: Record<string, unknown> = {}): string => {
    let found: unknown = key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        translations,
      );
    if (found && typeof found === 'object' && typeof options.count === 'number') {
      const forms = found as Record<string, unknown>;
      found = forms[plural.select(options.count)] ?? forms.other;
    }
    if (typeof found !== 'string') return key;
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in options ? String(options[name]) : m));
  };
}

export function createExtensionApi(data: UiSandboxData, host: { navigate(url: string): void }) {
  const renderers = new Map<string, (...args: unknown[]) => unknown>();
  const signals: Record<string, SignalLike<unknown>> = {};
  const signal = <T>(name: string, value: T) => (signals[name] = plainSignal(value)) as SignalLike<T>;
  const language = { isoCode: data.language };
  const api: Record<string, unknown> = {
    extension: {
      target: data.target,
      apiVersion: data.apiVersion,
      capabilities: signal('capabilities', []),
      editor: undefined,
      rendered: signal('rendered', true),
      scriptUrl: '',
      version: undefined,
    },
    extensionPoint: data.target,
    shop: data.shop,
    attributes: signal('attributes', data.attributes),
    localization: {
      language: signal('language', language),
      extensionLanguage: signal('extensionLanguage', language),
      currency: signal('currency', { isoCode: data.currency }),
      timezone: signal('timezone', 'UTC'),
      country: signal('country', { isoCode: 'US' }),
      market: signal('market', { id: 'gid://shopify/Market/1', handle: 'us' }),
    },
    i18n: {
      translate: translator(data.translations, data.language),
      formatNumber: (n: number, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat(data.language, o).format(n),
      formatCurrency: (n: number, o?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(data.language, { style: 'currency', currency: data.currency, ...o }).format(n),
      formatDate: (d: Date, o?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(data.language, o).format(d),
    },
    extend(target: string, render: (...args: unknown[]) => unknown) {
      renderers.set(target, render);
    },
    reload() {
      host.navigate('');
    },
    /** Called by '@shopify/ui-extensions/preact' as the extension loads: the API's values become Preact signals. */
    setSignals(Signal: SignalClass) {
      for (const [name, old] of Object.entries(signals)) {
        const replacement = new Signal(old.value);
        signals[name] = replacement;
        replace(api, old, replacement);
      }
    },
  };
  if (data.surface === 'checkout') {
    api.orderConfirmation = signal('orderConfirmation', {
      order: { id: `gid://shopify/OrderIdentity/${data.order.id}` },
      number: data.order.confirmationNumber,
      isFirstOrder: false,
    });
  } else {
    api.order = signal('order', {
      id: `gid://shopify/Order/${data.order.id}`,
      name: data.order.name,
      confirmationNumber: data.order.confirmationNumber,
      processedAt: data.order.processedAt,
    });
  }
  const navigation = { navigate: (url: string) => host.navigate(url) };
  return {
    api,
    /** The customer accounts surface's `navigation` global. */
    navigation: data.surface === 'customer-account' ? navigation : undefined,
    /** Renders the extension: its function for this target, which its entry registered with `shopify.extend`. */
    async run() {
      const render = renderers.get(data.target);
      if (!render)
        throw new Error(`${data.handle} registered nothing for ${data.target} (it has ${[...renderers.keys()].join(', ') || 'none'})`);
      await render();
    },
  };
}

/** Puts `replacement` wherever `old` sits in the API object (one level of nesting: localization's signals). */
function replace(node: Record<string, unknown>, old: unknown, replacement: unknown) {
  for (const [key, value] of Object.entries(node)) {
    if (value === old) node[key] = replacement;
    else if (value && typeof value === 'object' && key === 'localization') replace(value as Record<string, unknown>, old, replacement);
    else if (value && typeof value === 'object' && key === 'extension') replace(value as Record<string, unknown>, old, replacement);
  }
}
