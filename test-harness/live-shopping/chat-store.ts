import type { ChatAuthor } from '../../shared/api/live-shopping/live-types';
import { readJson, writeJson } from './json-file';
import { seedChat, type StoredMessage } from './seed-chat';
import type { StoredShow } from './show-store';

/**
 * Chat that outlives the stream: every show's messages (the last 500, so a
 * recording replays with its chat), who is muted where, and the guests'
 * numbers (Guest #n, stable per device), in one JSON file.
 */
const KEPT = 500;

interface Data {
  messages: Record<string, StoredMessage[]>;
  /** show id → muted 'basename#sequence' (lower case) and handles (lower case) */
  mutes: Record<string, { displayNames: string[]; handles: string[] }>;
  guests: Record<string, number>;
  /** show id → messages ever posted (the history keeps only the last 500); absent for a show: its history's length */
  sent: Record<string, number>;
}

export type MuteTarget = { displayName: { baseName: string; sequenceId: number } } | { handle: string };

const nameKey = (d: { baseName: string; sequenceId: number }) => `${d.baseName.toLowerCase()}#${d.sequenceId}`;

export function createChatStore(file: string, shows: StoredShow[]) {
  const stored = readJson<Data>(file);
  const data: Data = { messages: {}, mutes: {}, guests: {}, sent: {}, ...stored };
  const save = () => writeJson(file, data);
  if (!stored) {
    for (const show of shows) {
      const seeded = seedChat(show.id, show.startTime);
      if (seeded.length) data.messages[show.id] = seeded;
    }
    save();
  }
  const mutesOf = (showId: string) => (data.mutes[showId] ??= { displayNames: [], handles: [] });

  return {
    history: (showId: string): readonly StoredMessage[] => data.messages[showId] ?? [],
    find: (showId: string, id: string) => data.messages[showId]?.find((m) => m.id === id),
    add(showId: string, message: StoredMessage) {
      const list = (data.messages[showId] ??= []);
      data.sent[showId] = (data.sent[showId] ?? list.length) + 1;
      list.push(message);
      if (list.length > KEPT) list.splice(0, list.length - KEPT);
      save();
    },
    edit(message: StoredMessage, text: string, at: string) {
      Object.assign(message, { text, editedAt: at });
      save();
    },
    mute(showId: string, target: MuteTarget, on: boolean) {
      const mutes = mutesOf(showId);
      const [list, key] =
        'handle' in target ? (['handles', target.handle.toLowerCase()] as const) : (['displayNames', nameKey(target.displayName)] as const);
      mutes[list] = mutes[list].filter((k) => k !== key).concat(on ? [key] : []);
      save();
    },
    isMuted(showId: string, author: Pick<ChatAuthor, 'displayName' | 'handle'>): boolean {
      const mutes = data.mutes[showId];
      if (!mutes) return false;
      return (
        (!!author.displayName && mutes.displayNames.includes(nameKey(author.displayName))) ||
        (!!author.handle && mutes.handles.includes(author.handle.toLowerCase()))
      );
    },
    messageCount: (showId: string) => data.sent[showId] ?? data.messages[showId]?.length ?? 0,
    /** Whether Guest #n has been given out. */
    isGuest: (n: number) => Object.values(data.guests).includes(n),
    /** The guest number of a chat subject without a display name, given once and kept. */
    guestNumber(subjectKey: string): number {
      let n = data.guests[subjectKey];
      if (n === undefined) {
        n = data.guests[subjectKey] = Object.keys(data.guests).length + 1;
        save();
      }
      return n;
    },
  };
}
export type ChatStore = ReturnType<typeof createChatStore>;
