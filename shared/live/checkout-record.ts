import { AnalyticsEvents } from '../api/analytics/analytics-events';
import type { AnalyticsClient } from '../api/analytics/analytics-client';
import { StorageKeys, type SafeStorage } from '../storage-keys';
import { readShowReferral } from './show-referral';

/**
 * Records that a checkout was created (spec 1 §7 'checkout created', spec 2 §3
 * 'checkout_created': both are sent), once per checkout, with the show the
 * shopper came from. It counts as recorded once both events are on their way,
 * so a quick move to the next checkout step loses neither.
 */
export async function recordCheckout(analytics: AnalyticsClient, session: SafeStorage, checkoutId: string): Promise<void> {
  if (!checkoutId) return;
  let recorded: string[] = [];
  try {
    recorded = JSON.parse(session.get(StorageKeys.checkoutsRecorded) ?? '[]');
  } catch {
    recorded = [];
  }
  if (recorded.includes(checkoutId)) return;
  const referral = readShowReferral();
  const props = { checkoutId, showId: referral?.showId ?? null, referralCode: referral?.referralCode || null };
  await Promise.all([
    analytics.track(AnalyticsEvents.checkoutCreatedLegacy, props),
    analytics.track(AnalyticsEvents.checkoutCreated, props),
  ]);
  session.set(StorageKeys.checkoutsRecorded, JSON.stringify([...recorded, checkoutId].slice(-20)));
}
