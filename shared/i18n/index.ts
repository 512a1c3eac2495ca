import { en, type CoreMessageKey } from './en';
import type { AccountTextKey } from './en-account';
import type { CartTextKey } from './en-cart';
import type { HostTextKey } from './en-host';
import type { LiveTextKey } from './en-live';
import type { ShadeTextKey } from './en-shade';
import type { TryOnMessageKey } from './en-try-on';
import { formatMessage } from './format-message';

export type MessageKey = CoreMessageKey | TryOnMessageKey | ShadeTextKey | AccountTextKey | LiveTextKey | CartTextKey | HostTextKey;
type Catalogue = Partial<Record<MessageKey, string>>;

/**
 * English is built in; a widget with texts of its own registers them when its
 * chunk loads (registerMessages), and other languages load on demand, so a
 * page carries only the texts it can show.
 */
const catalogues: Record<string, Catalogue> = { en: { ...en } };
const loaders: Record<string, () => Promise<Catalogue>> = {
  fr: () => import('./fr').then((m) => m.fr),
};

const languageOf = (locale: string) => locale.toLowerCase().split(/[-_]/)[0] ?? 'en';

export function registerMessages(lang: string, messages: Catalogue): void {
  catalogues[lang] = { ...catalogues[lang], ...messages };
}

/** Loads the catalogue for a locale, if there is one; never rejects (English stands in). */
export async function loadCatalogue(locale: string): Promise<void> {
  const lang = languageOf(locale);
  if (!loaders[lang] || catalogues[lang]?.['widget.errors.crashed']) return;
  try {
    registerMessages(lang, await loaders[lang]());
  } catch {
    /* a failed download leaves English */
  }
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** Picks the catalogue for a locale such as 'fr-CA', falling back to English (counts then follow English rules). */
export function createTranslator(locale: string): Translate {
  const lang = languageOf(locale);
  return (key, vars) => {
    const own = catalogues[lang]?.[key];
    const text = own ?? catalogues.en![key] ?? key;
    return vars ? formatMessage(text, vars, own === undefined ? 'en' : lang) : text;
  };
}

// Right-to-left scripts' languages (CLDR); Intl.Locale#getTextInfo is not in every browser yet.
const RTL = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/**
 * The language a widget's texts are shown in for a locale, and its direction: the locale's own when
 * there is a catalogue for it, else English's, so an untranslated widget never lays English out right to left.
 */
export function shownLanguage(locale: string): { lang: string; dir: 'ltr' | 'rtl' } {
  const lang = languageOf(locale);
  if (!catalogues[lang]) return { lang: 'en', dir: 'ltr' };
  return { lang: locale.replace('_', '-'), dir: RTL.has(lang) ? 'rtl' : 'ltr' };
}
