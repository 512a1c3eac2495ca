import type { StateCreator } from 'zustand/vanilla';
import { AnalyticsEvents } from '../../api/analytics/analytics-events';
import type { Product, Variant } from '../../catalog/product-types';
import type { MessageKey } from '../../i18n';
import { CameraError } from '../../try-on/camera';
import { DEFAULT_SELECTION, type Coverage, type Lighting, type LookSelection, type LookType } from '../../try-on/looks';
import { abortMessage, AbortReason, CameraResult, cameraMessage } from '../../try-on/plugin-states';
import type { TryOnEngine, TryOnSource } from '../../try-on/try-on-engine';
import { TryOnAbort } from '../../try-on/try-on-abort';
import { readUploadedPhoto, uploadedPhotoBlob } from '../../try-on/uploaded-photo';
import type { AppDeps } from '../app-deps';
import type { AppState, AppStore } from '../create-app-store';
import { installSlice } from '../install-slice';
import { installCatalogSlice } from './catalog-slice';

export type TryOnStatus = 'idle' | 'prompt' | 'loading' | 'live' | 'error';

export interface TryOnState {
  status: TryOnStatus;
  source: 'camera' | 'photo' | null;
  productId: number | null;
  variantId: number | null;
  selection: LookSelection;
  beforeAfter: boolean;
  /** 0–1 in steps of 0.01; 1 shows the make-up across the frame. */
  split: number;
  asking: boolean;
  faceFound: boolean;
  error: { message: MessageKey; abort: AbortReason; camera: CameraResult; offerPhoto: boolean; offerSecure: boolean } | null;
}

export interface TryOnSlice {
  tryOn: TryOnState;
  openTryOn(product: Product): void;
  /** Starts a session on the canvas, from the camera or a photo (a File, or the one a try-on label stored). */
  startTryOn(canvas: HTMLCanvasElement, source: { kind: 'camera' } | { kind: 'photo'; file?: Blob }): Promise<void>;
  selectTryOnVariant(variantId: number): void;
  setCoverage(coverage: Coverage): void;
  setLighting(lighting: Lighting): void;
  setLook(look: LookType): void;
  setBeforeAfter(shown: boolean): void;
  setSplit(split: number): void;
  captureTryOn(canvas: HTMLCanvasElement): Promise<Blob | null>;
  closeTryOn(): void;
}

const IDLE: TryOnState = {
  status: 'idle',
  source: null,
  productId: null,
  variantId: null,
  selection: DEFAULT_SELECTION,
  beforeAfter: false,
  split: 1,
  asking: false,
  faceFound: true,
  error: null,
};

export function tryOnVariants(product: Product): Variant[] {
  return product.variants.filter((v) => v.vtoConfig);
}

