import { pssOf } from './process-memory';

describe('renderer memory', () => {
  it("reads the kernel's proportional set size from smaps_rollup", () => {
    const rollup =
      '55a0-7ff0 ---p 00000000 00:00 0 [rollup]\nRss:              812344 kB\nPss:              640112 kB\nPss_Anon:         600000 kB\n';
    expect(pssOf(rollup)).toBe(640112);
    expect(pssOf('')).toBe(0);
  });
});
