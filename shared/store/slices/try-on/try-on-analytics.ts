import type { AnalyticsClient } from '../../../api/analytics/analytics-client';
import { AnalyticsEvents } from '../../../api/analytics/analytics-events';
import { deviceBucket } from '../../../ids';
import { createLiveVideoReporter, type LiveVideoReporter } from '../../../try-on/live-video-reporter';
import type { TryOnEngine } from '../../../try-on/try-on-engine';
import type { TryOnBase } from './try-on-kit';

type Source = 'camera' | 'photo';

/**
 * The try-on's vto_* analytics events, sent as the session goes, and the live video
 * report. Events that read the product name the one tried on when they are sent.
 */
export interface TryOnAnalytics {
  /** vto_started for a new session; its clock starts now. Returns the start time. */
  started(product: string | null, source: Source): number;
  /** vto_loaded: the first frame, ms after the start. */
  loaded(product: string | null, source: Source, startedAt: number): void;
  /** vto_started again after a pause, and the live video report goes on. */
  resumed(): void;
  /** vto_ended with the session's duration; the live video report stops. */
  ended(reason: 'closed' | 'hidden' | 'pagehide'): void;
  /** Live video stats and sample images from a camera session (live-video-reporter.ts). */
  reportLiveVideo(engine: TryOnEngine, canvas: HTMLCanvasElement): void;
  stopLiveVideo(): void;
  /** Forgets the report when the try-on closes. */
  dropLiveVideo(): void;
  itemChanged(product: string | null, variant: number | null): void;
  beforeAfterShown(): void;
  photoTaken(source: Source | null): void;
  imageSaved(): void;
  imageShared(): void;
  findShade(product: string, source: Source | null): void;
}

export function createTryOnAnalytics({ deps, get, session, handle }: TryOnBase): TryOnAnalytics {
  const track: AnalyticsClient['track'] = (...event) => deps.analytics.track(...event);
  let reporter: LiveVideoReporter | null = null;
  /** When the current stretch of the session began, for vto_ended's duration. */
  let sessionStart = 0;
  /** Photos taken: each is its own vto_photo_taken, not a duplicate. */
  let photosTaken = 0;
  const variant = () => get().tryOn.variantId;

  return {
    started(product, source) {
      track(AnalyticsEvents.vtoStarted, { product, source });
      sessionStart = deps.now();
      return sessionStart;
    },
    loaded(product, source, startedAt) {
      const ms = deps.now() - startedAt;
      track(AnalyticsEvents.vtoLoaded, { product, source, ms });
      deps.publish('try_on_loaded', { productHandle: product, source, ms });
    },
    resumed() {
      sessionStart = deps.now();
      track(AnalyticsEvents.vtoStarted, { product: handle(), source: get().tryOn.source, resumed: true });
      reporter?.start();
    },
    ended(reason) {
      reporter?.stop();
      track(AnalyticsEvents.vtoEnded, { product: handle(), source: get().tryOn.source, reason, durationMs: deps.now() - sessionStart });
    },
    reportLiveVideo(engine, canvas) {
      reporter = createLiveVideoReporter({
        bucket: deviceBucket(deps.ids.deviceId),
        stats: () => engine.takeStats(),
        sample: async () => (session.engine === engine && canvas.isConnected ? engine.capture(canvas) : null),
        mayShare: () => get().tryOn.shareStills && deps.consent.analyticsAllowed(),
        sendStats: (stats) => track(AnalyticsEvents.vtoLiveVideoStats, { product: handle(), ...stats }),
        sendSample: (image, index) => track(AnalyticsEvents.vtoLiveVideoSample, { product: handle(), index }, { image }),
      });
      reporter.start();
    },
    stopLiveVideo() {
      reporter?.stop();
    },
    dropLiveVideo() {
      reporter = null;
    },
    itemChanged(product, variantId) {
      track(AnalyticsEvents.vtoItemChanged, { product, variant: variantId });
    },
    beforeAfterShown() {
      track(AnalyticsEvents.vtoBeforeAfterSliderShown, { product: handle() });
    },
    photoTaken(source) {
      track(AnalyticsEvents.vtoPhotoTaken, { product: handle(), variant: variant(), source, photo: ++photosTaken });
      deps.publish('photo_taken', { productHandle: handle(), variantId: variant(), source });
    },
    imageSaved() {
      track(AnalyticsEvents.vtoSaveImageToDevice, { product: handle(), variant: variant() });
    },
    imageShared() {
      track(AnalyticsEvents.vtoShareImage, { product: handle(), variant: variant() });
    },
    findShade(product, source) {
      track(AnalyticsEvents.vtoFindShade, { product, source });
    },
  };
}
