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
 * Browser features no page can see, switched off for what they cost: every new window (a Playwright context opens
 * one) builds the address bar's suggestion popup, a page of Chromium's own UI in a renderer of its own, though a
 * headless browser never shows it. That renderer took more CPU than the store page the test opened.
 */
export const VANITY_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

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
