import { bySource, LONG_OBSERVED_MS, type PageTrace } from './main-thread';

const task = (start: number, duration: number, bySource: Record<string, number>) => ({
  start,
  duration,
  source: Object.entries(bySource).sort((a, b) => b[1] - a[1])[0]![0],
  bySource,
});

describe('main-thread figures by source', () => {
  const trace: PageTrace = {
    fcp: 100,
    functions: {},
    tasks: [
      // Before first contentful paint: outside the window blocking time counts.
      task(10, 40, { page: 40 }),
      task(120, LONG_OBSERVED_MS, { 'vanity react-dom': 10, 'vanity try-on.chunk': 2.5 }),
      task(200, 6, { 'vanity try-on.chunk': 6 }),
      task(300, 20, { 'theme theme.js': 20 }),
    ],
  };

  it('counts a task long from the simulated 50 ms on, for the source that spent most of it', () => {
    const s = bySource(trace);
    expect(s['vanity react-dom']).toEqual({ longTasks: 1, longTaskMs: LONG_OBSERVED_MS, totalMs: 10, maxTaskMs: LONG_OBSERVED_MS });
    expect(s['vanity try-on.chunk']).toEqual({ longTasks: 0, longTaskMs: 0, totalMs: 8.5, maxTaskMs: 6 });
    expect(s['theme theme.js']?.longTasks).toBe(1);
  });

  it('leaves out what ended before first contentful paint unless asked', () => {
    expect(bySource(trace).page).toBeUndefined();
    expect(bySource(trace, false).page).toEqual({ longTasks: 1, longTaskMs: 40, totalMs: 40, maxTaskMs: 40 });
  });
});
