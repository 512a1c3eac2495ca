import type { ReportError } from './api/error-report/error-reporter';
import type { StoredSession } from './api/identity/stored-session';
import type { VanityConfig } from './config';
import type { Http } from './http';
import type { Ids } from './ids';
import type { PublishMerchantEvent } from './merchant-events';
import type { Consent } from './privacy/consent';
import type { Outgoing } from './privacy/outgoing-address';
import type { RouteMatch } from './routes/route-table';

/** What the loader hands every widget chunk. */
export interface MountContext {
  config: VanityConfig;
  route: RouteMatch | null;
  /** Goes to a URL by the route table's rules; the loader owns the table, so widget chunks do not carry it. */
  navigate: (to: string) => void;
  /** The loader's error reporter (deduplicated per 60 s), shared so chunks do not carry another. */
  reportError: ReportError;
  /** The page's device, session and customer ids, made on first use (stored only with consent). */
  ids: () => Ids;
  /** The shopper's consent to analytics (Shopify's Customer Privacy API, else the merchant's setting). */
  consent: Consent;
  /** Hands a business event to the merchant's `Vanity.push(['on', name, fn])` listeners. */
  publish: PublishMerchantEvent;
  /** Called with each `Vanity.push(['configure', {...}])` after the loader started (locale, feature flags). */
  onConfigure: (listener: (settings: { locale?: string; features?: Record<string, boolean> }) => void) => () => void;
  /**
   * The one door for addresses that leave the page (privacy/outgoing-address.ts): the runtime's, which its error
   * reporter uses, shared so chunks do not carry another copy.
   */
  outgoing: Outgoing;
  /** The loader's one HTTP helper, which every client of the page shares (through adoptHttp: see there). */
  http: Http;
  /**
   * The session aws-amplify stored (who is signed in, their ID token), read by the loader's own code: a widget
   * learns who is signed in with no download and no round trip.
   */
  storedSession: () => StoredSession | null;
}

/** Every `*.chunk.tsx` exports this; the returned function unmounts. */
export type MountWidget = (host: HTMLElement, ctx: MountContext) => () => void;

export interface WidgetModule {
  mount: MountWidget;
}
