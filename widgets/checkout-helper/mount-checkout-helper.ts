import { recordCheckout } from '../../shared/live/checkout-record';
import { defineWidget } from '../../shared/react/widget-host';
import { getAppDeps } from '../../shared/store/app-store';
import type { MountWidget } from '../../shared/widget-contract';
import { CheckoutHelper } from './CheckoutHelper';

/** A React root on the checkout pages (the base slices) that renders nothing; mounted on idle or intent. */
const mountView = defineWidget('checkout-helper', CheckoutHelper, '');

/**
 * /{firstId}/checkouts/{secondId}[/{page}] (spec 1 §2, §7; spec 2 §3): records that the checkout was created, with
 * the show the shopper came from. The page's deps are mount code's to use, not a component's.
 */
export const mountCheckoutHelper: MountWidget = (host, ctx) => {
  const unmount = mountView(host, ctx);
  const deps = getAppDeps(ctx);
  // recordCheckout itself keeps it to once per checkout (session storage), so a remount records nothing more.
  void recordCheckout(deps.analytics, deps.sessionStorage, ctx.route?.params.secondId ?? '');
  return unmount;
};
