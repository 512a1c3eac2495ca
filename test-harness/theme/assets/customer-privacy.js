/* global CustomEvent, setTimeout */
// The local store's stand-in for what Shopify adds through content_for_header on a store with a cookie banner:
// the Customer Privacy API (window.Shopify.customerPrivacy, and loadFeatures to load it) and the banner itself.
// The choice is kept in the _tracking_consent cookie, and the visitorConsentCollected event announces it.
// With data-banner="off" the visitor is in a region without a consent law: everything is allowed, no banner.
(() => {
  const script = document.currentScript;
  const bannerRegion = !script || script.dataset.banner !== 'off';
  const COOKIE = '_tracking_consent';

  const stored = () => {
    const match = document.cookie.match(/(?:^|;\s*)_tracking_consent=([^;]*)/);
    if (!match) return null;
    try {
      return JSON.parse(decodeURIComponent(match[1])).purposes || null;
    } catch {
      return null;
    }
  };
  const purposes = () => stored() || (bannerRegion ? null : { a: true, m: true, p: true, s: true });
  const allowed = (key) => Boolean(purposes() && purposes()[key]);
  const answer = (key) => (purposes() ? (allowed(key) ? 'yes' : 'no') : '');

  const customerPrivacy = {
    analyticsProcessingAllowed: () => allowed('a'),
    marketingAllowed: () => allowed('m'),
    preferencesProcessingAllowed: () => allowed('p'),
    saleOfDataAllowed: () => allowed('s'),
    userCanBeTracked: () => allowed('a') && allowed('m'),
    shouldShowBanner: () => bannerRegion && stored() === null,
    currentVisitorConsent: () => ({ analytics: answer('a'), marketing: answer('m'), preferences: answer('p'), sale_of_data: answer('s') }),
    setTrackingConsent(consent, callback) {
      const yes = (v) => v === true || v === 'yes';
      const chosen = {
        a: yes(consent.analytics),
        m: yes(consent.marketing),
        p: yes(consent.preferences),
        s: yes(consent.sale_of_data ?? consent.marketing),
      };
      const value = encodeURIComponent(JSON.stringify({ v: '2.1', reg: 'GDPR', purposes: chosen }));
      document.cookie = `${COOKIE}=${value}; path=/; max-age=${365 * 86400}; SameSite=Lax`;
      document.dispatchEvent(
        new CustomEvent('visitorConsentCollected', {
          detail: { analyticsAllowed: chosen.a, marketingAllowed: chosen.m, preferencesAllowed: chosen.p, saleOfDataAllowed: chosen.s },
        }),
      );
      if (typeof callback === 'function') callback();
    },
  };

  const shopify = (window.Shopify = window.Shopify || {});
  // Shopify's banner loads the API with the page; themes and apps may also ask for it.
  shopify.customerPrivacy = customerPrivacy;
  shopify.loadFeatures = (features, callback) => setTimeout(() => callback && callback(), 0);

  function showBanner() {
    if (!customerPrivacy.shouldShowBanner()) return;
    const banner = document.createElement('section');
    banner.className = 'consent-banner';
    banner.setAttribute('aria-label', 'Cookie choices');
    const text = document.createElement('p');
    text.textContent =
      'We use cookies and similar technologies to measure how our store is used and to improve it. You can accept or decline.';
    const actions = document.createElement('div');
    actions.className = 'consent-actions';
    const choose = (yes) => () => {
      customerPrivacy.setTrackingConsent({ analytics: yes, marketing: yes, preferences: yes, sale_of_data: yes });
      banner.remove();
    };
    for (const [label, yes] of [
      ['Decline', false],
      ['Accept', true],
    ]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = yes ? 'button' : 'button secondary';
      button.textContent = label;
      button.addEventListener('click', choose(yes));
      actions.append(button);
    }
    banner.append(text, actions);
    document.body.append(banner);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showBanner);
  else showBanner();
})();
