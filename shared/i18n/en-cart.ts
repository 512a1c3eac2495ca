/** Texts of adding to the bag, shared by every widget with an Add to bag button. */
export const enCart = {
  'cart.errors.failed': "We couldn't add this to your bag.",
  'cart.errors.offline': "We couldn't add this to your bag. Please check your connection.",
  'cart.errors.changeFailed': "We couldn't update your bag.",
  'cart.errors.changeOffline': "We couldn't update your bag. Please check your connection.",
  'cart.retry': 'Try again',
  'cart.bundle.contains': 'In this set',
  'cart.bundle.loading': 'Loading what is in this set…',
  'cart.bundle.failed': "We couldn't load what is in this set.",
  'cart.bundle.shadeOf': 'Shade of {product}',
  'cart.bundle.optionSoldOut': '{shade} (sold out)',
  'cart.bundle.partSoldOut': 'Sold out: choose another shade, or come back soon.',
} as const;

export type CartTextKey = keyof typeof enCart;