export const createTryOnSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], TryOnSlice> =>
  (set, get) => {
    let engine: TryOnEngine | null = null;
    const patch = (p: Partial<TryOnState>) => set((s) => ({ tryOn: { ...s.tryOn, ...p } }));
    const product = () => {
      const id = get().tryOn.productId;
      return id === null ? null : (get().catalog.byId[id] ?? null);
    };
    const variant = () => product()?.variants.find((v) => v.id === get().tryOn.variantId) ?? null;
    const applyLook = () => {
      const { tryOn } = get();
      engine?.setLook(variant()?.vtoConfig ?? null, tryOn.selection);
      engine?.setSplit(tryOn.beforeAfter ? tryOn.split : 1);
    };
    const fail = (error: unknown) => {
      engine?.stop();
      engine = null;
      const abort = error instanceof TryOnAbort ? error.reason : error instanceof CameraError ? AbortReason.NotAborted : AbortReason.GeneralAbort;
      const camera = error instanceof CameraError ? error.result : CameraResult.None;
      const message =
        (error instanceof CameraError ? cameraMessage(camera) : abortMessage(abort, { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints })) ??
        'tryOn.errors.startup';
      deps.reportError(error, { where: 'try-on', abort, camera });
      patch({
        status: 'error',
        asking: false,
        error: {
          message,
          abort,
          camera,
          offerPhoto: error instanceof CameraError && camera !== CameraResult.FailureModuleNotStarted,
          offerSecure: camera === CameraResult.FailureModuleNotStarted && location.protocol === 'http:',
        },
      });
    };

    return {
      tryOn: IDLE,

      openTryOn(p) {
        // Reopening the same product keeps the shade chosen last time.
        const kept = get().tryOn.productId === p.id ? get().tryOn.variantId : null;
        set({ tryOn: { ...IDLE, status: 'prompt', productId: p.id, variantId: kept ?? tryOnVariants(p)[0]?.id ?? null } });
      },

      async startTryOn(canvas, source) {
        engine?.stop();
        engine = null;
        patch({ status: 'loading', source: source.kind, error: null, asking: false, faceFound: true });
        let current: TryOnEngine;
        try {
          // The engine (renderer, camera, tracker glue) loads only when a session starts.
          const { TryOnEngine } = await import('../../try-on/try-on-engine');
          current = new TryOnEngine({ worker: deps.worker, cdnBase: deps.config.cdnBase, fetchJson: (url) => deps.cdn.json(url) });
        } catch (error) {
          fail(new TryOnAbort(AbortReason.ManifestDownloadFailed, error));
          return;
        }
        engine = current;
        const p = product();
        deps.analytics.track(AnalyticsEvents.vtoStarted, { product: p?.handle ?? null, source: source.kind });
        const started = deps.now();
        try {
          let engineSource: TryOnSource = { kind: 'camera' };
          if (source.kind === 'photo') {
            let blob = source.file ?? null;
            if (!blob) {
              const stored = readUploadedPhoto(deps.sessionStorage);
              blob = stored ? uploadedPhotoBlob(stored) : null;
            } else {
              blob = (await deps.worker.downscaleImage(blob)).blob;
            }
            if (!blob) throw new TryOnAbort(AbortReason.GeneralAbort, new Error('No stored photo'));
            engineSource = { kind: 'photo', image: await createImageBitmap(blob) };
          }
          await current.start(canvas, engineSource, { handle: p?.handle ?? '', config: variant()?.vtoConfig ?? null }, {
            onAsking: (asking) => engine === current && patch({ asking }),
            onFace: (found) => engine === current && get().tryOn.faceFound !== found && patch({ faceFound: found }),
            onFirstFrame: () => engine === current && deps.analytics.track(AnalyticsEvents.vtoLoaded, { product: p?.handle ?? null, ms: deps.now() - started }),
          });
          if (engine !== current) return;
          applyLook();
          patch({ status: 'live' });
        } catch (error) {
          if (engine === current) fail(error);
        }
      },

      selectTryOnVariant(variantId) {
        const before = variant();
        // Spec 1 §4: changing the product resets coverage, lighting and look to defaults.
        patch({ variantId, selection: DEFAULT_SELECTION });
        applyLook();
        if (before?.id !== variantId) deps.analytics.track(AnalyticsEvents.vtoItemChanged, { product: product()?.handle ?? null, variant: variantId });
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
        patch({ beforeAfter: shown, split: shown ? 0.5 : 1 });
        if (shown) deps.analytics.track(AnalyticsEvents.vtoBeforeAfterSliderShown, { product: product()?.handle ?? null });
        applyLook();
      },
      setSplit(split) {
        patch({ split: Math.round(Math.max(0, Math.min(1, split)) * 100) / 100 });
        applyLook();
      },
      async captureTryOn(canvas) {
        if (!engine) return null;
        const blob = await engine.capture(canvas);
        deps.analytics.track(AnalyticsEvents.vtoPhotoTaken, { product: product()?.handle ?? null });
        return blob;
      },
      closeTryOn() {
        const was = get().tryOn;
        engine?.stop();
        engine = null;
        if (was.status === 'live') deps.analytics.track(AnalyticsEvents.vtoEnded, { product: product()?.handle ?? null });
        // Closing clears the captured image and hides the plugin; the chosen shade stays.
        set({ tryOn: { ...IDLE, productId: was.productId, variantId: was.variantId } });
      },
    };
  };

/** Adds the try-on slice (and the catalogue it reads) to the page's store, once. */
export function installTryOnSlice(store: AppStore, deps: AppDeps): void {
  installCatalogSlice(store, deps);
  installSlice(store, 'startTryOn', createTryOnSlice(deps));
}
