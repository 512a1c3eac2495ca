import type { VtoConfig } from '../../catalog/product-types';
import type { MessageKey } from '../../i18n';
import { imageErrorKey } from '../../try-on/photo-errors';
import { withTryOnSource } from '../../routes/try-on-url';
import { modelSetFor } from '../../try-on/model-sets';
import { AbortReason } from '../../try-on/plugin-states';
import { detectSupport, wasmCompiles } from '../../try-on/support';
import { saveUploadedPhoto } from '../../try-on/uploaded-photo';
import { defineSlice } from '../define-slice';

/** A data URL this size still fits every browser's session storage (about 5 M characters). */
export const STORED_PHOTO_MAX_BYTES = 2_500_000;

export interface TryOnEntryState {
  status: 'idle' | 'preparing' | 'error';
  /** The product whose label started it. */
  handle: string | null;
  error: MessageKey | null;
}

export interface TryOnEntrySlice extends TryOnEntryState {
  /** Spec 1 §2: the label's Camera goes to the product with vto=camera. */
  startCamera(productUrl: string): void;
  /** Downscales the photo in the worker, keeps it in session storage, then goes to the product with vto=upload. */
  startPhoto(handle: string, productUrl: string, file: Blob): Promise<void>;
  dismissError(): void;
  /**
   * Our addition (the spec names no such step): the shopper shows intent (hovers or focuses Try it on, opens the
   * label's menu), so the product's model set starts downloading. Never called on page load.
   */
  prefetchModels(product: { handle: string; config?: VtoConfig | null }): void;
}

const errorKeyFor = (error: unknown): MessageKey => imageErrorKey(error) ?? 'image.errors.unexpected';

export const tryOnEntrySlice = defineSlice<TryOnEntrySlice>()({
  key: 'tryOnEntry',
  create: ({ deps, get, set }) => {
    /**
     * Whether this browser and page could ever run the try-on: no WebGL2 or WebAssembly, or a policy refusing
     * WebAssembly, means no model set is worth fetching (the session says why when it starts). Asked once per page:
     * each asking makes a WebGL context, and under a strict policy each compile attempt files a violation report.
     */
    let canRun: Promise<boolean> | undefined;
    return {
      status: 'idle',
      handle: null,
      error: null,

      prefetchModels(product) {
        canRun ??= detectSupport() === AbortReason.NotAborted ? wasmCompiles() : Promise.resolve(false);
        void canRun.then((yes) => {
          if (yes) deps.models.prefetch(modelSetFor(product, product.config ?? null));
        });
      },

      startCamera(productUrl) {
        deps.navigate(withTryOnSource(productUrl, 'camera', deps.location.href()));
      },

      async startPhoto(handle, productUrl, file) {
        if (get().tryOnEntry.status === 'preparing') return;
        set({ status: 'preparing', handle, error: null });
        try {
          const started = performance.now();
          const downscaled = await deps.worker.downscaleImage(file);
          // Read by npm run bench; cheap enough to keep in production.
          performance.measure('vanity:photo-downscale', { start: started, end: performance.now() });
          const { width, height } = downscaled;
          let blob = downscaled.blob;
          // A detailed 2048 px JPEG can outgrow session storage; shrink it rather than lose the photo.
          if (blob.size > STORED_PHOTO_MAX_BYTES) {
            blob = (await deps.worker.compressToByteCap(blob, STORED_PHOTO_MAX_BYTES)) ?? blob;
          }
          const dataUrl = await deps.blobToDataUrl(blob);
          const saved = saveUploadedPhoto(deps.sessionStorage, { dataUrl, width, height, productHandle: handle, savedAt: deps.now() });
          if (!saved) {
            deps.reportError(new Error('Session storage refused the uploaded photo'), { where: 'try-on-label', bytes: blob.size });
            set({ status: 'error', handle, error: 'image.errors.storage' });
            return;
          }
          set({ status: 'idle', handle: null, error: null });
          deps.navigate(withTryOnSource(productUrl, 'upload', deps.location.href()));
        } catch (error) {
          const key = errorKeyFor(error);
          deps.reportError(error, { where: 'try-on-label', type: (file as File).type || 'unknown', bytes: file.size });
          set({ status: 'error', handle, error: key });
        }
      },

      dismissError() {
        set({ status: 'idle', handle: null, error: null });
      },
    };
  },
});
