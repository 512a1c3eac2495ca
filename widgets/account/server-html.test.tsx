import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { Liquid } from 'liquidjs';
// @ts-expect-error: the build script is plain JavaScript
import { minifyCssText } from '../../esbuild.config.mjs';
import { registerMessages } from '../../shared/i18n';
import { frAccount } from '../../shared/i18n/fr-account';
import { SERVER_MARKUP_ATTR } from '../../shared/react/server-markup';
import { accountServerCss } from './account-server-css';
import { renderAccount } from './account.test-helpers';

/**
 * The hub's server HTML (theme-snippets/vanity-account-html.liquid) holds the sign-in form's box before any script,
 * so the theme's footer does not jump when the form renders. The box is the form as the widget draws it: the same
 * stylesheet, the same elements and classes, the same texts in each language (they decide where lines wrap).
 */
const SNIPPET = 'theme-snippets/vanity-account-html.liquid';

interface Page {
  path: string;
  customer?: object | null;
  locale?: string;
  social?: 'on' | 'off';
  tabs?: 'on' | 'off';
  country?: string;
}

async function serverShadow({ path, customer = null, locale = 'en', social, tabs, country = 'US' }: Page) {
  const engine = new Liquid({ root: ['theme-snippets'], extname: '.liquid' });
  const html = await engine.parseAndRender(readFileSync(SNIPPET, 'utf8'), {
    request: { path, locale: { iso_code: locale } },
    customer,
    localization: { country: { iso_code: country } },
    ...(social && { social }),
    ...(tabs && { tabs }),
  });
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  // happy-dom does not attach declarative shadow roots: read the <template shadowrootmode> content directly.
  return template.content.querySelector<HTMLTemplateElement>('template[shadowrootmode="open"]')!.content;
}

/** The elements in order, as tag.class, leaving out what only carries text (span) or draws (svg) in one of the two. */
function shape(root: Element): string[] {
  return Array.from(root.querySelectorAll('*'))
    .filter((el) => !['span', 'svg', 'path', 'g'].includes(el.tagName.toLowerCase()) && !el.closest('svg'))
    .map((el) => [el.tagName.toLowerCase(), ...Array.from(el.classList).sort()].join('.'));
}

/** The texts in order: the server box draws its texts from data-t. */
const serverText = (root: Element) =>
  Array.from(root.querySelectorAll('[data-t]'))
    .map((el) => el.getAttribute('data-t'))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
const reactText = (root: Element) => (root.textContent ?? '').replace(/\s+/g, ' ').trim();

const reserve = (shadow: DocumentFragment) => shadow.querySelector<HTMLElement>('.vanity-reserve');

describe("the account hub's server HTML", () => {
  it('carries the stylesheet the widget adopts, minified as the build minifies it, and all of it goes when the root renders', async () => {
    const shadow = await serverShadow({ path: '/pages/myaccount' });
    // After a style change, `npm run account:styles` rewrites it.
    expect(shadow.querySelector('style')!.textContent).toBe(minifyCssText(accountServerCss).trim());
    expect(shadow.children.length).toBeGreaterThan(1);
    for (const el of Array.from(shadow.children)) expect(el.hasAttribute(SERVER_MARKUP_ATTR)).toBe(true);
  });

  it.each([
    ['en', 'US', 'on'],
    ['fr', 'FR', 'off'],
  ] as const)(
    'holds the signed-out sign-in form in %s (country %s, social sign-in %s): its elements and texts are the form’s',
    async (locale, country, social) => {
      if (locale === 'fr') registerMessages('fr', frAccount);
      const box = reserve(await serverShadow({ path: `${locale === 'fr' ? '/fr' : ''}/pages/myaccount`, locale, social, country }))!;
      expect(box.getAttribute('aria-hidden')).toBe('true');
      expect(box.hasAttribute('inert')).toBe(true);
      // Nothing in it is text a search or a test finds, or a control that can be reached.
      expect(box.textContent).toBe('');
      expect(Array.from(box.querySelectorAll('input, button')).every((el) => el.getAttribute('tabindex') === '-1')).toBe(true);

      await renderAccount('/pages/myaccount?operation=signIn', {
        config: { locale, country, cognito: { oauthDomain: social === 'on' ? 'auth.aurelle.test' : '' } },
      });
      await screen.findByRole('heading', { level: 2 });
      const form = document.querySelector('.account')!;
      expect(shape(box)).toEqual(shape(form));
      expect(serverText(box)).toBe(reactText(form));
    },
  );

  it.each(['en', 'fr'] as const)(
    'with tabbed sign-in (%s), holds the tab bar above the form: its elements and texts are the tabbed form’s',
    async (locale) => {
      if (locale === 'fr') registerMessages('fr', frAccount);
      const box = reserve(await serverShadow({ path: '/pages/myaccount', locale, social: 'off', tabs: 'on' }))!;
      expect(box.querySelector('.screen')!.firstElementChild!.className).toBe('tabs');
      await renderAccount('/pages/myaccount?operation=signIn', {
        config: { locale, country: 'US', features: { tabbedAuth: true }, cognito: { oauthDomain: '' } },
      });
      await screen.findByRole('heading', { level: 2 });
      const form = document.querySelector('.account')!;
      expect(shape(box)).toEqual(shape(form));
      expect(serverText(box)).toBe(reactText(form));
      // Without the setting (or unknown, an app block), no tab bar.
      for (const tabs of ['off', undefined] as const)
        expect(reserve(await serverShadow({ path: '/pages/myaccount', locale, tabs }))!.querySelector('.tabs')).toBeNull();
    },
  );

  it('holds the sign-in form with its banner on /account/invalid_token, the form alone on /account/login', async () => {
    const invalid = reserve(await serverShadow({ path: '/account/invalid_token', social: 'off', country: 'CA' }))!;
    expect(invalid.firstElementChild!.className).toBe('banner');
    await renderAccount('/account/invalid_token', { config: { country: 'CA' } });
    await screen.findByRole('heading', { level: 2 });
    expect(shape(invalid)).toEqual(shape(document.querySelector('.account')!));
    expect(reserve(await serverShadow({ path: '/account/login' }))!.firstElementChild!.className).toBe('screen');
  });

  it('with social sign-in unknown (an app block), holds its buttons: a box taller than the form leaves room, a shorter one moves the footer', async () => {
    expect(reserve(await serverShadow({ path: '/pages/myaccount' }))!.querySelector('.social')).not.toBeNull();
    expect(reserve(await serverShadow({ path: '/pages/myaccount', social: 'off' }))!.querySelector('.social')).toBeNull();
  });

  it('holds the same box on the sign-up pages for a signed-out shopper, and none for one signed in to the store', async () => {
    for (const path of ['/account/register', '/account/activate/1/abc'])
      expect(
        reserve(await serverShadow({ path }))!
          .querySelector('h2')!
          .getAttribute('data-t'),
        path,
      ).toBe('Sign in');
    for (const path of ['/pages/myaccount', '/account/login']) {
      const shadow = await serverShadow({ path, customer: { id: 1, email: 'ada@aurelle.test' } });
      expect(reserve(shadow), path).toBeNull();
      // The stylesheet still gives the placeholder the widget's margins from the first paint.
      expect(shadow.querySelector('style')).not.toBeNull();
    }
  });

  it('is the same in the theme app extension', () => {
    expect(readFileSync('extensions/vanity-theme/snippets/vanity-account-html.liquid', 'utf8')).toBe(readFileSync(SNIPPET, 'utf8'));
  });
});
