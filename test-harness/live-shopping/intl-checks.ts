import type { ApiErrors } from '../../shared/api/live-shopping/live-types';

/**
 * The `{timeZone, languageTag}` pair that reminders and the formatted server
 * time take: checked with the platform's own Intl (an IANA zone, a BCP 47
 * tag), and a time written the way that reader expects.
 */
export interface Locale {
  timeZone: string;
  languageTag: string;
}

type FieldError = ApiErrors['errors'][number];

export function localeErrors(body: { timeZone?: unknown; languageTag?: unknown } | undefined): FieldError[] {
  const errors: FieldError[] = [];
  const { timeZone, languageTag } = body ?? {};
  try {
    if (typeof timeZone !== 'string' || !timeZone) throw new RangeError();
    new Intl.DateTimeFormat(undefined, { timeZone });
  } catch {
    errors.push({ field: 'timeZone', code: 'INVALID', message: 'Not a time zone' });
  }
  try {
    if (typeof languageTag !== 'string' || !languageTag) throw new RangeError();
    Intl.getCanonicalLocales(languageTag);
  } catch {
    errors.push({ field: 'languageTag', code: 'INVALID', message: 'Not a language tag' });
  }
  return errors;
}

/** e.g. "dimanche 22 novembre 2026 à 13:20" for fr-FR in Europe/Paris. */
export function formatTime(time: number, { timeZone, languageTag }: Locale): string {
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(time);
}
