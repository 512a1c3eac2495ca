import type { Installs } from '../../shared/store/define-slice';
import type { BundleSlices } from '../../shared/react/BundleParts';
import type { ChatSlices } from '../../shared/live-ui/chat-store';
import type { CartSyncSlices } from '../../shared/store/use-cart-sync';
import { storeHook } from '../../shared/store/react';
import { cartSlice } from '../../shared/store/slices/cart-slice';
import { catalogSlice } from '../../shared/store/slices/catalog-slice';
import { chatNameSlice } from '../../shared/store/slices/chat-name-slice';
import { liveChatSlice } from '../../shared/store/slices/live-chat-slice';
import { liveShowSlice } from '../../shared/store/slices/live-show-slice';
import { liveViewerSlice } from '../../shared/store/slices/live-viewer/live-viewer-slice';
import { meSlice } from '../../shared/store/slices/me-slice';

/** The slices the watch widget reads; its chunk installs them (with what they require) when it loads.
 * Moderators and the show's owner also get the host's slice, later (use-moderation.ts). */
export const watchSlices = [catalogSlice, cartSlice, liveShowSlice, liveViewerSlice, liveChatSlice, meSlice, chatNameSlice] as const;

/** The store as the watch widget's components see it: these slices and the session. */
export const useWatchStore = storeHook<typeof watchSlices>();

/** Shared UI it renders reads these too: typecheck fails if the list stops covering the show chat. */
export const watchRendersChat: Installs<typeof watchSlices, ChatSlices> = true;

/** Shared UI it renders reads these too: typecheck fails if the list stops covering the cart sync. */
export const watchRendersCartSync: Installs<typeof watchSlices, CartSyncSlices> = true;

/** Shared UI it renders reads these too: typecheck fails if the list stops covering the bundle picker. */
export const watchRendersBundles: Installs<typeof watchSlices, BundleSlices> = true;
