import { describe, expect, it } from 'vitest';
import { mayPrefetchModels } from './prefetch-policy';

describe('the model prefetch on intent', () => {
  it('is skipped where the browser asks to save data', () => {
    expect(mayPrefetchModels({ connection: { saveData: true } })).toBe(false);
  });

  it('goes ahead otherwise, including where the browser has no Network Information API (Safari, Firefox)', () => {
    expect(mayPrefetchModels({ connection: { saveData: false } })).toBe(true);
    expect(mayPrefetchModels({ connection: {} })).toBe(true);
    expect(mayPrefetchModels({})).toBe(true);
    expect(mayPrefetchModels(undefined)).toBe(true);
  });
});
