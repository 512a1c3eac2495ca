import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ARGS } from './bench-browser';
import {
  growth,
  pageFigures,
  summarisePage,
  weightedDrop,
  type LighthouseReading,
  type PageSummary,
  type WeightedPage,
} from './lighthouse-figures';

/**
 * The bench's `lighthouse` section: Lighthouse (pinned in package.json) with its default mobile preset and simulated
 * throttling, as PageSpeed Insights and Shopify's App Store review run it, on the local store's pages. Each page is
 * loaded cold with Vanity and with `vanity.js` blocked (the loader brings everything else, so nothing of Vanity's
 * runs; the page is otherwise byte for byte the same), interleaved in one run so both see the same machine.
 */

/** The pages Shopify weighs, and ours, reported but not weighed. */
export const LIGHTHOUSE_PAGES = {
  // Dawn's home: a featured collection whose cards carry the try-on label.
  home: '/',
  product: '/products/velvet-matte-lipstick',
  // A collection at a real theme's page size: 24 cards, each with its label.
  collection: '/collections/all?view=shades',
  watch: '/pages/watch/SH0W42',
  account: '/pages/myaccount',
  virtualTryOn: '/pages/virtual-try-on',
} as const;
export type LighthousePage = keyof typeof LIGHTHOUSE_PAGES;

/** The same collection at 12 and 48 cards: Vanity's cost must not grow with the grid. */
const GRID_SIZES = { collection12: '/collections/all?view=shades&per_page=12', collection48: '/collections/all?view=shades&per_page=48' };

/** Blocks the loader; the embed's config block and preconnects stay, as on a store where the app's script failed. */
export const WITHOUT_VANITY = ['*/vanity.js', '*/vanity.js?*'];

export interface LighthouseFigures {
  runs: number;
  pages: Record<string, PageSummary & { url: string; readings: { with: LighthouseReading[]; without: LighthouseReading[] } }>;
  figures: Record<string, number | null>;
}

async function readOnce(port: number, url: string, blocked: string[]): Promise<LighthouseReading> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns: blocked },
    // The default config is the mobile preset (Moto G Power, 4× CPU slowdown, Lantern's simulated slow 4G).
    undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} on ${url}: ${lhr.runtimeError.message}`);
  const n = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`Lighthouse: no ${id} on ${url} (${lhr.audits[id]?.errorMessage ?? 'not measured'})`);
    return v;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse: no performance score on ${url}`);
  return {
    score: Math.round(score * 100),
    tbtMs: n('total-blocking-time'),
    fcpMs: n('first-contentful-paint'),
    lcpMs: n('largest-contentful-paint'),
    cls: n('cumulative-layout-shift'),
  };
}

/**
 * `runs` rounds; each round loads every page with and without Vanity, alternating which goes first, so drift in
 * the machine's load falls on both sides alike. `pages` limits the pages (all of them by default).
 */
export async function lighthouseFigures(
  origin: string,
  { runs = 3, pages, log = () => {} }: { runs?: number; pages?: string[]; log?: (line: string) => void } = {},
): Promise<LighthouseFigures> {
  const all: Record<string, string> = { ...LIGHTHOUSE_PAGES, ...GRID_SIZES };
  const chosen = Object.entries(all).filter(([name]) => !pages || pages.includes(name));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...ARGS],
  });
  const readings = Object.fromEntries(
    chosen.map(([name]) => [name, { with: [] as LighthouseReading[], without: [] as LighthouseReading[] }]),
  );
  try {
    for (let round = 0; round < runs; round++) {
      for (const [name, path] of chosen) {
        const sides = round % 2 ? (['without', 'with'] as const) : (['with', 'without'] as const);
        for (const side of sides) {
          const r = await readOnce(chrome.port, origin + path, side === 'with' ? [] : WITHOUT_VANITY);
          readings[name]![side].push(r);
          log(
            `lighthouse ${round + 1}/${runs} ${name} ${side}: ${r.score} (TBT ${Math.round(r.tbtMs)} ms, LCP ${Math.round(r.lcpMs)} ms, CLS ${r.cls.toFixed(3)})`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
  }

  const summaries = Object.fromEntries(
    chosen.map(([name, path]) => [
      name,
      { url: path, ...summarisePage(readings[name]!.with, readings[name]!.without), readings: readings[name]! },
    ]),
  );
  const figures: Record<string, number | null> = {};
  for (const [name, s] of Object.entries(summaries)) Object.assign(figures, pageFigures(name, s));
  const weighted = (['home', 'product', 'collection'] as WeightedPage[]).every((p) => summaries[p]);
  if (weighted)
    figures['lighthouse.weightedDrop'] = Math.round(weightedDrop(summaries as unknown as Record<WeightedPage, PageSummary>) * 100) / 100;
  if (summaries.collection12 && summaries.collection48)
    figures['lighthouse.collection.tbtGrowth12to48'] = growth(summaries.collection12.with.tbtMs, summaries.collection48.with.tbtMs);
  return { runs, pages: summaries, figures };
}
