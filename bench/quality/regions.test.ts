// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { polygonMask } from './metrics';
import { featureBoxes, kindRegions, type Mesh } from './regions';

/** A mesh with every point at the origin but one eye's upper lid (y 100) and the brow's lower edge (y 80) above it. */
function eyeMesh(browOuterFirst: boolean): Mesh {
  const mesh: Array<[number, number, number]> = Array.from({ length: 478 }, () => [0, 0, 0]);
  [33, 246, 161, 160, 159, 158, 157, 173, 133].forEach((id, k) => (mesh[id] = [50 + k * 5, 100, 0]));
  // The brow's outer end (46) sits over the lid's outer corner (33), or, turned round, over its inner corner.
  [46, 53, 52, 65, 55].forEach((id, k) => (mesh[id] = [browOuterFirst ? 45 + k * 12.5 : 95 - k * 12.5, 80, 0]));
  return mesh;
}

describe('regions', () => {
  it('the eyeshadow band runs from the lash line up to the brow, whichever way the brow points run', () => {
    for (const outerFirst of [true, false]) {
      const band = polygonMask(kindRegions('eyes', eyeMesh(outerFirst)).allowed.slice(0, 1), 140, 140);
      expect(band[90 * 140 + 70]).toBe(1);
      expect(band[110 * 140 + 70]).toBe(0);
      expect(band[70 * 140 + 70]).toBe(0);
      // The lid core (the lower 35%) stays near the lash line.
      const core = polygonMask(kindRegions('eyes', eyeMesh(outerFirst)).core.slice(0, 1), 140, 140);
      expect(core[97 * 140 + 70]).toBe(1);
      expect(core[85 * 140 + 70]).toBe(0);
    }
  });

  it('crop boxes hold their feature and stay on the image', () => {
    const mesh: Array<[number, number, number]> = Array.from({ length: 478 }, () => [200, 200, 0]);
    [61, 291, 0, 17].forEach((id, k) => (mesh[id] = [[180, 220, 200, 200][k]!, [205, 205, 198, 214][k]!, 0]));
    const { lips, face } = featureBoxes(mesh, 400, 300);
    expect(lips.left).toBeLessThan(180);
    expect(lips.left + lips.width).toBeGreaterThan(220);
    expect(lips.top).toBeLessThan(198);
    expect(lips.top + lips.height).toBeGreaterThan(214);
    expect(face.left + face.width).toBeLessThanOrEqual(400);
    expect(face.top + face.height).toBeLessThanOrEqual(300);
  });
});
