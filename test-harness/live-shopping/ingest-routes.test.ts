// @vitest-environment node
import express from 'express';
import type { AddressInfo } from 'node:net';
import { mediaRoutes } from './media-routes';
import { is, openStream } from './sse-client';
import { startTestBackend, USERS, type TestBackend } from './test-backend';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

let clock = NOW;
let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ now: () => clock });
  // A host of their own, without the seeded running show mia.host has.
  await t.call('/profile/me/handle/v1', { json: { handle: 'rio.rookie' }, as: USERS.rookie });
});
afterAll(() => t.close());

const keyOf = async (as = USERS.rookie) => (await t.call('/profile/me/streamKey/v1', { as })).body.streamKey as string;
const ingest = (key: string, action: 'start' | 'stop') => t.call(`/__ingest/${key}/${action}`, { method: 'POST' });
const status = async () => (await t.call('/profile/me/activeStreamStatus/v1', { as: USERS.rookie })).body;
const newShow = async (startTime: number) =>
  (await t.call('/show/v1', { json: { title: 'Rio live', startTime: iso(startTime) }, as: USERS.rookie })).body.id as string;
const stateOf = async (id: string) => (await t.call(`/show/${id}/v1`)).body.state;
/** What any viewer is told (our public GET /show/{id}/streamStatus/v1). */
const streamOf = async (id: string) => (await t.call(`/show/${id}/streamStatus/v1`)).body.status;

describe('stream keys', () => {
  it('are for influencers: one stable key each, with the ingest address', async () => {
    expect((await t.call('/profile/me/streamKey/v1')).status).toBe(401);
    expect((await t.call('/profile/me/streamKey/v1', { as: USERS.moderator })).body.errors[0].message).toBe('User is not an influencer');
    expect((await t.call('/profile/me/activeStreamStatus/v1', { as: USERS.shopper })).status).toBe(403);
    const first = (await t.call('/profile/me/streamKey/v1', { as: USERS.mia })).body;
    expect(first).toEqual({ streamKey: expect.stringMatching(/^[\w-]{20,}$/), ingestUrl: 'rtmp://127.0.0.1:1935/live' });
    expect(await keyOf(USERS.mia)).toBe(first.streamKey);
    expect(await keyOf()).not.toBe(first.streamKey);
  });
  it('reset to a new key, and the old one stops working', async () => {
    const old = await keyOf(USERS.mia);
    const reset = await t.call('/profile/me/streamKey/v1', { method: 'DELETE', as: USERS.mia });
    expect(reset.body.streamKey).not.toBe(old);
    expect(await keyOf(USERS.mia)).toBe(reset.body.streamKey);
    expect((await ingest(old, 'start')).status).toBe(404);
    expect((await ingest(reset.body.streamKey, 'start')).status).toBe(200);
    expect((await ingest(reset.body.streamKey, 'stop')).status).toBe(200);
    expect((await t.call('/profile/me/streamKey/v1', { method: 'DELETE', as: USERS.shopper })).status).toBe(403);
  });
});

