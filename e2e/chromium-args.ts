import { localCertificate } from '../test-harness/server/local-certificate';

/**
 * The local store's certificate (its CDN and hosted sign-in serve https with it), made now if no store has yet.
 * Chromium trusts its key as it would a CA-signed certificate, in every context, as a shopper's browser trusts the
 * real CDN's.
 */
const { spki } = await localCertificate();

/**
 * The features Playwright switches off (playwright-core's chromiumSwitches.ts, Playwright 1.65). Chromium keeps only
 * the last `--disable-features` it is given and Playwright puts its own first, so ours repeats these before adding
 * its own; `chromium-args.test.ts` fails when Playwright's list holds one that is not here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser features no page can see, switched off for what they cost each test (a Playwright context opens a window
 * of its own, and the tests open hundreds):
 * - the address bar's suggestion popup, a page of Chromium's own UI that every window built in a renderer of its
 *   own, though a headless browser never shows it; it took more CPU than the store page the test opened;
 * - the spare renderer, a process started ahead for the next navigation to another site, which a test's short-lived
 *   window seldom makes: the process was started and thrown away with the window. A navigation that needs a new
 *   process starts it then, as it does for the first page anyway.
 */
export const VANITY_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];

/** The switches every headless Chromium of the tests and the bench starts with (Debian's Chromium, no downloads). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...VANITY_DISABLED_FEATURES].join(',')}`,
  `--ignore-certificate-errors-spki-list=${spki}`,
];
