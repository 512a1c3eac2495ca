import { storeHook } from '../store/react';
import type { catalogSlice } from '../store/slices/catalog-slice';
import type { chatNameSlice } from '../store/slices/chat-name-slice';
import type { liveChatSlice } from '../store/slices/live-chat-slice';
import type { liveHostSlice } from '../store/slices/live-host/live-host-slice';
import type { meSlice } from '../store/slices/me-slice';

/**
 * What the show's chat reads: the chat, the catalogue (the products of purchase
 * notices), the viewer's ID token (me) and the display-name prompt before a first message (chatName). Every chunk that renders ShowChat installs these; its slices file checks it (Installs).
 */
export type ChatSlices = readonly [typeof liveChatSlice, typeof catalogSlice, typeof meSlice, typeof chatNameSlice];

export const useChatStore = storeHook<ChatSlices>();

/**
 * The moderation tools also read the host's slice. Broadcast installs it; the watch page installs it only for a
 * moderator or the show's owner (widgets/watch/use-moderation.ts), so viewers never download the host's code.
 */
export type ModerationSlices = readonly [...ChatSlices, typeof liveHostSlice];

export const useModerationStore = storeHook<ModerationSlices>();
