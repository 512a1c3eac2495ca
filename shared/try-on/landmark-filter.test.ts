import { createLandmarkFilter } from './landmark-filter';

describe('landmark filter', () => {
  it('holds a still face still', () => {
    const f = createLandmarkFilter();
    for (let t = 0; t <= 600; t += 60) f.update(Float32Array.of(100, 200), t);
    expect(Array.from(f.predict(700)!)).toEqual([100, 200]);
  });

  it('predicts a moving face between tracker results', () => {
    const f = createLandmarkFilter();
    // Moving 1 px per ms to the right, tracked every 60 ms.
    for (let t = 0; t <= 1200; t += 60) f.update(Float32Array.of(t, 0), t);
    const ahead = f.predict(1230)![0]!;
    expect(ahead).toBeGreaterThan(1215);
    expect(ahead).toBeLessThan(1245);
  });

  it('does not run away when the tracker stalls', () => {
    const f = createLandmarkFilter({ maxLeadMs: 100 });
    for (let t = 0; t <= 600; t += 60) f.update(Float32Array.of(t), t);
    expect(f.predict(5000)![0]!).toBeLessThan(720);
  });

  it('damps jitter', () => {
    const f = createLandmarkFilter();
    const noisy = [0, 4, -4, 4, -4, 4, -4, 4, -4, 4, -4];
    const out: number[] = [];
    noisy.forEach((x, i) => {
      f.update(Float32Array.of(x), i * 60);
      out.push(f.predict(i * 60)![0]!);
    });
    expect(Math.max(...out.slice(4).map(Math.abs))).toBeLessThan(4);
  });
});
