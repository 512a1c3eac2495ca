import type { SkinToneRecord } from '../skin-tone/skin-tone-service';

/** What the sinks and the CDN saw, for tests and for /__harness/events. */
export interface SinkRecord {
  kind: 'analytics' | 'error';
  at: string;
  headers: Record<string, string | undefined>;
  body: any;
}
export interface CdnRecord {
  at: string;
  path: string;
  origin: string | undefined;
  destination: string | undefined;
  /** '2.0' for HTTP/2 (a browser), '1.1' for a client that offered only HTTP/1.1. */
  httpVersion: string;
}

/** A call to the live-shopping stand-in: its method and address as sent (path and query), so tests can see what URLs carry. */
export interface LiveRequestRecord {
  at: string;
  method: string;
  url: string;
}

export const recorder = {
  sinks: [] as SinkRecord[],
  cdn: [] as CdnRecord[],
  live: [] as LiveRequestRecord[],
  /** Each skin-tone analysis and how long it took (bench: shade.serviceMs). */
  skinTone: [] as SkinToneRecord[],
  clear() {
    this.sinks.length = 0;
    this.cdn.length = 0;
    this.live.length = 0;
    this.skinTone.length = 0;
  },
};
