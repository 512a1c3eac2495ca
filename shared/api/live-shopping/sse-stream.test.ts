import { vi } from 'vitest';
import { createSseParser, openSseStream, SSE_DEFAULT_RETRY_MS, SseRefusedError, type SseEvent } from './sse-stream';

function parse(...pieces: string[]) {
  const events: SseEvent[] = [];
  const ids: string[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ onEvent: (e) => events.push(e), onId: (id) => ids.push(id), onRetry: (ms) => retries.push(ms) });
  pieces.forEach((p) => parser.feed(p));
  parser.end();
  return { events, ids, retries };
}

describe('the text/event-stream parser', () => {
  it('reads data lines into one event per blank line, joined by newlines, in any pieces and line endings', () => {
    expect(parse('data: a\ndata: b\n\n').events).toEqual([{ type: 'message', data: 'a\nb' }]);
    expect(parse('da', 'ta: x\r', '\ndata:y\r\n', '\r\n').events).toEqual([{ type: 'message', data: 'x\ny' }]);
    expect(parse('data: one\r\rdata: two\n\n').events.map((e) => e.data)).toEqual(['one', 'two']);
    // Only one space after the colon is dropped; a field without a colon has an empty value.
    expect(parse('data:  two spaces\ndata\n\n').events).toEqual([{ type: 'message', data: ' two spaces\n' }]);
  });

  it('skips comments, unknown fields, a leading byte-order mark and an event never ended by a blank line', () => {
    expect(parse('\uFEFF: keep-alive\nfoo: bar\ndata: kept\n\n:\n\ndata: cut off').events).toEqual([{ type: 'message', data: 'kept' }]);
  });

  it('reports named event types, ids and numeric retry fields', () => {
    const out = parse('event: ping\ndata: p\nid: 7\n\nretry: 2000\nretry: soon\nid: a\0b\n\n');
    expect(out.events).toEqual([{ type: 'ping', data: 'p' }]);
    expect(out.ids).toEqual(['7']);
    expect(out.retries).toEqual([2000]);
  });

  it('decodes a character split across chunks (through the stream’s TextDecoder)', async () => {
    const bytes = new TextEncoder().encode('data: 💄\n\n');
    const { fetch } = fakeServer([[bytes.slice(0, 8), bytes.slice(8)]]);
    const messages: string[] = [];
    const stream = openSseStream({
      url: 'https://api.example/s',
      headers: {},
      onMessage: (d) => messages.push(d),
      onState: vi.fn(),
      onRefused: vi.fn(),
      fetch,
    });
    await vi.waitFor(() => expect(messages).toEqual(['💄']));
    stream.close();
  });
});

/**
 * A server answering each request with the next script: a list of chunks then the end of the body (a drop), a
 * status with no stream, or a network failure. Requests beyond the scripts hang until aborted.
 */
function fakeServer(scripts: Array<Array<string | Uint8Array> | { status: number; type?: string } | 'network-error'>) {
  const requests: Array<{ url: string; headers: Record<string, string>; signal: AbortSignal }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const signal = init!.signal!;
    requests.push({ url: String(url), headers: init!.headers as Record<string, string>, signal });
    const script = scripts[requests.length - 1];
    if (script === 'network-error') throw new TypeError('Failed to fetch');
    if (script === undefined)
      return new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    if (!Array.isArray(script))
      return new Response('nope', { status: script.status, headers: { 'Content-Type': script.type ?? 'application/json' } });
    const enc = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of script) controller.enqueue(typeof chunk === 'string' ? enc.encode(chunk) : chunk);
        controller.close();
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

function open(server: ReturnType<typeof fakeServer>) {
  const messages: string[] = [];
  const states: string[] = [];
  const refusals: SseRefusedError[] = [];
  const stream = openSseStream({
    url: 'https://api.example/chat/SH1/events',
    headers: { Authorization: 'Bearer tok' },
    onMessage: (d) => messages.push(d),
    onState: (s) => states.push(s),
    onRefused: (e) => refusals.push(e),
    fetch: server.fetch,
  });
  return { stream, messages, states, refusals };
}

