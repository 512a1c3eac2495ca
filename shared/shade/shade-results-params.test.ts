import { describe, expect, it } from 'vitest';
import { decodeShadeResults, encodeShadeResults, type ShadeResultsParams } from './shade-results-params';

const full: ShadeResultsParams = { skin: 'light', undertone: 'warm', concerns: ['redness', 'dryness'], coverage: 'medium', tone: 81.54 };

describe('shade finder results params', () => {
  it('round-trips answers and the tone in one path segment', () => {
    const encoded = encodeShadeResults(full);
    expect(encoded).toBe('skin-2_undertone-warm_concerns-redness.dryness_coverage-medium_tone-81.5');
    expect(encodeURIComponent(encoded)).toBe(encoded);
    expect(decodeShadeResults(encoded)).toEqual({ ...full, tone: 81.5 });
  });

  it('keeps skipped answers out', () => {
    expect(encodeShadeResults({ skin: null, undertone: null, concerns: [], coverage: null, tone: 40 })).toBe('tone-40');
    expect(decodeShadeResults('tone-40')).toEqual({ skin: null, undertone: null, concerns: [], coverage: null, tone: 40 });
  });

  it('needs a readable tone; drops unknown answers', () => {
    expect(decodeShadeResults('skin-2_undertone-warm')).toBeNull();
    expect(decodeShadeResults('tone-abc')).toBeNull();
    expect(decodeShadeResults('tone-250')).toBeNull();
    expect(decodeShadeResults('skin-9_undertone-purple_concerns-redness.acne_tone-60')).toEqual({
      skin: null,
      undertone: null,
      concerns: ['redness'],
      coverage: null,
      tone: 60,
    });
  });
});
