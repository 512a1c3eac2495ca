import { test, type APIRequestContext, type Page } from '@playwright/test';
import type { ModelManifest, ModelSetName } from '../shared/try-on/model-sets';
import { Harness } from './harness';

/** This worker's CDN stand-in, on https: its store's port + 1 (test-harness/start.ts, no CDN_PORT set by the Playwright config). */
function cdnOrigin(): string {
  const store = new URL(test.info().project.use.baseURL!);
  return `https://${store.hostname}:${Number(store.port) + 1}`;
}

/** The CDN's paths of a set's files by their plain names ('facemesh.bin' → '/models/files/facemesh-1a2b3c4d5e.bin'). */
export async function modelFiles(request: APIRequestContext, set: ModelSetName): Promise<Record<string, { path: string; bytes: number }>> {
  const url = `${cdnOrigin()}/models/${set}/manifest.json`;
  const manifest = (await (await request.get(url)).json()) as ModelManifest;
  const out: Record<string, { path: string; bytes: number }> = {};
  for (const f of [...manifest.files, ...Object.values(manifest.wasmFiles)]) {
    const path = new URL(f.path, url).pathname;
    out[
      path
        .split('/')
        .pop()!
        .replace(/-[0-9a-f]{10}\./, '.')
    ] = { path, bytes: f.bytes };
  }
  return out;
}

/** The path of one file of a set, for a fault or a look at the CDN's log. */
export async function modelFile(request: APIRequestContext, set: ModelSetName, plain: string): Promise<string> {
  const file = (await modelFiles(request, set))[plain];
  if (!file) throw new Error(`${set} lists no ${plain}`);
  return file.path;
}

/**
 * Model files (graphs, weights, wasm builds; not manifests) the CDN served since `from` (Date.now()): what came
 * from the network. By time, not by index: the harness keeps only the newest 2000 CDN requests.
 */
export async function modelFilesServed(request: APIRequestContext, from: number): Promise<string[]> {
  return (await Harness.cdnLog(request))
    .filter((r) => r.at !== undefined && Date.parse(r.at) >= from)
    .map((r) => r.path)
    .filter((p) => p.startsWith('/models/files/'));
}

/** Model files the page has read to the end (the loader's downloads, as Resource Timing lists them once complete). */
export async function modelFilesRead(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/models/files/')),
  );
}
