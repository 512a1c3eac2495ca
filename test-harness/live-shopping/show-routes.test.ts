// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createShowStore } from './show-store';
import { startTestBackend, type TestBackend } from './test-backend';

const NOW = Date.parse('2026-11-22T12:00:00Z');
let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ now: () => NOW });
});
afterAll(() => t.close());
const get = (p: string) => t.call(p);

describe('live-shopping backend: viewer reads (spec 2 §7)', () => {
  it('seeds every show state across hosts', async () => {
    const states = ['SH0W42', 'SH0W43', 'SH0W40', 'SH0W39'].map(async (id) => (await get(`/show/${id}/v1`)).body.state);
    expect(await Promise.all(states)).toEqual(['RUNNING', 'PENDING', 'ENDED', 'CANCELLED']);
  });
  it('answers the contract’s Show, with absolute video URLs on the CDN and the chat stream on the API origin', async () => {
    const running = (await get('/show/SH0W42/v1')).body;
    expect(running).toMatchObject({
      playbackUrl: 'http://cdn.test/live/SH0W42/index.m3u8',
      chatBaseUrl: `${t.base}/api/live/chat/SH0W42/events`,
      hasThumbnail: true,
      activeVariant: { productId: 7301000002, variantId: 44010000007 },
      featuredLink: null,
      discounts: { productDiscounts: [{ productId: 7301000002, amountPerItem: '3.00' }] },
      pinnedMessage: { text: 'Welcome! 15% off with the show discount below', author: { handle: 'mia.host', role: 'host' } },
    });
    expect(running).not.toHaveProperty('showDiscounts');
    const ended = (await get('/show/SH0W40/v1')).body;
    expect(ended.recordings).toEqual([{ url: 'http://cdn.test/recordings/SH0W40/index.m3u8', durationSeconds: 3600 }]);
    expect(ended.playbackUrl).toBeNull();
    expect((await get('/show/SH0W39/v1')).body.chatBaseUrl).toBeNull();
  });
  it('404s a show that does not exist', async () => {
    expect((await get('/show/NOPE/v1')).status).toBe(404);
  });
  it('lists public shows without the cancelled one', async () => {
    const { shows } = (await get('/show/public/v1')).body;
    expect(shows.map((s: { id: string }) => s.id)).toContain('SH0W42');
    expect(shows.map((s: { id: string }) => s.id)).not.toContain('SH0W39');
    expect(shows.find((s: { id: string }) => s.id === 'SH0W42').playbackUrl).toMatch(/^http:\/\/cdn\.test\//);
  });
  it('gives a host’s shows inside a start-time window, and refuses a bad window', async () => {
    const all = (await get('/show/byHandle/mia.host/v1')).body.shows;
    expect(all.map((s: { id: string }) => s.id).sort()).toEqual(['SH0W40', 'SH0W42']);
    const recent = (await get('/show/byHandle/mia.host/v1?startTimeStart=2026-11-22T00:00:00Z')).body.shows;
    expect(recent.map((s: { id: string }) => s.id)).toEqual(['SH0W42']);
    const bad = await get('/show/byHandle/mia.host/v1?startTimeStart=yesterday');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('startTimeStart');
  });
  it('answers the server time, plain and written for a reader', async () => {
    expect((await get('/system/currentTime/v1')).body).toEqual({ currentTime: '2026-11-22T12:00:00.000Z' });
    const fr = await t.call('/system/currentTime/formatted/v1', { json: { timeZone: 'Europe/Paris', languageTag: 'fr-FR' } });
    expect(fr.body).toEqual({ currentTime: '2026-11-22T12:00:00.000Z', formatted: 'dimanche 22 novembre 2026 à 13:00' });
    const bad = await t.call('/system/currentTime/formatted/v1', { json: { timeZone: 'Mars/Olympus', languageTag: 'en_US' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['timeZone', 'languageTag']);
  });
  it('keeps the schedule across a restart', () => {
    const again = createShowStore(path.join(t.dataDir, 'shows.json'), Date.parse('2030-01-01T00:00:00Z'));
    expect(again.byId('SH0W42')!.startTime).toBe('2026-11-22T11:55:00.000Z');
  });
  it('loads a file written before shows had pictures, pins and discounts, giving the seeded shows theirs', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'vanity-shows-')), 'shows.json');
    const old = createShowStore(file, NOW)
      .all()
      .map(({ hasThumbnail: _a, activeVariant: _b, featuredLink: _c, featuredItem: _d, pinnedMessage: _e, showDiscounts: _f, ...s }) => ({
        ...s,
        discounts: { productDiscounts: [] },
        chatBaseUrl: s.id === 'SH0W42' ? '/chat/SH0W42' : null,
      }));
    old.push({ ...old[0]!, id: 'HOSTED1', title: 'A host’s own show' });
    writeFileSync(file, JSON.stringify({ shows: old }));
    const upgraded = createShowStore(file, NOW);
    expect(upgraded.byId('SH0W42')).toMatchObject({
      hasThumbnail: true,
      showDiscounts: [{ id: 'LIVE15' }],
      discounts: { productDiscounts: [{ amountPerItem: '3.00' }] },
    });
    expect(upgraded.byId('SH0W42')!.pinnedMessage!.sentAt).toBe('2026-11-22T11:55:18.000Z');
    expect(upgraded.byId('HOSTED1')).toMatchObject({
      hasThumbnail: false,
      pinnedMessage: null,
      activeVariant: null,
      featuredItem: null,
      featuredLink: null,
      showDiscounts: [],
    });
    expect(JSON.parse(readFileSync(file, 'utf8')).shows[0]).not.toHaveProperty('chatBaseUrl');
  });
});
