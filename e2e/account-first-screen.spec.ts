import { expect, test, type Page } from './test';
import { readFileSync } from 'node:fs';
import { signIn } from './harness';

/**
 * The account hub's first screen for a signed-out shopper needs no identity code, so a phone shows it sooner. aws-amplify comes when
 * the shopper starts to use a form, or at once when a session is stored.
 */

/** The build's files that carry aws-amplify (esbuild's metafile). */
const amplifyFiles = (() => {
  const meta = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  return Object.entries(meta.outputs)
    .filter(([file, out]) => file.endsWith('.js') && Object.keys(out.inputs).some((input) => input.includes('node_modules/@aws-amplify/')))
    .map(([file]) => file.replace(/^dist\//, ''));
})();

function scriptsAskedFor(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on('request', (r) => asked.add(new URL(r.url()).pathname.slice(1)));
  return asked;
}

test('signed out with nothing stored: the sign-in form shows without aws-amplify, which comes at the first focus', async ({ page }) => {
  expect(amplifyFiles.length).toBeGreaterThan(0);
  const asked = scriptsAskedFor(page);
  await page.goto('/pages/myaccount?operation=signIn');
  const hub = page.locator('[data-vanity-widget="account"]');
  const email = hub.getByLabel('Email', { exact: true });
  await expect(email).toBeVisible();
  await expect(hub.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(amplifyFiles.filter((f) => asked.has(f))).toEqual([]);

  // Coming to the form starts the download, before anything is sent.
  await email.focus();
  await expect.poll(() => amplifyFiles.filter((f) => asked.has(f)).length).toBeGreaterThan(0);
});

test('with a session stored, the hub asks the identity service at once and greets the shopper', async ({ page }) => {
  await signIn(page, 'confirmed.shopper@aurelle.test', '/collections/all');
  const asked = scriptsAskedFor(page);
  await page.goto('/pages/myaccount?operation=signIn');
  await expect(
    page.locator('[data-vanity-widget="account"]').getByRole('heading', { name: /Welcome back|You're signed in/ }),
  ).toBeVisible();
  expect(amplifyFiles.filter((f) => asked.has(f)).length).toBeGreaterThan(0);
});
