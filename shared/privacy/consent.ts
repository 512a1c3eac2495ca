/**
 * The shopper's consent to analytics, as Shopify's Customer Privacy API gives it. Nothing about a
 * shopper goes to the analytics sink, and no id is stored, until it says analytics processing is allowed.
 * Where a theme has no such API, the merchant's `consentRequired` setting decides (true unless turned off).
 */

/** The parts of window.Shopify the consent reads (Shopify's Customer Privacy API). */
export interface ShopifyPrivacyWindow {
  Shopify?: {
    customerPrivacy?: { analyticsProcessingAllowed(): boolean };
    loadFeatures?: (features: Array<{ name: string; version: string }>, done: (error?: unknown) => void) => void;
  };
}

/** Shopify's event once the visitor has chosen (its detail carries analyticsAllowed). */
export const CONSENT_COLLECTED_EVENT = 'visitorConsentCollected';

export interface Consent {
  /** Whether analytics may be sent now. */
  analyticsAllowed(): boolean;
  /** Called with each new answer (the shopper accepting or declining); returns the stop. */
  subscribe(listener: (allowed: boolean) => void): () => void;
}

export function createConsent(
  win: ShopifyPrivacyWindow & Pick<Window, 'addEventListener'>,
  doc: Pick<Document, 'addEventListener'>,
  consentRequired: boolean,
): Consent {
  const api = () => win.Shopify?.customerPrivacy;
  // A theme that loads the API on demand answers once it has loaded: until then, nothing is allowed.
  let loading = !api() && typeof win.Shopify?.loadFeatures === 'function';
  const ask = (): boolean => {
    const privacy = api();
    if (!privacy) return loading ? false : !consentRequired;
    try {
      return privacy.analyticsProcessingAllowed() === true;
    } catch {
      return false;
    }
  };
  let allowed = ask();
  const listeners = new Set<(allowed: boolean) => void>();
  const update = (next: boolean) => {
    if (next === allowed) return;
    allowed = next;
    for (const listener of listeners) listener(next);
  };
  doc.addEventListener(CONSENT_COLLECTED_EVENT, (event) => {
    const detail = (event as CustomEvent<{ analyticsAllowed?: boolean }>).detail;
    update(typeof detail?.analyticsAllowed === 'boolean' ? detail.analyticsAllowed : ask());
  });
  // Themes load the API on demand; once it is there, its answer replaces the merchant's default.
  if (loading) {
    const loaded = () => {
      loading = false;
      update(ask());
    };
    try {
      // A failed load leaves no API: the merchant's setting stands.
      win.Shopify!.loadFeatures!([{ name: 'consent-tracking-api', version: '0.1' }], loaded);
    } catch {
      loaded();
    }
  }
  return {
    analyticsAllowed: () => allowed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
