import type { VtoConfig } from '../catalog/product-types';
import { DEFAULT_SELECTION, hasCoverage, hasLighting, hexToRgb, layersFor } from './looks';

const foundation: VtoConfig = {
  products: [{ category: 'foundation', color: '#C89468', coverage: 0.6 }],
  variants: {
    lighter: [{ category: 'foundation', color: '#C89468', coverage: 0.35 }],
    default: [{ category: 'foundation', color: '#C89468', coverage: 0.6 }],
    darker: [{ category: 'foundation', color: '#C89468', coverage: 0.85 }],
  },
};
const tint: VtoConfig = {
  products: [],
  variants: {
    day: [{ category: 'foundation', color: '#C89468', coverage: 0.4, lighting: 'day' }],
    night: [{ category: 'foundation', color: '#C89468', coverage: 0.45, lighting: 'night' }],
  },
};
const duet: VtoConfig = {
  products: [],
  variants: {
    duet: [
      { category: 'eyeshadow', finish: 'satin', color: '#6B4A3A', region: 'crease' },
      { category: 'eyeshadow', finish: 'shimmer', color: '#E3C9A0', region: 'lid' },
    ],
    satin: [{ category: 'eyeshadow', finish: 'satin', color: '#6B4A3A', region: 'lid' }],
    shimmer: [{ category: 'eyeshadow', finish: 'shimmer', color: '#E3C9A0', region: 'lid' }],
  },
};

describe('looks (spec 1 §3–4)', () => {
  it('coverage 0, 1, 2 pick lighter, default, darker', () => {
    expect(
      [0, 1, 2].map((coverage) => layersFor(foundation, { ...DEFAULT_SELECTION, coverage: coverage as 0 | 1 | 2 })[0]!.opacity),
    ).toEqual([0.35, 0.6, 0.85]);
  });

  it('night 0 and day 1 pick the night and day looks', () => {
    expect(layersFor(tint, { ...DEFAULT_SELECTION, lighting: 0 })[0]).toMatchObject({ night: 1, opacity: 0.45 });
    expect(layersFor(tint, { ...DEFAULT_SELECTION, lighting: 1 })[0]).toMatchObject({ night: 0, opacity: 0.4 });
  });

  it('a config keyed lighter (night, 0) and default (day, 1) with no darker is day/night, not coverage', () => {
    const dayNight: VtoConfig = {
      products: [],
      variants: {
        lighter: [{ category: 'foundation', color: '#C89468', coverage: 0.45 }],
        default: [{ category: 'foundation', color: '#C89468', coverage: 0.4 }],
      },
    };
    expect(hasLighting(dayNight)).toBe(true);
    expect(hasCoverage(dayNight)).toBe(false);
    expect(layersFor(dayNight, { ...DEFAULT_SELECTION, lighting: 0 })[0]).toMatchObject({ night: 1, opacity: 0.45 });
    expect(layersFor(dayNight, { ...DEFAULT_SELECTION, lighting: 1 })[0]).toMatchObject({ night: 0, opacity: 0.4 });
    // The day/night alias keeps working; a coverage config is not day/night.
    expect(hasLighting(tint)).toBe(true);
    expect(hasLighting(foundation)).toBe(false);
    expect(hasCoverage(foundation)).toBe(true);
  });

  it('duet products are keyed by look type', () => {
    expect(layersFor(duet, DEFAULT_SELECTION).map((l) => l.region)).toEqual(['eyeshadow-crease', 'eyeshadow-lid']);
    expect(layersFor(duet, { ...DEFAULT_SELECTION, look: 'satin' })).toEqual([
      { region: 'eyeshadow-lid', color: hexToRgb('#6B4A3A'), opacity: 0.6, finish: 'satin', night: 0 },
    ]);
    expect(layersFor(duet, { ...DEFAULT_SELECTION, look: 'shimmer' })[0]!.finish).toBe('shimmer');
  });

  it('lipstick keeps its finish; unknown entries are skipped', () => {
    const lip: VtoConfig = {
      products: [],
      variants: {
        default: [
          { category: 'lipstick', finish: 'gloss', color: '#B0112B', opacity: 0.5 },
          { category: 'glitter', color: '#fff' },
          { category: 'lipstick' },
        ],
      },
    };
    expect(layersFor(lip, DEFAULT_SELECTION)).toEqual([
      { region: 'lips', color: hexToRgb('#B0112B'), opacity: 0.5, finish: 'gloss', night: 0 },
    ]);
    expect(layersFor(null, DEFAULT_SELECTION)).toEqual([]);
  });
});
