import type { Http } from '../../http';
import type { GuestSession } from './guest-session';
import { showUrl } from './live-urls';
import type {
  DiscountCode,
  FormattedTime,
  FormattedTimeRequest,
  Profile,
  Reaction,
  Show,
  ShowDiscount,
  ShowStreamStatus,
} from './live-types';

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
  /** Whether an encoder feeds the show now (our addition, GET /show/{id}/streamStatus/v1). */
  streamStatus(id: string): Promise<ShowStreamStatus['status']>;
  showsByHandle(handle: string, window?: ShowWindow): Promise<Show[]>;
  currentTime(): Promise<number>;
  /** The server's time now, written for this reader's time zone and language (POST /system/currentTime/formatted/v1). */
  formattedCurrentTime(reader: FormattedTimeRequest): Promise<{ currentTime: number; formatted: string }>;
  profileByHandle(handle: string): Promise<Profile>;
  /** This viewer's share code for the show (made on first ask): the account's signed in, else the guest's (guest secret sent). */
  shareCode(id: string, idToken: string | null): Promise<string>;
  /** Records that this viewer shares the show now (POST /show/{id}/share/v1) and answers their share code. */
  recordShare(id: string, idToken: string | null): Promise<string>;
  /** Credits the viewer who shared the link this viewer arrived by. */
  referral(id: string, shareCode: string): Promise<void>;
  watchRecording(id: string): Promise<void>;
  viewPending(id: string): Promise<void>;
  save(id: string, idToken: string): Promise<void>;
  unsave(id: string, idToken: string): Promise<void>;
  savedShows(idToken: string): Promise<Show[]>;
  subscribe(id: string, prefs: { timeZone: string; languageTag: string }, idToken: string): Promise<void>;
  subscribeByEmail(id: string, email: string): Promise<void>;
  /** A reaction, counted against this guest's quota (guest secret sent). */
  react(id: string, reaction: Reaction): Promise<void>;
  discounts(id: string): Promise<ShowDiscount[]>;
  discountCode(id: string, discountId: string, customerId: string, idToken: string): Promise<DiscountCode>;
}

export function createShowClient(http: Http, baseUrl: string, guest: GuestSession): ShowClient {
  const base = baseUrl.replace(/\/$/, '');
  const show = (id: string) => `${base}/show/${encodeURIComponent(id)}`;
  const list = async (url: string, idToken?: string) => {
    const out = await http<{ shows?: Show[] }>(url, { idToken });
    return Array.isArray(out?.shows) ? out.shows : [];
  };
  // Signed in, the code is the account's; a guest's is their guest secret's, never their (public) device id's.
  const shareCode = async (url: string, method: 'GET' | 'POST', idToken: string | null) => {
    const ask = (headers?: Record<string, string>) => http<{ shareCode?: string }>(url, { method, idToken, headers });
    const out = await (idToken ? ask() : guest.as(ask));
    if (typeof out?.shareCode !== 'string' || !out.shareCode) throw new Error('Malformed share code');
    return out.shareCode;
  };
  return {
    show: (id) => http<Show>(showUrl(baseUrl, id)),
    publicShows: () => list(`${base}/show/public/v1`),
    async streamStatus(id) {
      const out = await http<Partial<ShowStreamStatus>>(`${show(id)}/streamStatus/v1`);
      if (out?.status !== 'LIVE' && out?.status !== 'IDLE') throw new Error('Malformed stream status');
      return out.status;
    },
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
    async formattedCurrentTime(reader) {
      const out = await http<Partial<FormattedTime>>(`${base}/system/currentTime/formatted/v1`, { method: 'POST', json: reader });
      const t = Date.parse(out?.currentTime ?? '');
      if (Number.isNaN(t) || typeof out?.formatted !== 'string' || !out.formatted) throw new Error('Malformed formatted time');
      return { currentTime: t, formatted: out.formatted };
    },
    profileByHandle: (handle) => http<Profile>(`${base}/profile/byHandle/${encodeURIComponent(handle)}/v1`),
    shareCode: (id, idToken) => shareCode(`${show(id)}/share/v1`, 'GET', idToken),
    recordShare: (id, idToken) => shareCode(`${show(id)}/share/v1`, 'POST', idToken),
    referral: (id, shareCode) => http(`${show(id)}/referral/v1`, { method: 'POST', json: { shareCode } }),
    watchRecording: (id) => http(`${show(id)}/watchRecording/v1`, { method: 'POST' }),
    viewPending: (id) => http(`${show(id)}/viewPending/v1`, { method: 'POST' }),
    save: (id, idToken) => http(`${show(id)}/save/v1`, { method: 'POST', idToken }),
    unsave: (id, idToken) => http(`${show(id)}/save/v1`, { method: 'DELETE', idToken }),
    savedShows: (idToken) => list(`${base}/show/saved/v1`, idToken),
    subscribe: (id, prefs, idToken) => http(`${show(id)}/subscribe/v1`, { method: 'POST', json: prefs, idToken }),
    subscribeByEmail: (id, email) => http(`${show(id)}/subscribe/v2?email=${encodeURIComponent(email)}`, { method: 'POST' }),
    react: (id, reaction) =>
      guest.as((headers) => http(`${show(id)}/react/${encodeURIComponent(reaction)}/v1`, { method: 'POST', headers })),
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
