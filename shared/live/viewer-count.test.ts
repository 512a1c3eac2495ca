import { NO_VIEWER_COUNT, nextViewerCount, viewerCountVisible, type ViewerCount } from './viewer-count';

const feed = (counts: number[], start = NO_VIEWER_COUNT): ViewerCount => counts.reduce((v, c, i) => nextViewerCount(v, c, i * 1000), start);

describe('the viewer count (minimum 20, shown again at 40, 10 s time-out)', () => {
  it('stays hidden below 20 and appears at 20', () => {
    expect(feed([5, 19]).shown).toBe(false);
    expect(feed([5, 19, 20]).shown).toBe(true);
  });
  it('hides below 20 and comes back only at 40', () => {
    expect(feed([25, 19]).shown).toBe(false);
    expect(feed([25, 19, 30, 39]).shown).toBe(false);
    expect(feed([25, 19, 30, 40]).shown).toBe(true);
  });
  it('hides a count that has not been refreshed for 10 s', () => {
    const v = nextViewerCount(NO_VIEWER_COUNT, 57, 1000);
    expect(viewerCountVisible(v, 11_000)).toBe(true);
    expect(viewerCountVisible(v, 11_001)).toBe(false);
    expect(viewerCountVisible(nextViewerCount(v, 58, 11_000), 20_000)).toBe(true);
  });
});
