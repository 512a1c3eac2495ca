/** Texts of adding to the bag, shared by every widget with an Add to bag button. */
export const enCart = {
  'cart.errors.failed': "We couldn't add this to your bag.",
  'cart.errors.offline': "We couldn't add this to your bag. Please check your connection.",
  'cart.retry': 'Try again',
} as const;

export type CartTextKey = keyof typeof enCart;
