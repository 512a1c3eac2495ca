import { describe, expect, it } from 'vitest';
import { growth, median, pageFigures, showSpread, spread, summarisePage, weightedDrop, type LighthouseReading } from './lighthouse-figures';

const run = (score: number, tbtMs = 0, over: Partial<LighthouseReading> = {}): LighthouseReading => ({
  score,
  tbtMs,
  fcpMs: 1000,
  lcpMs: 1200,
  cls: 0,
  ...over,
});

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
  });
  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('refuses no values', () => {
    expect(() => median([])).toThrow(/no values/);
  });
});

describe('weightedDrop', () => {
  it("weighs each page's median drop by Shopify's home 17%, product 40%, collection 43%", () => {
    const page = (withScores: number[], without: number[]) =>
      summarisePage(
        withScores.map((s) => run(s)),
        without.map((s) => run(s)),
      );
    // The figures the issue measured: 98/100, 89/100, 93/100 → 0.17·2 + 0.4·11 + 0.43·7 = 7.75.
    const drop = weightedDrop({
      home: page([97, 98, 99], [100, 100, 100]),
      product: page([89, 80, 90], [100, 99, 100]),
      collection: page([93, 95, 91], [100, 100, 100]),
    });
    expect(drop).toBeCloseTo(7.75, 5);
  });
  it('is zero when Vanity changes no score, and negative if a page scores better with it', () => {
    const same = summarisePage([run(90)], [run(90)]);
    expect(weightedDrop({ home: same, product: same, collection: same })).toBe(0);
    const better = summarisePage([run(100)], [run(90)]);
    expect(weightedDrop({ home: same, product: same, collection: better })).toBeCloseTo(-4.3, 5);
  });
});

describe('pageFigures', () => {
  it('writes the medians with Vanity, the score without, and each delta against the page without', () => {
    const s = summarisePage(
      [run(95, 120, { lcpMs: 1300, cls: 0.02 }), run(93, 200, { lcpMs: 1500, cls: 0.02 }), run(96, 80, { lcpMs: 1250, cls: 0.04 })],
      [run(100, 10, { lcpMs: 1200 }), run(100, 30, { lcpMs: 1100 }), run(99, 0, { lcpMs: 1150 })],
    );
    expect(pageFigures('collection', s)).toEqual({
      'lighthouse.collection.score': 95,
      'lighthouse.collection.scoreWithout': 100,
      'lighthouse.collection.tbtMs': 120,
      'lighthouse.collection.tbtDeltaMs': 110,
      'lighthouse.collection.fcpDeltaMs': 0,
      'lighthouse.collection.lcpDeltaMs': 150,
      'lighthouse.collection.cls': 0.02,
      'lighthouse.collection.clsDelta': 0.02,
    });
    expect(s.with.tbtMs).toEqual({ median: 120, min: 80, max: 200 });
  });
});

describe('growth', () => {
  it('is the larger grid over the smaller, 1 when both block nothing, unknown when only the small one is zero', () => {
    expect(growth(spread([100]), spread([118]))).toBe(1.18);
    expect(growth(spread([0]), spread([0]))).toBe(1);
    expect(growth(spread([0]), spread([40]))).toBeNull();
  });
});

describe('showSpread', () => {
  it('prints the median and its range, or the value alone when every run agreed', () => {
    expect(showSpread(spread([30, 10, 20]), ' ms')).toBe('20 ms (10–30)');
    expect(showSpread(spread([0.01, 0.01]), '', 2)).toBe('0.01');
  });
});
