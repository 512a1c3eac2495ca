/**
 * The Lighthouse section's arithmetic: one run's readings, their medians and spreads, each page with and without
 * Vanity, and the drop in score Shopify's App Store rule weighs (home 17%, product 40%, collection 43%).
 */

/** One Lighthouse run of one page: the performance score (0–100) and the metrics it is made of. */
export interface LighthouseReading {
  score: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
}

export const METRICS = ['score', 'tbtMs', 'fcpMs', 'lcpMs', 'cls'] as const;
export type Metric = (typeof METRICS)[number];

/** The weights of Shopify's storefront performance rule: the home page, the most visited product and collection. */
export const SHOPIFY_WEIGHTS = { home: 0.17, product: 0.4, collection: 0.43 } as const;
export type WeightedPage = keyof typeof SHOPIFY_WEIGHTS;

/** The median: the middle value, or the mean of the two middle ones for an even count. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) throw new Error('median of no values');
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** A median with the range it came from, so a noisy figure shows as noisy. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(xs: readonly number[]): Spread {
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
}

export interface PageSummary {
  with: Record<Metric, Spread>;
  without: Record<Metric, Spread>;
}

/** Medians and spreads of every metric, with and without Vanity. */
export function summarisePage(withVanity: readonly LighthouseReading[], withoutVanity: readonly LighthouseReading[]): PageSummary {
  const of = (runs: readonly LighthouseReading[]) =>
    Object.fromEntries(METRICS.map((m) => [m, spread(runs.map((r) => r[m]))])) as Record<Metric, Spread>;
  return { with: of(withVanity), without: of(withoutVanity) };
}

/** Shopify's figure: each page's median score without minus with Vanity, weighted; positive is a loss. */
export function weightedDrop(pages: Record<WeightedPage, PageSummary>): number {
  return (Object.keys(SHOPIFY_WEIGHTS) as WeightedPage[]).reduce(
    (sum, page) => sum + SHOPIFY_WEIGHTS[page] * (pages[page].without.score.median - pages[page].with.score.median),
    0,
  );
}

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/** The figures a page writes into results.json: `lighthouse.<page>.score`, `.scoreWithout` and the deltas. */
export function pageFigures(page: string, s: PageSummary): Record<string, number> {
  const p = `lighthouse.${page}`;
  return {
    [`${p}.score`]: s.with.score.median,
    [`${p}.scoreWithout`]: s.without.score.median,
    [`${p}.tbtMs`]: Math.round(s.with.tbtMs.median),
    [`${p}.tbtDeltaMs`]: Math.round(s.with.tbtMs.median - s.without.tbtMs.median),
    [`${p}.fcpDeltaMs`]: Math.round(s.with.fcpMs.median - s.without.fcpMs.median),
    [`${p}.lcpDeltaMs`]: Math.round(s.with.lcpMs.median - s.without.lcpMs.median),
    [`${p}.cls`]: round(s.with.cls.median, 3),
    [`${p}.clsDelta`]: round(s.with.cls.median - s.without.cls.median, 3),
  };
}

/** How the collection's blocking time grows with its cards: the larger grid's over the smaller's (1 is flat). */
export function growth(small: Spread, large: Spread): number | null {
  // Below a task's blocking threshold both are ~0 and the ratio means nothing; 0 → 0 is flat.
  if (small.median === 0) return large.median === 0 ? 1 : null;
  return round(large.median / small.median, 2);
}

/** `12 ms (8–20)`: a median and its range, for the printed table. */
export function showSpread(s: Spread, unit = '', places = 0): string {
  const f = (x: number) => x.toFixed(places);
  return s.min === s.max ? `${f(s.median)}${unit}` : `${f(s.median)}${unit} (${f(s.min)}–${f(s.max)})`;
}
