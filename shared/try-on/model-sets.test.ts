import { describe, expect, it } from 'vitest';
import type { VtoConfig } from '../catalog/product-types';
import { MODEL_ASPECT, modelAspect, modelSetFor } from './model-sets';

describe('model sets (spec 1 §9)', () => {
  it('the brow product gets FUTest-Brows-6', () => {
    expect(modelSetFor({ handle: 'brow-renew-pencil' }, null)).toBe('FUTest-Brows-6');
  });

  it('the satin-shimmer duet eyeshadow gets VTO-5-2', () => {
    expect(modelSetFor({ handle: 'satin-shimmer-eyeshadow-duet' }, null)).toBe('VTO-5-2');
  });

  it('everything else gets VTO-5-1, including a satin-shimmer product that is not a duet', () => {
    for (const handle of [
      'velvet-matte-lipstick',
      'second-skin-foundation',
      'luminous-skin-tint',
      'sheer-shimmer-lipstick',
      'satin-shimmer-lip-gloss',
      '',
    ]) {
      expect(modelSetFor({ handle }, null), handle).toBe('VTO-5-1');
    }
  });

  it('a config naming a known set wins; an unknown name is ignored', () => {
    const named = (modelSet: string): VtoConfig => ({ products: [{ modelSet }], variants: {} });
    expect(modelSetFor({ handle: 'velvet-matte-lipstick' }, named('VTO-5-2'))).toBe('VTO-5-2');
    expect(modelSetFor({ handle: 'brow-renew-pencil' }, named('VTO-9-9'))).toBe('FUTest-Brows-6');
  });

  it('reads the manifest’s aspect: 4/7 for every set', () => {
    expect(modelAspect({ aspect: '4/7' })).toBeCloseTo(MODEL_ASPECT, 9);
    expect(modelAspect({ aspect: 4 / 7 })).toBeCloseTo(4 / 7, 9);
    expect(modelAspect({ aspect: '3/4' })).toBe(0.75);
    expect(modelAspect({})).toBeNull();
    expect(modelAspect({ aspect: 'wide' })).toBeNull();
  });
});
