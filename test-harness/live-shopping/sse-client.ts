import { vi } from 'vitest';
import type { ChatEvent } from '../../shared/api/live-shopping/live-types';

/** The tests' reader of a show's chat stream (Server-Sent Events). */
export const is =
  <K extends ChatEvent['type']>(type: K) =>
  (e: ChatEvent): e is Extract<ChatEvent, { type: K }> =>
    e.type === type;

/** An open event stream (the chat token, if any, as `Authorization: Bearer`): every `data:` event parsed, and the raw text (for comments and retry). */
export async function openStream(url: string, token?: string) {
  const abort = new AbortController();
  const res = await fetch(url, { signal: abort.signal, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
  const events: ChatEvent[] = [];
  let raw = '';
  if (res.ok) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          raw += value;
          buffer += value;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop()!;
          for (const block of blocks)
            for (const line of block.split('\n')) if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    res,
    events,
    raw: () => raw,
    /** The first event (after `from`) that `match` accepts, waiting for it. */
    next: <T extends ChatEvent>(match: (e: ChatEvent) => e is T, from = 0) =>
      vi.waitFor(
        () => {
          const found = events.slice(from).find(match);
          if (!found) throw new Error(`No such event yet in ${JSON.stringify(events)}`);
          return found;
        },
        { timeout: 2000 },
      ),
    close: () => abort.abort(),
  };
}
