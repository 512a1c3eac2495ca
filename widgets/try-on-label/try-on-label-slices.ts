import { storeHook } from '../../shared/store/react';
import { tryOnEntrySlice } from '../../shared/store/slices/try-on-entry-slice';

/** The label starts a try-on: support, the product's model set on intent, a picked photo. */
export const tryOnLabelSlices = [tryOnEntrySlice] as const;

export const useTryOnLabelStore = storeHook<typeof tryOnLabelSlices>();
