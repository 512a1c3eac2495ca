import type { Http } from '../../http';
import { allowedChatOrigins, checkedChatUrl } from './chat-origin';
import type { GuestSession } from './guest-session';
import type { ChatCredentials, ChatEvent, ChatJoin, ChatMessage } from './live-types';
import { openSseStream, type SseRefusedError, type SseState } from './sse-stream';

/**
 * The show chat (spec 2 §7): credentials, join and messages over REST; live delivery over Server-Sent Events from
 * the show's chatBaseUrl, read with fetch so the chat token travels in the Authorization header, never in an
 * address, and only to an allowed origin (chat-origin.ts). The stream reconnects by itself; the server opens every
 * connection with the history, so a reconnect also fills any gap.
 */
export const CHAT_TOKEN_HEADER = 'X-Chat-Token';

export type ChatStreamState = SseState;

export interface ChatStream {
  close(): void;
}

export interface ChatClient {
  /** A signed-in viewer's (ID token) credentials, else the guest's (their guest secret sent). */
  credentials(idToken: string | null): Promise<ChatCredentials>;
  join(showId: string, chatToken: string): Promise<ChatJoin>;
  send(showId: string, text: string, chatToken: string): Promise<ChatMessage>;
  edit(showId: string, messageId: string, text: string, chatToken: string): Promise<ChatMessage>;
  /**
   * Opens the live stream (async like every call here, so the client's code can load on first use). Rejects with
   * ChatOriginError, before any request, when chatBaseUrl is not on an allowed origin; `onRefused` hears a stream the
   * server refused (an expired token, say), which has then stopped.
   */
  open(
    chatBaseUrl: string,
    chatToken: string,
    onEvent: (event: ChatEvent) => void,
    onState: (state: ChatStreamState) => void,
    onRefused: (error: SseRefusedError) => void,
  ): Promise<ChatStream>;
}

export interface ChatClientOptions {
  guest: GuestSession;
  /** Origins besides the live-shopping API's own that a show's chat stream may be on (config.chatOrigins). */
  chatOrigins: readonly string[];
  /** The page's address, for a relative API base. */
  pageUrl?: string;
  fetch?: typeof fetch;
}

export function createChatClient(http: Http, baseUrl: string, options: ChatClientOptions): ChatClient {
  const base = baseUrl.replace(/\/$/, '');
  const chat = (id: string) => `${base}/chat/${encodeURIComponent(id)}`;
  const allowed = allowedChatOrigins(baseUrl, options.chatOrigins, options.pageUrl);
  return {
    credentials: (idToken) =>
      idToken
        ? http<ChatCredentials>(`${base}/chat/credentials/v1`, { idToken })
        : options.guest.as((headers) => http<ChatCredentials>(`${base}/chat/credentials/v1`, { headers })),
    join: (showId, token) => http<ChatJoin>(`${chat(showId)}/join/v1`, { method: 'POST', headers: { [CHAT_TOKEN_HEADER]: token } }),
    send: (showId, text, token) =>
      http<ChatMessage>(`${chat(showId)}/message/v1`, { method: 'POST', json: { text }, headers: { [CHAT_TOKEN_HEADER]: token } }),
    edit: (showId, messageId, text, token) =>
      http<ChatMessage>(`${chat(showId)}/message/${encodeURIComponent(messageId)}/v1`, {
        method: 'PUT',
        json: { text },
        headers: { [CHAT_TOKEN_HEADER]: token },
      }),
    async open(chatBaseUrl, token, onEvent, onState, onRefused) {
      const url = checkedChatUrl(chatBaseUrl, allowed);
      return openSseStream({
        url,
        headers: { Authorization: `Bearer ${token}` },
        fetch: options.fetch,
        onState,
        onRefused,
        onMessage(data) {
          let event: ChatEvent;
          try {
            event = JSON.parse(data);
          } catch {
            return; // one bad frame must not end the chat
          }
          if (event && typeof event === 'object' && typeof event.type === 'string') onEvent(event);
        },
      });
    },
  };
}
