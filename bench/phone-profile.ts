import type { BrowserContext, Page } from '@playwright/test';

/**
 * The bench's mobile profile: Lighthouse's mobile figures (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up) through Chromium's DevTools network emulation, on a phone-sized viewport. Each measurement
 * starts in a fresh browser context, whose HTTP cache is empty: a cold visit.
 */
export const PHONE = {
  latencyMs: 150,
  // Lighthouse counts a Mbit as 1024 kbit and a kbit as 1024 bit (its throttling constants).
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  viewport: { width: 390, height: 844 },
} as const;

/** The CDP parameters of Network.emulateNetworkConditions for the profile: throughputs in bytes per second. */
export function networkConditions(profile: Pick<typeof PHONE, 'latencyMs' | 'downloadKbps' | 'uploadKbps'> = PHONE) {
  return {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * 1024) / 8,
    uploadThroughput: (profile.uploadKbps * 1024) / 8,
  };
}

/** A fresh (cold) context with the phone's viewport. */
export function phoneContext(browser: { newContext: (o: object) => Promise<BrowserContext> }, extra: object = {}) {
  return browser.newContext({ viewport: PHONE.viewport, ...extra });
}

/**
 * A page of the context on the phone's network. Emulation is per page target (Chromium applies it to the page's
 * dedicated workers too), so it is set before the first navigation.
 */
export async function phonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', networkConditions());
  return page;
}

/**
 * "Ready": every Vanity placeholder on the page has mounted (the loader's data-vanity-mounted="true", so not
 * deferred, pending or failed) and none shows a busy state (aria-busy="true": the account's session check, the
 * watch page's show request). Runs in the page, so it names no inner functions (tsx's keepNames would wrap
 * them in a helper the page lacks).
 */
export function placeholdersUsable(doc: Document): boolean {
  const placeholders = Array.from(doc.querySelectorAll('[data-vanity-widget]'));
  if (placeholders.length === 0) return false;
  for (const el of placeholders) {
    if (el.getAttribute('data-vanity-mounted') !== 'true') return false;
    if (el.shadowRoot?.querySelector('[aria-busy="true"]') || el.querySelector('[aria-busy="true"]')) return false;
  }
  return true;
}

/**
 * An init script that stamps window.__vanityUsableAt with performance.now() (ms since navigation start) at the
 * first animation frame on which the page is ready as placeholdersUsable says.
 */
export const READY_STAMP_SCRIPT = `(() => {
  const usable = ${placeholdersUsable.toString()};
  const look = () => {
    if (usable(document)) window.__vanityUsableAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** The median of the runs, rounded; null when none ran. */
export function medianMs(runs: number[]): number | null {
  if (runs.length === 0) return null;
  const sorted = [...runs].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
}

/** What the section measures (results.json's `phone` and `requests`). */
export interface PhoneResult {
  labelReadyMs: number | null;
  hubReadyMs: number | null;
  watch: { readyMs: number | null; firstVideoMs: number | null };
  tryOn: { firstFrameMs: { cold: number; warm: number } };
  runs: Record<string, number[]>;
  /** Vanity's script requests per page type (page-bytes.ts's names). */
  requests: Record<string, number>;
}

/** The section's flat figures, by the names TARGETS and the table use. */
export function phoneFlat(r: PhoneResult): Record<string, number | null> {
  return {
    'phone.labelReadyMs': r.labelReadyMs,
    'phone.hubReadyMs': r.hubReadyMs,
    'phone.watch.readyMs': r.watch.readyMs,
    'phone.watch.firstVideoMs': r.watch.firstVideoMs,
    'phone.tryOn.firstFrameMs.cold': r.tryOn.firstFrameMs.cold,
    'phone.tryOn.firstFrameMs.warm': r.tryOn.firstFrameMs.warm,
    ...Object.fromEntries(Object.entries(r.requests).map(([page, n]) => [`requests.${page}.js`, n])),
  };
}
