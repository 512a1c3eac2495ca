/**
 * Render-quality figures: each kind of make-up rendered
 * through the real photo path on the fixture face, held against the same
 * view with no make-up. Reported by `npm run bench`, never asserted.
 */
import type { Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { rendererMeshInView } from './quality/landmarks';
import {
  bleedCount,
  changedMask,
  diffMagnitude,
  dilate,
  edgeWidth,
  hexRgb,
  hueDifferenceDeg,
  hueOf,
  labOf,
  meanRgb,
  polygonMask,
  skinPixels,
  textureKept,
  visibleShare,
  withoutLashes,
  type Rgba,
} from './quality/metrics';
import { faceWidth, kindRegions, type Kind, type Mesh } from './quality/regions';
import { tryOnProducts, type TryOnProduct } from './try-on-catalogue';
import { decodeRgba, renderContext, renderShades } from './try-on-driver';

/** A pixel has changed when a channel moved more than this (of 255): above rounding, below any visible make-up. */
export const CHANGE_THRESHOLD = 8;
/** Changes within this margin of where the make-up belongs are not bleed. */
export const BLEED_MARGIN_PX = 3;

/** Shades greyer than this CIELAB chroma have no hue to speak of (Soft Black, Pearl): no hue error for them. */
export const MIN_SHADE_CHROMA = 5;

export interface RenderFigures {
  edgeWidthPx: number | null;
  hueErrorDeg: number | null;
  bleedPx: number;
  textureKept: number;
  /** The share of the kind's visible region (regions.ts) changed by at least VISIBLE_DELTA_E (metrics.ts). */
  visible: number;
  /** On a face with glasses (the gallery's), changed pixels on their frame. */
  glassesPx?: number;
}

const round = (x: number, places = 2) => Math.round(x * 10 ** places) / 10 ** places;

/**
 * The figures for one render of one kind of make-up, against the same view without it. `occluded` marks what lies in
 * front of the face (a glasses frame, 1 = in front): no make-up may change it, so it is no part of the region a
 * shopper judges the make-up by, as lashes are not part of a lid.
 */
export function measureRender(
  kind: Kind,
  madeUp: Rgba,
  original: Rgba,
  mesh: Mesh,
  shadeHex: string,
  occluded?: Uint8Array,
): RenderFigures {
  const { width, height } = original;
  const regions = kindRegions(kind, mesh);
  const allowed = polygonMask(regions.allowed, width, height);
  const change = diffMagnitude(madeUp, original);

  const side = polygonMask(regions.edgeSide.polygons, width, height);
  if (regions.edgeSide.invert) for (let i = 0; i < side.length; i++) side[i] = 1 - side[i]!;
  // Profiles reach past any plausible feather: a tenth of the face's width, at least 6 px.
  const edge = edgeWidth(change, side, width, height, regions.edges, Math.max(6, faceWidth(mesh) / 10));

  // Colour and texture are judged away from the region's own rim, as far as a thin region (a lid, a brow) allows.
  const coreFull = polygonMask(regions.core, width, height);
  let core = coreFull;
  for (const shrink of [2, 1]) {
    const shrunk = dilate(coreFull, width, height, -shrink);
    if (shrunk.reduce((n, v) => n + v, 0) >= 40) {
      core = shrunk;
      break;
    }
  }
  const shade = hexRgb(shadeHex);
  const [, a, b] = labOf(...shade);
  const hue = Math.hypot(a, b) < MIN_SHADE_CHROMA ? null : round(hueDifferenceDeg(hueOf(meanRgb(madeUp, core)), hueOf(shade)), 1);

  const mayChange = dilate(allowed, width, height, BLEED_MARGIN_PX);
  if (regions.skinWithin) skinPixels(original, regions.skinWithin).forEach((skin, i) => skin && (mayChange[i] = 1));
  const bleed = bleedCount(changedMask(madeUp, original, CHANGE_THRESHOLD), mayChange);
  const visible = visibleFigure(kind, madeUp, original, mesh, occluded);
  return { edgeWidthPx: edge.px, hueErrorDeg: hue, bleedPx: bleed, textureKept: round(textureKept(madeUp, original, core)), visible };
}

/**
 * measureRender's `visible` alone, for a check that needs only it: the share of the kind's visible region the
 * make-up changed, what lies in front of the face (`occluded`) left out. The rest of the figures cost about thirty
 * times as much.
 */
export function visibleFigure(kind: Kind, madeUp: Rgba, original: Rgba, mesh: Mesh, occluded?: Uint8Array): number {
  const regions = kindRegions(kind, mesh);
  const visibleMask = polygonMask(regions.visible, original.width, original.height);
  if (occluded) visibleMask.forEach((_, i) => occluded[i] && (visibleMask[i] = 0));
  return round(visibleShare(madeUp, original, regions.visibleSkinOnly ? withoutLashes(original, visibleMask) : visibleMask));
}

export interface KindFigures extends RenderFigures {
  renders: number;
  /** The render behind the worst hue error and the most bleed. */
  worstHue: string;
  worstBleed: string;
}

/** Which shades the bench renders per kind (the gallery renders them all). */
const BENCH_PRODUCTS: Record<Kind, (p: TryOnProduct) => boolean> = {
  // Every lipstick and gloss shade: the kinds with a hue goal (results.ts).
  lips: (p) => p.kind === 'lips' && p.shades.length > 1,
  eyes: (p) => p.handle === 'satin-shimmer-eyeshadow-duet',
  brows: (p) => p.handle === 'brow-renew-pencil',
  foundation: (p) => p.handle === 'second-skin-foundation',
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Per kind: edge width and texture kept are the median over shades (they
 * belong to the renderer, not the shade); hue error is the worst shade and
 * bleed the most any shade made; the visible share is the median shade's.
 */
export async function renderQuality(
  browser: Browser,
  storeOrigin: string,
  log: (line: string) => void = () => {},
): Promise<Record<Kind, KindFigures>> {
  const context = await renderContext(browser, storeOrigin);
  const photo = { name: 'astronaut.png', buffer: readFileSync('fixtures/astronaut.png') };
  const photoRgba = await decodeRgba(photo.buffer);
  const out = {} as Record<Kind, KindFigures>;
  try {
    for (const kind of Object.keys(BENCH_PRODUCTS) as Kind[]) {
      const rows: Array<{ label: string } & RenderFigures> = [];
      for (const product of tryOnProducts().filter(BENCH_PRODUCTS[kind])) {
        const run = await renderShades(
          context,
          product.handle,
          photo,
          product.shades.map((s) => s.name),
        );
        const original = await decodeRgba(run.original);
        const mesh = await rendererMeshInView(photoRgba, original);
        if (!mesh) throw new Error(`No face found in the try-on view of ${product.handle}`);
        for (const [i, shot] of run.shades.entries()) {
          rows.push({
            label: `${product.title} · ${shot.shade}`,
            ...measureRender(kind, await decodeRgba(shot.png), original, mesh, product.shades[i]!.hex),
          });
        }
      }
      const edges = rows.map((r) => r.edgeWidthPx).filter((x): x is number => x !== null);
      const byHue = rows.reduce((a, b) => ((b.hueErrorDeg ?? -1) > (a.hueErrorDeg ?? -1) ? b : a));
      const byBleed = rows.reduce((a, b) => (b.bleedPx > a.bleedPx ? b : a));
      out[kind] = {
        edgeWidthPx: edges.length ? round(median(edges)) : null,
        hueErrorDeg: byHue.hueErrorDeg,
        bleedPx: byBleed.bleedPx,
        textureKept: round(median(rows.map((r) => r.textureKept))),
        visible: round(median(rows.map((r) => r.visible))),
        renders: rows.length,
        worstHue: byHue.label,
        worstBleed: byBleed.label,
      };
      log(`quality: ${kind} ${JSON.stringify(out[kind])}`);
    }
  } finally {
    await context.close();
  }
  return out;
}
