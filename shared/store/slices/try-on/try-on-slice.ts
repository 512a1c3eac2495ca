import { defineSlice } from '../../define-slice';
import type { SliceKit } from '../../slice-kit';
import { catalogSlice } from '../catalog-slice';
import { shadeSlice } from '../shade-slice';
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
export interface TryOnSlice extends TryOnState, SessionActions, LookActions, CaptureActions {
  /** The browser can share image files (Web Share level 2; known once a try-on has opened); else Share falls back to saving. */
  canShareImages: boolean;
}

// The product tried on is the catalogue's; Suggest shade asks the shade slice.
const requires = [catalogSlice, shadeSlice] as const;
export type TryOnContext = SliceKit<'tryOn', TryOnSlice, typeof requires>;

export const tryOnSlice = defineSlice<TryOnSlice>()({
  key: 'tryOn',
  requires,
  create: (ctx) => {
    const kit = createTryOnKit(ctx);
    return {
      ...IDLE,
      canShareImages: false,
      ...createSessionActions(kit),
      ...createLookActions(kit),
      ...createCaptureActions(kit),
    };
  },
});
