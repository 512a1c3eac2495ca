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
  /** The backend's user id (for an admin's handle deletion). */
  userId?: string;
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

/**
 * GET /chat/credentials/v1: a signed-in viewer (ID token) chats as their profile; a guest as the guest their
 * `X-Guest-Secret` names (see GuestCredentials), never by device id.
 */
export interface ChatCredentials {
  /**
   * Sent as `Authorization: Bearer <token>` on the event stream and as `X-Chat-Token` on join/message calls; never
   * in an address (addresses land in logs, history and Referer headers).
   */
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
 * POST /guest/v1 → (our addition to spec 2 §7): a guest's secret, made and signed by the server. A guest sends it
 * as `X-Guest-Secret` (GUEST_SECRET_HEADER) on the calls that act as them: chat credentials, share codes, reactions.
 * The device id is public (every analytics event carries it), so nothing a guest owns hangs on it. A secret the
 * server no longer knows gets 401 with code GUEST_SECRET_INVALID, and the client asks for a new one.
 */
export interface GuestCredentials {
  guestSecret: string;
}

/**
 * Events on the chat stream (SSE, `GET {chatBaseUrl}` with `Authorization: Bearer <chat token>`, read with fetch);
 * each `data:` is one JSON event.
 * The stream opens with a `history` event holding every kept message (recordings keep theirs).
 */
export type ChatEvent =
  | { type: 'history'; messages: ChatMessage[] }
  | { type: 'message'; message: ChatMessage }
  | { type: 'update'; message: ChatMessage }
  | { type: 'viewers'; count: number }
  | { type: 'reaction'; reaction: Reaction }
  | { type: 'pinned'; message: ChatMessage | null }
  | { type: 'show'; state: LiveShowState }
  | { type: 'purchase'; purchase: PurchaseNotice };

export const REACTIONS = ['heart', 'fire', 'clap', 'wow'] as const;
export type Reaction = (typeof REACTIONS)[number];

/**
 * POST /system/currentTime/formatted/v1: spec 2 §7 shows neither its body nor
 * more of its answer than currentTime. Our wiring: the body is the reader's
 * `{timeZone, languageTag}` (the pair subscribe v1 takes; 422 naming the field
 * when one is not valid), and the answer adds `formatted`, the time written for
 * that reader.
 */
export interface FormattedTimeRequest {
  timeZone: string;
  languageTag: string;
}
export interface FormattedTime {
  currentTime: string;
  formatted: string;
}

/**
 * GET /show/{id}/share/v1 answers the viewer's share code (made on first ask);
 * POST answers the same code and also records one share, which the host's
 * stats count (ShowStats.shares).
 */
export interface ShareCodeResponse {
  shareCode: string;
}

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

/** What our validate calls (show, show edit, bio; not in spec 2 §7) answer when the fields pass. */
export interface ValidateOk {
  ok: true;
}

export interface ApiErrors {
  errors: Array<{ field?: string; code?: string; message: string }>;
}

// ---- Hosts, moderators and admins (spec 2 §6, §7) ----

/** Spec 2 §9's limits on a show and a host's bio (characters, products, pre-roll ms), checked by client and server. */
export const SHOW_LIMITS = { titleMax: 65, descriptionMax: 1000, productsMax: 15, bioMax: 150, preRollMaxMs: 600_000 } as const;

/**
 * POST /show/v1 (influencer) → 201 Show. Errors name the field: title,
 * description, variants, thumbnail, startTime, discounts, featureMode.
 *
 * Our addition, after the spec's own `POST /profile/me/displayname/validate/v1`:
 * `POST /show/validate/v1` (influencer with a handle) checks the draft fields
 * it is sent by create's rules and creates nothing: 200 `ValidateOk` or 422
 * `ApiErrors`. The form's live remote checks use it, never create itself.
 */
export interface ShowDraft {
  startTime: string;
  title: string;
  description: string;
  variants: Array<{ productId: number; variantIds: number[] }>;
  /** Base64 JPEG (no data: prefix), compressed by the client; null keeps or sets none. */
  thumbnail: string | null;
  publiclyListed: boolean;
  discounts: { productDiscounts: ProductDiscount[] };
  featureMode: 'SINGLE' | 'CAROUSEL';
}

/**
 * PATCH /show/{id}/v1 (owner): any subset. Our addition: `POST
 * /show/{id}/validate/v1` (owner, same body) checks the fields by update's
 * rules and changes nothing: 200 `ValidateOk` or 422 `ApiErrors`.
 */
export type ShowPatch = Partial<ShowDraft>;

/** GET /show/{id}/stats/v1 (owner). */
export interface ShowStats {
  viewers: number;
  peakViewers: number;
  uniqueViewers: number;
  chatMessages: number;
  reactions: number;
  /** Shares recorded (POST /show/{id}/share/v1). */
  shares: number;
  referrals: number;
  saves: number;
  subscribers: number;
  pendingViews: number;
  recordingViews: number;
  purchases: number;
}

/** GET /profile/me/streamKey/v1 (influencer); DELETE makes a new key and answers the same shape. */
export interface StreamKey {
  streamKey: string;
  /** Where an encoder (OBS) sends the stream, e.g. rtmp://host/live. */
  ingestUrl: string;
}

/** GET /profile/me/activeStreamStatus/v1 (influencer). */
export interface ActiveStreamStatus {
  /** LIVE: an encoder is sending on this host's key. */
  status: 'IDLE' | 'LIVE';
  since: string | null;
  /** The show the stream feeds (RUNNING), or null when no show is within its pre-roll. */
  showId: string | null;
}

/**
 * Our addition: `GET /show/{id}/streamStatus/v1` (no sign-in) → whether an
 * encoder is feeding this show now. Spec 2 §7 gives only the host their own
 * activeStreamStatus; viewers' pages need the same answer so a RUNNING show
 * reads alike everywhere ("Live" or "Waiting for stream"). 404 for no such show.
 */
export interface ShowStreamStatus {
  status: 'IDLE' | 'LIVE';
}

/** POST /show/{id}/activeVariant/v1 body; `feature: true` also makes it the featured item. */
export interface ActiveVariantRequest {
  productId: number;
  variantId: number;
  feature: boolean;
}

/** POST /show/{id}/featuredLink/v1 body: url is a page of the store, as a path (shared/routes/same-origin.ts). */
export interface FeaturedLinkRequest {
  url: string;
  title: string;
}

/** POST /show/{id}/purchase/byDisplayName/{baseName}/{sequenceId}/v1 body (owner): a test purchase notice. */
export interface DebugPurchaseRequest {
  variantId: number;
  quantity: number;
}

/**
 * POST /profile/me/bio/v1 body → Profile. Our addition: `POST
 * /profile/me/bio/validate/v1` (influencer, same body) checks the bio by the
 * same rules and changes nothing: 200 `ValidateOk` or 422 `ApiErrors`.
 */
export interface BioRequest {
  bio: string;
}

/** The test emails an admin can send (POST /show/testEmail/{x}/v1?title=&email=, POST /show/{id}/testEmail/{x}/v1). */
export const TEST_EMAILS = ['reminder', 'live', 'recording'] as const;
export type TestEmail = (typeof TEST_EMAILS)[number];

/** Chat events added for hosts: a purchase notice (debug purchases included). */
export interface PurchaseNotice {
  displayName: DisplayName;
  productId: number;
  variantId: number;
  quantity: number;
}
