/** Texts of adding to the bag, shared by every widget with an Add to bag button. */
export const enCart = {
  'cart.errors.failed': "We couldn't add this to your bag: {endpoint} answered {status}. Please try again.",
  'cart.errors.offline': "We couldn't add this to your bag: {endpoint} did not answer. Check your connection and try again.",
} as const;

export type CartTextKey = keyof typeof enCart;
