import { expect, type Locator, type Page } from '@playwright/test';
import { signIn, UI } from './harness';
import { answerFinderQuestions } from './shade-finder-steps';
import { TryOnUI } from './try-on-ui';

/**
 * A tour of the store's page types, each step leaving the page in a state worth looking at: the theme-modes e2e
 * checks every widget there, and `npm run shots` photographs it. Steps run in order in one browser context (the
 * signed-in steps follow the sign-in) and each waits for what the page shows, never for a fixed time.
 */
export interface TourStep {
  name: string;
  run: (page: Page) => Promise<void>;
}

/** The seeded host who runs shows on the broadcast page (seeded accounts share harness.ts's SEED_PASSWORD). */
export const TOUR_HOST = 'influencer@aurelle.test';

export const widget = (page: Page, name: string): Locator => page.locator(`[data-vanity-widget="${name}"]`);
const finder = (page: Page) => widget(page, 'shade-finder');
const hub = (page: Page) => widget(page, 'account');

export const tour = {
  home: { name: 'home', run: async (page) => (await page.goto('/'), await UI.widgetsMounted(page)) },
  collectionMenu: {
    name: 'collection-menu',
    run: async (page) => {
      await page.goto('/collections/lips');
      await UI.widgetsMounted(page);
      await page.getByRole('button', { name: 'Try on Satin Lip Color' }).click();
      await expect(page.getByRole('menuitem', { name: 'Upload a photo' })).toBeVisible();
    },
  },
  productPhoto: {
    name: 'product-try-on-photo',
    run: async (page) => {
      await TryOnUI.startWithPhoto(page, '/products/satin-lip-color-lipstick');
    },
  },
  virtualTryOn: {
    name: 'virtual-try-on',
    run: async (page) => {
      await page.goto('/pages/virtual-try-on');
      await UI.widgetsMounted(page);
      await expect(widget(page, 'try-on').getByRole('button').first()).toBeVisible();
    },
  },
  shadeFinderStart: {
    name: 'shade-finder-question',
    run: async (page) => {
      await page.goto('/pages/shade-finder');
      await finder(page).getByRole('button', { name: 'Start' }).click();
      await expect(finder(page).getByRole('heading', { name: 'Which of these looks most like your skin?' })).toBeVisible();
    },
  },
  shadeFinderPhoto: {
    name: 'shade-finder-photo-step',
    run: async (page) => {
      // Goes on from the first question (shadeFinderStart).
      await answerFinderQuestions(page, { skin: 'Light', undertone: /^Neutral/, concerns: ['Redness'], coverage: /^Medium/ });
    },
  },
  shadeFinderResult: {
    name: 'shade-finder-result',
    run: async (page) => {
      // Goes on from the photo step (shadeFinderPhoto).
      const chooser = page.waitForEvent('filechooser');
      await finder(page).getByRole('button', { name: 'Skip camera, choose a photo' }).click();
      await (await chooser).setFiles('fixtures/astronaut.png');
      await page.waitForURL(/\/pages\/shade-finder-results\//, { timeout: 30_000 });
      await expect(widget(page, 'shade-finder-results').locator('.shade')).toHaveText(/^\d+ \w+/);
    },
  },
  signIn: {
    name: 'account-sign-in',
    run: async (page) => {
      await page.goto('/pages/myaccount?operation=signIn');
      await expect(hub(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    },
  },
  signUpErrors: {
    name: 'account-sign-up-errors',
    run: async (page) => {
      await page.goto('/pages/myaccount?operation=signUp');
      await hub(page).getByLabel('Email', { exact: true }).fill('not-an-email');
      await hub(page).getByLabel('Password', { exact: true }).fill('short');
      await hub(page).getByRole('button', { name: 'Create account' }).click();
      await expect(hub(page).getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    },
  },
  signedIn: {
    name: 'account-signed-in',
    run: async (page) => {
      // Signs the host in (set-up: harness.ts signIn), then shows the hub as a signed-in shopper sees it.
      await signIn(page, TOUR_HOST, '/pages/broadcast');
      await page.goto('/pages/myaccount?operation=signIn');
      await expect(hub(page).getByRole('link', { name: 'Switch account' })).toBeVisible();
    },
  },
  broadcast: {
    name: 'broadcast-host',
    run: async (page) => {
      await page.goto('/pages/broadcast');
      await expect(widget(page, 'broadcast').getByRole('button', { name: 'Schedule a show' })).toBeVisible();
    },
  },
  watch: {
    name: 'watch-live',
    run: async (page) => {
      await page.goto('/pages/watch/SH0W42');
      await expect(
        widget(page, 'watch').getByRole('region', { name: 'Featured in this show' }).getByRole('button', { name: 'Add to bag' }).first(),
      ).toBeVisible();
    },
  },
  channel: {
    name: 'channel',
    run: async (page) => {
      await page.goto('/pages/channels/mia.host');
      await expect(widget(page, 'channel').getByRole('heading', { name: 'Mia' })).toBeVisible();
    },
  },
  listing: {
    name: 'live-listing',
    run: async (page) => {
      await page.goto('/pages/live-shopping');
      await expect(
        widget(page, 'live-shopping')
          .getByRole('link', { name: /Satin lips, three ways/ })
          .first(),
      ).toBeVisible();
    },
  },
  profile: {
    name: 'live-profile',
    run: async (page) => {
      await page.goto('/pages/profile/following');
      await expect(widget(page, 'live-profile').getByRole('heading', { name: 'Hosts you follow' })).toBeVisible();
    },
  },
  order: {
    name: 'order-status',
    run: async (page) => {
      // The script helper's order page: a store of before checkout extensibility (store mode legacy).
      await page.goto('/60123456/orders/a1b2?store=legacy');
      await UI.widgetsMounted(page);
    },
  },
  cart: {
    name: 'cart',
    run: async (page) => {
      await page.goto('/cart');
      await UI.widgetsMounted(page);
    },
  },
} satisfies Record<string, TourStep>;
