import type { StateCreator } from 'zustand/vanilla';
import { AnalyticsEvents } from '../../api/analytics/analytics-events';
import type { Product, Variant } from '../../catalog/product-types';
import type { MessageKey } from '../../i18n';
import { CameraError } from '../../try-on/camera';
import { DEFAULT_SELECTION, type Coverage, type Lighting, type LookSelection, type LookType } from '../../try-on/looks';
import { abortMessage, AbortReason, CameraResult, cameraMessage } from '../../try-on/plugin-states';
import type { TryOnEngine, TryOnSource } from '../../try-on/try-on-engine';
import { TryOnAbort } from '../../try-on/try-on-abort';
import { SlowTrackerError } from '../../try-on/tracker-watchdog';
import { createLiveVideoReporter, type LiveVideoReporter } from '../../try-on/live-video-reporter';
import { deviceBucket } from '../../ids';
import { readUploadedPhoto, uploadedPhotoBlob } from '../../try-on/uploaded-photo';
import type { AppDeps } from '../app-deps';
import type { AppState, AppStore } from '../create-app-store';
import { installSlice } from '../install-slice';
import { installCartSlice } from './cart-slice';
import { installShadeSlice, ShadeEventSource } from './shade-slice';
import { failedResult } from '../../shade/skin-tone-result';
import { installCatalogSlice } from './catalog-slice';

export type TryOnStatus = 'idle' | 'prompt' | 'loading' | 'live' | 'captured' | 'error';

/** Spec 1 §9: a capture from the live camera counts down 3, 2, 1, a second each. */
export const CAPTURE_COUNTDOWN_FROM = 3;
export const CAPTURE_COUNTDOWN_STEP_MS = 1_000;

export interface TryOnState {
  status: TryOnStatus;
  source: 'camera' | 'photo' | null;
  productId: number | null;
  variantId: number | null;
  /** The page's own product: its thumbnail switches back to it after trying others. */
  homeProductId: number | null;
  selection: LookSelection;
  beforeAfter: boolean;
  /** 0–1 in steps of 0.01; 1 shows the make-up across the frame. */
  split: number;
  asking: boolean;
  faceFound: boolean;
  /** 3, 2, 1 while a capture counts down. */
  countdown: number | null;
  /** Bumped on each selfie capture: the white flash plays once per value. */
  flash: number;
  /** A photo is being scanned for a face. */
  scanning: boolean;
  /** While the model set loads: the share of its bytes received, in whole percent (null until the size is known). */
  loadPercent: number | null;
  captured: { blob: Blob; url: string } | null;
  /** Why the source prompt is back (e.g. the label's photo was not found). */
  promptNotice: MessageKey | null;
  /** A passing note over the view (e.g. sharing fell back to saving). */
  notice: MessageKey | null;
  /** The last "Suggest shade": the shade chosen (and any lighting advice), or why there is none. */
  shadeSuggestion: { variantId: number; advice: boolean } | { failed: MessageKey[] } | null;
  /** Portrait advice was waved away with Continue Anyway. */
  portraitDismissed: boolean;
  /** The page is hidden: tracking stopped, vto_ended sent. */
  paused: boolean;
  error: { message: MessageKey; abort: AbortReason; camera: CameraResult; offerPhoto: boolean; offerSecure: boolean; offerRetry: boolean } | null;
}

export type TryOnSourceChoice = { kind: 'camera' } | { kind: 'photo'; file?: Blob };

