/**
 * The live-shopping backend's wire shapes (spec 2 §3, §7). The client and the
 * local stand-in both use these, so a change on one side breaks the other's
 * typecheck. All paths are under the versioned base URL (config
 * backends.liveShopping); authenticated calls carry the Cognito ID token as
 * `Authorization: Bearer <idToken>`. Validation failures are 422
 * `{errors: [{field?, code, message}]}`; role failures 403 with the spec's
 * message ('User is not an influencer' ...); missing sign-in 401.
 */
export type LiveShowState = 'PENDING' | 'RUNNING' | 'ENDED' | 'CANCELLED';

export interface DisplayName {
  baseName: string;
  sequenceId: number;
}

export interface ChatAuthor {
  displayName: DisplayName | null;
  handle: string | null;
  /** 'host' is the show's owner. */
  role: 'viewer' | 'host' | 'moderator';
}

export interface ChatMessage {
  id: string;
  text: string;
  /** ISO time the server accepted it. */
  sentAt: string;
  editedAt?: string | null;
  author: ChatAuthor;
}

export interface ProductDiscount {
  productId: number;
  /** Money off each item, as decimal text in the shop's currency ("5.00"). */
  amountPerItem: string;
}

export interface Show {
  id: string;
  handle: string;
  state: LiveShowState;
  startTime: string;
  endTime: string | null;
  title: string;
  description: string;
  /** Featured products; an empty variantIds offers every variant. */
  variants: Array<{ productId: number; variantIds: number[] }>;
  /** Absolute HLS playlist URLs of the show's recordings (VOD). */
  recordings: Array<{ url: string; durationSeconds: number }>;
  /** Absolute URL of the live HLS playlist while RUNNING, else null. */
  playbackUrl: string | null;
  /** Absolute URL of the chat's event stream (Server-Sent Events), or null when the show has no chat yet. */
  chatBaseUrl: string | null;
  publiclyListed: boolean;
  featureMode: 'SINGLE' | 'CAROUSEL';
  discounts: { productDiscounts: ProductDiscount[] };
  /** Whether a thumbnail exists (GET /show/{id}/thumbnail/v1). The base64 data travels only on create/update. */
  hasThumbnail: boolean;
  activeVariant: { productId: number; variantId: number } | null;
  featuredLink: { url: string; title: string } | null;
  featuredItem: { productId: number; variantId: number | null } | null;
  pinnedMessage: ChatMessage | null;
}

export interface Profile {
  displayName: DisplayName | null;
  influencer: { handle: string } | null;
  bio: string;
  /** Bumped whenever the picture changes (the cache buster). 0: no picture. */
  pictureVersion: number;
}

/** GET /profile/me/followed/v1 */
export interface FollowedHost {
  handle: string;
  displayName: DisplayName | null;
  bio: string;
  pictureVersion: number;
}

/** GET /chat/credentials/v1: anonymous viewers get a guest identity bound to their device id. */
export interface ChatCredentials {
  /** Sent back as `?token=` on the event stream and as `X-Chat-Token` on join/message calls. */
  token: string;
  author: ChatAuthor;
  /** 140, or 280 for moderators and the show's owner (per show: see join). */
  maxLength: number;
  expiresAt: string;
}

/** POST /chat/{id}/join/v1 → */
export interface ChatJoin {
  maxLength: number;
  muted: boolean;
  viewerCount: number;
}

/**
 * Events on the chat stream (SSE, `GET {chatBaseUrl}?token=`); each `data:` is one JSON event.
 * The stream opens with a `history` event holding every kept message (recordings keep theirs).
 */
export type ChatEvent =
  | { type: 'history'; messages: ChatMessage[] }
  | { type: 'message'; message: ChatMessage }
  | { type: 'update'; message: ChatMessage }
  | { type: 'viewers'; count: number }
  | { type: 'reaction'; reaction: Reaction }
  | { type: 'pinned'; message: ChatMessage | null }
  | { type: 'show'; state: LiveShowState };

export const REACTIONS = ['heart', 'fire', 'clap', 'wow'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** GET /show/{id}/discount/v1 → {discounts} */
export interface ShowDiscount {
  id: string;
  title: string;
  /** e.g. "15% off everything in the show" */
  summary: string;
}

/** GET /show/{id}/discount/{discountId}/v1?customerId= → */
export interface DiscountCode {
  discountId: string;
  code: string;
}

export interface ApiErrors {
  errors: Array<{ field?: string; code?: string; message: string }>;
}
