import type { Http } from '../../http';

/** The live-shopping backend's viewer reads (spec 2 §7). */
export type LiveShowState = 'PENDING' | 'RUNNING' | 'ENDED' | 'CANCELLED';

export interface LiveShow {
  id: string;
  handle: string;
  state: LiveShowState;
  startTime: string;
  endTime: string | null;
  title: string;
  description: string;
  /** Featured products; an empty variantIds offers every variant. */
  variants: Array<{ productId: number; variantIds: number[] }>;
  recordings: Array<{ url: string; durationSeconds: number }>;
  chatBaseUrl: string | null;
}

export interface HostProfile {
  displayName: { baseName: string; sequenceId: number } | null;
  influencer: { handle: string } | null;
  bio: string;
}

export interface ShowClient {
  show(id: string): Promise<LiveShow>;
  publicShows(): Promise<LiveShow[]>;
  currentTime(): Promise<number>;
  profileByHandle(handle: string): Promise<HostProfile>;
}

export function createShowClient(http: Http, baseUrl: string): ShowClient {
  const base = baseUrl.replace(/\/$/, '');
  return {
    show: (id) => http<LiveShow>(`${base}/show/${encodeURIComponent(id)}/v1`),
    async publicShows() {
      const out = await http<{ shows?: LiveShow[] }>(`${base}/show/public/v1`);
      return Array.isArray(out?.shows) ? out.shows : [];
    },
    async currentTime() {
      const out = await http<{ currentTime?: string }>(`${base}/system/currentTime/v1`);
      const t = Date.parse(out?.currentTime ?? '');
      if (Number.isNaN(t)) throw new Error('Malformed current time');
      return t;
    },
    profileByHandle: (handle) => http<HostProfile>(`${base}/profile/byHandle/${encodeURIComponent(handle)}/v1`),
  };
}
