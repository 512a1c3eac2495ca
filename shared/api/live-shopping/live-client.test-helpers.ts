import { vi } from 'vitest';
import type { ChatClient } from './chat-client';
import type { HostClient } from './host-client';
import type { LiveShoppingClient } from './live-shopping-client';
import type { Profile, Show } from './live-types';
import type { ProfileClient } from './profile-client';
import type { ShowClient } from './show-client';

/** A show as the backend sends it; tests override what they are about. */
export function aShow(overrides: Partial<Show> = {}): Show {
  return {
    id: 'SH1',
    handle: 'mia.host',
    state: 'RUNNING',
    startTime: '2026-11-22T12:00:00Z',
    endTime: null,
    title: 'Lips',
    description: '',
    variants: [{ productId: 7301000002, variantIds: [] }],
    recordings: [],
    playbackUrl: 'https://cdn.example/live/SH1/index.m3u8',
    chatBaseUrl: 'https://api.example/api/live/chat/SH1/events',
    publiclyListed: true,
    featureMode: 'SINGLE',
    discounts: { productDiscounts: [] },
    hasThumbnail: true,
    activeVariant: null,
    featuredLink: null,
    featuredItem: null,
    pinnedMessage: null,
    ...overrides,
  };
}

export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  displayName: { baseName: 'Mia', sequenceId: 1 },
  influencer: { handle: 'mia.host' },
  bio: '',
  pictureVersion: 1,
  ...overrides,
});

/** Every call a vi.fn with a plausible answer, typed against the real client. */
export function fakeLiveClient(
  overrides: { show?: Partial<ShowClient>; profile?: Partial<ProfileClient>; chat?: Partial<ChatClient>; host?: Partial<HostClient> } = {},
): LiveShoppingClient {
  const show: ShowClient = {
    show: vi.fn(async (id: string) => aShow({ id })),
    publicShows: vi.fn(async () => [aShow()]),
    streamStatus: vi.fn(async () => 'LIVE' as const),
    showsByHandle: vi.fn(async () => [aShow()]),
    currentTime: vi.fn(async () => Date.now()),
    profileByHandle: vi.fn(async () => aProfile()),
    shareCode: vi.fn(async () => 'Ab3dE9'),
    recordShare: vi.fn(async () => 'Ab3dE9'),
    formattedCurrentTime: vi.fn(async () => ({ currentTime: Date.now(), formatted: 'Sunday, November 22, 2026 at 12:50 PM' })),
    referral: vi.fn(async () => {}),
    watchRecording: vi.fn(async () => {}),
    viewPending: vi.fn(async () => {}),
    save: vi.fn(async () => {}),
    unsave: vi.fn(async () => {}),
    savedShows: vi.fn(async () => []),
    subscribe: vi.fn(async () => {}),
    subscribeByEmail: vi.fn(async () => {}),
    react: vi.fn(async () => {}),
    discounts: vi.fn(async () => [{ id: 'LIVE15', title: '15% off', summary: '15% off everything in this show' }]),
    discountCode: vi.fn(async (_id: string, discountId: string) => ({ discountId, code: 'LIVE15-7K2Q9D' })),
    ...overrides.show,
  };
  const profile: ProfileClient = {
    validateDisplayName: vi.fn(async () => ({ result: 'VALID' })),
    setDisplayName: vi.fn(async () => aProfile()),
    me: vi.fn(async () => aProfile({ influencer: null, displayName: { baseName: 'Zoe', sequenceId: 2 } })),
    validateHandle: vi.fn(async () => ({ result: 'VALID', available: true })),
    setHandle: vi.fn(async () => aProfile()),
    followed: vi.fn(async () => []),
    follow: vi.fn(async () => {}),
    unfollow: vi.fn(async () => {}),
    setPicture: vi.fn(async () => aProfile({ pictureVersion: 2 })),
    ...overrides.profile,
  };
  const chat: ChatClient = {
    credentials: vi.fn(async () => ({
      token: 'chat-token',
      author: { displayName: { baseName: 'Guest', sequenceId: 7 }, handle: null, role: 'viewer' as const },
      maxLength: 140,
      expiresAt: '2026-11-23T00:00:00Z',
    })),
    join: vi.fn(async () => ({ maxLength: 140, muted: false, viewerCount: 25 })),
    send: vi.fn(async (_id: string, text: string) => ({
      id: `m-${text}`,
      text,
      sentAt: '2026-11-22T12:05:00Z',
      author: { displayName: { baseName: 'Guest', sequenceId: 7 }, handle: null, role: 'viewer' as const },
    })),
    edit: vi.fn(),
    open: vi.fn(async () => ({ close: vi.fn() })),
    ...overrides.chat,
  };
  const names: Array<keyof HostClient> = [
    'createShow',
    'checkShow',
    'updateShow',
    'cancelShow',
    'endShow',
    'stats',
    'streamKey',
    'resetStreamKey',
    'activeStreamStatus',
    'setActiveVariant',
    'setFeaturedLink',
    'clearFeaturedItem',
    'debugPurchase',
    'setBio',
    'checkBio',
    'pinMessage',
    'unpinMessage',
    'mute',
    'unmute',
    'deleteHandle',
    'sendTestEmail',
    'sendShowTestEmail',
  ];
  const host = { ...(Object.fromEntries(names.map((n) => [n, vi.fn(async () => undefined)])) as unknown as HostClient), ...overrides.host };
  return { show, profile, chat, host };
}
