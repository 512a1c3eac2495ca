import type { ChatStreamState } from '../../api/live-shopping/chat-client';
import type { ChatAuthor, ChatEvent, ChatMessage, DisplayName, PurchaseNotice, Reaction } from '../../api/live-shopping/live-types';
import { apiErrorsOf, HttpError, NetworkError } from '../../http';
import type { MessageKey } from '../../i18n';
import { chatMessageOf, readChatEvent } from '../../live/chat-events';
import { CHAT_MAX, chatLength, hasVisibleText } from '../../live/chat-rules';
import { NO_VIEWER_COUNT, nextViewerCount, type ViewerCount } from '../../live/viewer-count';
import { defineSlice } from '../define-slice';

export type { ChatAuthor, ChatMessage, PurchaseNotice, Reaction };

/** Enough for a long show; older messages scroll off. */
const KEEP_MESSAGES = 500;

export interface LiveChatState {
  showId: string | null;
  status: 'idle' | 'joining' | ChatStreamState | 'unavailable';
  messages: ChatMessage[];
  me: ChatAuthor | null;
  maxLength: number;
  muted: boolean;
  /** What the viewer is typing: kept through failures, cleared only once the server has the message. */
  draft: string;
  sending: boolean;
  error: MessageKey | null;
  /** The server's own explanation of a refusal (422), shown as it is. */
  serverMessage: string | null;
  viewers: ViewerCount;
  /** The pinned message as the stream last said; undefined until it has (the show's own copy stands in). */
  pinned: ChatMessage | null | undefined;
  /** Reactions that arrived recently, for the floating hearts; each has its own key. */
  reactions: Array<{ key: number; reaction: Reaction }>;
  /** The latest purchase announced in the show (a host's test purchase included). */
  purchase: { key: number; purchase: PurchaseNotice } | null;
}

export interface LiveChatSlice extends LiveChatState {
  /** Joins the show's chat and keeps it live until the release is called. */
  open(showId: string, chatBaseUrl: string, idToken: string | null): () => void;
  setDraft(text: string): void;
  send(): Promise<boolean>;
  /** Changes one of the viewer's own messages (spec 2 §7 message update); the same rules as sending. */
  edit(messageId: string, text: string): Promise<boolean>;
  /** Drops a floating reaction once its animation ends. */
  reactionShown(key: number): void;
  /** The viewer chose a display name: their next messages carry it (the server names authors when they write), and show as theirs. */
  renamed(displayName: DisplayName): void;
}

const byTime = (a: ChatMessage, b: ChatMessage) => a.sentAt.localeCompare(b.sentAt) || a.id.localeCompare(b.id);

