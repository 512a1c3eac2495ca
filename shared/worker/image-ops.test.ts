// @vitest-environment node
import sharp from 'sharp';
import { orientedSize, readImageHeader } from './image-header';
import {
  compressToByteCap,
  downscaleImage,
  fitWithin,
  ImageError,
  prepareSkinToneRequest,
  qualitySteps,
  SHADE_MATCH_MAX_BYTES,
  type ImageCodec,
} from './image-ops';

/** A codec whose output size follows quality and area, so the byte-cap loop can be tested. */
function fakeCodec(bytesAt: (w: number, h: number, q: number) => number = (w, h, q) => Math.round(w * h * q)) {
  const encodes: Array<{ width: number; height: number; quality: number }> = [];
  const codec: ImageCodec = {
    async decode(blob, size) {
      // Decodes to the picture's real (EXIF-oriented) size, as createImageBitmap does.
      const header = readImageHeader(new Uint8Array(await blob.arrayBuffer()));
      const natural = header ? orientedSize(header) : { width: 1, height: 1 };
      const w = size?.width ?? natural.width;
      const h = size?.height ?? natural.height;
      return { width: w, height: h, source: {} as CanvasImageSource, close() {} };
    },
    async encodeJpeg(_img, width, height, quality) {
      encodes.push({ width, height, quality });
      return new Blob([new Uint8Array(bytesAt(width, height, quality))], { type: 'image/jpeg' });
    },
  };
  return { codec, encodes };
}

const jpeg = async (w: number, h: number, orientation?: number) => {
  let img = sharp({ create: { width: w, height: h, channels: 3, background: '#9e4b55' } });
  if (orientation) img = img.withMetadata({ orientation });
  return new Blob([new Uint8Array(await img.jpeg().toBuffer())], { type: 'image/jpeg' });
};
/** Noise does not compress, so these files really are bigger than the caps under test. */
const noisy = async (w: number, h: number) =>
  new Blob(
    [
      new Uint8Array(
        await sharp({
          create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
        })
          .jpeg({ quality: 95 })
          .toBuffer(),
      ),
    ],
    { type: 'image/jpeg' },
  );
const png = async (w: number, h: number) =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: w, height: h, channels: 4, background: '#00000000' } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  );

describe('fitWithin and qualitySteps', () => {
  it('keeps the aspect ratio and never upscales', () => {
    expect(fitWithin(4000, 3000, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 4000, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
  });
  it('steps JPEG quality from 0.9 down by 0.1 (spec 2 §5)', () => {
    expect(qualitySteps()).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });
});

describe('downscaleImage (spec 1 §5)', () => {
  it('outputs a JPEG with neither side over 2048 px at quality 0.92 by default', async () => {
    const { codec, encodes } = fakeCodec();
    const out = await downscaleImage(await jpeg(4032, 3024), codec);
    expect(out).toMatchObject({ width: 2048, height: 1536 });
    expect(encodes[0]).toEqual({ width: 2048, height: 1536, quality: 0.92 });
  });

  it('accepts PNG, and honours a chosen quality and side', async () => {
    const { codec, encodes } = fakeCodec();
    const out = await downscaleImage(await png(600, 300), codec, { maxSide: 300, quality: 0.8 });
    expect(out).toMatchObject({ width: 300, height: 150 });
    expect(encodes[0]!.quality).toBe(0.8);
  });

  it('sizes by the EXIF-oriented picture: a turned portrait stays portrait', async () => {
    const { codec } = fakeCodec();
    const out = await downscaleImage(await jpeg(4000, 3000, 6), codec);
    expect(out).toMatchObject({ width: 1536, height: 2048 });
  });

  it('refuses anything but PNG or JPEG, whatever the file claims to be', async () => {
    const { codec } = fakeCodec();
    const webp = new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
            .webp()
            .toBuffer(),
        ),
      ],
      { type: 'image/jpeg' },
    );
    await expect(downscaleImage(webp, codec)).rejects.toMatchObject({ name: 'ImageError', message: 'unsupportedType' });
    await expect(downscaleImage(new Blob(['hello'], { type: 'text/plain' }), codec)).rejects.toBeInstanceOf(ImageError);
  });

  it('calls a file that will not decode unreadable', async () => {
    const codec: ImageCodec = { decode: () => Promise.reject(new Error('corrupt')), encodeJpeg: async () => null };
    const broken = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0, 4, 0, 0])]);
    await expect(downscaleImage(broken, codec)).rejects.toMatchObject({ message: 'unreadable' });
  });

  it('refuses a small file with huge dimensions as too many pixels, not as over 40 MB', async () => {
    const { codec, encodes } = fakeCodec();
    // A PNG header claiming 20000 × 20000 pixels: a few bytes, 400 megapixels.
    const ihdr = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(ihdr, 0);
    ihdr.writeUInt32BE(13, 8);
    ihdr.write('IHDR', 12, 'ascii');
    ihdr.writeUInt32BE(20_000, 16);
    ihdr.writeUInt32BE(20_000, 20);
    ihdr[24] = 8;
    ihdr[25] = 2;
    const huge = new Blob([new Uint8Array(ihdr)], { type: 'image/png' });
    await expect(downscaleImage(huge, codec)).rejects.toMatchObject({ name: 'ImageError', message: 'tooManyPixels' });
    await expect(compressToByteCap(huge, codec, 500_000)).rejects.toMatchObject({ message: 'tooManyPixels' });
    expect(encodes).toHaveLength(0);
  });

  it('refuses a file over 40 MB before decoding it', async () => {
    const { codec, encodes } = fakeCodec();
    const huge = new Blob([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(41 * 1024 * 1024)]);
    await expect(downscaleImage(huge, codec)).rejects.toMatchObject({ message: 'tooLarge' });
    expect(encodes).toHaveLength(0);
  });
});

