import { showThumbnailUrl } from '../api/live-shopping/live-urls';

/**
 * The show's picture in the two sizes the listing's cards use: the smaller where the stage is at most 640 device
 * pixels wide (a phone), whose bytes (35 KB rather than 90) would otherwise share a slow network with the
 * stream's first segments.
 */
export const POSTER_SIZES = [
  [640, 360],
  [1280, 720],
] as const;

export function posterSize(stageWidth: number, pixelRatio: number): readonly [number, number] {
  return stageWidth * pixelRatio <= POSTER_SIZES[0][0] ? POSTER_SIZES[0] : POSTER_SIZES[1];
}

/** What the poster needs of a show's record (the wire's and the store's show alike). */
interface PosterShow {
  id: string;
  hasThumbnail: boolean;
}

/**
 * The poster for a stage this wide: the show's thumbnail in the size that fits, or none where the show has no picture.
 * The player and the runtime's early request both ask here, so the address the runtime preloads is the one the
 * player then shows (one image request, taken from the cache).
 */
export function posterUrl(baseUrl: string, show: PosterShow, stageWidth: number, pixelRatio: number): string | null {
  return show.hasThumbnail ? showThumbnailUrl(baseUrl, show.id, ...posterSize(stageWidth, pixelRatio)) : null;
}