export interface TryOnSlice {
  tryOn: TryOnState;
  /** The browser can share image files (Web Share level 2; known once a try-on has opened); else Share falls back to saving. */
  canShareImages: boolean;
  /** Opens the source prompt for a product; home is the page's own product (defaults to this one). */
  openTryOn(product: Product, home?: Product, variantId?: number | null): void;
  /** Starts a session on the canvas, from the camera or a photo (a File, or the one a try-on label stored). */
  startTryOn(canvas: HTMLCanvasElement, source: TryOnSourceChoice): Promise<void>;
  /** Try again from an error a retry can fix: the same source, a new session, no page reload. */
  retryTryOn(canvas: HTMLCanvasElement): Promise<void>;
  selectTryOnVariant(variantId: number): void;
  /** Switches to another product; its first shade and the default coverage, lighting and look. */
  selectTryOnProduct(product: Product): void;
  setCoverage(coverage: Coverage): void;
  setLighting(lighting: Lighting): void;
  setLook(look: LookType): void;
  setBeforeAfter(shown: boolean): void;
  setSplit(split: number): void;
  /** From the camera: 3, 2, 1, flash, then the captured panel. From a photo: straight to the panel. */
  takeTryOnPhoto(canvas: HTMLCanvasElement): Promise<void>;
  /** Leaves the captured panel for the live view (or the photo). */
  backToTryOnView(): void;
  saveTryOnImage(canvas: HTMLCanvasElement | null): Promise<void>;
  /** Web Share with the image file; saves instead where sharing files is not possible. */
  shareTryOnImage(canvas: HTMLCanvasElement | null): Promise<void>;
  /** Analyses the face without make-up and switches to the nearest shade (spec 1 §2, §5). */
  suggestTryOnShade(canvas: HTMLCanvasElement): Promise<void>;
  dismissShadeSuggestion(): void;
  dismissPortraitAdvice(): void;
  dismissTryOnNotice(): void;
  setTryOnMobileLayout(mobile: boolean): void;
  /** The page went out of sight (hidden tab, left page): tracking stops and the session ends for analytics. */
  pauseTryOn(reason: 'hidden' | 'pagehide'): void;
  /** Back in sight: the session resumes. */
  resumeTryOn(): void;
  closeTryOn(): void;
}

const IDLE: TryOnState = {
  status: 'idle',
  source: null,
  productId: null,
  variantId: null,
  homeProductId: null,
  selection: DEFAULT_SELECTION,
  beforeAfter: false,
  split: 1,
  asking: false,
  faceFound: true,
  countdown: null,
  flash: 0,
  scanning: false,
  loadPercent: null,
  captured: null,
  promptNotice: null,
  notice: null,
  shadeSuggestion: null,
  portraitDismissed: false,
  paused: false,
  error: null,
};

