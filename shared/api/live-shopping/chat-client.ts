import type { Http } from '../../http';
import type { ChatCredentials, ChatEvent, ChatJoin, ChatMessage } from './live-types';

/**
 * The show chat (spec 2 §7): credentials, join and messages over REST; live
 * delivery over Server-Sent Events from the show's chatBaseUrl. EventSource
 * reconnects by itself; the server opens every connection with the history,
 * so a reconnect also fills any gap.
 */
export const CHAT_TOKEN_HEADER = 'X-Chat-Token';

export type ChatStreamState = 'connecting' | 'open' | 'reconnecting';

export interface ChatStream {
  close(): void;
}

export interface ChatClient {
  credentials(idToken: string | null): Promise<ChatCredentials>;
  join(showId: string, chatToken: string): Promise<ChatJoin>;
  send(showId: string, text: string, chatToken: string): Promise<ChatMessage>;
  edit(showId: string, messageId: string, text: string, chatToken: string): Promise<ChatMessage>;
  /** Opens the live stream (async like every call here, so the client's code can load on first use). */
  open(
    chatBaseUrl: string,
    chatToken: string,
    onEvent: (event: ChatEvent) => void,
    onState: (state: ChatStreamState) => void,
  ): Promise<ChatStream>;
}

export type EventSourceFactory = (url: string) => Pick<EventSource, 'onmessage' | 'onerror' | 'onopen' | 'close'>;

export function createChatClient(http: Http, baseUrl: string, eventSource: EventSourceFactory = (url) => new EventSource(url)): ChatClient {
  const base = baseUrl.replace(/\/$/, '');
  const chat = (id: string) => `${base}/chat/${encodeURIComponent(id)}`;
  return {
    credentials: (idToken) => http<ChatCredentials>(`${base}/chat/credentials/v1`, { idToken }),
    join: (showId, token) => http<ChatJoin>(`${chat(showId)}/join/v1`, { method: 'POST', headers: { [CHAT_TOKEN_HEADER]: token } }),
    send: (showId, text, token) =>
      http<ChatMessage>(`${chat(showId)}/message/v1`, { method: 'POST', json: { text }, headers: { [CHAT_TOKEN_HEADER]: token } }),
    edit: (showId, messageId, text, token) =>
      http<ChatMessage>(`${chat(showId)}/message/${encodeURIComponent(messageId)}/v1`, {
        method: 'PUT',
        json: { text },
        headers: { [CHAT_TOKEN_HEADER]: token },
      }),
    async open(url, token, onEvent, onState) {
      const source = eventSource(`${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
      onState('connecting');
      source.onopen = () => onState('open');
      source.onerror = () => onState('reconnecting');
      source.onmessage = (e: MessageEvent) => {
        let event: ChatEvent;
        try {
          event = JSON.parse(String(e.data));
        } catch {
          return; // one bad frame must not end the chat
        }
        if (event && typeof event === 'object' && typeof event.type === 'string') onEvent(event);
      };
      return { close: () => source.close() };
    },
  };
}
