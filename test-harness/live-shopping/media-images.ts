import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';

/**
 * The stand-in's pictures: show thumbnails and profile pictures, kept as JPEG
 * files in the data dir and resized on request; uploads (a new profile
 * picture, a host's thumbnail) are checked and stored the same way. The seeded ones are made at
 * first start from the astronaut photo in fixtures/ (a crop and a tint per
 * show or host), so no binaries are committed.
 */
const ASTRONAUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'astronaut.png');
export const PICTURE_MAX_BYTES = 500_000;
const STORED_PICTURE = 512;
const THUMBNAIL = { width: 1280, height: 720 };
const TINTS = ['#f4a3b5', '#b7d3f2', '#f6d28b', '#c5b3e6', '#a8dcc0', '#f2b8a2'];

export class ImageRejected extends Error {
  constructor(readonly code: 'TOO_LARGE' | 'NOT_AN_IMAGE') {
    super(code);
  }
}

/** A small, stable number per id, for picking a crop and a tint. */
const pick = (id: string, n: number) => [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % n;

function writeWhole(file: string, data: Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, data);
  renameSync(`${file}.tmp`, file);
}

/** An uploaded base64 JPEG or PNG of at most 500 KB, shaped by `shape` into the stored JPEG; throws ImageRejected. */
async function uploaded(base64: unknown, shape: (image: Sharp) => Sharp): Promise<Buffer> {
  if (typeof base64 !== 'string' || !/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new ImageRejected('NOT_AN_IMAGE');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PICTURE_MAX_BYTES) throw new ImageRejected('TOO_LARGE');
  try {
    const image = sharp(bytes, { limitInputPixels: 50_000_000 });
    const { format } = await image.metadata();
    if (format !== 'jpeg' && format !== 'png') throw new Error(`Not JPEG or PNG: ${format}`);
    // rotate(): honour the camera's EXIF orientation before cropping.
    return await shape(image.rotate()).jpeg({ quality: 85 }).toBuffer();
  } catch {
    throw new ImageRejected('NOT_AN_IMAGE');
  }
}

export function createImageStore(dir: string) {
  const thumbnailFile = (showId: string) => path.join(dir, 'thumbnails', `${showId}.jpg`);
  const pictureFile = (profileId: string) => path.join(dir, 'pictures', `${profileId}.jpg`);
  // Resized copies, so a page full of cards does not resize the same picture over and over.
  const cache = new Map<string, Buffer>();

  async function seedThumbnail(showId: string) {
    const top = pick(showId, 5) * 50;
    const jpeg = await sharp(ASTRONAUT)
      .extract({ left: 0, top, width: 512, height: 288 })
      .resize(THUMBNAIL.width, THUMBNAIL.height)
      .tint(TINTS[pick(showId, TINTS.length)]!)
      .jpeg({ quality: 80 })
      .toBuffer();
    writeWhole(thumbnailFile(showId), jpeg);
  }
  async function seedPicture(profileId: string) {
    const side = 220 + pick(profileId, 4) * 40;
    const left = Math.round((512 - side) / 2);
    const jpeg = await sharp(ASTRONAUT)
      .extract({ left, top: 20 + pick(profileId, 3) * 30, width: side, height: side })
      .resize(STORED_PICTURE, STORED_PICTURE)
      .tint(TINTS[pick(`${profileId}!`, TINTS.length)]!)
      .jpeg({ quality: 82 })
      .toBuffer();
    writeWhole(pictureFile(profileId), jpeg);
  }

  const forget = (file: string) => {
    for (const key of cache.keys()) if (key.startsWith(`${file}:`)) cache.delete(key);
  };

  /** Resized to cover width×height, or null when there is no such file. */
  async function resized(file: string, width: number, height: number): Promise<Buffer | null> {
    if (!existsSync(file)) return null;
    const key = `${file}:${statSync(file).mtimeMs}:${width}x${height}`;
    let out = cache.get(key);
    if (!out) {
      out = await sharp(file).resize(width, height, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer();
      if (cache.size > 300) cache.clear();
      cache.set(key, out);
    }
    return out;
  }

  return {
    /** Makes the seeded pictures that are not there yet. */
    async seed(showIds: string[], profileIds: string[]) {
      await Promise.all([
        ...showIds.filter((id) => !existsSync(thumbnailFile(id))).map(seedThumbnail),
        ...profileIds.filter((id) => !existsSync(pictureFile(id))).map(seedPicture),
      ]);
    },
    thumbnail: (showId: string, width: number, height: number) => resized(thumbnailFile(showId), width, height),
    picture: (profileId: string, size: number) => resized(pictureFile(profileId), size, size),
    /** An uploaded picture (base64 JPEG or PNG), stored as a square JPEG; throws ImageRejected. */
    async storePicture(profileId: string, base64: unknown) {
      writeWhole(pictureFile(profileId), await uploaded(base64, (image) => image.resize(STORED_PICTURE, STORED_PICTURE, { fit: 'cover' })));
      forget(pictureFile(profileId));
    },
    /** An uploaded thumbnail as it would be stored (a 16:9 JPEG like the seeded ones); throws ImageRejected. */
    thumbnailJpeg: (base64: unknown) => uploaded(base64, (image) => image.resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'cover' })),
    storeThumbnail(showId: string, jpeg: Buffer) {
      writeWhole(thumbnailFile(showId), jpeg);
      forget(thumbnailFile(showId));
    },
  };
}
export type ImageStore = ReturnType<typeof createImageStore>;
