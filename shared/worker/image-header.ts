/** Reads what we need from an image's first bytes: its type, size and EXIF orientation. */
export type ImageType = 'image/png' | 'image/jpeg';

export function sniffImageType(b: Uint8Array): ImageType | null {
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return 'image/png';
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  return null;
}

export interface ImageHeader {
  type: ImageType;
  /** Stored size, before EXIF orientation. */
  width: number;
  height: number;
  /** EXIF orientation 1–8; 1 when absent. */
  orientation: number;
}

const u16 = (b: Uint8Array, o: number, le = false) => (le ? b[o]! | (b[o + 1]! << 8) : (b[o]! << 8) | b[o + 1]!);
const u32 = (b: Uint8Array, o: number, le = false) =>
  le
    ? (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16)) + b[o + 3]! * 0x1000000
    : b[o]! * 0x1000000 + ((b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!);

/** Orientation from an APP1 "Exif\0\0" segment body starting at `start`. */
function exifOrientation(b: Uint8Array, start: number, end: number): number {
  if (u32(b, start) !== 0x45786966 || u16(b, start + 4) !== 0) return 1;
  const tiff = start + 6;
  const le = b[tiff] === 0x49;
  if (tiff + 8 > end) return 1;
  const ifd = tiff + u32(b, tiff + 4, le);
  if (ifd + 2 > end) return 1;
  const count = u16(b, ifd, le);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) break;
    if (u16(b, entry, le) === 0x0112) {
      const v = u16(b, entry + 8, le);
      return v >= 1 && v <= 8 ? v : 1;
    }
  }
  return 1;
}

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

export function readImageHeader(b: Uint8Array): ImageHeader | null {
  const type = sniffImageType(b);
  if (type === 'image/png') {
    if (b.length < 24) return null;
    return { type, width: u32(b, 16), height: u32(b, 20), orientation: 1 };
  }
  if (type !== 'image/jpeg') return null;
  let orientation = 1;
  let o = 2;
  while (o + 4 <= b.length) {
    if (b[o] !== 0xff) return null;
    const marker = b[o + 1]!;
    if (marker === 0xff) {
      o += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      o += 2;
      continue;
    }
    const len = u16(b, o + 2);
    if (marker === 0xe1 && o + 4 + len - 2 <= b.length) orientation = exifOrientation(b, o + 4, o + 2 + len);
    if (SOF.has(marker)) {
      if (o + 9 > b.length) return null;
      return { type, height: u16(b, o + 5), width: u16(b, o + 7), orientation };
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    o += 2 + len;
  }
  return null;
}

/** Size after EXIF orientation: 5–8 turn the picture a quarter. */
export function orientedSize(h: ImageHeader): { width: number; height: number } {
  return h.orientation >= 5 ? { width: h.height, height: h.width } : { width: h.width, height: h.height };
}
