/**
 * A Server-Sent Events stream read with fetch, so it can carry headers (a credential belongs in a header: an
 * address lands in logs, browser history and Referer headers). It does what EventSource does: parses the
 * text/event-stream format (WHATWG HTML §9.2), delivers `message` events, follows the server's `retry:`, sends
 * `Last-Event-ID` on a reconnect once the server has named an id, and reconnects after a drop. Unlike EventSource,
 * a refusal (401, 403, 404, or a response that is not an event stream) is reported rather than leaving the stream
 * silently closed, and failed attempts back off. Plain fetch, a body reader and TextDecoder: Safari's engine too.
 */
export type SseState = 'connecting' | 'open' | 'reconnecting';

export interface SseOptions {
  url: string;
  headers: Record<string, string>;
  /** Each `message` event's data (EventSource's onmessage). */
  onMessage(data: string): void;
  onState(state: SseState): void;
  /** The server refused the stream; trying again would not help, so it has stopped. */
  onRefused(error: SseRefusedError): void;
  fetch?: typeof fetch;
}

/** The stream's answer was a refusal: `status` is the HTTP status (200 when the body was not an event stream). */
export class SseRefusedError extends Error {
  override name = 'SseRefusedError';
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`Event stream refused: HTTP ${status}${status === 200 ? ' (not text/event-stream)' : ''} from ${url}`);
  }
}

/** EventSource's usual first delay; the server's `retry:` replaces it. */
export const SSE_DEFAULT_RETRY_MS = 3_000;
/** Attempts that fail before the stream opens wait twice as long each time, up to this. */
export const SSE_MAX_RETRY_MS = 60_000;

/** Statuses worth trying again: the server is busy or failing, not refusing this caller. */
const TRANSIENT = (status: number) => status >= 500 || status === 408 || status === 429;

export interface SseEvent {
  type: string;
  data: string;
}

/**
 * The text/event-stream parser: feed it decoded text in any pieces; it calls `onEvent` for each complete event,
 * and reports `id:` and `retry:` fields as it meets them.
 */
export function createSseParser(handlers: { onEvent(event: SseEvent): void; onId(id: string): void; onRetry(ms: number): void }) {
  let buffer = '';
  let started = false;
  let data: string[] = [];
  let type = '';
  const line = (text: string) => {
    if (text === '') {
      if (data.length) handlers.onEvent({ type: type || 'message', data: data.join('\n') });
      data = [];
      type = '';
      return;
    }
    if (text.startsWith(':')) return; // a comment (keep-alive)
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) handlers.onId(value);
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry(Number(value));
  };
  return {
    feed(text: string) {
      buffer += text;
      if (!started && buffer) {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      // Lines end in CRLF, LF or CR; a CR at the end of the text may be the first half of a CRLF still to come.
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end < 0) return;
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const next = buffer[end] === '\r' && buffer[end + 1] === '\n' ? end + 2 : end + 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(next);
      }
    },
    /** The stream ended: a last CR ends its line; an event without its blank line is dropped, as EventSource does. */
    end() {
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
      buffer = '';
      data = [];
      type = '';
    },
  };
}

/** Opens the stream and keeps it open (reconnecting after drops) until `close`. */
export function openSseStream(options: SseOptions): { close(): void } {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let retryMs = SSE_DEFAULT_RETRY_MS;
  let lastEventId = '';
  let failures = 0;
  let closed = false;
  let abort: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reconnect = () => {
    if (closed) return;
    options.onState('reconnecting');
    const delay = failures === 0 ? retryMs : Math.min(retryMs * 2 ** (failures - 1), SSE_MAX_RETRY_MS);
    timer = setTimeout(() => void connect(), delay);
  };

  const read = async (body: ReadableStream<Uint8Array>, signal: AbortSignal) => {
    const parser = createSseParser({
      onEvent: (event) => {
        if (!closed && event.type === 'message') options.onMessage(event.data);
      },
      onId: (id) => (lastEventId = id),
      onRetry: (ms) => (retryMs = ms),
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || signal.aborted) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
      parser.feed(decoder.decode());
    } catch {
      // A dropped connection: the reconnect below picks up.
    } finally {
      parser.end();
      reader.releaseLock?.();
    }
  };

  const connect = async () => {
    if (closed) return;
    const controller = (abort = new AbortController());
    const headers: Record<string, string> = { ...options.headers, Accept: 'text/event-stream' };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    let response: Response;
    try {
      response = await doFetch(options.url, { headers, cache: 'no-store', signal: controller.signal });
    } catch {
      if (controller.signal.aborted) return;
      failures++;
      return reconnect();
    }
    if (closed) return;
    const isStream = /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '');
    if (!response.ok || !isStream || !response.body) {
      void response.body?.cancel().catch(() => undefined);
      if (!response.ok && TRANSIENT(response.status)) {
        failures++;
        return reconnect();
      }
      closed = true;
      options.onRefused(new SseRefusedError(options.url, response.status));
      return;
    }
    failures = 0;
    options.onState('open');
    await read(response.body, controller.signal);
    if (!controller.signal.aborted) reconnect();
  };

  options.onState('connecting');
  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      abort?.abort();
    },
  };
}