describe('the simulated ingest', () => {
  it('refuses an unknown key or action', async () => {
    expect((await ingest('live_nope', 'start')).status).toBe(404);
    expect((await t.call(`/__ingest/${await keyOf()}/pause`, { method: 'POST' })).status).toBe(404);
  });
  it('takes the host’s show within its pre-roll live, even with a seeded show running on its own', async () => {
    const key = await keyOf(USERS.mia);
    // SH0W42 is live without the stream (seeded): nothing to feed yet.
    expect((await ingest(key, 'start')).body).toEqual({ status: 'LIVE', since: iso(NOW), showId: null });
    const { id } = (await t.call('/show/v1', { json: { title: 'Mia, again', startTime: iso(NOW + 5 * MIN) }, as: USERS.mia })).body;
    expect((await t.call('/profile/me/activeStreamStatus/v1', { as: USERS.mia })).body).toEqual({
      status: 'LIVE',
      since: iso(NOW),
      showId: id,
    });
    expect(await stateOf(id)).toBe('RUNNING');
    expect(await stateOf('SH0W42')).toBe('RUNNING');
    // The seeded show runs with no encoder feeding it, and anyone asking is told so.
    expect(await streamOf('SH0W42')).toBe('IDLE');
    expect(await streamOf(id)).toBe('LIVE');
    expect((await t.call('/show/NOPE/streamStatus/v1')).status).toBe(404);
    await t.call(`/show/${id}/end/v1`, { method: 'POST', as: USERS.mia });
  });
  it('starts the earliest pending show only once its pre-roll (10 minutes) opens, then follows the encoder', async () => {
    const later = await newShow(NOW + 60 * MIN);
    const id = await newShow(NOW + 30 * MIN);
    const key = await keyOf();
    expect(await status()).toEqual({ status: 'IDLE', since: null, showId: null });
    const watcher = await openStream(
      `${t.base}/api/live/chat/${id}/events`,
      (await t.call('/chat/credentials/v1', { guest: await t.guest('preroll') })).body.token,
    );
    await watcher.next(is('history'));

    // Connected 20 minutes before the pre-roll: LIVE, but feeding nothing yet.
    expect((await ingest(key, 'start')).body).toEqual({ status: 'LIVE', since: iso(NOW), showId: null });
    expect(await stateOf(id)).toBe('PENDING');
    expect(await streamOf(id)).toBe('IDLE');
    clock = NOW + 20 * MIN - 1;
    expect(await stateOf(id)).toBe('PENDING');
    // The window opens while the encoder is connected: the next read finds it live.
    clock = NOW + 20 * MIN;
    const live = (await t.call(`/show/${id}/v1`)).body;
    expect(live).toMatchObject({ state: 'RUNNING', playbackUrl: `http://cdn.test/live/${id}/index.m3u8` });
    expect(live).not.toHaveProperty('liveSince');
    expect((await watcher.next(is('show'))).state).toBe('RUNNING');
    watcher.close();
    expect(await status()).toEqual({ status: 'LIVE', since: iso(NOW), showId: id });
    expect(await streamOf(id)).toBe('LIVE');
    expect(await stateOf(later)).toBe('PENDING');
    expect(t.backend.shows.byId(id)!.liveSince).toBe(iso(NOW + 20 * MIN));

    // An encoder hiccup: the show stays open, and the reconnected stream feeds it again.
    clock += MIN;
    expect((await ingest(key, 'stop')).body).toEqual({ status: 'IDLE', since: null, showId: null });
    expect(await stateOf(id)).toBe('RUNNING');
    // Viewers are told the same: running, but no video arriving.
    expect(await streamOf(id)).toBe('IDLE');
    expect((await ingest(key, 'start')).body).toEqual({ status: 'LIVE', since: iso(clock), showId: id });
    expect(await streamOf(id)).toBe('LIVE');
    expect(t.backend.shows.byId(id)!.liveSince).toBe(iso(NOW + 20 * MIN));

    // The next show's pre-roll opens: the stream stays with the show it feeds.
    clock = NOW + 50 * MIN;
    expect(await stateOf(later)).toBe('PENDING');
    expect((await status()).showId).toBe(id);

    // Ending: the recording is as long as the show was live (not since its startTime); the stream goes idle.
    clock = NOW + 50 * MIN + 5_000;
    const ended = (await t.call(`/show/${id}/end/v1`, { method: 'POST', as: USERS.rookie })).body;
    expect(ended.recordings).toEqual([{ url: `http://cdn.test/recordings/${id}/index.m3u8`, durationSeconds: 30 * 60 + 5 }]);
    expect(await status()).toEqual({ status: 'IDLE', since: null, showId: null });
    expect(await streamOf(id)).toBe('IDLE');
    // With the stream idle, the next show waits for the encoder even inside its pre-roll.
    clock = NOW + 55 * MIN;
    expect(await stateOf(later)).toBe('PENDING');
    expect((await ingest(key, 'start')).body.showId).toBe(later);
    // Ended at once: still a recording of at least 2 s.
    expect((await t.call(`/show/${later}/end/v1`, { method: 'POST', as: USERS.rookie })).body.recordings[0].durationSeconds).toBe(2);
  });
  it('serves the live video from the real start, through the backend’s own show lookup', async () => {
    const id = await newShow(clock + 5 * MIN);
    await ingest(await keyOf(), 'start');
    const started = clock;
    clock += 21_000; // segment 10 is being "encoded"
    const cdn = express()
      .use(
        mediaRoutes(
          (showId) => t.backend.shows.byId(showId),
          () => clock,
        ),
      )
      .listen(0, '127.0.0.1');
    await new Promise((r) => cdn.once('listening', r));
    try {
      const base = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
      expect(t.backend.shows.byId(id)!.liveSince).toBe(iso(started));
      const playlist = await (await fetch(`${base}/live/${id}/index.m3u8`)).text();
      expect(playlist).toContain('#EXT-X-MEDIA-SEQUENCE:7');
      expect((await fetch(`${base}/live/${id}/seg/11.ts`)).status).toBe(404);
    } finally {
      cdn.closeAllConnections();
      await new Promise((r) => cdn.close(r));
    }
  });
});

describe('after a restart', () => {
  it('keeps the keys, the stream’s state and when the show went live', async () => {
    const key = await keyOf();
    const before = await status();
    const again = await startTestBackend({ dataDir: t.dataDir, now: () => clock });
    try {
      expect((await again.call('/profile/me/streamKey/v1', { as: USERS.rookie })).body.streamKey).toBe(key);
      expect((await again.call('/profile/me/activeStreamStatus/v1', { as: USERS.rookie })).body).toEqual(before);
      const running = again.backend.shows.byId(before.showId)!;
      expect(running.liveSince).toBe(t.backend.shows.byId(before.showId)!.liveSince);
      expect((await again.call(`/__ingest/${key}/stop`, { method: 'POST' })).body.status).toBe('IDLE');
    } finally {
      await again.close();
    }
  });
});