describe('compressToByteCap (spec 2 §5)', () => {
  it('returns an image already small and unscaled as it is', async () => {
    const { codec, encodes } = fakeCodec();
    const small = await jpeg(64, 64);
    expect(await compressToByteCap(small, codec, 35_000)).toBe(small);
    expect(encodes).toHaveLength(0);
  });

  it('re-encodes an image within the cap but over the side limit', async () => {
    const { codec, encodes } = fakeCodec(() => 100);
    const img = await jpeg(300, 300);
    const out = await compressToByteCap(img, codec, img.size + 1000, { maxSide: 100 });
    expect(out).not.toBe(img);
    expect(encodes[0]).toMatchObject({ width: 100, height: 100, quality: 0.9 });
  });

  it('tries 0.9 then down in steps of 0.1 until it fits', async () => {
    const { codec, encodes } = fakeCodec((w, h, q) => Math.round(1000 * q));
    const out = await compressToByteCap(await noisy(64, 64), codec, 620);
    expect(encodes.map((e) => e.quality)).toEqual([0.9, 0.8, 0.7, 0.6]);
    expect(out!.size).toBe(600);
  });

  it('makes the picture smaller when even 0.1 is too big, so the cap always holds', async () => {
    const { codec, encodes } = fakeCodec();
    const out = await compressToByteCap(await noisy(1000, 750), codec, 20_000);
    expect(out!.size).toBeLessThanOrEqual(20_000);
    expect(encodes.at(-1)!.width).toBeLessThan(1000);
  });

  it('returns nothing when no canvas context is available (spec 2 §8)', async () => {
    const codec: ImageCodec = { ...fakeCodec().codec, encodeJpeg: async () => null };
    expect(await compressToByteCap(await noisy(200, 200), codec, 1000)).toBeNull();
  });
});

describe('prepareSkinToneRequest (spec 1 §7)', () => {
  it('gives the multipart fields, with the photo at most 500000 bytes', async () => {
    const { codec } = fakeCodec();
    const fields = await prepareSkinToneRequest(
      { photo: await noisy(1200, 900), eventId: 'evt-1', eventSource: 3, deviceId: 'dev', sessionId: 'ses' },
      codec,
    );
    expect(Object.keys(fields).sort()).toEqual(['device_id', 'event_id', 'event_source', 'face_image', 'session_id']);
    expect(fields.event_source).toBe('3');
    expect(fields.face_image.size).toBeLessThanOrEqual(SHADE_MATCH_MAX_BYTES);
  });
});
