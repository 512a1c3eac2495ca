/**
 * The gallery's faces: the astronaut fixture and variants made from it at run
 * time with sharp, so a renderer is judged on more than
 * one exposure, white balance, skin tone, size and pose, and on sparse light
 * brows behind glasses (glasses-face.ts). Nothing is stored.
 */
import sharp, { type Sharp } from 'sharp';
import { glassesAndSparseBrows } from './glasses-face';

export interface Face {
  id: string;
  label: string;
  png: Buffer;
  /** Where the face wears glasses: their frame's pixels in the photo (1 = frame), which no make-up may change. */
  glassesFrame?: Uint8Array;
  /** Every pixel the glasses' frame shows in, its anti-aliased rim included: in front of the face, no part of a region. */
  glassesFootprint?: Uint8Array;
}

const FIXTURE = 'fixtures/astronaut.png';

/**
 * Skin darkened toward a deep brown: each pixel by how skin-like its chroma
 * is, the weights blurred so shine and pores inside the face go with the
 * skin around them, while the suit, flag and backdrop keep their colours.
 */
async function deeperSkin(): Promise<Buffer> {
  const { data, info } = await sharp(FIXTURE).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const weights = Buffer.alloc(info.width * info.height);
  for (let i = 0, p = 0; i < data.length; i += 3, p++) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
    const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
    // The fixture's skin cluster in CbCr (around Cb 110, Cr 146), tight enough to leave the beige backdrop, with a soft edge.
    const d = Math.hypot((cb - 110) / 10, (cr - 146) / 8);
    weights[p] = Math.round(255 * (d < 1 ? 1 : d > 2 ? 0 : 2 - d));
  }
  const blurred = await sharp(weights, { raw: { width: info.width, height: info.height, channels: 1 } })
    .blur(4)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const srgb = (v: number) => Math.round(255 * Math.min(1, v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055));
  // Linear-light gains for skin: about 30 L* darker, and warmer (deep skin reflects relatively more red).
  const gain = [0.2, 0.15, 0.11];
  for (let i = 0, p = 0; i < data.length; i += 3, p++) {
    // Boosted so the middle of the face is fully changed and only the rim blends.
    const w = Math.min(1, (blurred[p]! / 255) * 1.6);
    if (w === 0) continue;
    for (let c = 0; c < 3; c++) data[i + c] = srgb(lin(data[i + c]!) * (1 - w + w * gain[c]!));
  }
  return sharp(data, { raw: info }).png().toBuffer();
}

export async function faces(): Promise<Face[]> {
  const base = sharp(FIXTURE).removeAlpha();
  const { width = 512, height = 512 } = await sharp(FIXTURE).metadata();
  const png = (s: Sharp) => s.png().toBuffer();
  // Half as big in frame: the photo at half size over a blurred fill of itself (a mirrored border would add more faces).
  const half = await png(base.clone().resize(Math.round(width / 2), Math.round(height / 2)));
  const smaller = await base
    .clone()
    .blur(24)
    .composite([{ input: half, left: Math.round(width / 4), top: Math.round(height / 4) }])
    .png()
    .toBuffer();
  // Turned 15° in the picture's plane (a still photo cannot turn the head itself), cropped back to the fixture's frame.
  const rotated = await sharp(await png(base.clone().rotate(15, { background: '#808080' })));
  const { width: rw = width, height: rh = height } = await rotated.metadata();
  const turned = await rotated
    .extract({ left: Math.round((rw - width) / 2), top: Math.round((rh - height) / 2), width, height })
    .png()
    .toBuffer();
  const glasses = await glassesAndSparseBrows();
  return [
    { id: 'fixture', label: 'Fixture', png: await png(base.clone()) },
    { id: 'brighter', label: 'Brighter (×1.35)', png: await png(base.clone().modulate({ brightness: 1.35 })) },
    { id: 'darker', label: 'Darker (×0.6)', png: await png(base.clone().modulate({ brightness: 0.6 })) },
    {
      id: 'warmer',
      label: 'Warmer (white balance)',
      png: await png(
        base.clone().recomb([
          [1.08, 0, 0],
          [0, 1.0, 0],
          [0, 0, 0.8],
        ]),
      ),
    },
    { id: 'deeper-skin', label: 'Deeper skin tone', png: await deeperSkin() },
    { id: 'smaller', label: 'Smaller in frame (½)', png: smaller },
    { id: 'turned', label: 'Turned 15° (in plane)', png: turned },
    {
      id: 'glasses',
      label: 'Glasses, sparse light brows',
      png: glasses.png,
      glassesFrame: glasses.frame,
      glassesFootprint: glasses.footprint,
    },
  ];
}
