import { shownLanguage } from '../i18n';

/**
 * Marks a widget's host with the language its texts are shown in and that language's direction. The shadow
 * tree inherits both from its host, so a right-to-left catalogue mirrors every logical property (inline-start
 * is on the right) and screen readers pronounce the texts in the right language, whatever the theme's <html> says.
 */
export function applyHostLanguage(host: HTMLElement, locale: string): void {
  const { lang, dir } = shownLanguage(locale);
  host.lang = lang;
  host.dir = dir;
}
