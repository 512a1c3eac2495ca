/**
 * A gallery face the fixture lacks: sparse, light brows behind glasses. Made
 * from the fixture with its Human mesh (e2e/fixtures/astronaut-mesh.json):
 * most brow hairs are replaced by the skin around them and the few left are
 * lightened toward ash, then a dark frame with faintly tinted lenses and a
 * glare is drawn around the eyes, its top rim across the brows' lower edge
 * as reading glasses often sit. Returns the picture, the frame's own
 * pixels (a mask, 1 = frame), so the gallery can count make-up on them, and
 * its footprint (every pixel it shows in, its anti-aliased rim included).
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { dilate, median, polygonMask, type Pt } from './quality/metrics';

const FIXTURE = 'fixtures/astronaut.png';
const MESH: number[] = JSON.parse(readFileSync('e2e/fixtures/astronaut-mesh.json', 'utf8')).mesh;
const at = (i: number): Pt => [MESH[i * 3]!, MESH[i * 3 + 1]!];
const BROWS = [
  [70, 63, 105, 66, 107, 55, 65, 52, 53, 46],
  [300, 293, 334, 296, 336, 285, 295, 282, 283, 276],
];

/** A repeatable value in 0–1 for an integer cell. */
const hash = (a: number, b: number) => {
  const s = Math.sin(a * 127.1 + b * 311.7) * 43758.5453;
  return s - Math.floor(s);
};

/** The brows thinned to a few strands and lightened, in place (RGB, 3 bytes a pixel). */
function thinBrows(data: Buffer, width: number, height: number) {
  const luma = (i: number) => 0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!;
  for (const ids of BROWS) {
    const inside = polygonMask([ids.map(at)], width, height);
    // Hairs stray a pixel or two past the mesh's lines.
    const brow = dilate(inside, width, height, 2);
    const near = dilate(inside, width, height, 3);
    const far = dilate(inside, width, height, 6);
    const ring: number[] = [];
    for (let i = 0; i < brow.length; i++) if (far[i] && !near[i]) ring.push(i);
    const skinY = median(ring.map(luma)) ?? 0;
    // The skin's colour: the ring's pixels no darker than its median light (hair there left out).
    const skin = [0, 1, 2].map((c) => median(ring.filter((i) => luma(i) >= skinY).map((i) => data[i * 3 + c]!)) ?? 0);
    for (let i = 0; i < brow.length; i++) {
      if (!brow[i]) continue;
      const hair = Math.min(1, Math.max(0, (skinY - luma(i)) / (skinY * 0.3)));
      if (hair === 0) continue;
      const x = i % width;
      const y = Math.floor(i / width);
      // About one strand in three is kept, running along a hair's slant (up toward the tail), lightened toward ash.
      const kept = hash(Math.floor((x + 0.6 * y) / 1.5), ids[0]!) < 0.3;
      const toSkin = kept ? 0.45 : 0.96;
      const grain = (hash(x, y) - 0.5) * 6;
      for (let c = 0; c < 3; c++) {
        const v = data[i * 3 + c]!;
        const ash = kept ? (v + luma(i)) / 2 : v;
        data[i * 3 + c] = Math.round(Math.min(255, Math.max(0, ash + (skin[c]! + grain - ash) * toSkin * hair)));
      }
    }
  }
}

/** Rounded lens outlines around each eye, from the mesh: outer and inner eye corners, the brows' lower lines and the cheeks. */
function glassesSvg(width: number, height: number): string {
  const lens = (outer: number, inner: number, browLower: number, cheek: number) => {
    const xs = [at(outer)[0], at(inner)[0]];
    const x0 = Math.min(...xs) - 6;
    const x1 = Math.max(...xs) + 5;
    const y0 = at(browLower)[1] + 1;
    const y1 = at(cheek)[1] + 2;
    return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
  };
  const left = lens(33, 133, 52, 118);
  const right = lens(263, 362, 282, 347);
  // Left and right lenses, their frame 2.5 px wide, a bridge over the nose and the temples running to the face's edge.
  const rim = (l: { x: number; y: number; w: number; h: number }) =>
    `<rect x="${l.x}" y="${l.y}" width="${l.w}" height="${l.h}" rx="6" ry="7" fill="rgba(150,170,190,0.07)" stroke="#2b221e" stroke-width="2.5"/>`;
  const glare = (l: { x: number; y: number; w: number; h: number }) =>
    `<path d="M ${l.x + l.w * 0.55} ${l.y + 2} L ${l.x + l.w * 0.75} ${l.y + 2} L ${l.x + l.w * 0.4} ${l.y + l.h - 2} L ${l.x + l.w * 0.25} ${l.y + l.h - 2} Z" fill="rgba(255,255,255,0.22)"/>`;
  const bridgeY = Math.min(left.y, right.y) + 5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    ${glare(left)}${glare(right)}${rim(left)}${rim(right)}
    <path d="M ${left.x + left.w} ${bridgeY} Q ${(left.x + left.w + right.x) / 2} ${bridgeY - 3} ${right.x} ${bridgeY}" fill="none" stroke="#2b221e" stroke-width="2.5"/>
    <path d="M ${left.x} ${left.y + 4} L ${at(127)[0] - 2} ${left.y + 3}" stroke="#2b221e" stroke-width="2.5"/>
    <path d="M ${right.x + right.w} ${right.y + 4} L ${at(356)[0] + 2} ${right.y + 3}" stroke="#2b221e" stroke-width="2.5"/>
  </svg>`;
}

export async function glassesAndSparseBrows(): Promise<{
  png: Buffer;
  frame: Uint8Array;
  footprint: Uint8Array;
  width: number;
  height: number;
}> {
  const { data, info } = await sharp(FIXTURE).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  thinBrows(data, info.width, info.height);
  const svg = Buffer.from(glassesSvg(info.width, info.height));
  const png = await sharp(data, { raw: info })
    .composite([{ input: svg, left: 0, top: 0 }])
    .png()
    .toBuffer();
  // The frame alone, drawn white on black: its pixels are where it covers half a pixel or more.
  const frameSvg = glassesSvg(info.width, info.height)
    .replace(/fill="rgba\([^"]*\)"/g, 'fill="none"')
    .replace(/#2b221e/g, '#ffffff');
  const mask = await sharp({ create: { width: info.width, height: info.height, channels: 3, background: '#000000' } })
    .composite([{ input: Buffer.from(frameSvg), left: 0, top: 0 }])
    .extractChannel(0)
    .raw()
    .toBuffer();
  const frame = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) frame[i] = mask[i]! >= 128 ? 1 : 0;
  // Everywhere the frame shows at all, its anti-aliased rim included: no part of the brow or lid a shopper judges.
  const footprint = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) footprint[i] = mask[i]! >= 16 ? 1 : 0;
  return { png, frame, footprint, width: info.width, height: info.height };
}
