/** The checkout pages show nothing of Vanity's: the widget's work is done as it mounts (mount-checkout-helper.ts). */
export function CheckoutHelper() {
  return null;
}
