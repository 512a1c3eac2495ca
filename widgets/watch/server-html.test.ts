import { readFileSync } from 'node:fs';
import { Liquid } from 'liquidjs';
import { SERVER_MARKUP_ATTR } from '../../shared/react/server-markup';
import { watchStyles } from './watch.styles';

/**
 * The watch page's server HTML (theme-snippets/vanity-watch-html.liquid) holds the video's box before any script,
 * so the theme's footer does not jump when the widget renders. Its :host rule must be the widget's own, or the
 * page moves when the widget's stylesheet is adopted; the whole of it goes when the root takes over.
 */
const SNIPPET = 'theme-snippets/vanity-watch-html.liquid';

async function serverShadow() {
  const engine = new Liquid({ root: ['theme-snippets'], extname: '.liquid' });
  const html = await engine.parseAndRender(readFileSync(SNIPPET, 'utf8'), {});
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  // happy-dom does not attach declarative shadow roots: read the <template shadowrootmode> content directly.
  return template.content.querySelector<HTMLTemplateElement>('template[shadowrootmode="open"]')!.content;
}

const declarations = (css: string) =>
  (/:host\s*\{([^}]*)\}/.exec(css)?.[1] ?? '')
    .split(';')
    .map((d) =>
      d
        .replace(/\s+/g, ' ')
        .replace(/\s*:\s*/, ':')
        .trim(),
    )
    .filter(Boolean);

describe("the watch page's server HTML", () => {
  it("sizes the host as the widget's stylesheet does", async () => {
    const shadow = await serverShadow();
    expect(declarations(shadow.querySelector('style')!.textContent!)).toEqual(declarations(watchStyles));
  });

  it('is all server markup, so the root removes every part of it as it renders', async () => {
    const shadow = await serverShadow();
    expect(shadow.children.length).toBeGreaterThan(0);
    for (const el of Array.from(shadow.children)) expect(el.hasAttribute(SERVER_MARKUP_ATTR)).toBe(true);
    expect(shadow.querySelector('.vanity-reserve-stage')).not.toBeNull();
  });

  it('is the same in the theme app extension', () => {
    expect(readFileSync('extensions/vanity-theme/snippets/vanity-watch-html.liquid', 'utf8')).toBe(readFileSync(SNIPPET, 'utf8'));
  });
});
