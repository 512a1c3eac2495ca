/**
 * npm run gallery: every try-on product × every shade rendered through the
 * real photo path in Chromium, on the fixture face, and a representative
 * subset on faces made from it (brighter, darker, warmer, deeper skin,
 * smaller, turned, glasses with sparse light brows). Writes bench/gallery/ (git-ignored): contact-sheet.png,
 * index.html, index.json, views/ (whole canvas) and crops/ (3× lips, eyes,
 * brows and face), to judge the rendering by eye.
 *
 * GALLERY_PORT (default 28080, and the three after it) moves the store;
 * GALLERY_FACES=fixture,darker picks faces; GALLERY_PRODUCTS=brow-renew-pencil picks products (by handle).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHarness } from '../test-harness/server/harness';
import { faces } from './face-variants';
import { contactSheet, crop, indexHtml, slug, type GalleryRender } from './gallery-sheet';
import { photoInView, rendererMeshInView } from './quality/landmarks';
import { changedMask, maskInView } from './quality/metrics';
import { FEATURES, featureBoxes, type Feature } from './quality/regions';
import { CHANGE_THRESHOLD, measureRender } from './render-quality';
import { tryOnProducts } from './try-on-catalogue';
import { decodeRgba, launchChromium, renderContext, renderShades } from './try-on-driver';

const OUT = 'bench/gallery';

/** On the variant faces, a few telling shades per kind keep the run to a few minutes. */
const VARIANT_SHADES: Record<string, string[]> = {
  'velvet-matte-lipstick': ['Classic Red', 'Nude Blush'],
  'high-shine-lip-gloss': ['Cherry Pop'],
  'satin-shimmer-eyeshadow-duet': ['Copper & Espresso', 'Rose Gold & Plum'],
  'brow-renew-pencil': ['Blonde', 'Taupe', 'Soft Black'],
  'second-skin-foundation': ['100 Porcelain', '250 Warm Beige', '400 Pecan', '520 Espresso'],
};

