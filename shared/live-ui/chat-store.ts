import { storeHook } from '../store/react';
import type { catalogSlice } from '../store/slices/catalog-slice';
import type { liveChatSlice } from '../store/slices/live-chat-slice';
import type { liveHostSlice } from '../store/slices/live-host/live-host-slice';

/**
 * What the show's chat reads: the chat, the host's moderation, and the catalogue (the products of purchase
 * notices). Every chunk that renders ShowChat installs these; its slices file checks it (Installs).
 */
export type ChatSlices = readonly [typeof liveChatSlice, typeof liveHostSlice, typeof catalogSlice];

export const useChatStore = storeHook<ChatSlices>();
