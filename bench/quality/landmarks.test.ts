import { describe, expect, it } from 'vitest';
import { placeBySimilarity } from './landmarks';
import type { Mesh } from './regions';

describe('placeBySimilarity', () => {
  it("carries a mesh into the view by the scale, turn and shift that map it onto the view's own mesh", () => {
    const from: Mesh = Array.from({ length: 468 }, (_, i) => [100 + 60 * Math.cos(i), 120 + 80 * Math.sin(i * 1.7), i % 7] as const);
    const [s, a, tx, ty] = [2.3, 0.1, -40, 15];
    // The view's mesh: the same points under a known similarity, with a tracker's jitter of up to ±1.5 px.
    const to: Mesh = from.map(
      ([x, y, z], i) =>
        [
          s * (Math.cos(a) * x - Math.sin(a) * y) + tx + 1.5 * Math.sin(i * 12.9),
          s * (Math.sin(a) * x + Math.cos(a) * y) + ty + 1.5 * Math.cos(i * 7.3),
          z * s,
        ] as const,
    );
    const placed = placeBySimilarity(from, to);
    for (const i of [0, 13, 200, 467]) {
      const [x, y, z] = from[i]!;
      expect(placed[i]![0]).toBeCloseTo(s * (Math.cos(a) * x - Math.sin(a) * y) + tx, 0);
      expect(placed[i]![1]).toBeCloseTo(s * (Math.sin(a) * x + Math.cos(a) * y) + ty, 0);
      expect(placed[i]![2]).toBeCloseTo(z * s, 1);
    }
  });
});
