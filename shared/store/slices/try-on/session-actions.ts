import { detectSupport, lowMemoryDevice } from '../../../try-on/support';
import { deviceBucket } from '../../../ids';
import { LIVE_SAMPLE_MAX_BUCKET } from '../../../try-on/live-video-reporter';
import type { Product } from '../../../catalog/product-types';
import { AbortReason } from '../../../try-on/plugin-states';
import { CameraError } from '../../../try-on/camera';
import { TryOnAbort, TryOnStartupError } from '../../../try-on/try-on-abort';
import type { TryOnEngine, TryOnSource } from '../../../try-on/try-on-engine';
import { imageErrorKey } from '../../../try-on/photo-errors';
import { readUploadedPhoto, uploadedPhotoBlob } from '../../../try-on/uploaded-photo';
import type { TryOnKit } from './try-on-kit';
import { tryOnVariants } from '../../../catalog/product-rules';
import { IDLE, type TryOnSourceChoice } from './try-on-state';

/** A try-on session: opening it, starting the engine on a camera or a photo, pausing while hidden, closing. */
export interface SessionActions {
  /** Opens the source prompt for a product; home is the page's own product (defaults to this one). */
  open(product: Product, home?: Product, variantId?: number | null): void;
  /** Starts a session on the canvas, from the camera or a photo (a File, or the one a try-on label stored). */
  start(canvas: HTMLCanvasElement, source: TryOnSourceChoice): Promise<void>;
  /** Try again from an error a retry can fix: the same source, a new session, no page reload. */
  retry(canvas: HTMLCanvasElement): Promise<void>;
  dismissPortraitAdvice(): void;
  setMobileLayout(mobile: boolean): void;
  /** The page went out of sight (hidden tab, left page): tracking stops and the session ends for analytics. */
  pause(reason: 'hidden' | 'pagehide'): void;
  /** Back in sight: the session resumes. */
  resume(): void;
  close(): void;
  /**
   * Whether to offer the stills opt-in: analytics consent is given and this device is one whose live sessions
   * are sampled (spec 1 §9). Elsewhere ticking it could change nothing, so it is not offered.
   */
  stillsOffered(): boolean;
  setShareStills(share: boolean): void;
}

/**
 * The browser asks to save data (Save-Data). The model loader's intent rule (prefetch-policy.ts) reads the same; it
 * is not imported here, as it would then become a chunk of its own that every page's runtime lists.
 */
const savesData = () => (globalThis.navigator as { connection?: { saveData?: unknown } } | undefined)?.connection?.saveData === true;

