import type { Ids } from '../../ids';
import type { AnalyticsEventName } from './analytics-events';
import type { Outgoing } from '../../privacy/outgoing-address';
import { ANALYTICS_DEDUP_MS, ANALYTICS_MAX_IMAGE_BYTES } from './analytics-limits';

export type EventProps = Record<string, string | number | boolean | null>;

export interface AnalyticsDeps {
  endpoint: string;
  ids: () => Ids;
  /** The shopper's consent: an event made without it is dropped, never queued. */
  allowed: () => boolean;
  commitId: string;
  /** Posts the JSON body; may reject, the client never waits on it. */
  send: (url: string, body: unknown) => Promise<unknown>;
  /** Re-encodes an image to fit the byte cap, or null when it cannot. */
  compressImage: (image: Blob, maxBytes: number) => Promise<Blob | null>;
  toBase64: (image: Blob) => Promise<string>;
  /** The one door for addresses leaving the page (the runtime's: MountContext.outgoing). */
  outgoing: Outgoing;
  now?: () => number;
}

export interface AnalyticsClient {
  /**
   * Fire and forget: never throws, never blocks the caller. The page's client
   * may return a promise that settles once the event is on its way (a page
   * about to be left can wait for it).
   */
  track(name: AnalyticsEventName, props?: EventProps, options?: { image?: Blob }): void | Promise<void>;
}

/** Every text property through the one door for addresses: a value that holds a URL, a path or an email. */
function outgoingProps(props: EventProps, outgoing: Outgoing): EventProps {
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, typeof v === 'string' ? outgoing.text(v) : v]));
}

export function createAnalyticsClient(deps: AnalyticsDeps): AnalyticsClient {
  const now = deps.now ?? Date.now;
  const lastSent = new Map<string, number>();

  async function imageField(image: Blob): Promise<string | null> {
    const fitted = image.size <= ANALYTICS_MAX_IMAGE_BYTES ? image : await deps.compressImage(image, ANALYTICS_MAX_IMAGE_BYTES);
    if (!fitted || fitted.size > ANALYTICS_MAX_IMAGE_BYTES) return null;
    return deps.toBase64(fitted);
  }

  return {
    track(name, given = {}, options = {}) {
      if (!deps.endpoint || !deps.allowed()) return;
      const props = outgoingProps(given, deps.outgoing);
      // The same event with the same properties within 20 s is one event.
      const key = `${name}|${JSON.stringify(props)}`;
      const at = now();
      const previous = lastSent.get(key);
      if (previous !== undefined && at - previous < ANALYTICS_DEDUP_MS) return;
      lastSent.set(key, at);
      for (const [k, t] of lastSent) if (at - t >= ANALYTICS_DEDUP_MS) lastSent.delete(k);

      const { deviceId, sessionId, customerId } = deps.ids();
      const event: Record<string, unknown> = {
        event: name,
        properties: props,
        deviceId,
        sessionId,
        customerId,
        commitId: deps.commitId,
        timestamp: new Date(at).toISOString(),
        url: deps.outgoing.pageAddress(),
      };
      void (async () => {
        if (options.image) event.image = await imageField(options.image);
        await deps.send(deps.endpoint, event);
      })().catch(() => {
        /* analytics must never disturb the shopper */
      });
    },
  };
}
