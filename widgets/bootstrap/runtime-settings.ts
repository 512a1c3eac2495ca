import type { VanityConfig } from '../../shared/config';
import type { RuntimeSettings } from './command-queue';

/**
 * `Vanity.push(['configure', {...}])`: a merchant's settings at run time. Theme variables apply at once, on the page's root, so every
 * widget's shadow root inherits them; locale and feature flags go into the config (a push queued before the
 * loader read its config waits for it) and to whatever listens (the store switches its texts' language).
 */
export function createRuntimeSettings(root: { style: Pick<CSSStyleDeclaration, 'setProperty'> }) {
  let config: VanityConfig | null = null;
  let pending: RuntimeSettings = {};
  const listeners = new Set<(settings: RuntimeSettings) => void>();

  const intoConfig = (c: VanityConfig, s: RuntimeSettings) => {
    if (s.locale) c.locale = s.locale;
    if (s.features) Object.assign(c.features, s.features);
  };

  return {
    configure(settings: RuntimeSettings) {
      for (const [name, value] of Object.entries(settings.theme ?? {})) {
        // Only Vanity's own variables: a typo cannot restyle the theme.
        if (name.startsWith('--vanity-') && typeof value === 'string') root.style.setProperty(name, value);
      }
      const s: RuntimeSettings = {
        ...(typeof settings.locale === 'string' && settings.locale ? { locale: settings.locale } : {}),
        ...(settings.features && typeof settings.features === 'object' ? { features: { ...settings.features } } : {}),
      };
      if (!config) {
        pending = { ...pending, ...s, features: { ...pending.features, ...s.features } };
        return;
      }
      intoConfig(config, s);
      for (const listener of listeners) listener(s);
    },
    /** The loader's config, once read: settings pushed before it apply now. */
    attach(c: VanityConfig) {
      config = c;
      intoConfig(c, pending);
      pending = {};
    },
    onChange(listener: (settings: RuntimeSettings) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
