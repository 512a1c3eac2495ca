// @vitest-environment node
import express from 'express';
import type { AddressInfo } from 'node:net';
import { trackerStart, type ModelManifest } from '../../shared/try-on/model-sets';
import { modelRouter } from './models';

/** Issue 16 item 4: each model set's manifest lists exactly the files it needs, and only those are served. */
let origin = '';
let close: () => void = () => {};
beforeAll(async () => {
  const server = express().use(modelRouter()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const manifest = async (set: string) => (await (await fetch(`${origin}/models/${set}/manifest.json`)).json()) as ModelManifest;
const FACE = ['blazeface.json', 'blazeface.bin', 'facemesh.json', 'facemesh.bin'];

describe('model sets on the CDN', () => {
  it.each(['VTO-5-1'])('%s (lipstick, foundation) has no iris model, and the tracker leaves it off', async (set) => {
    const m = await manifest(set);
    expect(m.files.map((f) => f.path)).toEqual(FACE);
    expect(m).not.toHaveProperty('fallback');
    expect(trackerStart(`${origin}/models/${set}/manifest.json`, m).iris).toBe(false);
    expect((await fetch(`${origin}/models/${set}/iris.bin`)).status).toBe(404);
  });

  it.each(['VTO-5-2', 'FUTest-Brows-6'])(
    '%s (the eyeshadow duet, brows) keeps the iris model, and the tracker turns it on',
    async (set) => {
      const url = `${origin}/models/${set}/manifest.json`;
      const m = await manifest(set);
      expect(m.files.map((f) => f.path)).toEqual([...FACE, 'iris.json', 'iris.bin']);
      expect(trackerStart(url, m)).toEqual({ modelBase: `${origin}/models/${set}/`, wasmBase: `${origin}/models/wasm/`, iris: true });
      const bin = await fetch(`${origin}/models/${set}/iris.bin`);
      expect(Number(bin.headers.get('content-length') ?? (await bin.arrayBuffer()).byteLength)).toBe(
        m.files.find((f) => f.path === 'iris.bin')!.bytes,
      );
    },
  );

  it('serves no fallback tracker', async () => {
    expect((await fetch(`${origin}/models/mediapipe/face_mesh.js`)).status).toBe(404);
  });
});
