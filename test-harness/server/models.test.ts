// @vitest-environment node
import { createHash } from 'node:crypto';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { trackerStart, WASM_BINARIES, type ModelManifest } from '../../shared/try-on/model-sets';
import { gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { addFault, clearFaults, faultMiddleware } from './faults';
import { hashedName, modelRouter } from './models';

/** Each model set's manifest lists exactly the files it needs, and only those are served. */
let origin = '';
let close: () => void = () => {};
beforeAll(async () => {
  const server = express().use(faultMiddleware('cdn')).use(modelRouter()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const manifestUrl = (set: string) => `${origin}/models/${set}/manifest.json`;
const manifest = async (set: string) => (await (await fetch(manifestUrl(set))).json()) as ModelManifest;
/** The file names a manifest lists, without their hash: `facemesh-1a2b3c4d5e.bin` → `facemesh.bin`. */
const plain = (m: ModelManifest) =>
  m.files.map((f) =>
    f.path
      .split('/')
      .pop()!
      .replace(/-[0-9a-f]{10}\./, '.'),
  );
const FACE = ['blazeface.json', 'blazeface.bin', 'facemesh.json', 'facemesh.bin'];

/** A GET as sent on the wire (fetch would decode the body and hide the encoding). */
function raw(url: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('model sets on the CDN', () => {
  it.each(['VTO-5-1'])('%s (lipstick, foundation) has no iris model, and the tracker leaves it off', async (set) => {
    const m = await manifest(set);
    expect(plain(m)).toEqual(FACE);
    expect(m.models).not.toHaveProperty('iris');
    expect(m).not.toHaveProperty('fallback');
    expect(trackerStart(manifestUrl(set), m).models).not.toHaveProperty('iris');
  });

  it.each(['VTO-5-2', 'FUTest-Brows-6'])(
    '%s (the eyeshadow duet, brows) keeps the iris model, and the tracker turns it on',
    async (set) => {
      const m = await manifest(set);
      expect(plain(m)).toEqual([...FACE, 'iris.json', 'iris.bin']);
      const start = trackerStart(manifestUrl(set), m);
      expect(start.models.iris).toMatch(new RegExp(`^${origin}/models/files/iris-[0-9a-f]{10}\\.json$`));
      expect(Object.keys(start.wasm).sort()).toEqual([...WASM_BINARIES].sort());
      const iris = m.files.find((f) => /iris-[0-9a-f]{10}\.bin$/.test(f.path))!;
      const bin = await raw(new URL(iris.path, manifestUrl(set)).href, 'identity');
      expect(Number(bin.headers['content-length'])).toBe(iris.bytes);
      expect(bin.body.length).toBe(iris.bytes);
    },
  );

  it.each([
    // As Human ships them, VTO-5-1's files are 2.19 MB and VTO-5-2's 4.91 MB.
    ['VTO-5-1', { blazeface: 'float16', facemesh: 'uint8' }, 1_250_000],
    ['VTO-5-2', { blazeface: 'float16', facemesh: 'float16', iris: 'float16' }, 3_500_000],
  ] as const)('%s publishes its weights quantised (%o), within %d bytes in all', async (set, encodings, most) => {
    const m = await manifest(set);
    const total = m.files.reduce((sum, f) => sum + f.bytes, 0);
    expect(total).toBeLessThan(most);
    for (const [model, dtype] of Object.entries(encodings)) {
      const graph = (await (await fetch(new URL(m.models[model as keyof typeof m.models]!, manifestUrl(set)))).json()) as {
        weightsManifest: Array<{ weights: Array<{ dtype: string; shape: number[]; quantization?: { dtype: string } }> }>;
      };
      const floats = graph.weightsManifest.flatMap((g) => g.weights).filter((w) => w.dtype === 'float32');
      // The big tensors as asked; a uint8 model keeps its small ones (biases) as float16.
      const big = floats.filter((w) => w.shape.reduce((a, b) => a * b, 1) >= 1024);
      expect(big.length, model).toBeGreaterThan(0);
      expect(new Set(big.map((w) => w.quantization?.dtype)), model).toEqual(new Set([dtype]));
      expect(
        floats.every((w) => w.quantization?.dtype === 'float16' || w.quantization?.dtype === dtype),
        model,
      ).toBe(true);
    }
  });

  it('serves no fallback tracker', async () => {
    expect((await fetch(`${origin}/models/mediapipe/face_mesh.js`)).status).toBe(404);
  });
});

describe('model files are cached across pages and visits', () => {
  it('names every file by a hash of its content, and a graph names its weights by theirs', async () => {
    const m = await manifest('VTO-5-2');
    for (const f of [...m.files, ...Object.values(m.wasmFiles)]) {
      const response = await fetch(new URL(f.path, manifestUrl('VTO-5-2')));
      const body = Buffer.from(await response.arrayBuffer());
      const name = f.path.split('/').pop()!;
      expect(name).toBe(hashedName(name.replace(/-[0-9a-f]{10}\./, '.'), body));
      expect(
        createHash('sha256')
          .update(body)
          .digest('hex')
          .startsWith(name.match(/-([0-9a-f]{10})\./)![1]!),
      ).toBe(true);
      expect(body.length).toBe(f.bytes);
      if (name.endsWith('.json')) {
        const graph = JSON.parse(body.toString('utf8')) as { weightsManifest: Array<{ paths: string[] }> };
        const weights = graph.weightsManifest.flatMap((g) => g.paths);
        expect(weights).toHaveLength(1);
        expect(m.files.map((x) => x.path.split('/').pop())).toContain(weights[0]);
      }
    }
  });

  it('sends the files as immutable for a year, and the manifest short-lived and revalidated', async () => {
    const m = await manifest('VTO-5-1');
    for (const f of [m.files[0]!, m.wasmFiles['tfjs-backend-wasm-simd.wasm']]) {
      const response = await fetch(new URL(f.path, manifestUrl('VTO-5-1')));
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await fetch(new URL(m.wasmFiles['tfjs-backend-wasm.wasm'].path, manifestUrl('VTO-5-1')))).headers.get('content-type')).toBe(
      'application/wasm',
    );
    const first = await fetch(manifestUrl('VTO-5-1'));
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // A browser's revalidation (fetch would otherwise add no-cache, as a request with its own If-None-Match is one).
    const again = await fetch(manifestUrl('VTO-5-1'), { headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' } });
    expect(again.status).toBe(304);
  });

  it('the sets share the files they have in common, and unhashed or unknown names are not served', async () => {
    const [a, b, c] = [await manifest('VTO-5-1'), await manifest('FUTest-Brows-6'), await manifest('VTO-5-2')];
    const absolute = (m: ModelManifest, set: string) => m.files.map((f) => new URL(f.path, manifestUrl(set)).href);
    expect(absolute(b, 'FUTest-Brows-6')).toEqual(absolute(c, 'VTO-5-2'));
    // The detector is the same file everywhere; VTO-5-1's mesh is its own (uint8) copy.
    const [blazeface, facemesh] = [
      absolute(a, 'VTO-5-1').filter((u) => /blazeface/.test(u)),
      absolute(a, 'VTO-5-1').filter((u) => /facemesh/.test(u)),
    ];
    expect(absolute(b, 'FUTest-Brows-6')).toEqual(expect.arrayContaining(blazeface));
    expect(absolute(b, 'FUTest-Brows-6').filter((u) => facemesh.includes(u))).toEqual([]);
    expect((await fetch(`${origin}/models/VTO-5-1/facemesh.bin`)).status).toBe(404);
    expect((await fetch(`${origin}/models/files/facemesh.bin`)).status).toBe(404);
    expect((await fetch(`${origin}/models/files/facemesh-0000000000.bin`)).status).toBe(404);
  });

  it("keeps the wasm builds under tfjs's own names too (the bench counts them there), revalidated rather than immutable", async () => {
    const m = await manifest('VTO-5-1');
    const stable = await fetch(new URL('tfjs-backend-wasm-simd.wasm', new URL(m.wasm, manifestUrl('VTO-5-1'))));
    const hashed = await fetch(new URL(m.wasmFiles['tfjs-backend-wasm-simd.wasm'].path, manifestUrl('VTO-5-1')));
    expect(stable.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Buffer.from(await stable.arrayBuffer()).equals(Buffer.from(await hashed.arrayBuffer()))).toBe(true);
  });

  it('gzips a file for a browser that accepts it, the manifest giving its own size; a file a fault cuts goes unzipped', async () => {
    const m = await manifest('VTO-5-1');
    const graph = m.files.find((f) => /blazeface-[0-9a-f]{10}\.json$/.test(f.path))!;
    const url = new URL(graph.path, manifestUrl('VTO-5-1')).href;
    const gz = await raw(url, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
    expect(gz.body.length).toBeLessThan(graph.bytes * 0.7);
    expect(gunzipSync(gz.body).length).toBe(graph.bytes);
    addFault({ server: 'cdn', path: new URL(url).pathname, kind: 'truncate', bytes: 4096 });
    try {
      const cut = await raw(url, 'gzip, deflate');
      expect(cut.headers['content-encoding']).toBeUndefined();
      expect(cut.body.length).toBe(4096);
    } finally {
      clearFaults();
    }
  });
});
