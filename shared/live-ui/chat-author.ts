import type { ChatAuthor } from '../store/slices/live-chat-slice';

/** How the chat names an author: "Base", "Base#3" past the first of a name, else the host's handle. */
export function authorName(author: ChatAuthor): string {
  const d = author.displayName;
  if (d) return d.sequenceId > 1 ? `${d.baseName}#${d.sequenceId}` : d.baseName;
  return author.handle ?? '';
}

/** One key per author, for remembering what a moderator did to them. */
export function authorKey(author: ChatAuthor): string {
  return author.handle ?? `${author.displayName?.baseName}#${author.displayName?.sequenceId}`;
}
