import { expect, test } from './test';
import { signIn, UI } from './harness';
import { tour, TOUR_HOST, widget, type TourStep } from './page-tour';
import { narrowWidgets, wordPerLine } from './widget-checks';

/**
 * Widgets hold their shape in any container. In the layouts theme (test-harness/theme/assets/theme-layouts.css)
 * the page column is a grid item on auto margins, and the placeholders sit in a wrapping flex row, an
 * inline-block, a float, a flex column, a 280 px sidebar: containers that size themselves to their content. A
 * widget that gives itself no intrinsic width there (inline-size containment on its host does exactly that) shrinks
 * to its longest word. At a phone's and a desktop's width, every widget is as wide as its container allows and no
 * text shows one word per line.
 */

const steps: TourStep[] = [
  tour.collectionMenu,
  {
    name: 'product',
    run: async (page) => {
      await page.goto('/products/satin-lip-color-lipstick');
      await expect(widget(page, 'try-on').getByRole('button', { name: 'Try it on' })).toBeVisible();
      await UI.widgetsMounted(page);
    },
  },
  tour.virtualTryOn,
  {
    name: 'shade-finder-start',
    run: async (page) => {
      await page.goto('/pages/shade-finder');
      await expect(widget(page, 'shade-finder').getByRole('button', { name: 'Start' })).toBeVisible();
    },
  },
  tour.shadeFinderStart,
  tour.shadeFinderPhoto,
  tour.shadeFinderResult,
  tour.signIn,
  tour.watch,
  tour.listing,
  tour.channel,
  { name: 'checkout', run: async (page) => (await page.goto('/60123456/checkouts/c0ffee?store=legacy'), await UI.widgetsMounted(page)) },
  tour.order,
  {
    name: 'customer-account',
    run: async (page) => {
      await signIn(page, TOUR_HOST, '/account');
      await expect(widget(page, 'account-header').getByRole('link', { name: 'Back to my account' })).toBeVisible();
    },
  },
  {
    name: 'account-signed-in',
    run: async (page) => {
      await page.goto('/pages/myaccount?operation=signIn');
      await expect(widget(page, 'account').getByRole('link', { name: 'Switch account' })).toBeVisible();
    },
  },
  tour.broadcast,
  tour.profile,
];

for (const width of [375, 1280]) {
  test(`every widget is as wide as its container allows, ${width} px wide, in the layouts theme`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await context.addCookies([{ name: 'theme_mode', value: 'layouts', url: baseURL! }]);
    const seen = new Set<string>();
    for (const step of steps) {
      await step.run(page);
      expect(await page.locator('html').getAttribute('data-theme-mode')).toBe('layouts');
      for (const name of await page
        .locator('[data-vanity-widget]')
        .evaluateAll((hosts) => hosts.map((h) => h.getAttribute('data-vanity-widget')!)))
        seen.add(name);
      expect.soft(await narrowWidgets(page), `${step.name}: widgets narrower than their container allows`).toEqual([]);
      expect.soft(await wordPerLine(page), `${step.name}: text one word per line`).toEqual([]);
    }
    // The tour reached every widget a theme places on a page.
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'account',
        'account-header',
        'broadcast',
        'channel',
        'checkout-helper',
        'live-profile',
        'live-shopping',
        'order-helper',
        'shade-finder',
        'shade-finder-results',
        'try-on',
        'try-on-label',
        'watch',
      ]),
    );
  });
}
