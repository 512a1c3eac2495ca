import { storeHook } from '../../shared/store/react';
import { catalogSlice } from '../../shared/store/slices/catalog-slice';
import { shadeSlice } from '../../shared/store/slices/shade-slice';

/** The slices the shade-finder widget reads; its chunk installs them (with what they require) when it loads. */
export const shadeFinderSlices = [catalogSlice, shadeSlice] as const;

/** The store as the shade-finder widget's components see it: these slices and the session. */
export const useShadeFinderStore = storeHook<typeof shadeFinderSlices>();
