import type { Http } from '../../http';
import type { Profile, Reaction, Show, ShowDiscount, DiscountCode } from './live-types';

/** The live-shopping backend's show calls a viewer makes (spec 2 §7). */
export type { Show as LiveShow, Profile as HostProfile };
export type { LiveShowState } from './live-types';

export interface ShowWindow {
  /** Inclusive start-time bounds, epoch ms. */
  startTimeStart?: number;
  startTimeEnd?: number;
}

export interface ShowClient {
  show(id: string): Promise<Show>;
  publicShows(): Promise<Show[]>;
  showsByHandle(handle: string, window?: ShowWindow): Promise<Show[]>;
  currentTime(): Promise<number>;
  profileByHandle(handle: string): Promise<Profile>;
  /** This viewer's share code for the show (made on first ask). */
  shareCode(id: string, idToken: string | null): Promise<string>;
  /** Credits the viewer who shared the link this viewer arrived by. */
  referral(id: string, shareCode: string): Promise<void>;
  watchRecording(id: string): Promise<void>;
  viewPending(id: string): Promise<void>;
  save(id: string, idToken: string): Promise<void>;
  unsave(id: string, idToken: string): Promise<void>;
  savedShows(idToken: string): Promise<Show[]>;
  subscribe(id: string, prefs: { timeZone: string; languageTag: string }, idToken: string): Promise<void>;
  subscribeByEmail(id: string, email: string): Promise<void>;
  react(id: string, reaction: Reaction): Promise<void>;
  discounts(id: string): Promise<ShowDiscount[]>;
  discountCode(id: string, discountId: string, customerId: string, idToken: string): Promise<DiscountCode>;
}

export function createShowClient(http: Http, baseUrl: string): ShowClient {
  const base = baseUrl.replace(/\/$/, '');
  const show = (id: string) => `${base}/show/${encodeURIComponent(id)}`;
  const list = async (url: string, idToken?: string) => {
    const out = await http<{ shows?: Show[] }>(url, { idToken });
    return Array.isArray(out?.shows) ? out.shows : [];
  };
  return {
    show: (id) => http<Show>(`${show(id)}/v1`),
    publicShows: () => list(`${base}/show/public/v1`),
    showsByHandle(handle, window = {}) {
      const q = new URLSearchParams();
      if (window.startTimeStart !== undefined) q.set('startTimeStart', new Date(window.startTimeStart).toISOString());
      if (window.startTimeEnd !== undefined) q.set('startTimeEnd', new Date(window.startTimeEnd).toISOString());
      const query = q.toString();
      return list(`${base}/show/byHandle/${encodeURIComponent(handle)}/v1${query ? `?${query}` : ''}`);
    },
    async currentTime() {
      const out = await http<{ currentTime?: string }>(`${base}/system/currentTime/v1`);
      const t = Date.parse(out?.currentTime ?? '');
      if (Number.isNaN(t)) throw new Error('Malformed current time');
      return t;
    },
    profileByHandle: (handle) => http<Profile>(`${base}/profile/byHandle/${encodeURIComponent(handle)}/v1`),
    async shareCode(id, idToken) {
      const out = await http<{ shareCode?: string }>(`${show(id)}/share/v1`, { idToken });
      if (typeof out?.shareCode !== 'string' || !out.shareCode) throw new Error('Malformed share code');
      return out.shareCode;
    },
    referral: (id, shareCode) => http(`${show(id)}/referral/v1`, { method: 'POST', json: { shareCode } }),
    watchRecording: (id) => http(`${show(id)}/watchRecording/v1`, { method: 'POST' }),
    viewPending: (id) => http(`${show(id)}/viewPending/v1`, { method: 'POST' }),
    save: (id, idToken) => http(`${show(id)}/save/v1`, { method: 'POST', idToken }),
    unsave: (id, idToken) => http(`${show(id)}/save/v1`, { method: 'DELETE', idToken }),
    savedShows: (idToken) => list(`${base}/show/saved/v1`, idToken),
    subscribe: (id, prefs, idToken) => http(`${show(id)}/subscribe/v1`, { method: 'POST', json: prefs, idToken }),
    subscribeByEmail: (id, email) => http(`${show(id)}/subscribe/v2?email=${encodeURIComponent(email)}`, { method: 'POST' }),
    react: (id, reaction) => http(`${show(id)}/react/${encodeURIComponent(reaction)}/v1`, { method: 'POST' }),
    async discounts(id) {
      const out = await http<{ discounts?: ShowDiscount[] }>(`${show(id)}/discount/v1`);
      return Array.isArray(out?.discounts) ? out.discounts : [];
    },
    discountCode: (id, discountId, customerId, idToken) =>
      http<DiscountCode>(`${show(id)}/discount/${encodeURIComponent(discountId)}/v1?customerId=${encodeURIComponent(customerId)}`, {
        idToken,
      }),
  };
}
