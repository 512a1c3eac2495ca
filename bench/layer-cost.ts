/**
 * `npx tsx bench/layer-cost.ts [ref]`: what the brows and eyes layers cost per frame, the renderer at a git ref
 * (default main) against this checkout's, in one page and interleaved round by round, so a busy machine slows both
 * alike. On a gallery face (COST_FACE, default deeper-skin) at the gallery's view (512×448, the face zoomed 2×): each
 * draw is the whole frame (upload, reference pass, layers) finished by a pixel read back, less the same frame with
 * no make-up; medians of COST_ROUNDS rounds (default 40, the first 3 left out). Shades: COST_BROW (Taupe),
 * COST_EYES (Rose Gold & Plum). Software GL, as the bench's Chromium draws: compare the two columns, not the times.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { faces } from './face-variants';
import { products } from '../test-harness/storefront/catalogue';
import { launchChromium } from './try-on-driver';

const ref = process.argv[2] ?? 'main';
if (!/^[\w./-]+$/.test(ref)) throw new Error(`Not a git ref: ${ref}`);
const oldDir = mkdtempSync(path.join(os.tmpdir(), 'vanity-old-render-'));
execSync(`git archive ${ref} shared | tar -x -C ${oldDir}`);
const bundle = async (dir: string, name: string) =>
  (
    await build({
      stdin: {
        contents: `import { createRenderer } from './shared/try-on/webgl-renderer';
          import { layersFor } from './shared/try-on/looks';
          window.${name} = { createRenderer, layersFor };`,
        resolveDir: dir,
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'iife',
    })
  ).outputFiles[0]!.text;
const [oldJs, newJs] = [await bundle(oldDir, 'RenderOld'), await bundle(process.cwd(), 'RenderNew')];
rmSync(oldDir, { recursive: true, force: true });
const MESH: number[] = JSON.parse(readFileSync('e2e/fixtures/astronaut-mesh.json', 'utf8')).mesh;
const faceId = process.env.COST_FACE ?? 'deeper-skin';
const face = (await faces()).find((f) => f.id === faceId)!;
const photo = `data:image/png;base64,${face.png.toString('base64')}`;
const config = (handle: string, shade: string) =>
  products.find((p) => p.handle === handle)!.variants.find((v) => v.title === shade)!.vtoConfig;
const looks = {
  brows: config('brow-renew-pencil', process.env.COST_BROW ?? 'Taupe'),
  eyes: config('satin-shimmer-eyeshadow-duet', process.env.COST_EYES ?? 'Rose Gold & Plum'),
};
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>cost</title>');
  await page.addScriptTag({ content: oldJs });
  await page.addScriptTag({ content: newJs });
  const rounds = Number(process.env.COST_ROUNDS ?? 40);
  const result = await page.evaluate(
    async ({ photo, mesh, looks, rounds }) => {
      const img = new Image();
      img.src = photo;
      await img.decode();
      const bitmap = await createImageBitmap(img);
      const W = 512;
      const H = 448;
      const xs: number[] = [];
      const ys: number[] = [];
      for (let i = 0; i < 468; i++) [xs[i], ys[i]] = [mesh[i * 3]!, mesh[i * 3 + 1]!];
      const cx = xs.reduce((a: number, b: number) => a + b, 0) / 468;
      const cy = ys.reduce((a: number, b: number) => a + b, 0) / 468;
      const layout = { width: W, height: H, crop: { x: Math.round(cx - W / 4), y: Math.round(cy - H / 4), width: W / 2, height: H / 2 } };
      const out: Record<string, number[]> = {};
      const setups = (['RenderOld', 'RenderNew'] as const).map((name) => {
        const R = (window as any)[name];
        const canvas = document.createElement('canvas');
        const renderer = R.createRenderer(canvas);
        const gl = canvas.getContext('webgl2')!;
        const layers: Record<string, unknown[]> = { none: [] };
        for (const [kind, cfg] of Object.entries(looks)) layers[kind] = R.layersFor(cfg, { coverage: 1, lighting: 1, look: 'duet' });
        return { name, renderer, gl, layers };
      });
      const m = new Float32Array(mesh);
      const px = new Uint8Array(4);
      for (let r = 0; r < rounds; r++) {
        for (const s of r % 2 ? [...setups].reverse() : setups) {
          for (const [kind, layers] of Object.entries(s.layers)) {
            const t0 = performance.now();
            s.renderer.draw({ source: bitmap, width: 512, height: 512, mesh: m, layers, split: 1, timeMs: r * 33, layout, upload: true });
            s.gl.readPixels(0, 0, 1, 1, s.gl.RGBA, s.gl.UNSIGNED_BYTE, px);
            const ms = performance.now() - t0;
            if (r >= 3) (out[`${s.name}.${kind}`] ??= []).push(ms);
          }
        }
      }
      return out;
    },
    { photo, mesh: MESH, looks, rounds },
  );
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  for (const side of ['RenderOld', 'RenderNew']) {
    const none = median(result[`${side}.none`]!);
    console.log(
      `${side === 'RenderOld' ? `old (${ref})` : 'new'}: frame alone ${none.toFixed(2)} ms; brows +${(median(result[`${side}.brows`]!) - none).toFixed(2)} ms; eyes +${(median(result[`${side}.eyes`]!) - none).toFixed(2)} ms`,
    );
  }
} finally {
  await browser.close();
}
