import { en, type MessageKey } from './en';
import { fr } from './fr';

export type { MessageKey };

const catalogues: Record<string, Record<MessageKey, string>> = { en, fr };

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** Picks the catalogue for a locale such as 'fr-CA', falling back to English. */
export function createTranslator(locale: string): Translate {
  const lang = locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
  const messages = catalogues[lang] ?? en;
  return (key, vars) => {
    const text = messages[key] ?? en[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
  };
}

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}
