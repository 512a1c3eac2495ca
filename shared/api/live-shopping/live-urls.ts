import type { DisplayName } from './live-types';

/**
 * Addresses the page puts in <img src>: the live-shopping backend serves show thumbnails and profile
 * pictures there. Plain functions of the backend's base URL, so rendering never waits for a client's code.
 */
export type PictureOwner = { handle: string } | { displayName: DisplayName };

const trimmed = (baseUrl: string) => baseUrl.replace(/\/$/, '');

/**
 * A show's own record: the client asks for it, and the runtime starts it early on the watch page, so the player knows
 * its stream when it mounts.
 */
export function showUrl(baseUrl: string, id: string): string {
  return `${trimmed(baseUrl)}/show/${encodeURIComponent(id)}/v1`;
}

export function showThumbnailUrl(baseUrl: string, id: string, width: number, height: number): string {
  return `${trimmed(baseUrl)}/show/${encodeURIComponent(id)}/thumbnail/v1?width=${width}&height=${height}`;
}

export function profilePictureUrl(baseUrl: string, owner: PictureOwner, size: number, cacheBuster: string | number): string {
  const base = trimmed(baseUrl);
  const path =
    'handle' in owner
      ? `${base}/profile/byHandle/${encodeURIComponent(owner.handle)}/picture/v1`
      : `${base}/profile/byDisplayName/${encodeURIComponent(owner.displayName.baseName)}/${owner.displayName.sequenceId}/picture/v1`;
  return `${path}?size=${size}&cacheBuster=${encodeURIComponent(String(cacheBuster))}`;
}
