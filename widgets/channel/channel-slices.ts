import type { Installs } from '../../shared/store/define-slice';
import type { ShowCardSlices } from '../../shared/react/ShowCard';
import { storeHook } from '../../shared/store/react';
import { liveListsSlice } from '../../shared/store/slices/live-lists-slice';
import { liveShowSlice } from '../../shared/store/slices/live-show-slice';

export { CHANNEL_WINDOW_MS } from '../../shared/store/slices/live-lists-slice';
import { liveViewerSlice } from '../../shared/store/slices/live-viewer/live-viewer-slice';

/** The slices the channel widget reads; its chunk installs them (with what they require) when it loads. */
export const channelSlices = [liveShowSlice, liveListsSlice, liveViewerSlice] as const;

/** The store as the channel widget's components see it: these slices and the session. */
export const useChannelStore = storeHook<typeof channelSlices>();

/** Shared UI it renders reads these too: typecheck fails if the list stops covering show cards. */
export const channelRendersShowCard: Installs<typeof channelSlices, ShowCardSlices> = true;
