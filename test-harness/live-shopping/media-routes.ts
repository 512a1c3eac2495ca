import { Router, type Request, type Response } from 'express';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shows' video on the CDN origin, as a real ingest service would publish
 * it: HLS built from one committed 12 s loop (media/make-media.sh).
 * - A RUNNING show is a live playlist: a sliding window of 2 s segments whose
 *   sequence numbers follow the time since the show went live (`liveSince`,
 *   when the host's encoder started it; else its startTime), so every viewer
 *   sees the same moment. Each pass through the loop restarts the timestamps,
 *   which a discontinuity tag announces.
 * - A recording is a VOD playlist of the show's length.
 */
export const SEGMENT_SECONDS = 2;
export const LOOP_SEGMENTS = 6;
const WINDOW = 4;
const mediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');

export interface MediaShow {
  state: string;
  startTime: string;
  /** When the stream really started (simulated ingest); seeded shows have none and are live since startTime. */
  liveSince?: string;
  recordings: Array<{ durationSeconds: number }>;
}

/** The playlist lines for segments [first, last], with the loop's discontinuities. */
function segmentLines(first: number, last: number): string[] {
  const lines: string[] = [];
  for (let seq = first; seq <= last; seq++) {
    if (seq !== first && seq % LOOP_SEGMENTS === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `seg/${seq}.ts`);
  }
  return lines;
}

const header = (first: number) => [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
  `#EXT-X-MEDIA-SEQUENCE:${first}`,
  `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / LOOP_SEGMENTS)}`,
];

/** The live window at `now`: the newest segment is the one being "encoded". */
export function livePlaylist(startTime: number, now: number): string {
  const newest = Math.max(0, Math.floor((now - startTime) / (SEGMENT_SECONDS * 1000)));
  const first = Math.max(0, newest - WINDOW + 1);
  return [...header(first), ...segmentLines(first, newest), ''].join('\n');
}

export function recordingPlaylist(durationSeconds: number): string {
  const last = Math.max(1, Math.ceil(durationSeconds / SEGMENT_SECONDS)) - 1;
  return [...header(0), '#EXT-X-PLAYLIST-TYPE:VOD', ...segmentLines(0, last), '#EXT-X-ENDLIST', ''].join('\n');
}

const liveStart = (show: MediaShow) => Date.parse(show.liveSince ?? show.startTime);

export function mediaRoutes(showById: (id: string) => MediaShow | undefined, now: () => number = Date.now): Router {
  const router = Router();
  const playlist = (res: Response, body: string) => res.set('Cache-Control', 'no-cache').type('application/vnd.apple.mpegurl').send(body);
  const segment = (res: Response, seq: number) =>
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('video/mp2t')
      .sendFile(path.join(mediaDir, `loop${seq % LOOP_SEGMENTS}.mpegts`));

  router.get('/live/:showId/index.m3u8', (req: Request, res: Response) => {
    const show = showById(String(req.params.showId));
    if (show?.state !== 'RUNNING') return void res.status(404).type('text').send('Not live');
    playlist(res, livePlaylist(liveStart(show), now()));
  });
  router.get('/live/:showId/seg/:seq.ts', (req: Request, res: Response) => {
    const show = showById(String(req.params.showId));
    const seq = Number(req.params.seq);
    const newest = show ? Math.floor((now() - liveStart(show)) / (SEGMENT_SECONDS * 1000)) : -1;
    // Nothing from the future, and nothing once the stream is off air.
    if (show?.state !== 'RUNNING' || !Number.isInteger(seq) || seq < 0 || seq > newest) return void res.status(404).end();
    segment(res, seq);
  });
  router.get('/recordings/:showId/index.m3u8', (req: Request, res: Response) => {
    const recording = showById(String(req.params.showId))?.recordings[0];
    if (!recording) return void res.status(404).type('text').send('No recording');
    playlist(res, recordingPlaylist(recording.durationSeconds));
  });
  router.get('/recordings/:showId/seg/:seq.ts', (req: Request, res: Response) => {
    const recording = showById(String(req.params.showId))?.recordings[0];
    const seq = Number(req.params.seq);
    if (!recording || !Number.isInteger(seq) || seq < 0 || seq * SEGMENT_SECONDS >= recording.durationSeconds)
      return void res.status(404).end();
    segment(res, seq);
  });
  return router;
}
