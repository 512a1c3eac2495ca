import { createHash } from 'node:crypto';
import { detectFaces } from '../../test-harness/skin-tone/face-detector';
import type { Rgba } from './metrics';
import type { Mesh } from './regions';

/**
 * The face mesh of a captured view, found by Human in Node (the skin-tone
 * stand-in's detector, the try-on's own models) on the view itself: so the
 * landmarks sit where the view shows the face, whatever framing, zoom or crop
 * the try-on applied. Cached by the pixels, as many renders share one view.
 */
const cache = new Map<string, Promise<Mesh | null>>();

export function meshOf(view: Rgba): Promise<Mesh | null> {
  const key = createHash('sha1').update(view.data).digest('hex');
  let found = cache.get(key);
  if (!found) {
    const rgb = new Uint8Array(view.width * view.height * 3);
    for (let i = 0, j = 0; i < view.data.length; i += 4, j += 3) rgb.set(view.data.subarray(i, i + 3), j);
    found = detectFaces(rgb, view.width, view.height).then((faces) => faces[0]?.mesh ?? null);
    cache.set(key, found);
  }
  return found;
}
