/**
 * The show a cart was bought from, carried on the cart itself so that it reaches the order: Shopify copies a cart's
 * attributes onto the order its checkout completes, where the thank-you and order status extensions and the web
 * pixel read it. Our addition to the Ajax cart's wire (POST /cart/update.js {attributes}); spec 2 has no such call.
 *
 * The key starts with an underscore: Shopify's checkout and order pages do not show such an attribute to the shopper.
 * The value is the watch link's own segment, `{showId}!{shareCode}` (just `{showId}` without a code).
 */
export const SHOW_CART_ATTRIBUTE = '_vanity_show';

export interface ShowRef {
  showId: string;
  referralCode: string;
}

/** A show id or share code as the live-shopping backend issues them; anything else is not ours and is ignored. */
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

export function showAttributeValue(show: ShowRef): string {
  return show.referralCode ? `${show.showId}!${show.referralCode}` : show.showId;
}

/** The show an attribute value names, or null for a missing, empty or malformed one. */
export function showFromAttribute(value: string | null | undefined): ShowRef | null {
  if (typeof value !== 'string') return null;
  const bang = value.indexOf('!');
  const showId = bang < 0 ? value : value.slice(0, bang);
  const referralCode = bang < 0 ? '' : value.slice(bang + 1);
  if (!TOKEN.test(showId) || (referralCode && !TOKEN.test(referralCode))) return null;
  return { showId, referralCode };
}

/** The show named by a list of attributes as Shopify's extension and pixel APIs give them ({key, value}). */
export function showFromAttributes(attributes: ReadonlyArray<{ key: string; value: string }> | null | undefined): ShowRef | null {
  return showFromAttribute(attributes?.find((a) => a.key === SHOW_CART_ATTRIBUTE)?.value);
}

/** The viewer's watch link (spec 2 §2): /pages/watch/{showId}, with `!{shareCode}` when there is one. */
export function watchPath(show: ShowRef): string {
  return `/pages/watch/${encodeURIComponent(show.showId)}${show.referralCode ? `!${encodeURIComponent(show.referralCode)}` : ''}`;
}
