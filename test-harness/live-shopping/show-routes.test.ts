// @vitest-environment node
import express from 'express';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { showRoutes } from './show-routes';
import { createShowStore } from './show-store';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vanity-shows-'));
const file = path.join(dir, 'shows.json');
let server: Server;
let base = '';
beforeAll(async () => {
  server = express().use(showRoutes(createShowStore(file, Date.parse('2026-11-22T12:00:00Z')), () => Date.parse('2026-11-22T12:00:00Z'))).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
const get = async (p: string) => {
  const r = await fetch(base + p);
  return { status: r.status, body: await r.json() };
};

describe('live-shopping backend: viewer reads (spec 2 §7)', () => {
  it('seeds every show state across hosts', async () => {
    const states = ['SH0W42', 'SH0W43', 'SH0W40', 'SH0W39'].map(async (id) => (await get(`/show/${id}/v1`)).body.state);
    expect(await Promise.all(states)).toEqual(['RUNNING', 'PENDING', 'ENDED', 'CANCELLED']);
    expect((await get('/show/SH0W40/v1')).body.recordings).toHaveLength(1);
  });
  it('404s a show that does not exist', async () => {
    expect((await get('/show/NOPE/v1')).status).toBe(404);
  });
  it('lists public shows without the cancelled one', async () => {
    const ids = (await get('/show/public/v1')).body.shows.map((s: { id: string }) => s.id);
    expect(ids).toContain('SH0W42');
    expect(ids).not.toContain('SH0W39');
  });
  it('gives a host’s shows inside a start-time window, and refuses a bad window', async () => {
    const all = (await get('/show/byHandle/mia.host/v1')).body.shows;
    expect(all.map((s: { id: string }) => s.id).sort()).toEqual(['SH0W40', 'SH0W42']);
    const recent = (await get('/show/byHandle/mia.host/v1?startTimeStart=2026-11-22T00:00:00Z')).body.shows;
    expect(recent.map((s: { id: string }) => s.id)).toEqual(['SH0W42']);
    expect((await get('/show/byHandle/mia.host/v1?startTimeStart=yesterday')).status).toBe(422);
  });
  it('answers the server time and a host’s profile', async () => {
    expect((await get('/system/currentTime/v1')).body).toEqual({ currentTime: '2026-11-22T12:00:00.000Z' });
    expect((await get('/profile/byHandle/lena.lips/v1')).body.influencer).toEqual({ handle: 'lena.lips' });
    expect((await get('/profile/byHandle/nobody/v1')).status).toBe(404);
  });
  it('keeps the schedule across a restart', () => {
    const again = createShowStore(file, Date.parse('2030-01-01T00:00:00Z'));
    expect(again.byId('SH0W42')!.startTime).toBe('2026-11-22T11:55:00.000Z');
  });
});