export function createSessionActions(kit: TryOnKit): SessionActions {
  const { deps, set, get, patch, session, analytics, fail } = kit;
  /** What the last session started from, for Try again (a photo keeps its file). */
  let lastSource: TryOnSourceChoice | null = null;
  /** Sessions asked for; closing counts too, so a start still downloading the engine's code knows it was left. */
  let starts = 0;

  return {
    stillsOffered: () => deps.consent.analyticsAllowed() && deviceBucket(deps.ids.deviceId) <= LIVE_SAMPLE_MAX_BUCKET,
    setShareStills(share) {
      patch({ shareStills: share });
    },

    open(p, home, variantId) {
      kit.askSharing();
      // A shade asked for (the page's ?variant=) wins; reopening the same product keeps the shade chosen last time.
      const asked = tryOnVariants(p).find((v) => v.id === variantId)?.id ?? null;
      const kept = asked ?? (get().tryOn.productId === p.id ? get().tryOn.variantId : null);
      kit.releaseCapture();
      set({
        ...IDLE,
        status: 'prompt',
        productId: p.id,
        homeProductId: (home ?? p).id,
        variantId: kept ?? tryOnVariants(p)[0]?.id ?? null,
        portraitDismissed: get().tryOn.portraitDismissed,
        shareStills: get().tryOn.shareStills,
      });
      deps.publish('try_on_opened', { productHandle: p.handle, variantId: get().tryOn.variantId });
      // The tracker's code (Human and tfjs, about 420 KB gz) starts with the try-on, alongside the model set the
      // shopper's intent started, so a session does not wait for it. As the model set, not where the
      // browser asks to save data, nor where the try-on cannot run; closing ends the worker (close()).
      if (!savesData() && detectSupport() === AbortReason.NotAborted) deps.tracker.prepareTracker().catch(() => {});
    },

    async start(canvas, source) {
      const mine = ++starts;
      kit.askSharing();
      session.engine?.stop();
      session.engine = null;
      analytics.stopLiveVideo();
      session.captureRun++;
      kit.releaseCapture();
      let photo: Blob | null = null;
      if (source.kind === 'photo') {
        photo = source.file ?? null;
        if (!photo) {
          const stored = readUploadedPhoto(deps.sessionStorage);
          photo = stored ? uploadedPhotoBlob(stored) : null;
          // Spec 1 §4: upload needs the stored image; without it, back to choosing a photo, with a word why.
          if (!photo) return patch({ status: 'prompt', promptNotice: 'tryOn.uploadMissing', error: null });
        }
      }
      lastSource = photo ? { kind: 'photo', file: photo } : source;
      patch({
        status: 'loading',
        source: source.kind,
        error: null,
        asking: false,
        faceFound: null,
        captured: null,
        countdown: null,
        promptNotice: null,
        notice: null,
        paused: false,
        scanning: source.kind === 'photo',
        loadPercent: null,
      });
      let current: TryOnEngine;
      try {
        // The engine (renderer, camera, tracker glue) loads only when a session starts.
        const { TryOnEngine } = await import('../../../try-on/try-on-engine');
        // Closed (or started again) while the code downloaded: this session is nobody's, and opens no camera.
        if (mine !== starts) return;
        current = new TryOnEngine({ worker: deps.tracker, models: deps.models, light: lowMemoryDevice() });
      } catch (error) {
        if (mine === starts) fail(new TryOnAbort(AbortReason.ManifestDownloadFailed, error));
        return;
      }
      session.engine = current;
      current.setMobile(deps.isMobileLayout());
      const p = kit.product();
      const started = analytics.started(p?.handle ?? null, source.kind);
      try {
        let engineSource: TryOnSource = { kind: 'camera' };
        if (photo) {
          // A label's stored photo is already downscaled; a new file is downscaled in the worker (spec 1 §5).
          const prepared = source.kind === 'photo' && source.file ? (await deps.worker.downscaleImage(photo)).blob : photo;
          engineSource = { kind: 'photo', image: await createImageBitmap(prepared) };
        }
        await current.start(
          canvas,
          engineSource,
          { handle: p?.handle ?? '', config: kit.variant()?.vtoConfig ?? null },
          {
            onAsking: (asking) => session.engine === current && patch({ asking }),
            onFace: (found) => session.engine === current && get().tryOn.faceFound !== found && patch({ faceFound: found }),
            onFirstFrame: () => session.engine === current && analytics.loaded(p?.handle ?? null, source.kind, started),
            onFailure: (error) => session.engine === current && fail(error),
            // Whole percents only: the loading screen redraws per step, not per network chunk.
            onProgress: ({ received, total }) => {
              const percent = total > 0 ? Math.min(100, Math.floor((received / total) * 100)) : null;
              if (session.engine === current && get().tryOn.loadPercent !== percent) patch({ loadPercent: percent });
            },
          },
        );
        if (session.engine !== current) return;
        kit.applyLook();
        patch({ status: 'live', scanning: false });
        if (source.kind === 'camera') analytics.reportLiveVideo(current, canvas);
      } catch (error) {
        // Spec 1 §8: a failure while starting that is no abort reason nor camera result (the video's play() refused,
        // the photo or first frame not decodable) is the startup error, not the general plugin one. A photo the worker
        // refuses (not png or jpeg, too large) keeps its own message, the one the label gives (spec 1 §5).
        if (session.engine === current)
          fail(error instanceof TryOnAbort || error instanceof CameraError || imageErrorKey(error) ? error : new TryOnStartupError(error));
      }
    },

    async retry(canvas) {
      const { status, error } = get().tryOn;
      if (status !== 'error' || !error?.offerRetry || !lastSource) return;
      await get().tryOn.start(canvas, lastSource);
    },

    dismissPortraitAdvice() {
      patch({ portraitDismissed: true });
    },
    setMobileLayout(mobile) {
      session.engine?.setMobile(mobile);
    },

    pause(reason) {
      if (!kit.inSession() || get().tryOn.paused) return;
      session.captureRun++;
      session.engine?.pause();
      analytics.ended(reason);
      patch({ paused: true, countdown: null });
    },
    resume() {
      if (!get().tryOn.paused) return;
      patch({ paused: false });
      if (!kit.inSession()) return;
      session.engine?.resume();
      analytics.resumed();
    },
    close() {
      starts++;
      const was = get().tryOn;
      session.captureRun++;
      if (kit.inSession() && !was.paused) analytics.ended('closed');
      session.engine?.stop();
      session.engine = null;
      // The tracker's worker ends with the try-on: its memory goes back to the phone.
      deps.tracker.release();
      analytics.dropLiveVideo();
      kit.releaseCapture();
      // Closing clears the captured image and hides the plugin; the chosen product and shade stay.
      set({
        ...IDLE,
        productId: was.productId,
        variantId: was.variantId,
        homeProductId: was.homeProductId,
        portraitDismissed: was.portraitDismissed,
        shareStills: was.shareStills,
      });
    },
  };
}
