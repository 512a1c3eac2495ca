import { useEffect } from 'react';
import { recordCheckout } from '../../shared/live/checkout-record';
import type { WidgetProps } from '../../shared/react/widget-host';
import { getAppDeps } from '../../shared/store/app-store';
import { safeStorage } from '../../shared/storage-keys';

/**
 * /{firstId}/checkouts/{secondId}[/{page}] (spec 1 §2, §7; spec 2 §3): records that the checkout was created,
 * with the show the shopper came from. It shows nothing.
 */
export function CheckoutHelper({ ctx }: WidgetProps) {
  const checkoutId = ctx.route?.params.secondId ?? '';
  useEffect(() => {
    // recordCheckout itself keeps it to once per checkout (session storage), so a remount records nothing more.
    void recordCheckout(
      getAppDeps(ctx).analytics,
      safeStorage(() => window.sessionStorage),
      checkoutId,
    );
  }, [ctx, checkoutId]);
  return null;
}
