import type { Product, Variant } from '../../../catalog/product-types';
import type { TryOnEngine } from '../../../try-on/try-on-engine';
import { refusingDirective } from '../../../try-on/policy-directive';
import { createTryOnAnalytics, type TryOnAnalytics } from './try-on-analytics';
import { policyBlocksWasm, tryOnFailure } from './try-on-failure';
import type { TryOnContext } from './try-on-slice';
import type { TryOnState } from './try-on-state';

/** The session that is running, shared by the modules that start, use and end it. */
export interface TryOnSession {
  engine: TryOnEngine | null;
  /** Bumped when a countdown must stop (close, pause, a new session). */
  captureRun: number;
}

/** What every try-on module reads: the store, the running session, and the product and shade tried on. */
export interface TryOnBase extends TryOnContext {
  patch(p: Partial<TryOnState>): void;
  session: TryOnSession;
  product(): Product | null;
  handle(): string | null;
  variant(): Variant | null;
  /** Hands the engine the shade, the look and the before/after split as the state has them. */
  applyLook(): void;
  /** Frees the captured picture's object URL. */
  releaseCapture(): void;
  /** Live or captured: a session vto_ended has not closed. */
  inSession(): boolean;
}

/** What the try-on's action modules share. */
export interface TryOnKit extends TryOnBase {
  analytics: TryOnAnalytics;
  /** Ends the session on the error screen, and reports why. */
  fail(error: unknown): void;
  /** Finds out once whether pictures can be shared, when a try-on opens (the sharing code loads then, not with the page). */
  askSharing(): void;
}

export function createTryOnKit(slice: TryOnContext): TryOnKit {
  const { deps, set, get } = slice;
  const session: TryOnSession = { engine: null, captureRun: 0 };
  const product = () => {
    const id = get().tryOn.productId;
    return id === null ? null : (get().catalog.byId[id] ?? null);
  };
  const variant = () => product()?.variants.find((v) => v.id === get().tryOn.variantId) ?? null;
  const patch = (p: Partial<TryOnState>) => set(p);
  const base: TryOnBase = {
    ...slice,
    patch,
    session,
    product,
    handle: () => product()?.handle ?? null,
    variant,
    applyLook() {
      const { tryOn } = get();
      session.engine?.setLook(variant()?.vtoConfig ?? null, tryOn.selection);
      session.engine?.setSplit(tryOn.beforeAfter ? tryOn.split : 1);
    },
    releaseCapture() {
      const c = get().tryOn.captured;
      if (c) URL.revokeObjectURL(c.url);
    },
    inSession: () => ['live', 'captured'].includes(get().tryOn.status),
  };
  const analytics = createTryOnAnalytics(base);
  let sharingAsked: Promise<void> | null = null;

  return {
    ...base,
    analytics,
    fail(error) {
      session.engine?.stop();
      session.engine = null;
      analytics.stopLiveVideo();
      const failure = tryOnFailure(error, deps.location.href());
      // A policy's refusal names its directive, so the store's developers can see which one to change.
      const directive = policyBlocksWasm(error) ? refusingDirective(error) : null;
      deps.reportError(error, { where: 'try-on', abort: failure.abort, camera: failure.camera, ...directive });
      patch({ status: 'error', asking: false, scanning: false, countdown: null, error: failure });
    },
    askSharing() {
      sharingAsked ??= deps.sharing.canShareFiles().then(
        (canShareImages) => set({ canShareImages }),
        () => void (sharingAsked = null),
      );
    },
  };
}
