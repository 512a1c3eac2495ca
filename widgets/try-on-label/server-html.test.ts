import { readFileSync } from 'node:fs';
import { Liquid } from 'liquidjs';
// @ts-expect-error: the build script is plain JavaScript
import { minifyCssText } from '../../esbuild.config.mjs';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';
import { baseStyles } from '../../shared/react/base-styles';
import { SERVER_MARKUP_ATTR } from '../../shared/react/server-markup';
import { tryOnLabelStyles } from './try-on-label.styles';

/**
 * The label's server HTML (theme-snippets/vanity-try-on-label-html.liquid) must look exactly like the React label
 * it is swapped for, or the card moves when the root mounts: the same stylesheet, the same texts in each language.
 */
const SNIPPET = 'theme-snippets/vanity-try-on-label-html.liquid';
const product = {
  handle: 'velvet-matte-lipstick',
  title: 'Velvet Matte Lipstick',
  url: '/collections/lips/products/velvet-matte-lipstick',
};

async function serverLabel(locale: string) {
  const engine = new Liquid({ root: ['theme-snippets'], extname: '.liquid' });
  const html = await engine.parseAndRender(readFileSync(SNIPPET, 'utf8'), { product, request: { locale: { iso_code: locale } } });
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  // happy-dom does not attach declarative shadow roots: read the <template shadowrootmode> content directly.
  const shadow = template.content.querySelector<HTMLTemplateElement>('template[shadowrootmode="open"]')!.content;
  return { shadow, server: shadow.querySelector(`[${SERVER_MARKUP_ATTR}]`)! };
}

describe("the label's server HTML", () => {
  it('carries the stylesheet the React label adopts, minified as the build minifies it', async () => {
    const { shadow } = await serverLabel('en');
    // After a style change, `npm run label:styles` rewrites it.
    expect(shadow.querySelector('style')!.textContent).toBe(minifyCssText(baseStyles + tryOnLabelStyles).trim());
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('works before any script, in %s, with the texts the React label shows', async (locale, messages) => {
    const { server } = await serverLabel(locale);
    const summary = server.querySelector('details > summary.trigger')!;
    expect(summary.getAttribute('aria-label')).toBe(messages['tryOnLabel.menu'].replace('{product}', product.title));
    expect(summary.textContent).toBe(messages['tryOnLabel.button']);
    const links = [...server.querySelectorAll<HTMLAnchorElement>('details .menu a.item')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [messages['tryOnLabel.camera'], `${product.url}?vto=camera`],
      [messages['tryOnLabel.photo'], `${product.url}?vto=upload`],
    ]);
    expect(server.querySelector('.privacy')!.textContent).toBe(messages['tryOnLabel.privacy']);
  });

  it('is the same file in the theme snippets and the app extension', () => {
    expect(readFileSync('extensions/vanity-theme/snippets/vanity-try-on-label-html.liquid', 'utf8')).toBe(readFileSync(SNIPPET, 'utf8'));
  });
});
