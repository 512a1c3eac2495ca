import type { AnalyticsClient } from '../api/analytics/analytics-client';
import { AnalyticsEvents } from '../api/analytics/analytics-events';
import type { Ids } from '../ids';
import type { Consent } from '../privacy/consent';
import { StorageKeys, type SafeStorage } from '../storage-keys';
import { watchEngagement } from './engagement';

const NEW_SESSION = AnalyticsEvents.newSession;
const USER_ENGAGED = AnalyticsEvents.userEngaged;
const SENT_KEY = StorageKeys.newSessionSent;

export interface PageAnalyticsDeps {
  analytics: AnalyticsClient;
  consent: Consent;
  ids: Ids;
  sessionStorage: SafeStorage;
}

/**
 * new_session once per analytics session. The session id lives in session
 * storage, so a session that has not yet announced itself there is new, however
 * many pages or reloads it spans and whoever made the id (the loader's error
 * reporter may have). Marked once the event is handed to the network: a page
 * left sooner announces it on the next page; a repeat carries the same session
 * id, so the log can tell.
 */
export async function announceNewSession({ analytics, ids, sessionStorage }: PageAnalyticsDeps): Promise<void> {
  if (sessionStorage.get(SENT_KEY) === ids.sessionId) return;
  await analytics.track(NEW_SESSION, {});
  sessionStorage.set(SENT_KEY, ids.sessionId);
}

/** Runs fn now if analytics is allowed, else once the shopper allows it. */
function whenAllowed(consent: Consent, fn: () => void): void {
  if (consent.analyticsAllowed()) return fn();
  const stop = consent.subscribe((allowed) => {
    if (!allowed) return;
    stop();
    fn();
  });
}

/** Runs fn once the page is idle (Safari has no requestIdleCallback). */
function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 500);
}

/**
 * The page-level events of spec 2 §3, started once per page that mounted a
 * Vanity widget (the app store's creation): new_session, then user_engaged
 * once per page view. Engagement counts from the start; new_session waits for
 * the page to be idle, so the analytics client does not load alongside the
 * widgets, and user_engaged never goes before it.
 */
export function startPageAnalytics(
  deps: PageAnalyticsDeps,
  doc: Document = document,
  now: () => number = () => performance.now(),
): () => void {
  // Nothing is announced (nor marked as announced in storage) before the shopper consents.
  const announced = new Promise<void>((done) =>
    whenIdle(() => whenAllowed(deps.consent, () => void announceNewSession(deps).then(done, done))),
  );
  return watchEngagement(doc, now, (engagedMs, by) => void announced.then(() => deps.analytics.track(USER_ENGAGED, { engagedMs, by })));
}
