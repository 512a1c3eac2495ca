/** The parts of `navigator` the policy reads (the Network Information API, where the browser has it). */
export interface PrefetchNavigator {
  connection?: { saveData?: boolean };
}

/**
 * Whether a shopper's intent (hovering Try it on, opening a label's menu) may start downloading the model set,
 * about 4 MB, before they have asked for the try-on.
 *
 * Not where the browser asks to save data (Save-Data: `navigator.connection.saveData`): there the files come when
 * the session starts, as they did before intent was read.
 *
 * Consent is not asked, on purpose. The consent (shared/privacy/consent.ts) is about analytics: what is sent about
 * a shopper, and ids kept on the device. The model files are the same for every shopper, fetched from the CDN
 * without cookies (credentials omitted) and with nothing about the shopper in the address, and nothing is stored
 * but the browser's own HTTP cache: not personal data, so a shopper who declined analytics still gets a fast try-on.
 */
export function mayPrefetchModels(nav: PrefetchNavigator | undefined = globalThis.navigator as PrefetchNavigator | undefined): boolean {
  return nav?.connection?.saveData !== true;
}
