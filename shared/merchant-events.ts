/**
 * Events a merchant's own tags can hear: `Vanity.push(['on', 'add_to_bag', fn])`. They fire whatever
 * the shopper's analytics consent, because they never leave the page by themselves: the merchant's tags (GA4,
 * Klaviyo, a tag manager) handle consent. Payloads carry no personal data. README.md documents each one.
 */
export interface MerchantEventPayloads {
  /** A product (or a set, with its chosen shades) went into the bag. */
  add_to_bag: {
    productHandle: string;
    variantId: number;
    name: string;
    priceCents: number;
    currency: string;
    quantity: number;
    source: string;
  };
  /** The try-on dialog opened on a product. */
  try_on_opened: { productHandle: string; variantId: number | null };
  /** The first made-up frame showed (ms from the source being chosen). */
  try_on_loaded: { productHandle: string | null; source: 'camera' | 'photo'; ms: number };
  /** The shopper picked another shade in the try-on. */
  shade_changed: { productHandle: string | null; variantId: number; shade: string };
  /** A picture of the made-up face was taken. */
  photo_taken: { productHandle: string | null; variantId: number | null; source: 'camera' | 'photo' | null };
  /** A shade was suggested for the shopper's skin: by the shade finder or the try-on's Find my shade. */
  shade_found: { productHandle: string; variantId: number; shade: string; from: 'shade-finder' | 'try-on' };
  /** The shopper signed in to their account (native, Google or Facebook). */
  signed_in: { method: 'native' | 'social' };
  /** A show's video started playing for the viewer. */
  show_played: { showId: string; live: boolean };
  /** A chat message was sent in a show. */
  chat_sent: { showId: string };
}

export type MerchantEventName = keyof MerchantEventPayloads;

export const MERCHANT_EVENTS: readonly MerchantEventName[] = [
  'add_to_bag',
  'try_on_opened',
  'try_on_loaded',
  'shade_changed',
  'photo_taken',
  'shade_found',
  'signed_in',
  'show_played',
  'chat_sent',
];

/** Hands an event to the merchant's listeners; never throws, never waits. */
export type PublishMerchantEvent = <K extends MerchantEventName>(name: K, detail: MerchantEventPayloads[K]) => void;
