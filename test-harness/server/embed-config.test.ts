// @vitest-environment node
import { parseConfig } from '../../shared/config';
import { createThemeRenderer } from './theme';

/** The store's pages carry the config theme-snippets/vanity-embed.liquid writes from the theme settings; the loader parses it. */
async function configWith(settings: Record<string, string | number | boolean>) {
  const theme = createThemeRenderer(() => ({
    storeOrigin: 'http://127.0.0.1:1',
    cdnOrigin: 'http://127.0.0.1:2',
    settings,
    consentBanner: true,
  }));
  const html = await theme.render('page', { page_title: 'About', page: { title: 'About', content: '' } });
  const json = /<script type="application\/json" id="vanity-config">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return parseConfig(json, 'http://127.0.0.1:2/vanity.js');
}

describe('the embed snippet’s settings', () => {
  it('turns the sign-up email confirmation on with vanity_sign_up_confirm_email, and leaves it off otherwise (spec 1 §5)', async () => {
    expect((await configWith({ vanity_sign_up_confirm_email: true })).signUp.confirmEmail).toBe(true);
    expect((await configWith({ vanity_sign_up_confirm_email: false })).signUp.confirmEmail).toBe(false);
    expect((await configWith({})).signUp.confirmEmail).toBe(false);
  });

  it('turns the sign-in screen’s tabs on with vanity_tabbed_auth (features.tabbedAuth), and leaves them off otherwise', async () => {
    expect((await configWith({ vanity_tabbed_auth: true })).features).toEqual({ tabbedAuth: true });
    expect((await configWith({ vanity_tabbed_auth: false })).features).toEqual({});
    expect((await configWith({})).features).toEqual({});
  });

  it('carries the minimum password length (spec 1 §5), 8 when the theme sets none', async () => {
    expect((await configWith({ vanity_cognito_password_min_length: 12 })).cognito.passwordMinLength).toBe(12);
    expect((await configWith({})).cognito.passwordMinLength).toBe(8);
  });

  it('asks for consent unless the merchant turns vanity_consent_required off', async () => {
    expect((await configWith({})).consentRequired).toBe(true);
    expect((await configWith({ vanity_consent_required: true })).consentRequired).toBe(true);
    expect((await configWith({ vanity_consent_required: false })).consentRequired).toBe(false);
  });

  it('puts the Customer Privacy API in the head, before the loader, as Shopify does', async () => {
    const theme = createThemeRenderer(() => ({
      storeOrigin: 'http://127.0.0.1:1',
      cdnOrigin: 'http://127.0.0.1:2',
      settings: {},
      consentBanner: false,
    }));
    const html = await theme.render('page', { page_title: 'About', page: { title: 'About', content: '' } });
    expect(html.indexOf('customer-privacy.js" data-banner="off"')).toBeGreaterThan(0);
    expect(html.indexOf('customer-privacy.js')).toBeLessThan(html.indexOf('vanity.js'));
  });

  it('links Terms and Privacy to the merchant’s pages, Shopify’s own policy pages by default', async () => {
    expect((await configWith({})).legal).toEqual({ termsUrl: '/policies/terms-of-service', privacyUrl: '/policies/privacy-policy' });
    expect(
      (await configWith({ vanity_terms_url: '/pages/terms', vanity_privacy_url: 'https://legal.aurelle.example/privacy' })).legal,
    ).toEqual({ termsUrl: '/pages/terms', privacyUrl: 'https://legal.aurelle.example/privacy' });
    // Never a script or another host by protocol-relative address.
    expect((await configWith({ vanity_terms_url: 'javascript:alert(1)', vanity_privacy_url: '//evil.example/p' })).legal).toEqual({
      termsUrl: '/policies/terms-of-service',
      privacyUrl: '/policies/privacy-policy',
    });
  });

  it('carries the custom completion after the email link (spec 2 §2), none by default', async () => {
    expect((await configWith({ vanity_sign_up_completion_path: '/pages/welcome' })).signUp.completionPath).toBe('/pages/welcome');
    expect((await configWith({})).signUp.completionPath).toBeNull();
  });

  it('carries the chat origins the merchant lists (vanity_chat_origins), none by default', async () => {
    expect((await configWith({ vanity_chat_origins: 'https://chat.aurelle.example,https://chat2.aurelle.example/' })).chatOrigins).toEqual([
      'https://chat.aurelle.example',
      'https://chat2.aurelle.example',
    ]);
    expect((await configWith({})).chatOrigins).toEqual([]);
  });
});
