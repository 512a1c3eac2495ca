import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './test';
import { UI } from './harness';

/**
 * One design system: the widgets' tokens cross into their shadow roots, their primary button can take
 * the theme's own button colour, and every widget root carries the shared controls (the label its own small sheet).
 */

/** The rule the app embed writes when the merchant ticks "Primary buttons in the theme's button colours". */
const embedRule = /<style id="vanity-theme-buttons">([^<]*)<\/style>/.exec(
  readFileSync('extensions/vanity-theme/blocks/vanity-embed.liquid', 'utf8'),
)![1]!;
/** Dawn's button colours: RGB triplets on :root, and another scheme on a section. */
const DAWN = `:root { --color-button: 18, 18, 18; --color-button-text: 255, 255, 255; }
.color-scheme-2 { --color-button: 176, 58, 98; --color-button-text: 250, 240, 230; }`;

/** The button's colours ease over 160 ms (--_duration): polled often, so a change is seen soon after it settles. */
const settled = { intervals: [50] };

const colours = (button: Locator) =>
  button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, text: style.color };
  });

async function productPage(page: Page) {
  await page.goto('/products/velvet-matte-lipstick');
  await UI.widgetsMounted(page);
  return page.locator('[data-vanity-widget="try-on"]').getByRole('button', { name: 'Try it on' });
}

test("the primary button takes the theme's button colour, section by section, when the embed's setting is on", async ({ page }) => {
  const tryOn = await productPage(page);
  // The local store's theme sets --vanity-accent: #5b2b3a on :root.
  expect(await colours(tryOn)).toEqual({ background: 'rgb(91, 43, 58)', text: 'rgb(255, 255, 255)' });

  const dawn = await page.addStyleTag({ content: DAWN });
  await page.addStyleTag({ content: embedRule });
  await expect.poll(() => colours(tryOn), settled).toEqual({ background: 'rgb(18, 18, 18)', text: 'rgb(255, 255, 255)' });

  // The widget sits in a section with another colour scheme: it follows that section, not the root.
  await page.locator('[data-vanity-widget="try-on"]').evaluate((el) => el.parentElement!.classList.add('color-scheme-2'));
  await expect.poll(() => colours(tryOn), settled).toEqual({ background: 'rgb(176, 58, 98)', text: 'rgb(250, 240, 230)' });

  // A theme without Dawn's variables: the rule is void and the widget keeps a readable default, never a transparent button.
  await dawn.evaluate((el) => (el as Element).remove());
  await expect.poll(() => colours(tryOn), settled).toEqual({ background: 'rgb(29, 25, 23)', text: 'rgb(255, 255, 255)' });
});

test("Vanity.push(['configure']) maps the accent to the theme's button colour at run time", async ({ page }) => {
  const tryOn = await productPage(page);
  await page.addStyleTag({ content: DAWN });
  await page.evaluate(() =>
    (window as unknown as { Vanity: unknown[] }).Vanity.push([
      'configure',
      { theme: { '--vanity-accent': 'rgb(var(--color-button))', '--vanity-accent-contrast': 'rgb(var(--color-button-text))' } },
    ]),
  );
  await expect.poll(() => colours(tryOn), settled).toEqual({ background: 'rgb(18, 18, 18)', text: 'rgb(255, 255, 255)' });
});

test('every widget root carries the tokens and the shared controls; the label keeps the sheet its server HTML has', async ({ page }) => {
  const tryOn = await productPage(page);
  const sheetOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) =>
        el
          .shadowRoot!.adoptedStyleSheets.flatMap((s) => [...s.cssRules])
          .map((r) => r.cssText)
          .join('\n'),
      );
  const tryOnSheet = await sheetOf('[data-vanity-widget="try-on"]');
  expect(tryOnSheet).toContain('--_surface-raised');
  expect(tryOnSheet).toContain(':where(button.primary, .button.primary)');

  // The shared focus ring, in the tokens' colour rather than the browser's blue, reached by the keyboard.
  await tryOn.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(tryOn).toBeFocused();
  expect(await tryOn.evaluate((el) => getComputedStyle(el).outlineColor)).toBe('rgb(155, 61, 90)');

  // A select keeps the shared arrow even where a widget's own rule sets the background shorthand and a small padding.
  const select = await page.locator('[data-vanity-widget="try-on"]').evaluate((host) => {
    const shadow = host.shadowRoot!;
    const own = document.createElement('style');
    own.textContent = 'select { background: #fff; padding: 4px 8px; }';
    const el = document.createElement('select');
    el.append(new Option('Classic Red'));
    shadow.append(own, el);
    const style = getComputedStyle(el);
    const seen = { appearance: style.appearance, image: style.backgroundImage, end: style.paddingInlineEnd, colour: style.backgroundColor };
    own.remove();
    el.remove();
    return seen;
  });
  expect(select).toEqual({
    appearance: 'none',
    image: expect.stringContaining('linear-gradient'),
    end: '40px',
    colour: 'rgb(255, 255, 255)',
  });

  await page.goto('/collections/lips');
  await UI.widgetsMounted(page);
  const labelSheet = await sheetOf('[data-vanity-widget="try-on-label"]');
  expect(labelSheet).toContain('--_surface-raised');
  expect(labelSheet).not.toContain(':where(button.primary');
});
