import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The live-shopping backend's shows (spec 2 §3), kept in a JSON file so they
 * survive a restart. A first start seeds a schedule around "now": a running
 * show, pending ones soon and later, an ended one with its recording, and a
 * cancelled one, across several hosts.
 */
export type ShowState = 'PENDING' | 'RUNNING' | 'ENDED' | 'CANCELLED';

export interface Show {
  id: string;
  handle: string;
  state: ShowState;
  startTime: string;
  endTime: string | null;
  title: string;
  description: string;
  /** The featured products, each with the variants offered (numeric catalogue ids). */
  variants: Array<{ productId: number; variantIds: number[] }>;
  publiclyListed: boolean;
  featureMode: 'SINGLE' | 'CAROUSEL';
  discounts: { productDiscounts: Array<{ productId: number; amountPerItem: string }> };
  recordings: Array<{ url: string; durationSeconds: number }>;
  chatBaseUrl: string | null;
}

export interface Host {
  handle: string;
  displayName: string;
  bio: string;
}

export const SEED_HOSTS: Host[] = [
  { handle: 'mia.host', displayName: 'Mia', bio: 'Make-up artist. Lips first, always.' },
  { handle: 'glow.with.jo', displayName: 'Jo', bio: 'Skin prep and glowy bases, live every week.' },
  { handle: 'lena.lips', displayName: 'Lena', bio: 'Bold lips and the shades that suit you.' },
];

const MIN = 60_000;

function seedShows(now: number): Show[] {
  const iso = (t: number) => new Date(t).toISOString();
  const base = { description: '', publiclyListed: true, featureMode: 'SINGLE' as const, discounts: { productDiscounts: [] }, recordings: [], chatBaseUrl: null };
  return [
    { ...base, id: 'SH0W42', handle: 'mia.host', state: 'RUNNING', startTime: iso(now - 5 * MIN), endTime: null, title: 'Satin lips, three ways', description: 'Petal, Mauve Muse and Cinnamon on three skin tones.', variants: [{ productId: 7301000002, variantIds: [44010000007, 44010000008, 44010000009] }, { productId: 7301000401, variantIds: [44010000111] }], chatBaseUrl: '/chat/SH0W42' },
    { ...base, id: 'SH0W43', handle: 'glow.with.jo', state: 'PENDING', startTime: iso(now + 20 * MIN), endTime: null, title: 'Find your foundation shade, live', description: 'Bring your questions: we match shades on camera.', variants: [{ productId: 7301000301, variantIds: [] }] },
    { ...base, id: 'SH0W44', handle: 'lena.lips', state: 'PENDING', startTime: iso(now + 3 * 24 * 60 * MIN), endTime: null, title: 'Bold lips for the weekend', variants: [] },
    { ...base, id: 'SH0W40', handle: 'mia.host', state: 'ENDED', startTime: iso(now - 26 * 60 * MIN), endTime: iso(now - 25 * 60 * MIN), title: 'Brows in five minutes', variants: [{ productId: 7301000202, variantIds: [] }], recordings: [{ url: '/recordings/SH0W40/index.m3u8', durationSeconds: 3600 }], chatBaseUrl: '/chat/SH0W40' },
    { ...base, id: 'SH0W39', handle: 'glow.with.jo', state: 'CANCELLED', startTime: iso(now - 2 * 24 * 60 * MIN), endTime: null, title: 'Night-time skin tint', variants: [] },
  ];
}

export function createShowStore(file: string, now = Date.now()) {
  let shows: Show[] = [];
  if (existsSync(file)) {
    try {
      shows = JSON.parse(readFileSync(file, 'utf8')).shows ?? [];
    } catch {
      shows = [];
    }
  }
  const save = () => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify({ shows }, null, 2));
    renameSync(`${file}.tmp`, file);
  };
  if (shows.length === 0) {
    shows = seedShows(now);
    save();
  }
  return {
    byId: (id: string) => shows.find((s) => s.id === id),
    publicShows: () => shows.filter((s) => s.publiclyListed && s.state !== 'CANCELLED'),
    byHandle(handle: string, from?: number, to?: number) {
      return shows.filter((s) => s.handle === handle && (from === undefined || Date.parse(s.startTime) >= from) && (to === undefined || Date.parse(s.startTime) <= to));
    },
    host: (handle: string) => SEED_HOSTS.find((h) => h.handle === handle),
  };
}
export type ShowStore = ReturnType<typeof createShowStore>;
