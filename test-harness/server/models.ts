import { Router } from 'express';
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The CDN's model files: each model set is a manifest plus the face models
 * Human ships and tfjs's wasm binaries. A set lists only what it needs: the
 * renderer draws on the mesh's points 0–467, so lipstick and foundation
 * (VTO-5-1) load no iris model (2.4 MB gz of the 4.2 MB). The duet's crease
 * follows the eye, and the brows need it too: Human's iris model also redraws
 * the brow points, and without it the brow's tail runs past the hairs.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const modules = path.join(here, '..', '..', 'node_modules');
const MODEL_DIR = path.join(modules, '@vladmandic', 'human', 'models');
const WASM_DIR = path.join(modules, '@tensorflow', 'tfjs-backend-wasm', 'dist');
const FACE = ['blazeface.json', 'blazeface.bin', 'facemesh.json', 'facemesh.bin'];
const IRIS = ['iris.json', 'iris.bin'];
export const SET_FILES: Record<string, string[]> = {
  'VTO-5-1': FACE,
  'VTO-5-2': [...FACE, ...IRIS],
  'FUTest-Brows-6': [...FACE, ...IRIS],
};
const SETS = Object.keys(SET_FILES);
const WASM_FILES = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'];

export function modelRouter(): Router {
  const r = Router();
  r.get('/models/:set/manifest.json', (req, res) => {
    const files = SET_FILES[req.params.set];
    if (!files) {
      res.status(404).json({ error: 'No such model set' });
      return;
    }
    res.set('Cache-Control', 'public, max-age=300').json({
      name: req.params.set,
      aspect: '4/7',
      tracker: 'human',
      files: files.map((f) => ({ path: f, bytes: statSync(path.join(MODEL_DIR, f)).size })),
      wasm: '../wasm/',
    });
  });
  const send = (dir: string, file: string, type: string) => (_req: unknown, res: import('express').Response) => {
    res.set('Content-Type', type).set('Cache-Control', 'public, max-age=31536000, immutable');
    createReadStream(path.join(dir, file)).pipe(res);
  };
  for (const set of SETS) {
    for (const f of SET_FILES[set]!)
      r.get(`/models/${set}/${f}`, send(MODEL_DIR, f, f.endsWith('.json') ? 'application/json' : 'application/octet-stream'));
  }
  for (const f of WASM_FILES) r.get(`/models/wasm/${f}`, send(WASM_DIR, f, 'application/wasm'));
  return r;
}
