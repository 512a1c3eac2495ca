import type { Installs } from '../../shared/store/define-slice';
import type { BundleSlices } from '../../shared/react/BundleParts';
import type { CartSyncSlices } from '../../shared/store/use-cart-sync';
import { storeHook } from '../../shared/store/react';
import { cartSlice } from '../../shared/store/slices/cart-slice';
import { tryOnSlice } from '../../shared/store/slices/try-on/try-on-slice';
import { tryOnEntrySlice } from '../../shared/store/slices/try-on-entry-slice';

/** The slices the try-on widget reads; its chunk installs them (with what they require) when it loads. */
export const tryOnSlices = [tryOnSlice, cartSlice, tryOnEntrySlice] as const;

/** The store as the try-on widget's components see it: these slices and the session. */
export const useTryOnStore = storeHook<typeof tryOnSlices>();

/** Shared UI it renders reads these too: typecheck fails if the list stops covering the cart sync. */
export const tryOnRendersCartSync: Installs<typeof tryOnSlices, CartSyncSlices> = true;

/** Shared UI it renders reads these too: typecheck fails if the list stops covering the bundle picker. */
export const tryOnRendersBundles: Installs<typeof tryOnSlices, BundleSlices> = true;
