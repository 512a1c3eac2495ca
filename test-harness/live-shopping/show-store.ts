import { randomInt } from 'node:crypto';
import type { Show, ShowDiscount } from '../../shared/api/live-shopping/live-types';
import { readJson, writeJson } from './json-file';
import { seedChat, withoutKey } from './seed-chat';

/**
 * The live-shopping backend's shows (spec 2 §3), kept in a JSON file so they
 * survive a restart. A first start seeds a schedule around "now": a running
 * show, pending ones soon and later, an ended one with its recording, and a
 * cancelled one, across several hosts.
 *
 * Stored URLs are paths (recordings on the CDN origin); playbackUrl and
 * chatBaseUrl follow from the state. The routes make them absolute
 * (show-routes.ts `showView`), since the origins are known only once the
 * servers listen.
 */
export type ShowState = Show['state'];

export interface StoredShow extends Omit<Show, 'playbackUrl' | 'chatBaseUrl'> {
  /** The show's discounts a viewer can claim a code for (GET /show/{id}/discount/v1). */
  showDiscounts: ShowDiscount[];
  /** When the stream started feeding it (the simulated ingest), which may be before startTime (pre-roll); absent on seeded shows, live since their startTime. */
  liveSince?: string;
}

const MIN = 60_000;
const SATIN = 7301000002;

type Extra = 'hasThumbnail' | 'activeVariant' | 'featuredLink' | 'featuredItem' | 'pinnedMessage' | 'showDiscounts';

/** What a show has beyond the first schedule's fields: defaults, then the seeded shows' own. */
function extras(id: string, startTime: string): Pick<StoredShow, Extra> & Partial<Pick<StoredShow, 'discounts'>> {
  const none = { hasThumbnail: false, activeVariant: null, featuredLink: null, featuredItem: null, pinnedMessage: null, showDiscounts: [] };
  if (!/^SH0W(39|4[0-4])$/.test(id)) return none;
  if (id !== 'SH0W42') return { ...none, hasThumbnail: true };
  return {
    ...none,
    hasThumbnail: true,
    activeVariant: { productId: SATIN, variantId: 44010000007 },
    featuredItem: { productId: SATIN, variantId: null },
    pinnedMessage: withoutKey(seedChat(id, startTime)[0]!),
    discounts: { productDiscounts: [{ productId: SATIN, amountPerItem: '3.00' }] },
    showDiscounts: [{ id: 'LIVE15', title: '15% off', summary: '15% off everything in this show' }],
  };
}

function seedShows(now: number): StoredShow[] {
  const iso = (t: number) => new Date(t).toISOString();
  const base = {
    description: '',
    publiclyListed: true,
    featureMode: 'SINGLE' as const,
    discounts: { productDiscounts: [] },
    recordings: [],
  };
  const shows: Array<Omit<StoredShow, Extra>> = [
    {
      ...base,
      id: 'SH0W42',
      handle: 'mia.host',
      state: 'RUNNING',
      startTime: iso(now - 5 * MIN),
      endTime: null,
      title: 'Satin lips, three ways',
      description: 'Petal, Mauve Muse and Cinnamon on three skin tones.',
      // Two products to browse: viewers get them as a carousel.
      featureMode: 'CAROUSEL',
      variants: [
        { productId: SATIN, variantIds: [44010000007, 44010000008, 44010000009] },
        { productId: 7301000401, variantIds: [44010000111] },
      ],
    },
    {
      ...base,
      id: 'SH0W43',
      handle: 'glow.with.jo',
      state: 'PENDING',
      startTime: iso(now + 50 * MIN),
      endTime: null,
      title: 'Find your foundation shade, live',
      description: 'Bring your questions: we match shades on camera.',
      variants: [{ productId: 7301000301, variantIds: [] }],
    },
    {
      ...base,
      id: 'SH0W44',
      handle: 'lena.lips',
      state: 'PENDING',
      startTime: iso(now + 3 * 24 * 60 * MIN),
      endTime: null,
      title: 'Bold lips for the weekend',
      variants: [],
    },
    {
      ...base,
      id: 'SH0W40',
      handle: 'mia.host',
      state: 'ENDED',
      startTime: iso(now - 26 * 60 * MIN),
      endTime: iso(now - 25 * 60 * MIN),
      title: 'Brows in five minutes',
      variants: [{ productId: 7301000202, variantIds: [] }],
      recordings: [{ url: '/recordings/SH0W40/index.m3u8', durationSeconds: 3600 }],
    },
    {
      ...base,
      id: 'SH0W39',
      handle: 'glow.with.jo',
      state: 'CANCELLED',
      startTime: iso(now - 2 * 24 * 60 * MIN),
      endTime: null,
      title: 'Night-time skin tint',
      variants: [],
    },
  ];
  return shows.map((s) => ({ ...s, ...extras(s.id, s.startTime) }));
}

/** A show from a file written before the fields above existed: it gets them (the seeded ones their seed), so old data dirs keep working. */
function upgrade(stored: Omit<StoredShow, Extra> & Partial<StoredShow> & { chatBaseUrl?: unknown }): StoredShow {
  const { chatBaseUrl: _derivedNow, ...show } = stored;
  return show.showDiscounts ? (show as StoredShow) : { ...show, ...extras(show.id, show.startTime) };
}

export function createShowStore(file: string, now = Date.now()) {
  let shows: StoredShow[] = (readJson<{ shows: Array<Parameters<typeof upgrade>[0]> }>(file)?.shows ?? []).map(upgrade);
  const save = () => writeJson(file, { shows });
  if (shows.length === 0) shows = seedShows(now);
  save();
  return {
    byId: (id: string) => shows.find((s) => s.id === id),
    all: () => shows,
    publicShows: () => shows.filter((s) => s.publiclyListed && s.state !== 'CANCELLED'),
    byHandle(handle: string, from?: number, to?: number) {
      return shows.filter(
        (s) =>
          s.handle === handle &&
          (from === undefined || Date.parse(s.startTime) >= from) &&
          (to === undefined || Date.parse(s.startTime) <= to),
      );
    },
    /** A host's new show: a fresh id like SH3K9Z (SH and 4 base-36 characters, unique). */
    create(fields: Omit<StoredShow, 'id'>): StoredShow {
      let id: string;
      do
        id = `SH${randomInt(36 ** 4)
          .toString(36)
          .padStart(4, '0')
          .toUpperCase()}`;
      while (shows.some((s) => s.id === id));
      const show = { id, ...fields };
      shows.push(show);
      save();
      return show;
    },
    update(id: string, patch: Partial<Omit<StoredShow, 'id'>>): StoredShow | undefined {
      const show = shows.find((s) => s.id === id);
      if (!show) return undefined;
      Object.assign(show, patch);
      save();
      return show;
    },
  };
}
export type ShowStore = ReturnType<typeof createShowStore>;
