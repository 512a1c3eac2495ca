import fc from 'fast-check';
import { vi } from 'vitest';
import type { ChatEvent, ChatMessage } from '../api/live-shopping/live-types';
import { fakeLiveClient } from '../api/live-shopping/live-client.test-helpers';
import { anyJson, fuzz, hostileText, orJunk } from '../fuzz.test-helpers';
import { createFakeDeps } from '../store/app-deps.test-helpers';
import { installSlices } from '../store/install-slices';
import { liveChatSlice } from '../store/slices/live-chat-slice';
import { chatMessageOf, readChatEvent } from './chat-events';

/** Chat stream frames a hostile or broken server might send: good events, events missing their parts, unknown types. */
const ids = fc.oneof({ weight: 4, arbitrary: fc.constantFrom('m1', 'm2', 'm3', 'm4') }, { weight: 1, arbitrary: hostileText() });
const sentAt = fc.integer({ min: 0, max: 4e12 }).map((ms) => new Date(ms).toISOString());
const displayName = fc.option(fc.record({ baseName: hostileText(), sequenceId: fc.nat(99) }));
const author = fc.record({ displayName, handle: fc.option(hostileText()), role: fc.constantFrom('viewer', 'host', 'moderator') });
const goodMessage: fc.Arbitrary<ChatMessage> = fc.record({ id: ids, text: hostileText(), sentAt, author });
const junkMessage = fc.record(
  { id: orJunk(ids), text: orJunk(hostileText()), sentAt: orJunk(sentAt), editedAt: orJunk(fc.option(sentAt)), author: orJunk(author) },
  { requiredKeys: [] },
);
const message = fc.oneof(goodMessage, junkMessage, anyJson());
const frame: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('history'), messages: fc.oneof(fc.array(message, { maxLength: 6 }), anyJson()) }),
  fc.record(
    { type: fc.constantFrom('message', 'update', 'pinned'), message: fc.oneof(message, fc.constant(null)) },
    { requiredKeys: ['type'] },
  ),
  fc.record({ type: fc.constant('viewers'), count: orJunk(fc.nat()) }),
  fc.record({ type: fc.constant('reaction'), reaction: orJunk(fc.constantFrom('heart', 'fire', 'clap', 'wow')) }),
  fc.record({ type: fc.constant('purchase'), purchase: anyJson() }),
  fc.record({ type: fc.constantFrom('delete', 'mute', 'show', '', '__proto__'), id: orJunk(ids), state: orJunk(fc.constant('ENDED')) }),
  anyJson(),
);

const sorted = (messages: ChatMessage[]) =>
  messages.every(
    (m, i) =>
      i === 0 ||
      messages[i - 1]!.sentAt.localeCompare(m.sentAt) < 0 ||
      (messages[i - 1]!.sentAt === m.sentAt && messages[i - 1]!.id.localeCompare(m.id) <= 0),
  );

async function joinedChat() {
  let emit: (frame: ChatEvent) => void = () => {};
  const live = fakeLiveClient({
    chat: {
      // Whatever the stream's arguments, the first callback takes events and the second the stream's state.
      open: vi.fn(async (...args: unknown[]) => {
        const [onEvent, onState] = args.filter((a): a is (x: unknown) => void => typeof a === 'function');
        emit = onEvent!;
        onState!('open');
        return { close: () => {} };
      }),
    },
  });
  const t = createFakeDeps({ live });
  installSlices(t.store, t.deps, [liveChatSlice]);
  t.store.getState().liveChat.open('SH1', 'https://api.example/chat/SH1/events', null);
  await vi.waitFor(() => expect(t.store.getState().liveChat.status).toBe('open'));
  return { chat: () => t.store.getState().liveChat, emit: (x: unknown) => emit(x as ChatEvent) };
}

describe('chat stream frames (property)', () => {
  it('read as a well-formed event or nothing, never an exception', () => {
    fuzz(
      fc.property(frame, (x) => {
        const event = readChatEvent(x);
        if (!event) return;
        const messages = event.type === 'history' ? event.messages : 'message' in event && event.message ? [event.message] : [];
        for (const m of messages) expect(chatMessageOf(m)).toEqual(m);
      }),
      400,
    );
  });

  it('never lose a message already held, duplicate one, or break its order; bad frames change nothing', async () => {
    await fuzz(
      fc.asyncProperty(fc.array(goodMessage, { minLength: 1, maxLength: 4 }), fc.array(frame, { maxLength: 12 }), async (start, frames) => {
        const s = await joinedChat();
        s.emit({ type: 'history', messages: start });
        s.chat().setDraft('half a thought');
        for (const x of frames) {
          const before = s.chat();
          s.emit(x);
          const after = s.chat();
          if (readChatEvent(x) === null) expect(after).toBe(before);
          const heldIds = after.messages.map((m) => m.id);
          expect(new Set(heldIds).size).toBe(heldIds.length);
          for (const m of before.messages) expect(heldIds).toContain(m.id);
          expect(sorted(after.messages)).toBe(true);
          expect(after.messages.every((m) => chatMessageOf(m) !== null)).toBe(true);
          expect(after.draft).toBe('half a thought');
        }
      }),
      40,
    );
  });
});

describe('chat frames (regressions found by the property test)', () => {
  it('a message event without a message, or one without sentAt, leaves the chat as it was and working', async () => {
    const s = await joinedChat();
    const held = { id: 'm1', text: 'hi', sentAt: '2026-11-22T12:00:00Z', author: { displayName: null, handle: 'mia', role: 'host' } };
    s.emit({ type: 'history', messages: [held] });
    s.emit({ type: 'message' });
    s.emit({ type: 'message', message: { id: 'm2', text: 'no time' } });
    s.emit({ type: 'history', messages: 'oops' });
    s.emit({ type: 'update', message: { id: 'm1', text: null, sentAt: '2026-11-22T12:00:00Z', author: held.author } });
    s.emit({ type: 'message', message: { ...held, id: 'm3', text: 'still here' } });
    expect(s.chat().messages.map((m) => [m.id, m.text])).toEqual([
      ['m1', 'hi'],
      ['m3', 'still here'],
    ]);
  });
  it('a history keeps its readable messages and drops the rest', () => {
    const ok = {
      id: 'm1',
      text: 'hi',
      sentAt: '2026-11-22T12:00:00Z',
      author: { displayName: { baseName: 'Ana', sequenceId: 2 }, handle: null, role: 'viewer' },
    };
    expect(readChatEvent({ type: 'history', messages: [null, ok, { ...ok, author: { role: 'admin' } }] })).toEqual({
      type: 'history',
      messages: [ok],
    });
  });
});
