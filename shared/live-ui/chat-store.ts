import { storeHook } from '../store/react';
import type { catalogSlice } from '../store/slices/catalog-slice';
import type { liveChatSlice } from '../store/slices/live-chat-slice';
import type { liveHostSlice } from '../store/slices/live-host/live-host-slice';
import type { meSlice } from '../store/slices/me-slice';

/**
 * What the show's chat reads: the chat, the host's moderation, the catalogue (the products of purchase
 * notices) and the viewer's ID token (me). Every chunk that renders ShowChat installs these; its slices file checks it (Installs).
 */
export type ChatSlices = readonly [typeof liveChatSlice, typeof liveHostSlice, typeof catalogSlice, typeof meSlice];

export const useChatStore = storeHook<ChatSlices>();