export function tryOnVariants(product: Product): Variant[] {
  return product.variants.filter((v) => v.vtoConfig);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const createTryOnSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], TryOnSlice> =>
  (set, get) => {
    const { sharing } = deps;
    let engine: TryOnEngine | null = null;
    let reporter: LiveVideoReporter | null = null;
    /** When the current stretch of the session began, for vto_ended's duration. */
    let sessionStart = 0;
    /** Bumped when a countdown must stop (close, pause, a new session). */
    let captureRun = 0;
    /** Photos taken this session: each is its own vto_photo_taken, not a duplicate. */
    let photosTaken = 0;
    /** What the last session started from, for Try again (a photo keeps its file). */
    let lastSource: TryOnSourceChoice | null = null;
    const patch = (p: Partial<TryOnState>) => set((s) => ({ tryOn: { ...s.tryOn, ...p } }));
    const product = () => {
      const id = get().tryOn.productId;
      return id === null ? null : (get().catalog.byId[id] ?? null);
    };
    const handle = () => product()?.handle ?? null;
    const variant = () => product()?.variants.find((v) => v.id === get().tryOn.variantId) ?? null;
    const applyLook = () => {
      const { tryOn } = get();
      engine?.setLook(variant()?.vtoConfig ?? null, tryOn.selection);
      engine?.setSplit(tryOn.beforeAfter ? tryOn.split : 1);
    };
    const releaseCapture = () => {
      const c = get().tryOn.captured;
      if (c) URL.revokeObjectURL(c.url);
    };
    const endSession = (reason: 'closed' | 'hidden' | 'pagehide') => {
      reporter?.stop();
      deps.analytics.track(AnalyticsEvents.vtoEnded, { product: handle(), source: get().tryOn.source, reason, durationMs: deps.now() - sessionStart });
    };
    const inSession = () => ['live', 'captured'].includes(get().tryOn.status);
    const fail = (error: unknown) => {
      engine?.stop();
      engine = null;
      reporter?.stop();
      const abort = error instanceof TryOnAbort ? error.reason : error instanceof CameraError ? AbortReason.NotAborted : AbortReason.GeneralAbort;
      const camera = error instanceof CameraError ? error.result : CameraResult.None;
      const message =
        (error instanceof CameraError ? cameraMessage(camera) : abortMessage(abort, { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints })) ??
        'tryOn.errors.startup';
      deps.reportError(error, { where: 'try-on', abort, camera });
      patch({
        status: 'error',
        asking: false,
        scanning: false,
        countdown: null,
        error: {
          message,
          abort,
          camera,
          // The plugin error (a tracker that failed or could not keep up) leaves a photo as the way on.
          offerPhoto: (error instanceof CameraError && camera !== CameraResult.FailureModuleNotStarted) || abort === AbortReason.GeneralAbort,
          offerSecure: camera === CameraResult.FailureModuleNotStarted && new URL(deps.location.href()).protocol === 'http:',
          offerRetry: retryable(error),
        },
      });
    };
    const imageName = () => `${handle() ?? 'vanity'}-${variant()?.name?.toLowerCase().replace(/[^a-z0-9]+/g, '-') ?? 'look'}-try-on.jpg`;
    /** The picture to save or share: the captured one, else the view as it is now. */
    const currentImage = async (canvas: HTMLCanvasElement | null) => get().tryOn.captured?.blob ?? (engine && canvas ? await engine.capture(canvas) : null);

    // Asked when a try-on opens (the sharing code loads then, not with the page), long before there is a picture.
    let sharingAsked: Promise<void> | null = null;
    const askSharing = () =>
      void (sharingAsked ??= sharing.canShareFiles().then(
        (canShareImages) => set({ canShareImages }),
        () => void (sharingAsked = null),
      ));

    return {
      tryOn: IDLE,
      canShareImages: false,

      openTryOn(p, home, variantId) {
        askSharing();
        // A shade asked for (the page's ?variant=) wins; reopening the same product keeps the shade chosen last time.
        const asked = tryOnVariants(p).find((v) => v.id === variantId)?.id ?? null;
        const kept = asked ?? (get().tryOn.productId === p.id ? get().tryOn.variantId : null);
        releaseCapture();
        set({
          tryOn: {
            ...IDLE,
            status: 'prompt',
            productId: p.id,
            homeProductId: (home ?? p).id,
            variantId: kept ?? tryOnVariants(p)[0]?.id ?? null,
            portraitDismissed: get().tryOn.portraitDismissed,
          },
        });
      },

      async startTryOn(canvas, source) {
        askSharing();
        engine?.stop();
        engine = null;
        reporter?.stop();
        captureRun++;
        releaseCapture();
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
        patch({ status: 'loading', source: source.kind, error: null, asking: false, faceFound: true, captured: null, countdown: null, promptNotice: null, notice: null, paused: false, scanning: source.kind === 'photo', loadPercent: null });
        let current: TryOnEngine;
        try {
          // The engine (renderer, camera, tracker glue) loads only when a session starts.
          const { TryOnEngine } = await import('../../try-on/try-on-engine');
          current = new TryOnEngine({ worker: deps.worker, models: deps.models });
        } catch (error) {
          fail(new TryOnAbort(AbortReason.ManifestDownloadFailed, error));
          return;
        }
        engine = current;
        current.setMobile(deps.isMobileLayout());
        const p = product();
        deps.analytics.track(AnalyticsEvents.vtoStarted, { product: p?.handle ?? null, source: source.kind });
        const started = deps.now();
        sessionStart = started;
        try {
          let engineSource: TryOnSource = { kind: 'camera' };
          if (photo) {
            // A label's stored photo is already downscaled; a new file is downscaled in the worker (spec 1 §5).
            const prepared = source.kind === 'photo' && source.file ? (await deps.worker.downscaleImage(photo)).blob : photo;
            engineSource = { kind: 'photo', image: await createImageBitmap(prepared) };
          }
          await current.start(canvas, engineSource, { handle: p?.handle ?? '', config: variant()?.vtoConfig ?? null }, {
            onAsking: (asking) => engine === current && patch({ asking }),
            onFace: (found) => engine === current && get().tryOn.faceFound !== found && patch({ faceFound: found }),
            onFirstFrame: () => engine === current && deps.analytics.track(AnalyticsEvents.vtoLoaded, { product: p?.handle ?? null, source: source.kind, ms: deps.now() - started }),
            onFailure: (error) => engine === current && fail(error),
            // Whole percents only: the loading screen redraws per step, not per network chunk.
            onProgress: ({ received, total }) => {
              const percent = total > 0 ? Math.min(100, Math.floor((received / total) * 100)) : null;
              if (engine === current && get().tryOn.loadPercent !== percent) patch({ loadPercent: percent });
            },
          });
          if (engine !== current) return;
          applyLook();
          patch({ status: 'live', scanning: false });
          if (source.kind === 'camera') {
            reporter = createLiveVideoReporter({
              bucket: deviceBucket(deps.ids.deviceId),
              stats: () => current.takeStats(),
              sample: async () => (engine === current && canvas.isConnected ? current.capture(canvas) : null),
              sendStats: (stats) => deps.analytics.track(AnalyticsEvents.vtoLiveVideoStats, { product: handle(), ...stats }),
              sendSample: (image, index) => deps.analytics.track(AnalyticsEvents.vtoLiveVideoSample, { product: handle(), index }, { image }),
            });
            reporter.start();
          }
        } catch (error) {
          if (engine === current) fail(error);
        }
      },

      async retryTryOn(canvas) {
        const { status, error } = get().tryOn;
        if (status !== 'error' || !error?.offerRetry || !lastSource) return;
        await get().startTryOn(canvas, lastSource);
      },

      selectTryOnVariant(variantId) {
        const before = variant();
        patch({ variantId });
        applyLook();
        if (before?.id !== variantId) deps.analytics.track(AnalyticsEvents.vtoItemChanged, { product: handle(), variant: variantId });
      },
      selectTryOnProduct(next) {
        if (next.id === get().tryOn.productId) return;
        // Spec 1 §4: changing the product resets coverage, lighting and look to their defaults.
        patch({ productId: next.id, variantId: tryOnVariants(next)[0]?.id ?? null, selection: DEFAULT_SELECTION, shadeSuggestion: null });
        applyLook();
        deps.analytics.track(AnalyticsEvents.vtoItemChanged, { product: next.handle, variant: get().tryOn.variantId });
        const current = engine;
        current?.useModelSetOf({ handle: next.handle, config: variant()?.vtoConfig ?? null }).catch((error) => engine === current && fail(error));
      },
      setCoverage(coverage) {
        patch({ selection: { ...get().tryOn.selection, coverage } });
        applyLook();
      },
      setLighting(lighting) {
        patch({ selection: { ...get().tryOn.selection, lighting } });
        applyLook();
      },
      setLook(look) {
        patch({ selection: { ...get().tryOn.selection, look } });
        applyLook();
      },
      setBeforeAfter(shown) {
        // The divider starts across the face (where it shows a difference), else in the middle.
        const atFace = engine?.faceSplit();
        patch({ beforeAfter: shown, split: shown ? Math.round((atFace ?? 0.5) * 100) / 100 : 1 });
        if (shown) deps.analytics.track(AnalyticsEvents.vtoBeforeAfterSliderShown, { product: handle() });
        applyLook();
      },
      setSplit(split) {
        patch({ split: Math.round(Math.max(0, Math.min(1, split)) * 100) / 100 });
        applyLook();
      },

      async takeTryOnPhoto(canvas) {
        const { status, source, countdown } = get().tryOn;
        if (status !== 'live' || countdown !== null || !engine) return;
        const run = ++captureRun;
        const current = engine;
        if (source === 'camera') {
          for (let n = CAPTURE_COUNTDOWN_FROM; n >= 1; n--) {
            patch({ countdown: n });
            await wait(CAPTURE_COUNTDOWN_STEP_MS);
            if (run !== captureRun || engine !== current) return;
          }
          patch({ countdown: null, flash: get().tryOn.flash + 1 });
        }
        const blob = await current.capture(canvas);
        if (run !== captureRun || engine !== current) return;
        if (!blob) {
          deps.reportError(new Error('Canvas capture gave no image'), { where: 'try-on:capture' });
          return patch({ countdown: null, notice: 'tryOn.captureFailed' });
        }
        patch({ status: 'captured', countdown: null, captured: { blob, url: URL.createObjectURL(blob) } });
        deps.analytics.track(AnalyticsEvents.vtoPhotoTaken, { product: handle(), variant: get().tryOn.variantId, source, photo: ++photosTaken });
      },
      backToTryOnView() {
        if (get().tryOn.status !== 'captured') return;
        releaseCapture();
        patch({ status: 'live', captured: null });
      },
      async saveTryOnImage(canvas) {
        const image = await currentImage(canvas);
        if (!image) return patch({ notice: 'tryOn.captureFailed' });
        await sharing.save(image, imageName());
        deps.analytics.track(AnalyticsEvents.vtoSaveImageToDevice, { product: handle(), variant: get().tryOn.variantId });
      },
      async shareTryOnImage(canvas) {
        const image = await currentImage(canvas);
        if (!image) return patch({ notice: 'tryOn.captureFailed' });
        const p = product();
        const outcome = await sharing.share(image, imageName(), p ? `${p.name} – ${variant()?.name ?? ''}`.trim() : imageName());
        if (outcome === 'shared') deps.analytics.track(AnalyticsEvents.vtoShareImage, { product: handle(), variant: get().tryOn.variantId });
        else if (outcome === 'unsupported') {
          await sharing.save(image, imageName());
          deps.analytics.track(AnalyticsEvents.vtoSaveImageToDevice, { product: handle(), variant: get().tryOn.variantId });
          patch({ notice: 'tryOn.shareSaved' });
        }
      },
      async suggestTryOnShade(canvas) {
        const { status, source, scanning } = get().tryOn;
        const p = product();
        if (status !== 'live' || scanning || !engine || !p) return;
        const current = engine;
        deps.analytics.track(AnalyticsEvents.vtoFindShade, { product: p.handle, source });
        patch({ scanning: true, shadeSuggestion: null });
        const photo = await current.captureOriginal(canvas);
        const result = photo
          ? await get().findSkinTone(photo, source === 'camera' ? ShadeEventSource.tryOnCamera : ShadeEventSource.tryOnPhoto)
          : failedResult('shade.errors.prepare', '');
        if (engine !== current) return;
        const suggested = get().suggestedVariant(p, result);
        if (!suggested) {
          const failed: MessageKey[] = result.warning && result.skinTone === null ? result.warning.description : ['shade.errors.noMatch'];
          return patch({ scanning: false, shadeSuggestion: { failed } });
        }
        patch({ scanning: false, shadeSuggestion: { variantId: suggested.id, advice: !!result.warning?.allowIgnore } });
        get().selectTryOnVariant(suggested.id);
      },
      dismissShadeSuggestion() {
        patch({ shadeSuggestion: null });
      },
      dismissPortraitAdvice() {
        patch({ portraitDismissed: true });
      },
      dismissTryOnNotice() {
        patch({ notice: null });
      },
      setTryOnMobileLayout(mobile) {
        engine?.setMobile(mobile);
      },

      pauseTryOn(reason) {
        if (!inSession() || get().tryOn.paused) return;
        captureRun++;
        engine?.pause();
        endSession(reason);
        patch({ paused: true, countdown: null });
      },
      resumeTryOn() {
        if (!get().tryOn.paused) return;
        patch({ paused: false });
        if (!inSession()) return;
        engine?.resume();
        sessionStart = deps.now();
        deps.analytics.track(AnalyticsEvents.vtoStarted, { product: handle(), source: get().tryOn.source, resumed: true });
        reporter?.start();
      },
      closeTryOn() {
        const was = get().tryOn;
        captureRun++;
        if (inSession() && !was.paused) endSession('closed');
        engine?.stop();
        engine = null;
        reporter = null;
        releaseCapture();
        // Closing clears the captured image and hides the plugin; the chosen product and shade stay.
        set({ tryOn: { ...IDLE, productId: was.productId, variantId: was.variantId, homeProductId: was.homeProductId, portraitDismissed: was.portraitDismissed } });
      },
    };
  };

/**
 * Errors a second attempt can get past: the manifest or a model that did not download, a startup failure, a camera
 * that would not start or another app holds. Not a browser without WebGL or WebAssembly, memory, a refused or missing
 * camera, nor a tracker too slow to use: those fail the same way again.
 */
function retryable(error: unknown): boolean {
  if (error instanceof CameraError) {
    return ([CameraResult.FailureCaptureFailed, CameraResult.FailureActivationFailed, CameraResult.FailureUnknown] as CameraResult[]).includes(error.result);
  }
  if (error instanceof TryOnAbort) {
    if (error.reason === AbortReason.ManifestDownloadFailed) return true;
    return error.reason === AbortReason.GeneralAbort && !(error.cause instanceof SlowTrackerError);
  }
  return true;
}

/** Adds the try-on slice (and the catalogue it reads) to the page's store, once. */
export function installTryOnSlice(store: AppStore, deps: AppDeps): void {
  installCatalogSlice(store, deps);
  installCartSlice(store, deps);
  installShadeSlice(store, deps);
  installSlice(store, 'startTryOn', createTryOnSlice(deps));
}
