import type { AnalyticsClient } from '../../api/analytics/analytics-client';
import type { ReportError } from '../../api/error-report/error-reporter';
import { createTranslator, loadCatalogue, type Translate } from '../../i18n';
import { defineSlice } from '../define-slice';

export interface SessionSlice {
  locale: string;
  currency: string;
  country: string;
  deviceId: string;
  sessionId: string;
  customerId: string | null;
  t: Translate;
  /** Fire-and-forget services, here so components reach them through the store. */
  reportError: ReportError;
  track: AnalyticsClient['track'];
  /** Goes to a URL by the route table's rules (in place where the route allows). */
  navigateTo: (to: string) => void;
  /** Switches the texts to a language (the account's custom:language), loading its catalogue first. */
  switchLanguage: (language: string) => Promise<void>;
}

/** Who and where the page is, and the services every component reaches through the store; made with the store. */
export const sessionSlice = defineSlice<SessionSlice>()({
  key: 'session',
  create: ({ deps, get, set }) => ({
    locale: deps.config.locale,
    currency: deps.config.currency,
    country: deps.config.country,
    deviceId: deps.ids.deviceId,
    sessionId: deps.ids.sessionId,
    customerId: deps.ids.customerId,
    t: createTranslator(deps.config.locale),
    reportError: deps.reportError,
    track: deps.analytics.track,
    navigateTo: deps.navigate,
    async switchLanguage(language) {
      const lang = language.toLowerCase().split(/[-_]/)[0] ?? '';
      if (!lang || lang === get().session.locale.toLowerCase().split(/[-_]/)[0]) return;
      await loadCatalogue(lang);
      set({ locale: lang, t: createTranslator(lang) });
    },
  }),
});