/** Lets the fake server's answers and the body's reads run, without moving the (fake) clock. */
async function settle() {
  for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(0);
}

describe('the event stream over fetch', () => {
  afterEach(() => vi.useRealTimers());

  it('sends its headers, asks for an event stream and never caches it', async () => {
    const server = fakeServer([['data: hi\n\n']]);
    const s = open(server);
    await vi.waitFor(() => expect(s.messages).toEqual(['hi']));
    expect(server.requests[0]!.url).toBe('https://api.example/chat/SH1/events');
    expect(server.requests[0]!.headers).toEqual({ Authorization: 'Bearer tok', Accept: 'text/event-stream' });
    expect(server.fetch).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ cache: 'no-store' }));
    s.stream.close();
  });

  it('after a drop reconnects once the server’s retry delay has passed, with Last-Event-ID once an id was named', async () => {
    vi.useFakeTimers();
    const server = fakeServer([['retry: 2000\n\nid: 41\ndata: one\n\n'], ['data: two\n\n']]);
    const s = open(server);
    await settle();
    expect(s.states).toEqual(['connecting', 'open', 'reconnecting']);
    expect(s.messages).toEqual(['one']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(s.messages).toEqual(['one', 'two']);
    expect(server.requests[1]!.headers['Last-Event-ID']).toBe('41');
    expect(server.requests[0]!.headers['Last-Event-ID']).toBeUndefined();
    expect(s.states.slice(2)).toEqual(['reconnecting', 'open', 'reconnecting']);
    s.stream.close();
  });

  it('keeps trying through network failures and server errors, waiting longer each time, until it opens', async () => {
    vi.useFakeTimers();
    const server = fakeServer(['network-error', { status: 503 }, { status: 429 }, ['data: back\n\n']]);
    const s = open(server);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SSE_DEFAULT_RETRY_MS);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * SSE_DEFAULT_RETRY_MS - 1);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4 * SSE_DEFAULT_RETRY_MS);
    await settle();
    expect(s.messages).toEqual(['back']);
    expect(s.states).toEqual(['connecting', 'reconnecting', 'reconnecting', 'reconnecting', 'open', 'reconnecting']);
    expect(s.refusals).toEqual([]);
    s.stream.close();
  });

  it.each([
    [{ status: 401 }, 401],
    [{ status: 404 }, 404],
    [{ status: 200, type: 'text/html' }, 200],
  ])('stops and reports a refusal (%j) instead of retrying', async (answer, status) => {
    vi.useFakeTimers();
    const server = fakeServer([answer]);
    const s = open(server);
    await settle();
    expect(s.refusals).toEqual([expect.objectContaining({ status, url: 'https://api.example/chat/SH1/events' })]);
    expect(s.refusals[0]).toBeInstanceOf(SseRefusedError);
    await vi.advanceTimersByTimeAsync(10 * SSE_DEFAULT_RETRY_MS);
    expect(server.requests).toHaveLength(1);
    expect(s.states).toEqual(['connecting']);
  });

  it('closing aborts the request, cancels a pending reconnect and delivers nothing more', async () => {
    vi.useFakeTimers();
    const server = fakeServer([['data: one\n\n']]);
    const s = open(server);
    await settle();
    expect(s.states).toEqual(['connecting', 'open', 'reconnecting']);
    s.stream.close();
    await vi.advanceTimersByTimeAsync(10 * SSE_DEFAULT_RETRY_MS);
    expect(server.requests).toHaveLength(1);

    const hanging = fakeServer([]);
    const h = open(hanging);
    await vi.advanceTimersByTimeAsync(0);
    h.stream.close();
    expect(hanging.requests[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * SSE_DEFAULT_RETRY_MS);
    expect(hanging.requests).toHaveLength(1);
    expect(h.states).toEqual(['connecting']);
  });
});
