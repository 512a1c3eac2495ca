import type { StateCreator } from 'zustand/vanilla';
import type { AppDeps } from '../../app-deps';
import type { AppState, AppStore } from '../../create-app-store';
import { installSlice } from '../../install-slice';
import { installCartSlice } from '../cart-slice';
import { installCatalogSlice } from '../catalog-slice';
import { installShadeSlice } from '../shade-slice';
import { createCaptureActions, type CaptureActions } from './capture-actions';
import { createLookActions, type LookActions } from './look-actions';
import { createSessionActions, type SessionActions } from './session-actions';
import { createTryOnKit } from './try-on-kit';
import { IDLE, type TryOnState } from './try-on-state';

/**
 * The try-on dialog (spec 1 §4): the session, what is tried on, and the pictures
 * taken. Each part's actions have their own module; they share one kit
 * (try-on-kit.ts) holding the running engine, and send their analytics
 * through try-on-analytics.ts. The engine itself is shared/try-on/.
 */
export interface TryOnSlice extends SessionActions, LookActions, CaptureActions {
  tryOn: TryOnState;
  /** The browser can share image files (Web Share level 2; known once a try-on has opened); else Share falls back to saving. */
  canShareImages: boolean;
}

export const createTryOnSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], TryOnSlice> =>
  (set, get) => {
    const kit = createTryOnKit({ deps, set, get });
    return {
      tryOn: IDLE,
      canShareImages: false,
      ...createSessionActions(kit),
      ...createLookActions(kit),
      ...createCaptureActions(kit),
    };
  };

/** Adds the try-on slice (and the catalogue it reads) to the page's store, once. */
export function installTryOnSlice(store: AppStore, deps: AppDeps): void {
  installCatalogSlice(store, deps);
  installCartSlice(store, deps);
  installShadeSlice(store, deps);
  installSlice(store, 'startTryOn', createTryOnSlice(deps));
}
