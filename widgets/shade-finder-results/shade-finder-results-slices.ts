import type { Installs } from '../../shared/store/define-slice';
import type { CartSyncSlices } from '../../shared/store/use-cart-sync';
import { storeHook } from '../../shared/store/react';
import { cartSlice } from '../../shared/store/slices/cart-slice';
import { catalogSlice } from '../../shared/store/slices/catalog-slice';
import { shadeSlice } from '../../shared/store/slices/shade-slice';

/** The slices the shade-finder-results widget reads; its chunk installs them (with what they require) when it loads. */
export const shadeFinderResultsSlices = [catalogSlice, cartSlice, shadeSlice] as const;

/** The store as the shade-finder-results widget's components see it: these slices and the session. */
export const useShadeFinderResultsStore = storeHook<typeof shadeFinderResultsSlices>();

/** Shared UI it renders reads these too: typecheck fails if the list stops covering the cart sync. */
export const shadeFinderResultsRendersCartSync: Installs<typeof shadeFinderResultsSlices, CartSyncSlices> = true;