/** Per face and kind, the median visible share over the shades rendered. */
function visibleByFace(renders: GalleryRender[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number[]>> = {};
  for (const r of renders) {
    if (!r.figures) continue;
    ((out[r.face] ??= {})[r.kind] ??= []).push(r.figures.visible);
  }
  return Object.fromEntries(
    Object.entries(out).map(([face, kinds]) => [
      face,
      Object.fromEntries(Object.entries(kinds).map(([kind, xs]) => [kind, [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!])),
    ]),
  );
}

const started = Date.now();
const log = (line: string) => console.error(`gallery ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s: ${line}`);

const port = Number(process.env.GALLERY_PORT ?? 28080);
const harness = await startHarness({
  storePort: port,
  cdnPort: port + 1,
  apiPort: port + 2,
  authPort: port + 3,
  // No cookie banner over the renders.
  consentBanner: false,
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'vanity-gallery-')),
});
const browser = await launchChromium();
const notes: string[] = [
  'Rendered by the real try-on on a photo (product page → Try it on → Photo → shade), desktop layout 1280×800; the view without make-up is before/after at 0.',
  'Crops are 3×, nearest-neighbour: stair-steps and hard edges show as they are. Crop boxes come from Human run on each view.',
  'Figures per render (bench/render-quality.ts): edge = 10–90% alpha rise (goal ≥ 2 px), hue = CIELAB hue error against the shade (lips goal ≤ 15°), bleed = changed pixels outside the region + 3 px (goal 0), texture = high-pass kept (goal 0.6–1.4), visible = share of the region (lips; lid skin to the crease, lashes aside; brow; face; a glasses frame in front of it aside) changed by ΔE00 ≥ 3 (goal: eyes and brows ≥ the lips on every face), glasses = changed pixels on a glasses frame (goal 0).',
  `Variant faces get these shades only: ${Object.entries(VARIANT_SHADES)
    .map(([h, s]) => `${h} (${s.join(', ')})`)
    .join('; ')}.`,
];
try {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(path.join(OUT, 'views'), { recursive: true });
  mkdirSync(path.join(OUT, 'crops'), { recursive: true });
  const context = await renderContext(browser, harness.storeOrigin);
  const wanted = process.env.GALLERY_FACES?.split(',');
  const wantedProducts = process.env.GALLERY_PRODUCTS?.split(',');
  const sections: Array<{ title: string; rows: GalleryRender[][]; rowPerProduct: boolean }> = [];
  for (const face of (await faces()).filter((f) => !wanted || wanted.includes(f.id))) {
    const rows: GalleryRender[][] = [];
    for (const product of tryOnProducts().filter((p) => !wantedProducts || wantedProducts.includes(p.handle))) {
      const shades =
        face.id === 'fixture' ? product.shades : product.shades.filter((s) => VARIANT_SHADES[product.handle]?.includes(s.name));
      if (shades.length === 0) continue;
      let run;
      try {
        run = await renderShades(
          context,
          product.handle,
          { name: `${face.id}.png`, buffer: face.png },
          shades.map((s) => s.name),
          product.shades.length === 1,
        );
      } catch (error) {
        log(`${face.id} × ${product.handle} failed: ${(error as Error).message.split('\n')[0]}`);
        notes.push(`${face.label} × ${product.title}: the try-on did not render (${(error as Error).message.split('\n')[0]}).`);
        continue;
      }
      const original = await decodeRgba(run.original);
      const photo = await decodeRgba(face.png);
      const mesh = await rendererMeshInView(photo, original);
      const placement = face.glassesFrame || face.glassesFootprint ? await photoInView(photo, original) : null;
      const frame =
        face.glassesFrame && placement
          ? maskInView(face.glassesFrame, photo.width, photo.height, placement, original.width, original.height)
          : null;
      const footprint =
        face.glassesFootprint && placement
          ? maskInView(face.glassesFootprint, photo.width, photo.height, placement, original.width, original.height, true)
          : undefined;
      if (!mesh)
        notes.push(`${face.label} × ${product.title}: Human found no face in the view; crops show the middle of the view and no figures.`);
      const whole = { left: 0, top: 0, width: original.width, height: original.height };
      const boxes = mesh ? featureBoxes(mesh, original.width, original.height) : { lips: whole, eyes: whole, brows: whole, face: whole };
      const row: GalleryRender[] = [
        { face: face.id, product: product.title, kind: product.kind, shade: null, png: run.original, boxes, figures: null },
      ];
      for (const [i, shot] of run.shades.entries()) {
        const madeUp = await decodeRgba(shot.png);
        const figures = mesh ? measureRender(product.kind, madeUp, original, mesh, shades[i]!.hex, footprint) : null;
        if (figures && frame) {
          const changed = changedMask(madeUp, original, CHANGE_THRESHOLD);
          figures.glassesPx = changed.reduce((n, c, k) => n + (c && frame[k] ? 1 : 0), 0);
        }
        row.push({ face: face.id, product: product.title, kind: product.kind, shade: shot.shade, png: shot.png, boxes, figures });
      }
      for (const r of row) {
        const name = `${face.id}--${slug(product.handle)}--${slug(r.shade ?? 'no-make-up')}`;
        const crops = {} as Record<Feature, string>;
        for (const feature of FEATURES) {
          crops[feature] = `crops/${name}--${feature}.png`;
          writeFileSync(path.join(OUT, crops[feature]), await crop(r.png, r.boxes[feature]));
        }
        r.files = { view: `views/${name}.png`, crops };
        writeFileSync(path.join(OUT, r.files.view), r.png);
      }
      rows.push(row);
      log(`${face.id} × ${product.handle}: ${run.shades.length} shades`);
    }
    sections.push({ title: face.label, rows, rowPerProduct: face.id === 'fixture' });
  }
  const visible = visibleByFace(sections.flatMap((s) => s.rows.flat()));
  for (const [face, kinds] of Object.entries(visible)) log(`visible ${face}: ${JSON.stringify(kinds)}`);
  notes.push(
    `Visible share per face and kind (median over shades): ${Object.entries(visible)
      .map(
        ([face, kinds]) =>
          `${face} ${Object.entries(kinds)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`,
      )
      .join('; ')}.`,
  );
  writeFileSync(path.join(OUT, 'visible.json'), `${JSON.stringify(visible, null, 1)}\n`);
  writeFileSync(path.join(OUT, 'contact-sheet.png'), await contactSheet(sections));
  writeFileSync(path.join(OUT, 'index.html'), indexHtml(sections, notes));
  writeFileSync(
    path.join(OUT, 'index.json'),
    JSON.stringify(
      sections.flatMap((s) =>
        s.rows.flat().map(({ face, product, kind, shade, figures, files }) => ({ face, product, kind, shade, figures, files })),
      ),
      null,
      1,
    ),
  );
  const renders = sections.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.length - 1, 0), 0);
  log(`${renders} renders; open ${OUT}/index.html or ${OUT}/contact-sheet.png`);
} finally {
  await browser.close();
  await harness.close();
}
