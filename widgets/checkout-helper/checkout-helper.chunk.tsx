import { recordCheckout } from '../../shared/live/checkout-record';
import { getAppDeps } from '../../shared/store/app-store';
import { safeStorage } from '../../shared/storage-keys';
import type { MountWidget } from '../../shared/widget-contract';

/**
 * /{firstId}/checkouts/{secondId}[/{page}] (spec 1 §2, §7; spec 2 §3): records
 * that the checkout was created, with the show the shopper came from. It shows
 * nothing.
 */
export const mount: MountWidget = (_host, ctx) => {
  void recordCheckout(
    getAppDeps(ctx).analytics,
    safeStorage(() => window.sessionStorage),
    ctx.route?.params.secondId ?? '',
  );
  return () => {};
};
