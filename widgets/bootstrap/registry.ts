import type { WidgetModule } from '../../shared/widget-contract';

/**
 * The only importer of `*.chunk.tsx`. Each entry becomes one lazy chunk; the
 * key is the `data-vanity-widget` value, the widget folder and the snippet name.
 */
export const registry = {
  'try-on-label': () => import('../try-on-label/try-on-label.chunk'),
  'try-on': () => import('../try-on/try-on.chunk'),
  account: () => import('../account/account.chunk'),
  'account-header': () => import('../account-header/account-header.chunk'),
  'order-helper': () => import('../order-helper/order-helper.chunk'),
  'checkout-helper': () => import('../checkout-helper/checkout-helper.chunk'),
  'live-shopping': () => import('../live-shopping/live-shopping.chunk'),
  watch: () => import('../watch/watch.chunk'),
  channel: () => import('../channel/channel.chunk'),
  broadcast: () => import('../broadcast/broadcast.chunk'),
  'live-profile': () => import('../live-profile/live-profile.chunk'),
  'shade-finder': () => import('../shade-finder/shade-finder.chunk'),
  'shade-finder-results': () => import('../shade-finder-results/shade-finder-results.chunk'),
} satisfies Record<string, () => Promise<WidgetModule>>;

export type WidgetName = keyof typeof registry;

export function isWidgetName(name: string): name is WidgetName {
  return Object.prototype.hasOwnProperty.call(registry, name);
}
