import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { CartRequestError } from '../api/cart/cart-client';
import { fakeLiveClient } from '../api/live-shopping/live-client.test-helpers';
import type { ChatAuthor, ChatEvent, ChatMessage } from '../api/live-shopping/live-types';
import type { Product } from '../catalog/product-types';
import { HttpError, NetworkError } from '../http';
import { registerMessages } from '../i18n';
import { enCart } from '../i18n/en-cart';
import { enDisplayNameErrors } from '../i18n/en-display-name';
import { enHost } from '../i18n/en-host';
import { enLive } from '../i18n/en-live';
import { enLivePages } from '../i18n/en-live-pages';
import { createFakeDeps } from '../store/app-deps.test-helpers';
import { StoreProvider } from '../store/react';
import { cartSlice } from '../store/slices/cart-slice';
import { chatNameSlice } from '../store/slices/chat-name-slice';
import { liveChatSlice } from '../store/slices/live-chat-slice';
import { liveHostSlice } from '../store/slices/live-host/live-host-slice';
import { liveListsSlice } from '../store/slices/live-lists-slice';
import { liveShowSlice } from '../store/slices/live-show-slice';
import { liveViewerSlice } from '../store/slices/live-viewer/live-viewer-slice';
import type { ViewerSession } from '../store/app-deps';
import { installSlices } from '../store/install-slices';

export { aProfile, aShow } from '../api/live-shopping/live-client.test-helpers';
export type { ShowDraft } from '../api/live-shopping/live-types';

/*
 * Component tests of the live-shopping UI build on this. Widget files may not
 * import shared/api or shared/http (lint), so the fakes and failures they
 * need come from here.
 */

/** Fakes for the live-shopping clients: each call a vi.fn, overridden per test. */
export type LiveFakes = NonNullable<Parameters<typeof fakeLiveClient>[0]>;

/** The backend's refusal as http.ts throws it: a status and its errors list (422 is a validation failure, spec 2 §5). */
export const refusal = (status: number, errors: Array<{ field?: string; code?: string; message: string }>) =>
  new HttpError(new Response(null, { status }), { errors });

/** No answer at all: the connection dropped. */
export const offline = () => new NetworkError('https://api.example/live', new TypeError('Failed to fetch'));

/** Shopify's Ajax cart refusing an add (422), in its own words. */
export const cartRefusal = (description: string) => new CartRequestError('cart/add.js', 422, description);

/** Shopify's Ajax cart failing an add with a server error. */
export const cartFailure = (status = 500, endpoint = '/cart/add.js') => new CartRequestError(endpoint, status, null);

// The texts the watch and broadcast chunks register when they load.
registerMessages('en', { ...enLive, ...enLivePages, ...enHost, ...enCart, ...enDisplayNameErrors });

/** Someone signed in, in these groups (moderator, influencer...), or nobody. */
export function sessionOf(groups: string[] | null): ViewerSession {
  return {
    stored: async () =>
      groups
        ? {
            user: {
              email: 'zoe@aurelle.test',
              sub: 'u1',
              groups,
              native: true,
              provider: null,
              language: null,
              givenName: 'Zoe',
              acceptsMarketing: null,
            },
            idToken: 'id-token',
            expiresAt: Infinity,
            refreshable: true,
          }
        : null,
    refreshedIdToken: async () => (groups ? 'id-token' : null),
  };
}

export const author = (baseName: string, sequenceId = 1, role: ChatAuthor['role'] = 'viewer'): ChatAuthor => ({
  displayName: { baseName, sequenceId },
  handle: null,
  role,
});

export const chatMessage = (id: string, text: string, by: ChatAuthor = author('Ana'), sentAt = '2026-11-22T12:05:00Z'): ChatMessage => ({
  id,
  text,
  sentAt,
  author: by,
});

/**
 * A live-shopping page over fake clients: the slices the watch and broadcast
 * chunks install, a catalogue that knows `products`, and a chat that connects
 * at once. `say` delivers chat events as the stream would.
 */
export function createLivePage({
  groups = null,
  live = {},
  products = [],
  ...deps
}: { groups?: string[] | null; live?: LiveFakes; products?: Product[] } & Parameters<typeof createFakeDeps>[0] = {}) {
  let onEvent: (event: ChatEvent) => void = () => {};
  const chat: LiveFakes['chat'] = {
    open: vi.fn(async (_url: string, _token: string, events: (event: ChatEvent) => void, onState: (state: 'open') => void) => {
      onEvent = events;
      onState('open');
      return { close: vi.fn() };
    }),
    ...live.chat,
  };
  const byId = (id: number) => products.find((p) => p.id === id) ?? null;
  const fake = createFakeDeps({
    catalog: {
      productById: async (id) => byId(id),
      productByHandle: async (handle) => products.find((p) => p.handle === handle) ?? null,
      inventory: async () => [],
      searchProducts: async () => products,
    },
    live: { ...live, chat },
    viewerSession: sessionOf(groups),
    ...deps,
  });
  installSlices(fake.store, fake.deps, [
    cartSlice,
    liveShowSlice,
    liveListsSlice,
    liveViewerSlice,
    liveChatSlice,
    liveHostSlice,
    chatNameSlice,
  ]);
  return {
    ...fake,
    live: fake.deps.live,
    say: (event: ChatEvent) => act(() => onEvent(event)),
    render: (ui: ReactElement) => render(<StoreProvider store={fake.store}>{ui}</StoreProvider>),
  };
}
