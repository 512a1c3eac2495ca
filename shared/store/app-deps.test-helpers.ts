import { fakeConsent } from '../privacy/consent.test-helpers';
import { outgoing } from '../privacy/outgoing-address';
import { createAuthEvents } from '../api/identity/auth-events';
import { fakeLiveClient } from '../api/live-shopping/live-client.test-helpers';
import { parseConfig } from '../config';
import type { Http } from '../http';
import type { RouteMatch } from '../routes/route-table';
import { safeStorage } from '../storage-keys';
import type { MountContext } from '../widget-contract';
import type { AppDeps, LocationPort } from './app-deps';
import { createAppStore } from './create-app-store';
import { anonymousViewer, fakeAccount, fakeCustomer, fakeIdentity } from './fake-clients.test-helpers';
import { catalogSlice } from './slices/catalog-slice';
import { installSlices } from './install-slices';
import type { StoreApi } from 'zustand/vanilla';
import type { StateOf } from './define-slice';
import type { accountSlice } from './slices/account/account-slice';
import type { cartSlice } from './slices/cart-slice';
import type { liveChatSlice } from './slices/live-chat-slice';
import type { liveHostSlice } from './slices/live-host/live-host-slice';
import type { liveListsSlice } from './slices/live-lists-slice';
import type { liveShowSlice } from './slices/live-show-slice';
import type { liveViewerSlice } from './slices/live-viewer/live-viewer-slice';
import type { tryOnSlice } from './slices/try-on/try-on-slice';
import { tryOnEntrySlice } from './slices/try-on-entry-slice';
import type { ModelSetLoad } from '../try-on/model-loader';

type EverySlice = readonly [
  typeof tryOnEntrySlice,
  typeof catalogSlice,
  typeof cartSlice,
  typeof tryOnSlice,
  typeof accountSlice,
  typeof liveShowSlice,
  typeof liveListsSlice,
  typeof liveChatSlice,
  typeof liveViewerSlice,
  typeof liveHostSlice,
];

type Fakes = Partial<Omit<AppDeps, 'worker' | 'identity' | 'live' | 'location'>> & {
  worker?: Partial<AppDeps['worker']>;
  identity?: Partial<AppDeps['identity']>;
  live?: Parameters<typeof fakeLiveClient>[0];
  location?: Partial<LocationPort>;
};

/** Fake dependencies for createAppStore; each test overrides what it is about (clients merge with the fakes). */
const FAKE_WASM = { path: '../files/tfjs-backend-wasm-0000000000.wasm', bytes: 0 };
/** A model set the fake loader hands the session: no files to wait for. */
const FAKE_MODEL_SET: ModelSetLoad = {
  url: 'https://cdn.test/models/VTO-5-1/manifest.json',
  manifest: {
    name: 'VTO-5-1',
    aspect: '4/7',
    tracker: 'human',
    models: { blazeface: '../files/blazeface-0000000000.json', facemesh: '../files/facemesh-0000000000.json' },
    files: [],
    wasmFiles: {
      'tfjs-backend-wasm.wasm': FAKE_WASM,
      'tfjs-backend-wasm-simd.wasm': FAKE_WASM,
      'tfjs-backend-wasm-threaded-simd.wasm': FAKE_WASM,
    },
    wasm: '../wasm/',
  },
};

