import type { Decoded, ImageCodec } from './image-ops';

/** The codec on the real platform: createImageBitmap to decode, a canvas to encode. Works in a worker and on the main thread. */
export const canvasCodec: ImageCodec = {
  async decode(blob, size) {
    const bitmap = await createImageBitmap(blob, {
      imageOrientation: 'from-image',
      ...(size ? { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' as const } : {}),
    });
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  async encodeJpeg(image: Decoded, width, height, quality) {
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d');
      if (!ctx) return null;
      paint(ctx, image, width, height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
    if (typeof document === 'undefined') return null;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    paint(ctx, image, width, height);
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  },
};

function paint(ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, image: Decoded, width: number, height: number) {
  // JPEG has no alpha: a transparent PNG gets a white backdrop, not black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image.source, 0, 0, width, height);
}
