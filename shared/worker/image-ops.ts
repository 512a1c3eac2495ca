import { orientedSize, readImageHeader, sniffImageType } from './image-header';

/**
 * The image work of spec 1 §5 / §7 and spec 2 §5. It runs in the worker, or on
 * the main thread when the worker cannot start; the codec is injected so the
 * rules can be tested without a browser.
 */

/**
 * Spec 1 §9: an uploaded photo is downscaled to at most 2048 px a side, as JPEG at quality 0.92; the photo sent to
 * the skin-tone service is at most 500 000 bytes.
 */
export const UPLOAD_MAX_SIDE = 2048;
export const UPLOAD_JPEG_QUALITY = 0.92;
export const SHADE_MATCH_MAX_BYTES = 500_000;
/** Files past these are refused before decoding: a phone photo is far below both. */
export const MAX_INPUT_BYTES = 40 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 100_000_000;

/** tooLarge: the file is over 40 MB; tooManyPixels: a small file whose dimensions are over 100 megapixels. */
export type ImageErrorCode = 'unsupportedType' | 'unreadable' | 'tooLarge' | 'tooManyPixels';

/** Crosses the worker boundary by name and message, so the code is the message. */
export class ImageError extends Error {
  override name = 'ImageError';
  constructor(readonly code: ImageErrorCode) {
    super(code);
  }
}

export interface Decoded {
  width: number;
  height: number;
  source: CanvasImageSource;
  close(): void;
}

export interface ImageCodec {
  /** Decodes with EXIF orientation applied, optionally resized while decoding. */
  decode(blob: Blob, size?: { width: number; height: number }): Promise<Decoded>;
  /** JPEG-encodes at the given size, or null when no canvas context is available. */
  encodeJpeg(image: Decoded, width: number, height: number, quality: number): Promise<Blob | null>;
}

export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The JPEG qualities compression tries in turn: 0.9, 0.8 … 0.1 (spec 2 §5), without float drift. */
export function qualitySteps(from = 0.9, step = 0.1, min = 0.1): number[] {
  const steps: number[] = [];
  for (let i = 0; ; i++) {
    const q = Math.round((from - i * step) * 100) / 100;
    if (q < min - 1e-9) break;
    steps.push(q);
  }
  return steps;
}

const HEAD_BYTES = 512 * 1024;

async function inspect(input: Blob) {
  if (input.size > MAX_INPUT_BYTES) throw new ImageError('tooLarge');
  const head = new Uint8Array(await input.slice(0, HEAD_BYTES).arrayBuffer());
  if (!sniffImageType(head)) throw new ImageError('unsupportedType');
  const header = readImageHeader(head);
  if (header && header.width * header.height > MAX_INPUT_PIXELS) throw new ImageError('tooManyPixels');
  return header;
}

async function decodeOrThrow(codec: ImageCodec, input: Blob, size?: { width: number; height: number }) {
  try {
    return await codec.decode(input, size);
  } catch {
    throw new ImageError('unreadable');
  }
}

export interface Downscaled {
  blob: Blob;
  width: number;
  height: number;
}

/** PNG or JPEG in; JPEG out with neither side over maxSide, EXIF orientation applied. */
export async function downscaleImage(
  input: Blob,
  codec: ImageCodec,
  { maxSide = UPLOAD_MAX_SIDE, quality = UPLOAD_JPEG_QUALITY }: { maxSide?: number; quality?: number } = {},
): Promise<Downscaled> {
  const header = await inspect(input);
  const target = header ? fitWithin(orientedSize(header).width, orientedSize(header).height, maxSide) : undefined;
  const image = await decodeOrThrow(codec, input, target);
  try {
    const { width, height } = target ?? fitWithin(image.width, image.height, maxSide);
    const blob = await codec.encodeJpeg(image, width, height, quality);
    if (!blob) throw new ImageError('unreadable');
    return { blob, width, height };
  } finally {
    image.close();
  }
}

/**
 * Re-encodes as JPEG from quality 0.9 down in steps of 0.1 until it fits
 * maxBytes (spec 2 §5). An image already within the cap and not over maxSide
 * comes back as it is. If even 0.1 is too big, the image is made smaller and
 * the steps run again, so the cap always holds. Null when no canvas is available.
 */
export async function compressToByteCap(
  input: Blob,
  codec: ImageCodec,
  maxBytes: number,
  { maxSide }: { maxSide?: number } = {},
): Promise<Blob | null> {
  const header = await inspect(input);
  const size = header ? orientedSize(header) : null;
  const withinSide = maxSide === undefined || (size !== null && Math.max(size.width, size.height) <= maxSide);
  if (input.size <= maxBytes && withinSide) return input;

  const image = await decodeOrThrow(codec, input);
  try {
    let { width, height } = maxSide ? fitWithin(image.width, image.height, maxSide) : image;
    for (;;) {
      for (const q of qualitySteps()) {
        const blob = await codec.encodeJpeg(image, width, height, q);
        if (!blob) return null;
        if (blob.size <= maxBytes) return blob;
      }
      if (Math.max(width, height) <= 64) return null;
      ({ width, height } = fitWithin(width, height, Math.floor(Math.max(width, height) * 0.7)));
    }
  } finally {
    image.close();
  }
}

export interface SkinToneRequestInput {
  photo: Blob;
  eventId: string;
  eventSource: number;
  deviceId: string;
  sessionId: string;
}

/** The multipart fields of spec 1 §7; the photo is at most 500000 bytes. */
export interface SkinToneRequestFields {
  face_image: Blob;
  event_id: string;
  event_source: string;
  device_id: string;
  session_id: string;
}

export async function prepareSkinToneRequest(input: SkinToneRequestInput, codec: ImageCodec): Promise<SkinToneRequestFields> {
  const photo = await compressToByteCap(input.photo, codec, SHADE_MATCH_MAX_BYTES, { maxSide: UPLOAD_MAX_SIDE });
  if (!photo) throw new ImageError('unreadable');
  return {
    face_image: photo,
    event_id: input.eventId,
    event_source: String(input.eventSource),
    device_id: input.deviceId,
    session_id: input.sessionId,
  };
}
