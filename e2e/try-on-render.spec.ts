import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

/**
 * Golden-image checks of the WebGL renderer on the astronaut fixture, with a
 * face mesh laid out by hand so every region's pixels are known exactly.
 */
let bundle = '';
test.beforeAll(async () => {
  const out = await build({
    stdin: {
      contents: `
        import { createRenderer } from './shared/try-on/webgl-renderer';
        import { layersFor } from './shared/try-on/looks';
        import { LANDMARKS } from './shared/try-on/face-regions';
        window.Render = { createRenderer, layersFor, LANDMARKS };`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
  });
  bundle = out.outputFiles[0]!.text;
});

const astronaut = `data:image/png;base64,${readFileSync('fixtures/astronaut.png').toString('base64')}`;

/** Renders one frame with the given look and returns its RGBA pixels and the lip mask. */
async function render(page: Page, look: { config: unknown; selection?: object; split?: number }) {
  return page.evaluate(
    async ({ look, astronaut }) => {
      const R = (window as any).Render;
      const img = new Image();
      img.src = astronaut;
      await img.decode();
      const bitmap = await createImageBitmap(img);
      // Every point parked at the top-left corner, then the regions drawn as ellipses.
      const mesh = new Float32Array(478 * 3);
      const ring = (ids: number[], cx: number, cy: number, rx: number, ry: number) =>
        ids.forEach((id, k) => {
          const a = (k / ids.length) * Math.PI * 2;
          mesh[id * 3] = cx + rx * Math.cos(a);
          mesh[id * 3 + 1] = cy + ry * Math.sin(a);
        });
      ring(R.LANDMARKS.FACE_OVAL, 250, 120, 70, 90);
      ring(R.LANDMARKS.LIPS_OUTER, 250, 160, 30, 12);
      ring(R.LANDMARKS.LIPS_INNER, 250, 160, 14, 4);
      ring(R.LANDMARKS.LEFT_EYE, 220, 100, 12, 5);
      ring(R.LANDMARKS.RIGHT_EYE, 280, 100, 12, 5);
      const canvas = document.createElement('canvas');
      const renderer = R.createRenderer(canvas);
      const selection = { coverage: 1, lighting: 1, look: 'duet', ...look.selection };
      renderer.draw({ source: bitmap, width: 512, height: 512, mesh, layers: R.layersFor(look.config, selection), split: look.split ?? 1, timeMs: 0 });
      const out = document.createElement('canvas');
      out.width = out.height = 512;
      const ctx = out.getContext('2d')!;
      ctx.drawImage(canvas, 0, 0);
      const data = ctx.getImageData(0, 0, 512, 512).data;
      renderer.destroy();
      // Base64 crosses to the test far faster than a million numbers.
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { look, astronaut },
  ).then((b64) => Array.from(Buffer.from(b64, 'base64')));
}

const lipstick = (finish: string, color = '#B0112B') => ({ products: [], variants: { default: [{ category: 'lipstick', finish, color, opacity: 0.85 }] } });
const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
const at = (px: number[], x: number, y: number) => px.slice((y * 512 + x) * 4, (y * 512 + x) * 4 + 3);

test.beforeEach(async ({ page }) => {
  await page.setContent('<!doctype html><title>renderer</title>');
  await page.addScriptTag({ content: bundle });
});

test('lip pixels move toward the lipstick colour; skin outside the lips and the mouth opening stay unchanged', async ({ page }) => {
  const original = await render(page, { config: null });
  const red = await render(page, { config: lipstick('matte') });
  let inside = 0;
  let towards = 0;
  let outsideChanged = 0;
  for (let y = 0; y < 512; y += 2) {
    for (let x = 0; x < 512; x += 2) {
      const outer = inEllipse(x, y, 250, 160, 30, 12);
      const inner = inEllipse(x, y, 250, 160, 14, 4);
      const [r0, g0, b0] = at(original, x, y);
      const [r1, g1, b1] = at(red, x, y);
      if (outer < 0.85 && inner > 1.3) {
        inside++;
        const before = Math.hypot(r0! - 176, g0! - 17, b0! - 43);
        const after = Math.hypot(r1! - 176, g1! - 17, b1! - 43);
        if (after < before - 20) towards++;
      } else if (outer > 1.2 || inner < 0.7) {
        if (r0 !== r1 || g0 !== g1 || b0 !== b1) outsideChanged++;
      }
    }
  }
  expect(inside).toBeGreaterThan(100);
  expect(towards / inside).toBeGreaterThan(0.95);
  expect(outsideChanged).toBe(0);
});

test('before/after at 0 equals the original frame', async ({ page }) => {
  const original = await render(page, { config: null });
  const split0 = await render(page, { config: lipstick('gloss'), split: 0 });
  expect(split0).toEqual(original);
  const half = await render(page, { config: lipstick('gloss'), split: 0.5 });
  // Left of the split is made up, right of it is the original.
  expect(at(half, 230, 160)).not.toEqual(at(original, 230, 160));
  expect(at(half, 270, 160)).toEqual(at(original, 270, 160));
});

test('each finish differs visibly from the others', async ({ page }) => {
  const finishes = ['matte', 'satin', 'shimmer', 'gloss'];
  const frames = [];
  for (const f of finishes) frames.push(await render(page, { config: lipstick(f, '#C57B7E') }));
  for (let a = 0; a < finishes.length; a++) {
    for (let b = a + 1; b < finishes.length; b++) {
      let sum = 0;
      let n = 0;
      for (let y = 150; y < 170; y++) {
        for (let x = 222; x < 278; x++) {
          const pa = at(frames[a]!, x, y);
          const pb = at(frames[b]!, x, y);
          sum += Math.abs(pa[0]! - pb[0]!) + Math.abs(pa[1]! - pb[1]!) + Math.abs(pa[2]! - pb[2]!);
          n++;
        }
      }
      expect(sum / n, `${finishes[a]} vs ${finishes[b]}`).toBeGreaterThan(4);
    }
  }
});

test('foundation coverage orders lighter < default < darker, and night differs from day', async ({ page }) => {
  const original = await render(page, { config: null });
  const config = {
    products: [],
    variants: {
      lighter: [{ category: 'foundation', color: '#8A623F', coverage: 0.35 }],
      default: [{ category: 'foundation', color: '#8A623F', coverage: 0.6 }],
      darker: [{ category: 'foundation', color: '#8A623F', coverage: 0.85 }],
    },
  };
  const diff = (px: number[]) => px.reduce((s, v, i) => s + Math.abs(v - original[i]!), 0);
  const levels = [];
  for (const coverage of [0, 1, 2]) levels.push(diff(await render(page, { config, selection: { coverage } })));
  expect(levels[0]).toBeGreaterThan(0);
  expect(levels[1]).toBeGreaterThan(levels[0]!);
  expect(levels[2]).toBeGreaterThan(levels[1]!);

  const tint = {
    products: [],
    variants: {
      day: [{ category: 'foundation', color: '#C89468', coverage: 0.4, lighting: 'day' }],
      night: [{ category: 'foundation', color: '#C89468', coverage: 0.4, lighting: 'night' }],
    },
  };
  const day = await render(page, { config: tint, selection: { lighting: 1 } });
  const night = await render(page, { config: tint, selection: { lighting: 0 } });
  expect(diff(night)).not.toEqual(diff(day));
});
