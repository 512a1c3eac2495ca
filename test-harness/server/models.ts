import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, type Request, type Response } from 'express';
import { BODY_REWRITTEN } from './faults';
import { quantizeWeights, type Quantization, type WeightsGroup } from './quantize-weights';
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
 * The weights are published quantised (tfjs's weights-manifest quantisation, quantize-weights.ts), as tfjs's
 * converter would publish them: the first made-up frame waits for their download, and on a phone network every
 * 200 KB is a second. Each set says how (SET_MODELS), checked on the fixture faces against Human's float models
 * (quantized-models.test.ts): the detector and the iris model go as float16 (no point moves), the mesh as uint8 for
 * VTO-5-1 (every point within a pixel), which halves what lipstick and foundation wait for. With the iris stage a
 * uint8 mesh moves a few eye points by 2 px, so the duet and brows keep Human's float16 mesh.
 *
 * As a CDN does, each file goes gzipped to a browser that accepts it (the
 * graphs shrink twentyfold, the wasm and the detector's weights by a third or
 * more); the manifest's sizes are the files' own, which is what a reader counts.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const modules = path.join(here, '..', '..', 'node_modules');
const MODEL_DIR = path.join(modules, '@vladmandic', 'human', 'models');
const WASM_DIR = path.join(modules, '@tensorflow', 'tfjs-backend-wasm', 'dist');
/** Each set's models, and how each one's weights are published (Human ships the mesh as float16, the rest as float32). */
type SetModels = Partial<Record<FaceModel, Quantization>>;
const WITH_IRIS: SetModels = { blazeface: 'float16', facemesh: 'float16', iris: 'float16' };
export const SET_MODELS: Record<string, SetModels> = {
  'VTO-5-1': { blazeface: 'float16', facemesh: 'uint8' },
  'VTO-5-2': WITH_IRIS,
  'FUTest-Brows-6': WITH_IRIS,
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

interface PublishedModel {
  graph: Published;
  weights: Published;
}

function publishModel(model: FaceModel, encoding: Quantization, out: Map<string, Published>): PublishedModel {
  const graph = JSON.parse(readFileSync(path.join(MODEL_DIR, `${model}.json`), 'utf8')) as { weightsManifest: WeightsGroup[] };
  const quantized = quantizeWeights(graph.weightsManifest, readFileSync(path.join(MODEL_DIR, `${model}.bin`)), encoding);
  graph.weightsManifest = quantized.groups;
  const weights = { name: hashedName(`${model}.bin`, quantized.data), body: quantized.data, type: 'application/octet-stream' };
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
/** Read, quantised and hashed once (about 4 MB); the gzipped copies are made in the background from then on. */
function published() {
  if (!publishing) {
    publishing = publish();
    for (const file of publishing.files.values()) void gzipOf(file.body);
  }
  return publishing;
}

/** A set's model as the CDN publishes it: its graph and weights (for quantized-models.test.ts). */
export function publishedModel(set: string, model: FaceModel): { graph: Buffer; weights: Buffer } {
  const { graph, weights } = published().model(set, model);
  return { graph: graph.body, weights: weights.body };
}

function publish() {
  const files = new Map<string, Published>();
  const entry = (p: Published): ModelFile => ({ path: `../files/${p.name}`, bytes: p.body.length });
  // One copy per model and encoding, shared by the sets that ask for the same.
  const models = new Map<string, PublishedModel>();
  const model = (set: string, m: FaceModel): PublishedModel => {
    const encoding = SET_MODELS[set]![m]!;
    const key = `${m}:${encoding}`;
    if (!models.has(key)) models.set(key, publishModel(m, encoding, files));
    return models.get(key)!;
  };
  for (const [set, names] of Object.entries(SET_MODELS)) for (const m of Object.keys(names) as FaceModel[]) model(set, m);
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
    const names = Object.keys(SET_MODELS[set]!) as FaceModel[];
    return {
      name: set as ModelManifest['name'],
      aspect: '4/7',
      tracker: 'human',
      models: Object.fromEntries(names.map((m) => [m, entry(model(set, m).graph).path])) as ModelManifest['models'],
      files: names.flatMap((m) => [entry(model(set, m).graph), entry(model(set, m).weights)]),
      wasmFiles,
      wasm: '../wasm/',
    };
  };
  return { files, stable, manifest, model };
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
