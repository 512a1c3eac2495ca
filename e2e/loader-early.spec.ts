import { expect, test, type Page } from './test';
import { signIn } from './harness';

/**
 * vanity.js is an async module. It starts the widgets' code as soon as it arrives, without waiting for
 * the theme's deferred scripts; what it tells the theme (vanity:customer, Vanity.push(['on', …]) events) waits for
 * them, so their listeners still hear it.
 */

const THEME_SCRIPT = '**/assets/theme.js';
/** Appended to the theme's script: a merchant's listener for mounts, set by a deferred script. */
const LISTENER = `;(window.Vanity = window.Vanity || []).push(['on', 'mount', (d) => (window.__mounts = window.__mounts || []).push(d.widget)]);`;

/** Holds the theme's deferred script until `until` holds in the page, then serves it with the merchant's listener. */
async function holdThemeScript(page: Page, until: () => boolean) {
  let heldUntilDone = false;
  await page.route(THEME_SCRIPT, async (route) => {
    await expect.poll(() => page.evaluate(until).catch(() => false), { timeout: 20_000 }).toBe(true);
    heldUntilDone = true;
    const original = await route.fetch();
    await route.fulfill({ response: original, body: (await original.text()) + LISTENER });
  });
  return () => heldUntilDone;
}

test('the account hub mounts while the theme’s deferred script is still on its way; the merchant’s listener still hears the mount', async ({
  page,
}) => {
  const held = await holdThemeScript(
    page,
    () => document.querySelector('[data-vanity-widget="account"]')?.getAttribute('data-vanity-mounted') === 'true',
  );
  await page.goto('/pages/myaccount?operation=signIn');
  await expect.poll(held).toBe(true);
  await expect(page.locator('[data-vanity-widget="account"]').getByLabel('Email', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __mounts?: string[] }).__mounts ?? [])).toEqual(['account']);
});

test('with the theme’s script held, the header still greets a signed-in shopper once it runs', async ({ page }) => {
  await signIn(page, 'confirmed.shopper@aurelle.test', '/collections/all');
  // The loader has run (the route is set on <html>) before the theme's listener exists.
  const held = await holdThemeScript(page, () => document.documentElement.hasAttribute('data-vanity-route'));
  await page.goto('/pages/about');
  await expect.poll(held).toBe(true);
  await expect(page.locator('.site-header [data-account-link]')).toHaveText('Hi, Clara');
});
