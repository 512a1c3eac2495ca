import { readFileSync } from 'node:fs';
import { at } from './curve-geometry';
import { LEFT_BROW_LOWER, LEFT_BROW_UPPER, LEFT_UPPER_LID, RIGHT_BROW_LOWER, RIGHT_BROW_UPPER, RIGHT_UPPER_LID } from './face-regions';
import { CREASE_MAX, CREASE_MIN, creaseShare } from './region-geometry';

const MESH = new Float32Array(JSON.parse(readFileSync('e2e/fixtures/astronaut-mesh.json', 'utf8')).mesh);

/** The fixture with its brows moved toward (share > 0) or away from (share < 0) the lids by a share of the lid space. */
function browsMoved(share: number): Float32Array {
  const mesh = MESH.slice();
  const lidY = (ids: number[]) => ids.reduce((s, i) => s + at(MESH, i)[1], 0) / ids.length;
  for (const [brow, lid] of [
    [[...LEFT_BROW_UPPER, ...LEFT_BROW_LOWER], LEFT_UPPER_LID],
    [[...RIGHT_BROW_UPPER, ...RIGHT_BROW_LOWER], RIGHT_UPPER_LID],
  ] as const) {
    const space = lidY([...lid]) - lidY([...brow]);
    for (const i of brow) mesh[i * 3 + 1] = mesh[i * 3 + 1]! + space * share;
  }
  return mesh;
}

describe('where the crease lies', () => {
  it('is higher up the lid space on a hooded eye, whose brow sits low, than on an open one under a high brow', () => {
    const open = creaseShare(browsMoved(-0.4));
    const fixture = creaseShare(MESH);
    const hooded = creaseShare(browsMoved(0.3));
    expect(open).toBeLessThan(fixture);
    expect(fixture).toBeLessThan(hooded);
    // The same crease, a fifth of the eye's width above the lash line, whatever the brow does.
    expect(open * 1.4).toBeCloseTo(fixture, 1);
  });

  it('stays within the lid space: never on the lash line, never into the brow', () => {
    expect(creaseShare(browsMoved(-3))).toBe(CREASE_MIN);
    expect(creaseShare(browsMoved(0.7))).toBe(CREASE_MAX);
  });
});
