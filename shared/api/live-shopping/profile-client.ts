import type { Http } from '../../http';
import type { FollowedHost, Profile } from './live-types';

/** The live-shopping backend's profile calls (spec 2 §7): onboarding, follows, pictures. */
export type MyProfile = Profile;

export interface ProfileClient {
  validateDisplayName(baseName: string): Promise<{ result: string }>;
  setDisplayName(baseName: string, idToken: string): Promise<MyProfile>;
  me(idToken: string): Promise<MyProfile>;
  validateHandle(handle: string, idToken: string): Promise<{ result: string; available: boolean }>;
  setHandle(handle: string, idToken: string): Promise<MyProfile>;
  followed(idToken: string): Promise<FollowedHost[]>;
  follow(handle: string, idToken: string): Promise<void>;
  unfollow(handle: string, idToken: string): Promise<void>;
  /** A JPEG or PNG as base64 (no data: prefix), already compressed. */
  setPicture(imageBase64: string, idToken: string): Promise<MyProfile>;
}

export function createProfileClient(http: Http, baseUrl: string): ProfileClient {
  const base = baseUrl.replace(/\/$/, '');
  const byHandle = (handle: string) => `${base}/profile/byHandle/${encodeURIComponent(handle)}`;
  return {
    validateDisplayName: (baseName) => http(`${base}/profile/me/displayname/validate/v1`, { method: 'POST', json: { baseName } }),
    setDisplayName: (baseName, idToken) => http(`${base}/profile/me/displayname/v1`, { method: 'POST', json: { baseName }, idToken }),
    me: (idToken) => http(`${base}/profile/me/v1`, { idToken }),
    validateHandle: (handle, idToken) => http(`${base}/profile/me/handle/validate/v1`, { method: 'POST', json: { handle }, idToken }),
    setHandle: (handle, idToken) => http(`${base}/profile/me/handle/v1`, { method: 'POST', json: { handle }, idToken }),
    async followed(idToken) {
      const out = await http<{ profiles?: FollowedHost[] }>(`${base}/profile/me/followed/v1`, { idToken });
      return Array.isArray(out?.profiles) ? out.profiles : [];
    },
    follow: (handle, idToken) => http(`${byHandle(handle)}/follow/v1`, { method: 'POST', idToken }),
    unfollow: (handle, idToken) => http(`${byHandle(handle)}/follow/v1`, { method: 'DELETE', idToken }),
    setPicture: (image, idToken) => http(`${base}/profile/me/picture/v1`, { method: 'POST', json: { image }, idToken }),
  };
}
