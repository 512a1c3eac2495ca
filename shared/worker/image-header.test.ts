// @vitest-environment node
import sharp from 'sharp';
import { orientedSize, readImageHeader, sniffImageType } from './image-header';

const pixels = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#c98f7e' } });

describe('image header', () => {
  it('recognises PNG and JPEG by their bytes, nothing else', async () => {
    expect(sniffImageType(new Uint8Array(await pixels(4, 4).png().toBuffer()))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(await pixels(4, 4).jpeg().toBuffer()))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(await pixels(4, 4).webp().toBuffer()))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF89a...'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('reads the size of a PNG and a JPEG', async () => {
    expect(readImageHeader(new Uint8Array(await pixels(300, 200).png().toBuffer()))).toEqual({
      type: 'image/png',
      width: 300,
      height: 200,
      orientation: 1,
    });
    expect(readImageHeader(new Uint8Array(await pixels(300, 200).jpeg().toBuffer()))).toMatchObject({
      width: 300,
      height: 200,
      orientation: 1,
    });
  });

  it.each([3, 6, 8])('reads EXIF orientation %i and turns the size for 5–8', async (orientation) => {
    const jpeg = await pixels(300, 200).withMetadata({ orientation }).jpeg().toBuffer();
    const header = readImageHeader(new Uint8Array(jpeg))!;
    expect(header.orientation).toBe(orientation);
    expect(orientedSize(header)).toEqual(orientation >= 5 ? { width: 200, height: 300 } : { width: 300, height: 200 });
  });

  it('gives up on a truncated JPEG rather than guessing', () => {
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
  });
});
