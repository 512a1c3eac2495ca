import { CONSENT_COLLECTED_EVENT, createConsent, type ShopifyPrivacyWindow } from './consent';

const collected = (analyticsAllowed: boolean) =>
  document.dispatchEvent(new CustomEvent(CONSENT_COLLECTED_EVENT, { detail: { analyticsAllowed } }));
const win = (shopify: ShopifyPrivacyWindow['Shopify']) =>
  Object.assign(new EventTarget(), { Shopify: shopify }) as ShopifyPrivacyWindow & Window;

describe("the shopper's consent", () => {
  it("follows Shopify's Customer Privacy API, and its visitorConsentCollected event", () => {
    let allowed = false;
    const consent = createConsent(win({ customerPrivacy: { analyticsProcessingAllowed: () => allowed } }), document, false);
    const heard: boolean[] = [];
    consent.subscribe((a) => heard.push(a));
    expect(consent.analyticsAllowed()).toBe(false);
    allowed = true;
    collected(true);
    expect(consent.analyticsAllowed()).toBe(true);
    collected(false);
    expect(heard).toEqual([true, false]);
  });

  it('without the API, waits for consent unless the merchant turned consentRequired off', () => {
    expect(createConsent(win(undefined), document, true).analyticsAllowed()).toBe(false);
    expect(createConsent(win(undefined), document, false).analyticsAllowed()).toBe(true);
  });

  it('loads the API where the theme loads it on demand, allowing nothing until it answers', () => {
    let done: (error?: unknown) => void = () => {};
    const shopify: NonNullable<ShopifyPrivacyWindow['Shopify']> = {
      loadFeatures: (features, callback) => {
        expect(features).toEqual([{ name: 'consent-tracking-api', version: '0.1' }]);
        done = callback;
      },
    };
    const consent = createConsent(win(shopify), document, false);
    expect(consent.analyticsAllowed()).toBe(false);
    shopify.customerPrivacy = { analyticsProcessingAllowed: () => true };
    done();
    expect(consent.analyticsAllowed()).toBe(true);
  });

  it("falls back to the merchant's setting when the API fails to load", () => {
    const consent = createConsent(win({ loadFeatures: (_f, callback) => callback(new Error('blocked')) }), document, false);
    expect(consent.analyticsAllowed()).toBe(true);
  });
});
