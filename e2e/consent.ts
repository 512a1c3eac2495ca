/**
 * The _tracking_consent cookie of the store's Customer Privacy stand-in (test-harness/theme/assets/customer-privacy.js),
 * as a shopper who pressed Accept leaves it. Every test runs as that shopper unless it says otherwise
 * (playwright.config.ts); e2e/consent.spec.ts covers the banner itself.
 */
const accepted = encodeURIComponent(JSON.stringify({ v: '2.1', reg: 'GDPR', purposes: { a: true, m: true, p: true, s: true } }));

export const ACCEPTED_CONSENT = {
  cookies: [
    {
      name: '_tracking_consent',
      value: accepted,
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};
