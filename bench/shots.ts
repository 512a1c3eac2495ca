import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCEPTED_CONSENT } from '../e2e/consent';
import { tour, type TourStep } from '../e2e/page-tour';
import { coveredControls, narrowWidgets, smallTexts, wordPerLine } from '../e2e/widget-checks';
import { startHarness } from '../test-harness/server/harness';
import { THEME_MODES, type ThemeMode } from '../test-harness/server/theme-mode';
import { ARGS } from './bench-browser';

/**
 * `npm run shots`: every page type of the local store at 1280×800 and 375×812, in each theme mode (default,
 * dawn-like, hostile, layouts), as full-page screenshots in the git-ignored bench/shots/, with an index.html
 * labelling each by page, width and mode. It starts its own store on free ports. Small texts, covered controls,
 * widgets narrower than their container allows and text one word per line (what the theme-modes and layouts e2e
 * fail on) are printed, and noted under the picture. `--only home,watch-live` limits the pages; `--modes hostile`
 * the modes.
 */
const OUT = path.resolve('bench/shots');
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/** The tour in the order a visit takes: signed-out pages first, then the host signs in for the rest. */
const STEPS: TourStep[] = [
  tour.home,
  tour.collectionMenu,
  tour.productPhoto,
  tour.virtualTryOn,
  tour.shadeFinderStart,
  tour.shadeFinderPhoto,
  tour.shadeFinderResult,
  tour.signIn,
  tour.signUpErrors,
  tour.signedIn,
  tour.broadcast,
  tour.watch,
  {
    name: 'cart',
    run: async (page) => {
      // The watch page's first product in the bag, so the cart has a line.
      await page.locator('[data-vanity-widget="watch"]').getByRole('button', { name: 'Add to bag' }).first().click();
      await tour.cart.run(page);
    },
  },
  tour.channel,
  tour.listing,
  tour.profile,
  tour.order,
];

/** Waits (up to 5 s) for the pictures on screen, the widgets' included, and the fonts, so no shot has a blank thumbnail. */
async function picturesShown(page: Page) {
  // As source text: tsx wraps named functions in __name(), which the page lacks (e2e/widget-checks.ts does the same).
  const shown = () => {
    const images: HTMLImageElement[] = [];
    const collect = (root: Document | ShadowRoot) => {
      images.push(...root.querySelectorAll('img'));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) collect(el.shadowRoot);
    };
    collect(document);
    const onScreen = (img: HTMLImageElement) => img.getBoundingClientRect().top < innerHeight && img.checkVisibility();
    return document.fonts.status === 'loaded' && images.filter(onScreen).every((img) => img.complete);
  };
  await page
    .waitForFunction(`(() => { const __name = (f) => f; return (${shown.toString()})(); })()`, undefined, { timeout: 5_000 })
    .catch(() => console.error(`${page.url()}: pictures still loading after 5 s`));
}

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]?.split(',') : undefined;
};
const only = arg('only');
const modes = (arg('modes') ?? THEME_MODES) as ThemeMode[];

interface Shot {
  file: string;
  page: string;
  width: number;
  mode: ThemeMode;
  problems: string[];
}

const harness = await startHarness({
  storePort: 0,
  cdnPort: 0,
  apiPort: 0,
  authPort: 0,
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'vanity-shots-')),
  consentBanner: true,
});
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
const shots: Shot[] = [];
try {
  for (const mode of modes) {
    for (const viewport of WIDTHS) {
      const context: BrowserContext = await browser.newContext({ viewport, baseURL: harness.storeOrigin, storageState: ACCEPTED_CONSENT });
      await context.addCookies([{ name: 'theme_mode', value: mode, url: harness.storeOrigin }]);
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      for (const step of STEPS) {
        const wanted = !only || only.includes(step.name);
        // Steps that lead to a wanted one still run (the shade finder's steps follow each other; sign-in comes first).
        try {
          await step.run(page);
        } catch (error) {
          console.error(`${mode} ${viewport.width} ${step.name}: ${(error as Error).message.split('\n')[0]}`);
          if (!wanted) continue;
        }
        if (!wanted) continue;
        const file = `${step.name}-${viewport.width}-${mode}.png`;
        await picturesShown(page);
        // A modal covers the page: the viewport is what the shopper sees. The checks come after, as they scroll.
        const modal = await page
          .locator('[data-vanity-widget]')
          .evaluateAll((hosts) => hosts.some((h) => h.shadowRoot?.querySelector('[aria-modal="true"], dialog:modal')));
        await page.screenshot({ path: path.join(OUT, file), fullPage: !modal });
        const problems = [
          ...(await smallTexts(page)).map((p) => `small text: ${p}`),
          ...(await coveredControls(page)).map((p) => `covered: ${p}`),
          ...(await narrowWidgets(page)).map((p) => `narrower than its container allows: ${p}`),
          ...(await wordPerLine(page)).map((p) => `one word per line: ${p}`),
        ];
        for (const p of problems) console.log(`${mode} ${viewport.width} ${step.name}: ${p}`);
        shots.push({ file, page: step.name, width: viewport.width, mode, problems });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await harness.close();
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const byPage = new Map<string, Shot[]>();
for (const s of shots) byPage.set(s.page, [...(byPage.get(s.page) ?? []), s]);
writeFileSync(
  path.join(OUT, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Vanity screenshots</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:24px}h2{margin-top:40px}.row{display:flex;gap:16px;align-items:flex-start;overflow-x:auto}
figure{margin:0;flex:none}figure img{display:block;border:1px solid #ccc}figcaption{font-weight:600;margin:4px 0}ul{color:#a4161a;font-size:13px;max-width:420px}</style>
<h1>Vanity: every page type, 1280×800 and 375×812, in each theme mode</h1>
${[...byPage]
  .map(
    ([name, list]) =>
      `<h2 id="${name}">${esc(name)}</h2><div class="row">${list
        .map(
          (s) =>
            `<figure><figcaption>${esc(s.page)} · ${s.width} px · ${s.mode}</figcaption><a href="${s.file}"><img src="${s.file}" width="${s.width === 1280 ? 480 : 220}" alt="${esc(`${s.page} at ${s.width} px, ${s.mode} theme`)}" loading="lazy"></a>${
              s.problems.length ? `<ul>${s.problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>` : ''
            }</figure>`,
        )
        .join('')}</div>`,
  )
  .join('\n')}
`,
);
console.log(`${shots.length} screenshots in ${path.relative(process.cwd(), OUT)}/ (index.html)`);
