/** Spec 2 §9. Kept apart from the event names so pages that send no events do not carry them. */
export const ANALYTICS_DEDUP_MS = 20_000;
export const ANALYTICS_MAX_IMAGE_BYTES = 35_000;
