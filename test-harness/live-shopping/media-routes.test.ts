// @vitest-environment node
import express from 'express';
import type { AddressInfo } from 'node:net';
import { livePlaylist, mediaRoutes, recordingPlaylist, type MediaShow } from './media-routes';

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

describe('the CDN routes', () => {
  it('follow when the stream really started (liveSince), not the scheduled start', async () => {
    const shows: Record<string, MediaShow> = {
      EARLY: {
        state: 'RUNNING',
        startTime: new Date(START + 600_000).toISOString(),
        liveSince: new Date(START).toISOString(),
        recordings: [],
      },
      SEEDED: { state: 'RUNNING', startTime: new Date(START - 10_000).toISOString(), recordings: [] },
    };
    const server = express()
      .use(
        mediaRoutes(
          (id) => shows[id],
          () => START + 21_000,
        ),
      )
      .listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // Went live 10 minutes before its start (pre-roll): 21 s in, segment 10 is being "encoded".
      expect(segments(await (await fetch(`${base}/live/EARLY/index.m3u8`)).text())).toEqual([
        'seg/7.ts',
        'seg/8.ts',
        'seg/9.ts',
        'seg/10.ts',
      ]);
      expect((await fetch(`${base}/live/EARLY/seg/10.ts`)).status).toBe(200);
      expect((await fetch(`${base}/live/EARLY/seg/11.ts`)).status).toBe(404);
      // Without liveSince, the show is live since its start (31 s ago: segment 15).
      expect(segments(await (await fetch(`${base}/live/SEEDED/index.m3u8`)).text()).at(-1)).toBe('seg/15.ts');
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
