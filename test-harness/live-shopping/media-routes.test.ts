// @vitest-environment node
import { livePlaylist, recordingPlaylist } from './media-routes';

const START = Date.parse('2026-11-22T12:00:00Z');
const segments = (m3u8: string) => m3u8.split('\n').filter((l) => l.startsWith('seg/'));

describe('the stand-in’s HLS video', () => {
  it('a live playlist is a sliding window that follows the time since the start, without an end', () => {
    const at = livePlaylist(START, START + 21_000); // segment 10 is being "encoded"
    expect(segments(at)).toEqual(['seg/7.ts', 'seg/8.ts', 'seg/9.ts', 'seg/10.ts']);
    expect(at).toContain('#EXT-X-MEDIA-SEQUENCE:7');
    expect(at).not.toContain('#EXT-X-ENDLIST');
    expect(segments(livePlaylist(START, START + 500))).toEqual(['seg/0.ts']);
  });
  it('announces each restart of the loop, and counts the restarts already gone', () => {
    const at = livePlaylist(START, START + 27_000); // segments 10..13; 12 restarts the 6-segment loop
    const lines = at.split('\n');
    expect(lines[lines.indexOf('seg/12.ts') - 2]).toBe('#EXT-X-DISCONTINUITY');
    expect(at.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(at).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
  });
  it('a recording is a whole VOD playlist of the show’s length', () => {
    const vod = recordingPlaylist(61);
    expect(segments(vod)).toHaveLength(31);
    expect(vod).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(vod.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });
});
