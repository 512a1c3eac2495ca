import { describe, expect, it } from 'vitest';
import { canvasLayout } from './canvas-layout';

describe('canvasLayout (spec 1 §9)', () => {
  it('crops a 640×480 camera to 1.15 on desktop', () => {
    const l = canvasLayout(640, 480, false);
    expect(l.crop).toEqual({ x: 44, y: 0, width: 552, height: 480 });
    expect(l.width / l.height).toBeCloseTo(1.15, 2);
  });

  it('crops to 0.9 on a phone', () => {
    const l = canvasLayout(640, 480, true);
    expect(l.crop.width / l.crop.height).toBeCloseTo(0.9, 2);
    expect(l.crop.x).toBe(Math.round((640 - l.crop.width) / 2));
  });

  it('never exceeds 920 × 800, and a large photo fills exactly that', () => {
    const l = canvasLayout(2048, 1536, false);
    expect(l.width).toBeLessThanOrEqual(920);
    expect(l.height).toBeLessThanOrEqual(800);
    expect([l.width, l.height]).toEqual([920, 800]);
  });

  it('crops a tall portrait photo from its middle', () => {
    const l = canvasLayout(1000, 2000, false);
    expect(l.crop.width).toBe(1000);
    expect(l.crop.y).toBe(Math.round((2000 - l.crop.height) / 2));
  });
});
