import type { PublishMerchantEvent } from '../merchant-events';
import type { AccountClient } from '../api/account/account-client';
import type { CartClient } from '../api/cart/cart-client';
import type { CdnClient, CdnTextClient } from '../api/cdn/cdn-client';
import type { AuthEvents } from '../api/identity/auth-events';
import type { IdentityClient } from '../api/identity/identity-client';
import type { ViewerSession } from '../api/identity/stored-session';
import type { LiveShoppingClient } from '../api/live-shopping/live-shopping-client';
import type { SkinToneClient } from '../api/skin-tone/skin-tone-client';
import type { StorefrontClient } from '../api/storefront/storefront-client';
import type { ImageSharing } from '../device/image-sharing';
import type { CatalogSource } from '../catalog/catalog-source';
import type { AnalyticsClient } from '../api/analytics/analytics-client';
import type { ReportError } from '../api/error-report/error-reporter';
import type { VanityConfig } from '../config';
import type { Ids } from '../ids';
import type { Consent } from '../privacy/consent';
import type { StorageEvents } from '../storage-events';
import type { SafeStorage } from '../storage-keys';
import type { ModelLoader } from '../try-on/model-loader';
import type { WorkerClient } from '../worker/worker-client';

/** The page's address; slices read and change it only through this. */
export interface LocationPort {
  /** The address now (window.location.href). */
  href(): string;
  /** Where the shopper came from (document.referrer). */
  referrer(): string;
  /** Rewrites the address shown, with no load and no new history entry (history.replaceState). */
  replace(url: string): void;
  /** A full page load (window.location.assign), e.g. the store's Multipass login. */
  assign(url: string): void;
  /**
   * A full page load that posts a form (hidden fields, top level), e.g. the identity provider's sign-in on the way
   * to the store's single sign-on. Only new customer accounts post, from their own chunk, which brings the browser's
   * form (shared/device/top-level-post.ts) when this is absent: legacy pages do not carry it. Tests pass a recorder.
   */
  post?(url: string, fields: Record<string, string>): void;
}

export type { ViewerSession };

/** The Customer API calls of the Storefront client: the customer access token and the marketing preference. */
export type CustomerApi = Pick<StorefrontClient, 'customerTokenWithMultipass' | 'customerAcceptsMarketing' | 'updateAcceptsMarketing'>;

/**
 * Everything the store's actions reach outside themselves. The browser's are made in one place,
 * browser-deps.ts; tests pass fakes (app-deps.test-helpers.ts).
 */
export interface AppDeps {
  config: VanityConfig;
  ids: Ids;
  /** The shopper's consent to analytics: page analytics and the try-on's stills wait for it. */
  consent: Consent;
  worker: Pick<WorkerClient, 'downscaleImage' | 'compressToByteCap' | 'startTracker' | 'track' | 'prepareSkinToneRequest'> &
    Partial<Pick<WorkerClient, 'mode'>>;
  /** The try-on's face tracker, in a worker of its own that release() ends (and the next call starts again). */
  tracker: Pick<WorkerClient, 'prepareTracker' | 'startTracker' | 'track' | 'release'>;
  skinTone: SkinToneClient;
  /** Models for the try-on; shows' playlists for the show player's prefetch (liveShow.prefetchPlaylist). */
  cdn: CdnClient & CdnTextClient;
  /** The try-on's model sets, fetched once per page (on intent or by the session). */
  models: ModelLoader;
  /** The identity service (Cognito through aws-amplify), for the account pages. */
  identity: IdentityClient;
  /** Starts the identity client's download (aws-amplify) ahead of its first call; a failed one is tried again then. */
  preloadIdentity(): void;
  /** Sign-ins and sign-outs on this page or in another tab (spec 2 §4), which the me slice follows. */
  authEvents: AuthEvents;
  /** The account backend: an account's state, and Multipass tokens. */
  account: AccountClient;
  customer: CustomerApi;
  /** The live-shopping backend, in parts. */
  live: LiveShoppingClient;
  /** Who is signed in on show pages, read without loading aws-amplify. */
  viewerSession: ViewerSession;
  /** Saving and sharing pictures (Web Share, downloads). */
  sharing: ImageSharing;
  location: LocationPort;
  /** Goes to a URL by the route table's rules: in place, or a full load (the loader's navigate). */
  navigate: (to: string) => void;
  sessionStorage: SafeStorage;
  /** localStorage; the cart's cross-tab signal lives there (StorageKeys.cartUpdated). */
  localStorage: SafeStorage;
  /** The window, where other tabs' localStorage changes arrive (storage events). */
  storageEvents: StorageEvents;
  reportError: ReportError;
  analytics: AnalyticsClient;
  blobToDataUrl: (blob: Blob) => Promise<string>;
  now: () => number;
  catalog: CatalogSource;
  cart: CartClient;
  /** Tells the theme something changed, as a DOM event on document (e.g. vanity:cart-changed). */
  emit: (name: string, detail: unknown) => void;
  /** Business events for the merchant's own tags (Vanity.push(['on', …])); whatever the consent. */
  publish: PublishMerchantEvent;
  /** Whether the page uses the phone layout (narrow viewport). */
  isMobileLayout: () => boolean;
  /** Warnings for the developer console (spec 2 §8: failed product or inventory fetches). */
  warn: (message: string, detail?: unknown) => void;
}
