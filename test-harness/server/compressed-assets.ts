import type { RequestHandler } from 'express';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BODY_REWRITTEN } from './faults';

/** Text assets a CDN compresses; images, video and wasm go as they are. */
const TEXT = /\.(js|mjs|css|json|map|svg)$/;

/**
 * Shopify's CDN sends scripts and styles compressed to a browser that accepts it; so does this stand-in (gzip,
 * compressed once per file version). Without it, a throttled network (the bench's phone profile) would carry
 * three to four times the bytes a shopper's phone does. Anything else falls through to express.static.
 */
export function compressedAssets(dir: string, cacheControl: (file: string) => string): RequestHandler {
  const root = path.resolve(dir);
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();
  return (req, res, next) => {
    // A fault that cuts or garbles the body (faults.ts) must reach the browser as a short or garbled file, not a broken gzip stream.
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !TEXT.test(req.path) ||
      !/\bgzip\b/.test(req.get('accept-encoding') ?? '') ||
      res.locals[BODY_REWRITTEN]
    )
      return next();
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    if (!file.startsWith(root + path.sep)) return next();
    let mtimeMs: number;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return next();
      mtimeMs = stat.mtimeMs;
    } catch {
      return next();
    }
    let hit = cache.get(file);
    if (!hit || hit.mtimeMs !== mtimeMs) {
      hit = { mtimeMs, body: gzipSync(readFileSync(file), { level: 9 }) };
      cache.set(file, hit);
    }
    res.type(path.extname(file));
    res.set({ 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Cache-Control': cacheControl(file) });
    res.send(hit.body);
  };
}
