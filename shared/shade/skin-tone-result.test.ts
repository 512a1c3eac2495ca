import { describe, expect, it } from 'vitest';
import { nearestShade, resultFor, shadeNeighbours, warningFor, type SkinToneResponse } from './skin-tone-result';

const ok: SkinToneResponse = { num_faces: 1, skin_tone: 71.6, metrics: { scale_as_eye_separation: 0.12 }, lighting: { non_darkness: 0.8 } };
const shades = [90, 86, 82, 78, 74, 70, 66].map((skintone, i) => ({ id: i + 1, skintone }));

describe('skin-tone warnings (spec 1 §5)', () => {
  it('none for a good photo, and the tone goes to the caller', () => {
    expect(warningFor(ok)).toBeNull();
    expect(resultFor(ok, 'evt')).toEqual({ skinTone: 71.6, warning: null, eventId: 'evt' });
  });

  it('no face', () => {
    expect(warningFor({ ...ok, num_faces: 0, skin_tone: null })).toEqual({
      title: null,
      description: ['shade.warnings.noFace'],
      allowIgnore: false,
    });
    expect(resultFor({ ...ok, num_faces: 0, skin_tone: null }, 'e').skinTone).toBeNull();
  });

  it('too far under 0.09, not at it', () => {
    expect(warningFor({ ...ok, metrics: { scale_as_eye_separation: 0.0899 } })?.description).toEqual(['shade.warnings.tooFar']);
    expect(warningFor({ ...ok, metrics: { scale_as_eye_separation: 0.09 } })).toBeNull();
  });

  it('darkness alone is the ignorable lighting advice, and keeps the tone', () => {
    const dim = { ...ok, lighting: { non_darkness: 0.3299 } };
    expect(warningFor(dim)).toEqual({
      title: 'shade.warnings.lightingTitle',
      description: ['shade.warnings.lightingAdvice'],
      allowIgnore: true,
    });
    expect(resultFor(dim, 'e').skinTone).toBe(71.6);
    expect(warningFor({ ...ok, lighting: { non_darkness: 0.33 } })).toBeNull();
  });

  it('darkness with another problem is "too dark", after it, and not ignorable', () => {
    const w = warningFor({ ...ok, metrics: { scale_as_eye_separation: 0.05 }, lighting: { non_darkness: 0.1 } });
    expect(w).toEqual({ title: null, description: ['shade.warnings.tooFar', 'shade.warnings.tooDark'], allowIgnore: false });
  });
});

describe('nearest shade (spec 1 §9)', () => {
  it('is the skintone nearest the rounded result', () => {
    expect(nearestShade(shades, 71.4)?.skintone).toBe(70);
    // 71.6 is nearer 70, but it rounds to 72, which is as near 74 as 70: the lighter wins.
    expect(nearestShade(shades, 71.6)?.skintone).toBe(74);
  });
  it('rounds first: 75.5 rounds to 76, between 74 and 78, and the tie goes to the lighter shade', () => {
    expect(nearestShade(shades, 75.5)?.skintone).toBe(78);
    expect(nearestShade(shades, 75.4)?.skintone).toBe(74);
  });
  it('skips variants without a skintone, and gives null when none has one', () => {
    expect(
      nearestShade(
        [
          { id: 1, skintone: null },
          { id: 2, skintone: 50 },
        ],
        80,
      )?.id,
    ).toBe(2);
    expect(nearestShade([{ id: 1, skintone: null }], 80)).toBeNull();
  });
  it('lists two lighter and two deeper neighbours around the suggestion, never the suggestion itself', () => {
    expect(shadeNeighbours(shades, shades[3]!).map((s) => s.skintone)).toEqual([86, 82, 74, 70]);
    expect(shadeNeighbours(shades, shades[0]!).map((s) => s.skintone)).toEqual([86, 82]);
    expect(shadeNeighbours(shades, { id: -1, skintone: 80 })).toEqual([]);
  });
});
