import type { PurchaseNotice } from '../../shared/api/live-shopping/live-types';
import { readJson, writeJson } from './json-file';

/**
 * What a show's statistics need that no other store keeps, in a JSON file:
 * reactions sent, purchases announced, and its audience as the chat hub
 * counts it (the peak of viewers at once, and every chat subject that
 * connected, for the unique count).
 */
export interface Audience {
  peak: number;
  /** chat subjects ('u:<profile id>' or 'd:<device id>') that opened the stream */
  viewers: string[];
}

interface Data {
  reactions: Record<string, number>;
  purchases: Record<string, Array<PurchaseNotice & { at: string }>>;
  audience: Record<string, Audience>;
}

export function createShowStatsStore(file: string, now: () => number = Date.now) {
  const data: Data = { reactions: {}, purchases: {}, audience: {}, ...readJson<Data>(file) };
  const save = () => writeJson(file, data);
  return {
    reacted(showId: string) {
      data.reactions[showId] = (data.reactions[showId] ?? 0) + 1;
      save();
    },
    purchased(showId: string, notice: PurchaseNotice) {
      (data.purchases[showId] ??= []).push({ ...notice, at: new Date(now()).toISOString() });
      save();
    },
    /** The audience so far, for the hub to go on counting from after a restart. */
    audiences: (): Readonly<Record<string, Audience>> => data.audience,
    saveAudience(showId: string, audience: Audience) {
      data.audience[showId] = audience;
      save();
    },
    counts: (showId: string) => ({ reactions: data.reactions[showId] ?? 0, purchases: data.purchases[showId]?.length ?? 0 }),
  };
}
export type ShowStatsStore = ReturnType<typeof createShowStatsStore>;
