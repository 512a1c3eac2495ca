import type { Installs } from '../../shared/store/define-slice';
import type { ChatSlices, ModerationSlices } from '../../shared/live-ui/chat-store';
import { storeHook } from '../../shared/store/react';
import { catalogSlice } from '../../shared/store/slices/catalog-slice';
import { chatNameSlice } from '../../shared/store/slices/chat-name-slice';
import { liveChatSlice } from '../../shared/store/slices/live-chat-slice';
import { liveHostSlice } from '../../shared/store/slices/live-host/live-host-slice';
import { liveShowSlice } from '../../shared/store/slices/live-show-slice';
import { liveViewerSlice } from '../../shared/store/slices/live-viewer/live-viewer-slice';
import { meSlice } from '../../shared/store/slices/me-slice';

/** The slices the broadcast widget reads; its chunk installs them (with what they require) when it loads. */
export const broadcastSlices = [
  catalogSlice,
  liveShowSlice,
  liveViewerSlice,
  liveChatSlice,
  liveHostSlice,
  meSlice,
  chatNameSlice,
] as const;

/** The store as the broadcast widget's components see it: these slices and the session. */
export const useBroadcastStore = storeHook<typeof broadcastSlices>();

/** Shared UI it renders reads these too: typecheck fails if the list stops covering the show chat. */
export const broadcastRendersChat: Installs<typeof broadcastSlices, ChatSlices> = true;

/** The host moderates the chat: typecheck fails if the list stops covering the moderation tools. */
export const broadcastModerates: Installs<typeof broadcastSlices, ModerationSlices> = true;
