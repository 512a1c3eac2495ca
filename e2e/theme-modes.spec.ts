import { expect, test, type Page } from './test';
import { UI } from './harness';
import { tour, widget } from './page-tour';
import { TryOnUI } from './try-on-ui';
import { coveredControls, smallTexts } from './widget-checks';
import { THEME_MODES } from '../test-harness/server/theme-mode';

/**
 * The widgets survive real themes. In the store's own theme, in one whose root and body rules are
 * Dawn's (html at 62.5 %, body at 1.5rem with letter-spacing) and in a hostile one (large inherited typography,
 * generic rules on the placeholders' own tag), every widget's text stays at least 14 px, no control is covered by
 * another, the layout keeps its widths, and the main actions still work. One page per mode, each page visited once.
 */

/** Checks the widgets of the page as it stands; `where` names the step in a failure. */
async function looksRight(page: Page, where: string) {
  // Each placeholder keeps the widget's own type scale, though the theme's rules on its tag target it.
  const hosts = await page.evaluate(() =>
    [...document.querySelectorAll('[data-vanity-widget]')]
      .filter((host) => host.shadowRoot)
      .map((host) => {
        const s = getComputedStyle(host);
        return `${host.getAttribute('data-vanity-widget')}: ${s.fontSize} / ${s.lineHeight}, ${s.letterSpacing}, ${s.textTransform}, ${s.fontWeight}`;
      }),
  );
  for (const host of hosts) expect(host, where).toMatch(/: 16px \/ 24px, normal, none, 400$/);
  expect(await smallTexts(page), `${where}: text under 14 px`).toEqual([]);
  expect(await coveredControls(page), `${where}: covered controls`).toEqual([]);
}

const boxWidth = (page: Page, widgetName: string, selector: string) =>
  widget(page, widgetName)
    .locator(selector)
    .first()
    .evaluate((el) => Math.round(el.getBoundingClientRect().width));

for (const mode of THEME_MODES) {
  test(`widgets read, reach and work in the ${mode} theme`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'theme_mode', value: mode, url: baseURL! }]);

    // The collection's try-on label: its menu open, then its photo link followed into the try-on on that photo.
    await tour.collectionMenu.run(page);
    expect(await page.locator('html').getAttribute('data-theme-mode')).toBe(mode);
    await looksRight(page, 'collection, label menu open');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: 'Upload a photo' }).click();
    await (await chooser).setFiles('fixtures/astronaut.png');
    await expect(page).toHaveURL(/satin-lip-color-lipstick\?vto=upload$/);
    await expect(TryOnUI.dialog(page).getByRole('img', { name: /^Your photo with/ })).toBeVisible({ timeout: 30_000 });
    await looksRight(page, 'try-on on a photo');
    await TryOnUI.dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(TryOnUI.dialog(page)).toHaveCount(0);
    await looksRight(page, 'product page');

    await tour.shadeFinderStart.run(page);
    await looksRight(page, 'shade finder, first question');

    await page.goto('/pages/myaccount?operation=signUp');
    await expect(widget(page, 'account').getByRole('button', { name: 'Create account' })).toBeVisible();
    await looksRight(page, 'sign-up');
    // The sign-in form keeps its own width, whatever the theme's body font (it grew from 448 to 760 px).
    await tour.signIn.run(page);
    await looksRight(page, 'sign-in');
    expect(await boxWidth(page, 'account', 'form')).toBeLessThanOrEqual(480);

    // Sign in as the host; the broadcast page is where the hub returns.
    await tour.signedIn.run(page);
    await tour.broadcast.run(page);
    await looksRight(page, 'broadcast, signed in as host');

    await tour.watch.run(page);
    await looksRight(page, 'watch page');
    // On a desktop the chat stays beside the video, whatever the theme's body font (it fell below in one column).
    const video = (await widget(page, 'watch').locator('video').boundingBox())!;
    const chat = (await widget(page, 'watch').getByRole('region', { name: 'Chat' }).boundingBox())!;
    expect(chat.x).toBeGreaterThanOrEqual(video.x + video.width);
    const featured = widget(page, 'watch').getByRole('region', { name: 'Featured in this show' });
    const first = featured.getByRole('article').first();
    await first.getByRole('button', { name: 'Add to bag' }).click();
    await expect(first.getByRole('status')).toHaveText(/is in your bag\.$/);
    await expect(page.locator('[data-cart-count]')).toHaveText('1');

    await tour.channel.run(page);
    await looksRight(page, 'channel');
    await tour.listing.run(page);
    await looksRight(page, 'listing');
    await UI.widgetsMounted(page);
  });
}
