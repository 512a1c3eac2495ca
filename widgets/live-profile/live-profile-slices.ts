import type { Installs } from '../../shared/store/define-slice';
import type { ShowCardSlices } from '../../shared/react/ShowCard';
import { storeHook } from '../../shared/store/react';
import { liveHostSlice } from '../../shared/store/slices/live-host/live-host-slice';
import { liveShowSlice } from '../../shared/store/slices/live-show-slice';
import { liveViewerSlice } from '../../shared/store/slices/live-viewer/live-viewer-slice';
import { meSlice } from '../../shared/store/slices/me-slice';

/** The slices the live-profile widget reads; its chunk installs them (with what they require) when it loads.
 * liveHost: the admin tools live on the profile page. */
export const liveProfileSlices = [liveShowSlice, liveViewerSlice, liveHostSlice, meSlice] as const;

/** The store as the live-profile widget's components see it: these slices and the session. */
export const useLiveProfileStore = storeHook<typeof liveProfileSlices>();

/** Shared UI it renders reads these too: typecheck fails if the list stops covering show cards. */
export const liveProfileRendersShowCard: Installs<typeof liveProfileSlices, ShowCardSlices> = true;
