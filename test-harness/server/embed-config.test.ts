// @vitest-environment node
import { parseConfig } from '../../shared/config';
import { createThemeRenderer } from './theme';

/** The store's pages carry the config theme-snippets/vanity-embed.liquid writes from the theme settings; the loader parses it. */
async function configWith(settings: Record<string, string | number | boolean>) {
  const theme = createThemeRenderer(() => ({ storeOrigin: 'http://127.0.0.1:1', cdnOrigin: 'http://127.0.0.1:2', settings }));
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

  it('carries the minimum password length (spec 1 §5), 8 when the theme sets none', async () => {
    expect((await configWith({ vanity_cognito_password_min_length: 12 })).cognito.passwordMinLength).toBe(12);
    expect((await configWith({})).cognito.passwordMinLength).toBe(8);
  });

  it('carries the custom completion after the email link (spec 2 §2), none by default', async () => {
    expect((await configWith({ vanity_sign_up_completion_path: '/pages/welcome' })).signUp.completionPath).toBe('/pages/welcome');
    expect((await configWith({})).signUp.completionPath).toBeNull();
  });
});
