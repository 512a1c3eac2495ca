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

describe('landmark filter on a brisk head move', () => {
  it('keeps up: a point sweeping 200 px/s, tracked at 15 Hz, is followed within 4 px', () => {
    const f = createLandmarkFilter();
    let worst = 0;
    for (let t = 0; t <= 1000; t += 1000 / 15) {
      const x = t * 0.2;
      f.update(Float32Array.of(x), t);
      if (t > 300) worst = Math.max(worst, Math.abs(f.predict(t)![0]! - x));
    }
    expect(worst).toBeLessThan(4);
  });

  it('and holds still: ±0.5 px of tracker noise on a still face moves the make-up by less', () => {
    const f = createLandmarkFilter();
    const out: number[] = [];
    for (let k = 0; k < 40; k++) {
      f.update(Float32Array.of(100 + (k % 2 ? 0.5 : -0.5)), k * 66);
      out.push(f.predict(k * 66)![0]!);
    }
    const steps = out.slice(10).map((x, i, a) => (i ? Math.abs(x - a[i - 1]!) : 0));
    expect(Math.max(...steps)).toBeLessThan(0.6);
  });
});
