import type { ChatAuthor, ChatMessage } from '../../shared/api/live-shopping/live-types';

/**
 * The seeded shows' chat: what a few minutes of SH0W42 and the hour of the
 * recorded SH0W40 looked like. Times are offsets from the show's start, so
 * the history fits the schedule whenever it was seeded.
 */
export interface StoredMessage extends ChatMessage {
  /** Who may edit it: the chat token's subject ('u:<profile id>' or 'd:<device id>'). */
  authorKey: string;
}

const MIN = 60_000;
const mia: ChatAuthor = { displayName: { baseName: 'Mia', sequenceId: 1 }, handle: 'mia.host', role: 'host' };
const sofia: ChatAuthor = { displayName: { baseName: 'Sofia', sequenceId: 3 }, handle: null, role: 'viewer' };
const priya: ChatAuthor = { displayName: { baseName: 'Priya', sequenceId: 1 }, handle: null, role: 'viewer' };
const keyOf = (a: ChatAuthor) => (a === mia ? 'u:host-mia' : `u:seed-${a.displayName!.baseName.toLowerCase()}`);

const SCRIPTS: Record<string, Array<[number, ChatAuthor, string]>> = {
  SH0W42: [
    [0.3 * MIN, mia, 'Welcome! 15% off with the show discount below'],
    [1.2 * MIN, sofia, 'Hi Mia! Is Mauve Muse OK on olive skin?'],
    [1.9 * MIN, mia, 'It is gorgeous on olive skin, Sofia. Swatching it next'],
    [2.8 * MIN, priya, 'Cinnamon looks so good on you 😍'],
  ],
  SH0W40: [
    [1 * MIN, mia, 'Hi everyone! Five-minute brows today, grab a spoolie'],
    [6 * MIN, sofia, 'Just in time! Do you fill in before or after the gel?'],
    [9 * MIN, mia, 'After: the gel sets the shape, then fill the gaps with light strokes'],
    [24 * MIN, priya, 'Which shade would you pick for dark blonde hair?'],
    [27 * MIN, mia, 'One shade lighter than your roots, so Taupe for dark blonde'],
    [55 * MIN, sofia, 'That was so helpful, ordering the pencil now. Thank you!'],
  ],
};

export function seedChat(showId: string, startTime: string): StoredMessage[] {
  const start = Date.parse(startTime);
  return (SCRIPTS[showId] ?? []).map(([offset, author, text], i) => ({
    id: `${showId}-seed-${i + 1}`,
    text,
    sentAt: new Date(start + offset).toISOString(),
    editedAt: null,
    author,
    authorKey: keyOf(author),
  }));
}

export const withoutKey = ({ authorKey: _key, ...message }: StoredMessage): ChatMessage => message;
