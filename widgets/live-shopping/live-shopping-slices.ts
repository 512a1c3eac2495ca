import type { Installs } from '../../shared/store/define-slice';
import type { ShowCardSlices } from '../../shared/react/ShowCard';
import { storeHook } from '../../shared/store/react';
import { liveListsSlice } from '../../shared/store/slices/live-lists-slice';
import { liveShowSlice } from '../../shared/store/slices/live-show-slice';

/** The slices the live-shopping widget reads; its chunk installs them (with what they require) when it loads. */
export const liveShoppingSlices = [liveShowSlice, liveListsSlice] as const;

/** The store as the live-shopping widget's components see it: these slices and the session. */
export const useLiveShoppingStore = storeHook<typeof liveShoppingSlices>();

/** Shared UI it renders reads these too: typecheck fails if the list stops covering show cards. */
export const liveShoppingRendersShowCard: Installs<typeof liveShoppingSlices, ShowCardSlices> = true;
