import type { Http } from '../../http';

/** The live-shopping backend's profile calls (spec 2 §7) that onboarding uses. */
export interface MyProfile {
  displayName: { baseName: string; sequenceId: number } | null;
  influencer: { handle: string } | null;
}

export interface ProfileClient {
  validateDisplayName(baseName: string): Promise<{ result: string }>;
  setDisplayName(baseName: string, idToken: string): Promise<MyProfile>;
  me(idToken: string): Promise<MyProfile>;
  validateHandle(handle: string, idToken: string): Promise<{ result: string; available: boolean }>;
  setHandle(handle: string, idToken: string): Promise<MyProfile>;
}

export function createProfileClient(http: Http, baseUrl: string): ProfileClient {
  const base = baseUrl.replace(/\/$/, '');
  return {
    validateDisplayName: (baseName) => http(`${base}/profile/me/displayname/validate/v1`, { method: 'POST', json: { baseName } }),
    setDisplayName: (baseName, idToken) => http(`${base}/profile/me/displayname/v1`, { method: 'POST', json: { baseName }, idToken }),
    me: (idToken) => http(`${base}/profile/me/v1`, { idToken }),
    validateHandle: (handle, idToken) => http(`${base}/profile/me/handle/validate/v1`, { method: 'POST', json: { handle }, idToken }),
    setHandle: (handle, idToken) => http(`${base}/profile/me/handle/v1`, { method: 'POST', json: { handle }, idToken }),
  };
}
