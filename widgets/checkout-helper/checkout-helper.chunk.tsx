import { AnalyticsEvents } from '../../shared/api/analytics/analytics-events';
import { readShowReferral } from '../../shared/live/show-referral';
import { getAppDeps } from '../../shared/store/app-store';
import { safeStorage, StorageKeys } from '../../shared/storage-keys';
import type { MountWidget } from '../../shared/widget-contract';

/**
 * /{firstId}/checkouts/{secondId}[/{page}] (spec 1 §2, §7; spec 2 §3): records
 * that the checkout was created, once per checkout, with the show the shopper
 * came from. It shows nothing.
 */
export const mount: MountWidget = (_host, ctx) => {
  const checkoutId = ctx.route?.params.secondId ?? '';
  const session = safeStorage(() => window.sessionStorage);
  let recorded: string[] = [];
  try {
    recorded = JSON.parse(session.get(StorageKeys.checkoutsRecorded) ?? '[]');
  } catch {
    recorded = [];
  }
  if (checkoutId && !recorded.includes(checkoutId)) {
    const referral = readShowReferral();
    const props = { checkoutId, showId: referral?.showId ?? null, referralCode: referral?.referralCode || null };
    const { analytics } = getAppDeps(ctx);
    // Spec 1 §7 names it 'checkout created', spec 2 §3 'checkout_created': both are sent.
    // It counts as recorded once both are on their way, so a quick move to the next checkout step loses neither.
    void Promise.all([analytics.track(AnalyticsEvents.checkoutCreatedLegacy, props), analytics.track(AnalyticsEvents.checkoutCreated, props)]).then(() =>
      session.set(StorageKeys.checkoutsRecorded, JSON.stringify([...recorded, checkoutId].slice(-20))),
    );
  }
  return () => {};
};
