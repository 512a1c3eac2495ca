import {
  REACTIONS,
  type ChatAuthor,
  type ChatEvent,
  type ChatMessage,
  type DisplayName,
  type LiveShowState,
  type PurchaseNotice,
  type Reaction,
} from '../api/live-shopping/live-types';

/**
 * The chat stream's events as the chat may use them. A frame is someone else's JSON: the store sorts messages by
 * `sentAt` and `id` and the page reads their authors, so an event that lacks what its type needs, or a type we do
 * not know, is dropped whole; a history keeps its readable messages and drops the others. Nothing held is lost to a
 * bad frame.
 */
type Json = Record<string, unknown>;
const isRecord = (x: unknown): x is Json => !!x && typeof x === 'object' && !Array.isArray(x);
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const ROLES: ReadonlyArray<ChatAuthor['role']> = ['viewer', 'host', 'moderator'];
const SHOW_STATES: readonly LiveShowState[] = ['PENDING', 'RUNNING', 'ENDED', 'CANCELLED'];

function displayNameOf(x: unknown): DisplayName | null | undefined {
  if (x === null) return null;
  if (!isRecord(x) || typeof x.baseName !== 'string' || !isCount(x.sequenceId)) return undefined;
  return { baseName: x.baseName, sequenceId: x.sequenceId };
}

function authorOf(x: unknown): ChatAuthor | null {
  if (!isRecord(x) || !ROLES.includes(x.role as ChatAuthor['role'])) return null;
  const displayName = displayNameOf(x.displayName ?? null);
  if (displayName === undefined || !(x.handle == null || typeof x.handle === 'string')) return null;
  return { displayName, handle: (x.handle as string | null | undefined) ?? null, role: x.role as ChatAuthor['role'] };
}

/** A message the chat can show, or null. */
export function chatMessageOf(x: unknown): ChatMessage | null {
  if (!isRecord(x) || typeof x.id !== 'string' || !x.id || typeof x.text !== 'string' || typeof x.sentAt !== 'string') return null;
  const author = authorOf(x.author);
  if (!author) return null;
  const editedAt = typeof x.editedAt === 'string' || x.editedAt === null ? { editedAt: x.editedAt } : {};
  return { id: x.id, text: x.text, sentAt: x.sentAt, ...editedAt, author };
}

function purchaseOf(x: unknown): PurchaseNotice | null {
  if (!isRecord(x) || !isCount(x.productId) || !isCount(x.variantId) || !isCount(x.quantity)) return null;
  const displayName = displayNameOf(x.displayName);
  return displayName ? { displayName, productId: x.productId, variantId: x.variantId, quantity: x.quantity } : null;
}

/** One event of the chat stream as the chat may use it, or null to ignore it. */
export function readChatEvent(x: unknown): ChatEvent | null {
  if (!isRecord(x)) return null;
  switch (x.type) {
    case 'history':
      return Array.isArray(x.messages) ? { type: 'history', messages: x.messages.flatMap((m) => chatMessageOf(m) ?? []) } : null;
    case 'message':
    case 'update': {
      const message = chatMessageOf(x.message);
      return message ? { type: x.type, message } : null;
    }
    case 'pinned': {
      const message = x.message === null ? null : chatMessageOf(x.message);
      return message || x.message === null ? { type: 'pinned', message } : null;
    }
    case 'viewers':
      return isCount(x.count) ? { type: 'viewers', count: x.count } : null;
    case 'reaction':
      return REACTIONS.includes(x.reaction as Reaction) ? { type: 'reaction', reaction: x.reaction as Reaction } : null;
    case 'show':
      return SHOW_STATES.includes(x.state as LiveShowState) ? { type: 'show', state: x.state as LiveShowState } : null;
    case 'purchase': {
      const purchase = purchaseOf(x.purchase);
      return purchase ? { type: 'purchase', purchase } : null;
    }
    default:
      return null;
  }
}
