/**
 * The gallery's outputs from its renders: 3× close-ups, a contact sheet and
 * an HTML index. Pure image and text work; gallery.ts does the rendering.
 */
import sharp, { type OverlayOptions } from 'sharp';
import type { RenderFigures } from './render-quality';
import type { Box, Feature, Kind } from './quality/regions';

export interface GalleryRender {
  face: string;
  product: string;
  kind: Kind;
  /** null for the view without make-up. */
  shade: string | null;
  /** The whole view, PNG. */
  png: Buffer;
  boxes: Record<Feature, Box>;
  figures: RenderFigures | null;
  /** Paths of the saved files, relative to the gallery folder. */
  files?: { view: string; crops: Record<Feature, string> };
}

/** Each kind's tell-tale close-up, for the contact sheet. */
export const KIND_FEATURE: Record<Kind, Feature> = { lips: 'lips', eyes: 'eyes', brows: 'brows', foundation: 'face' };

export const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase();

/** A 3× close-up, nearest-neighbour so stair-steps and hard edges show as they are. */
export function crop(png: Buffer, box: Box, scale = 3): Promise<Buffer> {
  return sharp(png)
    .extract(box)
    .resize(box.width * scale, box.height * scale, { kernel: 'nearest' })
    .png()
    .toBuffer();
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function text(width: number, height: number, lines: Array<{ text: string; size: number; bold?: boolean }>, background = '#1b1b1b'): Buffer {
  let y = 0;
  const spans = lines
    .map((l) => {
      y += l.size + 3;
      return `<text x="6" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${l.size}" ${l.bold ? 'font-weight="bold"' : ''} fill="#f2f2f2">${esc(l.text)}</text>`;
    })
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${spans}</svg>`,
  );
}

const CELL_W = 200;
const IMAGE_H = 120;
const LABEL_H = 58;
const CELL_H = IMAGE_H + LABEL_H;
const COLUMNS = 11;
const HEADER_H = 30;

/**
 * One section per face. A product's cells start with the view without
 * make-up, then each shade, every cell the close-up that tells most about
 * that kind (lips, eyes, brows, or the face for foundation). Products start
 * a new line where the section asks (the fixture's long rows of shades);
 * elsewhere the cells flow on.
 */
export async function contactSheet(sections: Array<{ title: string; rows: GalleryRender[][]; rowPerProduct: boolean }>): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  let y = 0;
  const width = CELL_W * COLUMNS;
  for (const section of sections) {
    layers.push({
      input: await sharp(text(width, HEADER_H, [{ text: section.title, size: 18, bold: true }], '#3a2a30'))
        .png()
        .toBuffer(),
      left: 0,
      top: y,
    });
    y += HEADER_H;
    const lines = section.rowPerProduct ? section.rows : [section.rows.flat()];
    for (const line of lines) {
      for (const [i, r] of line.entries()) {
        if (i > 0 && i % COLUMNS === 0) y += CELL_H;
        const left = (i % COLUMNS) * CELL_W;
        const image = await sharp(r.png)
          .extract(r.boxes[KIND_FEATURE[r.kind]])
          .resize(CELL_W - 4, IMAGE_H - 4, { fit: 'contain', background: '#000', kernel: 'lanczos3' })
          .png()
          .toBuffer();
        layers.push({ input: image, left: left + 2, top: y + 2 });
        const f = r.figures;
        const label = [
          { text: r.shade ?? 'no make-up', size: 12, bold: !!r.shade },
          { text: r.product, size: 10 },
          ...(f
            ? [
                { text: `edge ${f.edgeWidthPx ?? '–'} px · hue ${f.hueErrorDeg ?? '–'}° · vis ${f.visible}`, size: 10 },
                { text: `bleed ${f.bleedPx} px · texture ${f.textureKept}`, size: 10 },
              ]
            : []),
        ];
        layers.push({
          input: await sharp(text(CELL_W, LABEL_H, label))
            .png()
            .toBuffer(),
          left,
          top: y + IMAGE_H,
        });
      }
      y += CELL_H;
    }
  }
  return sharp({ create: { width, height: y, channels: 3, background: '#000' } })
    .composite(layers)
    .png()
    .toBuffer();
}

const figureCells = (f: RenderFigures | null) =>
  f
    ? `<td>${f.edgeWidthPx ?? '–'}</td><td>${f.hueErrorDeg ?? '–'}</td><td>${f.bleedPx}</td><td>${f.textureKept}</td><td>${f.visible}</td><td>${f.glassesPx ?? '–'}</td>`
    : '<td colspan="6">(no make-up)</td>';

/** The index: per face and product, the close-ups of every shade beside the view without make-up, with the figures. */
export function indexHtml(sections: Array<{ title: string; rows: GalleryRender[][] }>, notes: string[]): string {
  const body = sections
    .map(
      (s) =>
        `<h2>${esc(s.title)}</h2>${s.rows
          .map(
            (row) =>
              `<h3>${esc(row[0]!.product)}</h3><table><tr><th>Shade</th><th>Lips</th><th>Eyes</th><th>Brows</th><th>Face</th><th>edge px</th><th>hue °</th><th>bleed px</th><th>texture</th><th>visible</th><th>glasses px</th></tr>${row
                .map(
                  (r) =>
                    `<tr><th><a href="${esc(r.files!.view)}">${esc(r.shade ?? 'no make-up')}</a></th>${(
                      ['lips', 'eyes', 'brows', 'face'] as const
                    )
                      .map(
                        (f) =>
                          `<td><a href="${esc(r.files!.crops[f])}"><img loading="lazy" src="${esc(r.files!.crops[f])}" alt="${esc(`${f}, ${r.shade ?? 'no make-up'}`)}"></a></td>`,
                      )
                      .join('')}${figureCells(r.figures)}</tr>`,
                )
                .join('')}</table>`,
          )
          .join('')}`,
    )
    .join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Try-on gallery</title>
<style>body{font:14px system-ui,sans-serif;background:#111;color:#eee;margin:1rem}a{color:#f9c}table{border-collapse:collapse;margin-bottom:1rem}td,th{border:1px solid #333;padding:2px;vertical-align:middle;text-align:left}img{max-height:180px;display:block;image-rendering:pixelated}</style>
<h1>Try-on gallery</h1><p><a href="contact-sheet.png">Contact sheet</a></p><ul>${notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>${body}</html>\n`;
}
