import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { UI } from './harness';

/**
 * The build merges files by the pages that load them as they open (widgets/bootstrap/chunk-merge.mjs),
 * from what each widget lazily imports as it mounts (LOADED_AT_MOUNT in esbuild.config.mjs). If a widget starts
 * importing something else at mount, or stops, the plan no longer fits the page: it asks for more files, or
 * downloads code it does not run. These pages check the plan against what the browser really fetches.
 */
const meta = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as { outputs: Record<string, { pages?: string[] }> };
const planned = new Map(
  Object.entries(meta.outputs)
    .filter(([f, o]) => f.endsWith('.js') && o.pages)
    .map(([f, o]) => [f.replace(/^dist\//, ''), o.pages!]),
);

const PAGES = [
  '/collections/all',
  '/products/velvet-matte-lipstick',
  '/pages/virtual-try-on',
  '/pages/shade-finder',
  '/pages/myaccount',
  '/pages/watch/SH0W42',
  '/pages/channels/mia',
  // The order page's script helper runs on a store of before checkout extensibility (store mode legacy).
  '/60123456/orders/a1b2?store=legacy',
];

for (const pagePath of PAGES) {
  test(`${pagePath} fetches as it opens the merged files planned for its widgets, and only those`, async ({ page }) => {
    const fetched = new Set<string>();
    page.on('request', (r) => {
      const file = new URL(r.url()).pathname.split('/').pop()!;
      if (planned.has(file)) fetched.add(file);
    });
    await page.goto(pagePath);
    await UI.widgetsMounted(page);
    const widgets = await page
      .locator('[data-vanity-widget]')
      .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-vanity-widget')!))]);
    const plannedHere = [...planned].filter(([, pages]) => pages.some((p) => widgets.includes(p))).map(([f]) => f);
    await expect.poll(() => plannedHere.filter((f) => !fetched.has(f)), { timeout: 15_000 }).toEqual([]);
    const unplanned = [...fetched].filter((f) => !planned.get(f)!.some((p) => widgets.includes(p)));
    expect(unplanned.map((f) => `${f} (planned for ${planned.get(f)!.join(', ')})`)).toEqual([]);
  });
}
