/**
 * Spec 2 §9: the same event (name and properties) within 20 s is sent once, and an event's image is at most
 * 35 000 bytes. Kept apart from the event names so pages that send no events do not carry them.
 */
export const ANALYTICS_DEDUP_MS = 20_000;
export const ANALYTICS_MAX_IMAGE_BYTES = 35_000;
