import type { Profile } from '../../../api/live-shopping/live-types';
import { profilePictureUrl } from '../../../api/live-shopping/live-urls';
import type { LiveViewerKit } from './live-viewer-kit';

/** Spec 2 §5: pictures are compressed to fit; 200 KB keeps a 512 px JPEG sharp. */
export const PROFILE_PICTURE_MAX_BYTES = 200_000;
export const PROFILE_PICTURE_MAX_SIDE = 512;

/** The viewer's picture on their profile page. */
export interface ViewerProfileActions {
  setProfilePicture(file: Blob): Promise<boolean>;
  /** The viewer's picture, by display name or handle; null when they have none. */
  pictureUrl(profile: Profile, size: number): string | null;
}

export function createViewerProfileActions({ deps, get, patch, fail, tokenOrSignIn }: LiveViewerKit): ViewerProfileActions {
  const client = deps.live;

  return {
    async setProfilePicture(file) {
      const token = await tokenOrSignIn();
      if (!token) return false;
      patch({ pictureStatus: 'busy', error: null, serverMessage: null });
      try {
        const small = await deps.worker
          .compressToByteCap(file, PROFILE_PICTURE_MAX_BYTES, { maxSide: PROFILE_PICTURE_MAX_SIDE })
          .catch((error) => {
            deps.warn('[vanity] picture could not be decoded', error);
            return null;
          });
        if (!small) throw Object.assign(new Error('The picture could not be read'), { unreadable: true });
        const base64 = (await deps.blobToDataUrl(small)).replace(/^data:[^,]*,/, '');
        const profile = await client.profile.setPicture(base64, token);
        get().me.pictureSaved(profile);
        patch({ pictureStatus: 'done' });
        return true;
      } catch (error) {
        if ((error as { unreadable?: boolean })?.unreadable) patch({ error: 'live.profile.pictureUnreadable', serverMessage: null });
        else fail(error, 'live:picture');
        patch({ pictureStatus: 'error' });
        return false;
      }
    },

    pictureUrl(profile, size) {
      if (!profile.pictureVersion) return null;
      const base = deps.config.backends.liveShopping;
      if (profile.displayName) return profilePictureUrl(base, { displayName: profile.displayName }, size, profile.pictureVersion);
      if (profile.influencer) return profilePictureUrl(base, { handle: profile.influencer.handle }, size, profile.pictureVersion);
      return null;
    },
  };
}
