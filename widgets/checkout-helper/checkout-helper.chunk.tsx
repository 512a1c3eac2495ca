/** The checkout-helper widget's lazy chunk: it records the checkout as it mounts (mount-checkout-helper.ts). */
export { mountCheckoutHelper as mount } from './mount-checkout-helper';