export function createFakeDeps({ worker, identity, live, location, ...overrides }: Fakes = {}) {
  const navigations: string[] = [];
  const assigned: string[] = [];
  /** Form posts the page made as full page loads (location.post). */
  const posted: Array<{ url: string; fields: Record<string, string> }> = [];
  const replaced: string[] = [];
  const reports: Array<{ error: unknown; context: unknown }> = [];
  const trackerReleases = { count: 0 };
  const trackerPrepared = { count: 0 };
  /** URLs of the text files (shows' playlists) asked of the CDN client. */
  const cdnTexts: string[] = [];
  const deps: AppDeps = {
    config: parseConfig('{"locale": "en"}', 'https://cdn.example/vanity.js'),
    ids: { deviceId: 'dev', sessionId: 'ses', customerId: null },
    consent: fakeConsent(),
    worker: {
      downscaleImage: async () => ({ blob: new Blob(['jpeg-bytes'], { type: 'image/jpeg' }), width: 2048, height: 1536 }),
      compressToByteCap: async (b) => b,
      startTracker: async () => ({ backend: 'wasm', triangulation: [] }),
      track: async () => ({ mesh: null, width: 0, height: 0, ms: 0 }),
      prepareSkinToneRequest: async (input) => ({
        face_image: input.photo,
        event_id: input.eventId,
        event_source: String(input.eventSource),
        device_id: input.deviceId,
        session_id: input.sessionId,
      }),
      ...worker,
    },
    // The tracker's worker: the same fakes as the shared one (tests set them there), and its releases counted.
    tracker: {
      prepareTracker: async () => void trackerPrepared.count++,
      startTracker: (options) => deps.worker.startTracker(options),
      track: (frame) => deps.worker.track(frame),
      release: () => void trackerReleases.count++,
    },
    cdn: {
      json: async () => ({}),
      download: async () => 0,
      text: async (url) => {
        cdnTexts.push(url);
        return { url, text: '#EXTM3U\n', status: 200 };
      },
    },
    models: {
      prefetch: () => {},
      refresh: () => {},
      manifest: async () => FAKE_MODEL_SET,
      files: async () => FAKE_MODEL_SET,
    },
    identity: { ...fakeIdentity(), ...identity },
    preloadIdentity: () => {},
    // Tests emit sign-ins and sign-outs here, as aws-amplify's Hub or another tab would.
    authEvents: createAuthEvents(),
    account: fakeAccount(),
    customer: fakeCustomer(),
    live: fakeLiveClient(live),
    viewerSession: anonymousViewer(),
    sessionStorage: safeStorage(() => window.sessionStorage),
    localStorage: safeStorage(() => window.localStorage),
    // happy-dom's window: tests dispatch a StorageEvent as another tab's write would.
    storageEvents: window,
    navigate: (to) => void navigations.push(to),
    location: {
      href: () => 'https://aurelle.example/collections/lips',
      referrer: () => '',
      replace: (url) => void replaced.push(url),
      assign: (url) => void assigned.push(url),
      post: (url, fields) => void posted.push({ url, fields }),
      ...location,
    },
    reportError: (error, context) => void reports.push({ error, context }),
    analytics: { track: () => {} },
    blobToDataUrl: async (b) => `data:image/jpeg;base64,${btoa(await b.text())}`,
    now: () => 1_700_000_000_000,
    catalog: {
      productByHandle: async () => null,
      productById: async () => null,
      inventory: async () => [],
      searchProducts: async () => [],
    },
    warn: () => {},
    skinTone: {
      analyse: async () => ({ num_faces: 1, skin_tone: 70.4, metrics: { scale_as_eye_separation: 0.12 }, lighting: { non_darkness: 0.8 } }),
    },
    cart: {
      add: async () => {},
      get: async () => ({ itemCount: 1, totalPrice: 0, currency: 'USD', items: [], attributes: {} }),
      change: async () => {},
      update: async () => {},
      clear: async () => {},
      setAttributes: async () => {},
    },
    sharing: { canShareFiles: async () => false, share: async () => 'unsupported', save: async () => {} },
    emit: () => {},
    publish: () => {},
    isMobileLayout: () => false,
    ...overrides,
  };
  // Typed with every slice so tests reach the ones they install; the catalogue and the try-on's entry are installed here.
  const store = installSlices(createAppStore(deps), deps, [catalogSlice, tryOnEntrySlice]) as unknown as StoreApi<StateOf<EverySlice>>;
  /** What the loader would hand a widget on this page (its http never called: the store's clients are the fakes). */
  const mountContext = (route: RouteMatch | null): MountContext => ({
    config: deps.config,
    route,
    navigate: deps.navigate,
    reportError: deps.reportError,
    ids: () => deps.ids,
    consent: deps.consent,
    publish: deps.publish,
    onConfigure: () => () => {},
    http: (async (url: string) => Promise.reject(new Error(`No network in tests (${url})`))) as Http,
    storedSession: () => null,
    outgoing,
  });
  return { deps, navigations, assigned, posted, replaced, reports, store, mountContext, trackerReleases, trackerPrepared, cdnTexts };
}
