// @vitest-environment node
import express from 'express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { compressedAssets } from './compressed-assets';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vanity-cdn-'));
const SCRIPT = `export const x = ${JSON.stringify('y'.repeat(5000))};\n`;
writeFileSync(path.join(dir, 'chunk-ABCDEFGH.js'), SCRIPT);
writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(100));

let origin = '';
let server: ReturnType<express.Express['listen']>;
beforeAll(async () => {
  const app = express();
  app.use(compressedAssets(dir, () => 'public, max-age=31536000, immutable'));
  app.use(express.static(dir));
  await new Promise<void>((r) => (server = app.listen(0, () => r())));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** The raw response: Node's fetch would decode the body itself. */
async function raw(file: string, acceptEncoding?: string) {
  const r = await fetch(`${origin}/${file}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
  return { headers: r.headers, status: r.status, text: await r.text() };
}

describe('the CDN stand-in compresses text assets, as Shopify’s CDN does', () => {
  it('gzips a script for a browser that accepts gzip, with its type and caching kept', async () => {
    const r = await raw('chunk-ABCDEFGH.js', 'gzip, deflate, br');
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(r.headers.get('content-type')).toMatch(/javascript/);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.text).toBe(SCRIPT);
    const wire = await wireBytes('chunk-ABCDEFGH.js');
    expect(gunzipSync(wire).toString()).toBe(SCRIPT);
    expect(wire.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends it plain to a client that does not accept gzip, and never compresses images or a path outside its folder', async () => {
    const plain = await raw('chunk-ABCDEFGH.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(SCRIPT);
    expect((await raw('photo.png', 'gzip')).headers.get('content-encoding')).toBeNull();
    expect((await raw('..%2Fetc%2Fpasswd.js', 'gzip')).status).toBe(404);
  });
});

/** The bytes on the wire, undecoded. */
async function wireBytes(file: string): Promise<Buffer> {
  const http = await import('node:http');
  return new Promise((resolve, reject) =>
    http
      .get(`${origin}/${file}`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve(Buffer.concat(parts)));
      })
      .on('error', reject),
  );
}
