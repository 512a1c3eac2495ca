import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, type Request, type Response } from 'express';
import { BODY_REWRITTEN } from './faults';
import { WASM_BINARIES, type FaceModel, type ModelFile, type ModelManifest, type WasmBinary } from '../../shared/try-on/model-sets';

/**
 * The CDN's model files: each model set is a manifest plus the face models
 * Human ships and tfjs's wasm binaries. A set lists only what it needs: the
 * renderer draws on the mesh's points 0–467, so lipstick and foundation
 * (VTO-5-1) load no iris model (2.4 MB gz of the 4.2 MB). The duet's crease
 * follows the eye, and the brows need it too: Human's iris model also redraws
 * the brow points, and without it the brow's tail runs past the hairs.
 *
 * Files are published as a CDN's build step publishes them: under names that
 * carry a hash of their content (`facemesh-1a2b3c4d5e.bin`), in one folder the
 * sets share, and sent as immutable for a year. A model's graph names its
 * weights by their published name, so the graph's own hash covers the weights.
 * Only the manifest, which says which names are current, is short-lived.
 *
 * As a CDN does, each file goes gzipped to a browser that accepts it (the
 * graphs shrink twentyfold, the wasm and the detector's weights by a third or
 * more); the manifest's sizes are the files' own, which is what a reader counts.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const modules = path.join(here, '..', '..', 'node_modules');
const MODEL_DIR = path.join(modules, '@vladmandic', 'human', 'models');
const WASM_DIR = path.join(modules, '@tensorflow', 'tfjs-backend-wasm', 'dist');
const FACE: FaceModel[] = ['blazeface', 'facemesh'];
export const SET_MODELS: Record<string, FaceModel[]> = {
  'VTO-5-1': FACE,
  'VTO-5-2': [...FACE, 'iris'],
  'FUTest-Brows-6': [...FACE, 'iris'],
};
/** Where the published files are: `../files/` from a set's manifest (`/models/<set>/manifest.json`). */
const FILES = '/models/files/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Five minutes, then revalidated (express sends an ETag): for names that stay when the content changes. */
export const MANIFEST_CACHE = 'public, max-age=300';

interface Published {
  name: string;
  body: Buffer;
  type: string;
}

/**
 * The gzipped copy of each body, made once off the event loop (level 9, as a CDN keeps its compressed copies), one
 * after another: libuv's four threads also do the harness's file and crypto work, which must not queue behind them.
 */
const gzipped = new WeakMap<Buffer, Promise<Buffer>>();
const gzipLevel9 = promisify(gzip);
let gzipQueue: Promise<unknown> = Promise.resolve();
function gzipOf(body: Buffer): Promise<Buffer> {
  let gz = gzipped.get(body);
  if (!gz) {
    gz = gzipQueue.then(() => gzipLevel9(body, { level: 9 }));
    gzipQueue = gz;
    gzipped.set(body, gz);
  }
  return gz;
}

/** Sends a published file, gzipped where the browser accepts it and that is smaller (and no fault rewrites it). */
async function sendFile(req: Request, res: Response, file: Published, cacheControl: string) {
  res.set('Content-Type', file.type).set('Cache-Control', cacheControl).vary('Accept-Encoding');
  const gz = await gzipOf(file.body);
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip' && gz.length < file.body.length && !res.locals[BODY_REWRITTEN]) {
    res.set('Content-Encoding', 'gzip').send(gz);
    return;
  }
  res.send(file.body);
}

/** `facemesh.bin` with these bytes → `facemesh-<first 10 hex of their SHA-256>.bin`. */
export function hashedName(file: string, body: Buffer): string {
  const ext = path.extname(file);
  return `${path.basename(file, ext)}-${createHash('sha256').update(body).digest('hex').slice(0, 10)}${ext}`;
}

function publishModel(model: FaceModel, out: Map<string, Published>): { graph: Published; weights: Published } {
  const weightsBody = readFileSync(path.join(MODEL_DIR, `${model}.bin`));
  const weights = { name: hashedName(`${model}.bin`, weightsBody), body: weightsBody, type: 'application/octet-stream' };
  const graph = JSON.parse(readFileSync(path.join(MODEL_DIR, `${model}.json`), 'utf8')) as {
    weightsManifest: Array<{ paths: string[] }>;
  };
  for (const group of graph.weightsManifest) {
    group.paths = group.paths.map((p) => {
      if (p !== `${model}.bin`) throw new Error(`${model}.json names weights ${p}, which are not published`);
      return weights.name;
    });
  }
  const graphBody = Buffer.from(JSON.stringify(graph));
  const published = { name: hashedName(`${model}.json`, graphBody), body: graphBody, type: 'application/json' };
  out.set(weights.name, weights).set(published.name, published);
  return { graph: published, weights };
}

let publishing: ReturnType<typeof publish> | undefined;
/** Read and hashed once (about 12 MB); the gzipped copies are made in the background from then on. */
function published() {
  if (!publishing) {
    publishing = publish();
    for (const file of publishing.files.values()) void gzipOf(file.body);
  }
  return publishing;
}

function publish() {
  const files = new Map<string, Published>();
  const entry = (p: Published): ModelFile => ({ path: `../files/${p.name}`, bytes: p.body.length });
  const models = new Map((['blazeface', 'facemesh', 'iris'] as const).map((m) => [m, publishModel(m, files)]));
  const stable = new Map<string, Published>();
  const wasmFiles = Object.fromEntries(
    WASM_BINARIES.map((name) => {
      const body = readFileSync(path.join(WASM_DIR, name));
      const p = { name: hashedName(name, body), body, type: 'application/wasm' };
      files.set(p.name, p);
      stable.set(name, { ...p, name });
      return [name, entry(p)];
    }),
  ) as Record<WasmBinary, ModelFile>;
  const manifest = (set: string): ModelManifest => {
    const names = SET_MODELS[set]!;
    return {
      name: set as ModelManifest['name'],
      aspect: '4/7',
      tracker: 'human',
      models: Object.fromEntries(names.map((m) => [m, entry(models.get(m)!.graph).path])) as ModelManifest['models'],
      files: names.flatMap((m) => [entry(models.get(m)!.graph), entry(models.get(m)!.weights)]),
      wasmFiles,
      wasm: '../wasm/',
    };
  };
  return { files, stable, manifest };
}

export function modelRouter(): Router {
  // Published as the CDN starts, so the first shopper does not wait for the hashing and gzipping.
  published();
  const r = Router();
  r.get('/models/:set/manifest.json', (req, res) => {
    if (!SET_MODELS[req.params.set]) {
      res.status(404).json({ error: 'No such model set' });
      return;
    }
    res.set('Cache-Control', MANIFEST_CACHE).json(published().manifest(req.params.set));
  });
  r.get(`${FILES}:name`, (req, res) => {
    const file = published().files.get(req.params.name);
    if (!file) {
      res.status(404).json({ error: 'No such model file' });
      return;
    }
    void sendFile(req, res, file, IMMUTABLE);
  });
  // The wasm builds under tfjs's own names too (the manifest's `wasm`, which the bench reads): names that never
  // change are revalidated, never kept as immutable.
  r.get('/models/wasm/:name', (req, res) => {
    const file = published().stable.get(req.params.name);
    if (!file) {
      res.status(404).json({ error: 'No such wasm build' });
      return;
    }
    void sendFile(req, res, file, MANIFEST_CACHE);
  });
  return r;
}