/** Adds or replaces messages by id, in time order. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort(byTime).slice(-KEEP_MESSAGES);
}

function refusal(error: unknown): { key: MessageKey; server: string | null; muted?: boolean } {
  if (error instanceof NetworkError) return { key: 'live.chat.offline', server: null };
  if (error instanceof HttpError) {
    const first = apiErrorsOf(error)[0];
    if (error.status === 403 && first?.code === 'MUTED') return { key: 'live.chat.muted', server: null, muted: true };
    if (error.status === 422 && first?.code === 'TOO_LONG') return { key: 'live.chat.tooLong', server: null };
    if (error.status === 422) return { key: 'live.chat.refused', server: first?.message ?? null };
    if (error.status === 401) return { key: 'live.chat.expired', server: null };
  }
  return { key: 'live.chat.failed', server: null };
}

export const liveChatSlice = defineSlice<LiveChatSlice>()({
  key: 'liveChat',
  create: ({ deps, get, set }) => {
    const client = deps.live.chat;
    const patch = set;
    let session: { showId: string; token: string; close: () => void } | null = null;
    let reactionKey = 0;

    // Each frame is checked before it touches the messages held (readChatEvent): a bad one is dropped, never merged.
    const onEvent = (frame: ChatEvent) => {
      const event = readChatEvent(frame);
      if (!event) return undefined;
      const chat = get().liveChat;
      switch (event.type) {
        case 'history':
          return patch({ messages: mergeMessages(chat.messages, event.messages) });
        case 'message':
        case 'update':
          return patch({ messages: mergeMessages(chat.messages, [event.message]) });
        case 'viewers':
          return patch({ viewers: nextViewerCount(chat.viewers, event.count, deps.now()) });
        case 'pinned':
          return patch({ pinned: event.message });
        case 'purchase':
          return patch({ purchase: { key: ++reactionKey, purchase: event.purchase } });
        case 'reaction':
          // A burst of reactions shows at most a handful at once.
          return patch({ reactions: [...chat.reactions, { key: ++reactionKey, reaction: event.reaction }].slice(-12) });
        default:
          return undefined;
      }
    };

    return {
      showId: null,
      status: 'idle',
      messages: [],
      me: null,
      maxLength: CHAT_MAX,
      muted: false,
      draft: '',
      sending: false,
      error: null,
      serverMessage: null,
      viewers: NO_VIEWER_COUNT,
      pinned: undefined,
      reactions: [],
      purchase: null,

      open(showId, chatBaseUrl, idToken) {
        session?.close();
        const draft = get().liveChat.showId === showId ? get().liveChat.draft : '';
        patch({
          showId,
          status: 'joining',
          messages: [],
          draft,
          error: null,
          serverMessage: null,
          viewers: NO_VIEWER_COUNT,
          reactions: [],
          pinned: undefined,
        });
        let closed = false;
        const mine = { showId, token: '', close: () => void (closed = true) };
        session = mine;
        (async () => {
          try {
            const credentials = await client.credentials(idToken);
            const join = await client.join(showId, credentials.token);
            if (closed) return;
            mine.token = credentials.token;
            patch({
              me: credentials.author,
              maxLength: join.maxLength || credentials.maxLength || CHAT_MAX,
              muted: join.muted,
              viewers: nextViewerCount(get().liveChat.viewers, join.viewerCount, deps.now()),
            });
            const stream = await client.open(
              chatBaseUrl,
              credentials.token,
              onEvent,
              (status) => {
                if (!closed) patch({ status });
              },
              (refusal) => {
                if (closed) return;
                // The stream has stopped: the viewer reads why (an expired token needs a reload), we get the report.
                deps.reportError(refusal, { where: 'live:chat-stream', showId });
                patch({ status: 'unavailable', ...(refusal.status === 401 ? { error: 'live.chat.expired' as const } : {}) });
              },
            );
            if (closed) return stream.close();
            mine.close = () => {
              closed = true;
              stream.close();
            };
          } catch (error) {
            if (closed) return;
            deps.reportError(error, { where: 'live:chat-join', showId });
            patch({ status: 'unavailable' });
          }
        })();
        return () => {
          mine.close();
          if (session === mine) session = null;
        };
      },

      setDraft(text) {
        patch({ draft: text, error: null, serverMessage: null });
      },

      async send() {
        const chat = get().liveChat;
        const text = chat.draft.trim();
        // Only invisible characters (zero-width spaces, bidi marks...) is an empty message, as the server says.
        if (text && !hasVisibleText(text)) return (patch({ error: 'live.chat.blank', serverMessage: null }), false);
        if (!session?.token || chat.sending || !text || chatLength(text) > chat.maxLength || chat.muted) return false;
        patch({ sending: true, error: null, serverMessage: null });
        try {
          const message = chatMessageOf(await client.send(session.showId, text, session.token));
          // The stream delivers it too; merging by id keeps one copy either way (an unreadable answer waits for the stream).
          // The box stays open while it sends: what the viewer typed since is their next message, not this one.
          patch({
            sending: false,
            draft: get().liveChat.draft === chat.draft ? '' : get().liveChat.draft,
            messages: message ? mergeMessages(get().liveChat.messages, [message]) : get().liveChat.messages,
          });
          deps.publish('chat_sent', { showId: session.showId });
          return true;
        } catch (error) {
          const { key, server, muted } = refusal(error);
          // A refusal is the viewer's news; anything else is ours to look at.
          if (!(error instanceof HttpError && error.status < 500))
            deps.reportError(error, { where: 'live:chat-send', showId: session?.showId });
          patch({ sending: false, error: key, serverMessage: server, ...(muted ? { muted: true } : {}) });
          return false;
        }
      },

      async edit(messageId, text) {
        const chat = get().liveChat;
        const trimmed = text.trim();
        if (trimmed && !hasVisibleText(trimmed)) return (patch({ error: 'live.chat.blank', serverMessage: null }), false);
        if (!session?.token || !trimmed || chatLength(trimmed) > chat.maxLength || chat.muted) return false;
        patch({ error: null, serverMessage: null });
        try {
          const message = chatMessageOf(await client.edit(session.showId, messageId, trimmed, session.token));
          if (message) patch({ messages: mergeMessages(get().liveChat.messages, [message]) });
          return true;
        } catch (error) {
          const { key, server, muted } = refusal(error);
          if (!(error instanceof HttpError && error.status < 500))
            deps.reportError(error, { where: 'live:chat-edit', showId: session?.showId });
          patch({ error: key, serverMessage: server, ...(muted ? { muted: true } : {}) });
          return false;
        }
      },

      reactionShown(key) {
        patch({ reactions: get().liveChat.reactions.filter((r) => r.key !== key) });
      },

      renamed(displayName) {
        const { me } = get().liveChat;
        if (me) patch({ me: { ...me, displayName } });
      },
    };
  },
});
