import { vi } from 'vitest';
import type { ChatEvent, ChatMessage } from '../../api/live-shopping/live-types';
import { ChatOriginError } from '../../api/live-shopping/chat-origin';
import { fakeLiveClient } from '../../api/live-shopping/live-client.test-helpers';
import { SseRefusedError } from '../../api/live-shopping/sse-stream';
import { HttpError, NetworkError } from '../../http';
import { createFakeDeps } from '../app-deps.test-helpers';
import { liveChatSlice, mergeMessages } from './live-chat-slice';
import { installSlices } from '../install-slices';

const msg = (id: string, sentAt: string, text = id) => ({
  id,
  text,
  sentAt,
  author: { displayName: { baseName: 'Ana', sequenceId: 1 }, handle: null, role: 'viewer' as const },
});
const refusal = (status: number, code: string, message = code) =>
  new HttpError(new Response(null, { status }), { errors: [{ code, message }] });

async function joined(overrides: Parameters<typeof fakeLiveClient>[0] = {}) {
  let emit: (e: ChatEvent) => void = () => {};
  const close = vi.fn();
  const client = fakeLiveClient({
    ...overrides,
    chat: {
      open: vi.fn(async (_url, _token, onEvent, onState) => {
        emit = onEvent;
        onState('open');
        return { close };
      }),
      ...overrides.chat,
    },
  });
  let now = 1_000_000;
  const t = createFakeDeps({ now: () => now, live: client });
  installSlices(t.store, t.deps, [liveChatSlice]);
  const release = t.store.getState().liveChat.open('SH1', 'https://api.example/chat/SH1/events', null);
  await vi.waitFor(() => expect(t.store.getState().liveChat.status).toBe('open'));
  return {
    ...t,
    client,
    release,
    close,
    emit: (e: ChatEvent) => emit(e),
    chat: () => t.store.getState().liveChat,
    tick: (ms: number) => (now += ms),
  };
}

describe('the show chat (spec 2 §7, §9)', () => {
  it('joins with credentials, opens the stream with the chat token, and closes it on release', async () => {
    const s = await joined();
    expect(s.client.chat.join).toHaveBeenCalledWith('SH1', 'chat-token');
    expect(s.client.chat.open).toHaveBeenCalledWith(
      'https://api.example/chat/SH1/events',
      'chat-token',
      expect.any(Function),
      expect.any(Function),
      expect.any(Function),
    );
    expect(s.chat()).toMatchObject({ maxLength: 140, me: { role: 'viewer' } });
    s.release();
    expect(s.close).toHaveBeenCalled();
  });

  it('keeps one copy of each message, in time order, from history, live events and its own send', async () => {
    const s = await joined();
    s.emit({ type: 'history', messages: [msg('b', '2026-11-22T12:02:00Z'), msg('a', '2026-11-22T12:01:00Z')] });
    s.emit({ type: 'message', message: msg('c', '2026-11-22T12:03:00Z') });
    s.emit({ type: 'history', messages: [msg('a', '2026-11-22T12:01:00Z'), msg('c', '2026-11-22T12:03:00Z')] }); // a reconnect
    s.emit({ type: 'update', message: msg('b', '2026-11-22T12:02:00Z', 'b, edited') });
    expect(s.chat().messages.map((m) => m.text)).toEqual(['a', 'b, edited', 'c']);
    expect(
      mergeMessages(
        [],
        Array.from({ length: 600 }, (_, i) => msg(`m${String(i).padStart(3, '0')}`, `2026-11-22T12:00:00.${String(i).padStart(3, '0')}Z`)),
      ),
    ).toHaveLength(500);
  });

  it('sends the draft and clears it only once the server has it', async () => {
    const s = await joined();
    s.store.getState().liveChat.setDraft('  Love this shade!  ');
    expect(await s.store.getState().liveChat.send()).toBe(true);
    expect(s.client.chat.send).toHaveBeenCalledWith('SH1', 'Love this shade!', 'chat-token');
    expect(s.chat().draft).toBe('');
    expect(s.chat().messages.map((m) => m.text)).toEqual(['Love this shade!']);
  });

  it('keeps what the viewer typed while their message was sending', async () => {
    let answer: () => void = () => {};
    const s = await joined({
      chat: {
        send: vi.fn(
          (_show: string, text: string) =>
            new Promise<ChatMessage>((resolve) => (answer = () => resolve(msg('m1', '2026-11-22T12:01:00Z', text)))),
        ),
      },
    });
    s.store.getState().liveChat.setDraft('First!');
    const sent = s.store.getState().liveChat.send();
    s.store.getState().liveChat.setDraft('And a second');
    answer();
    expect(await sent).toBe(true);
    expect(s.chat()).toMatchObject({ draft: 'And a second', sending: false });
    expect(s.chat().messages.map((m) => m.text)).toEqual(['First!']);
  });

  it.each(['\u200b\u200b', '\u202e', ' \u2066\u2069 ', '\u3164'])(
    'never sends a message of only invisible characters (%j): it is empty',
    async (text) => {
      const s = await joined();
      s.store.getState().liveChat.setDraft(text);
      expect(await s.store.getState().liveChat.send()).toBe(false);
      expect(s.chat().error).toBe('live.chat.blank');
      expect(await s.store.getState().liveChat.edit('m1', text)).toBe(false);
      expect(s.client.chat.send).not.toHaveBeenCalled();
      expect(s.client.chat.edit).not.toHaveBeenCalled();
    },
  );

  it('never sends over the limit; moderators and owners get 280', async () => {
    const s = await joined();
    s.store.getState().liveChat.setDraft('x'.repeat(141));
    expect(await s.store.getState().liveChat.send()).toBe(false);
    expect(s.client.chat.send).not.toHaveBeenCalled();
    const owner = await joined({ chat: { join: vi.fn(async () => ({ maxLength: 280, muted: false, viewerCount: 0 })) } });
    owner.store.getState().liveChat.setDraft('x'.repeat(280));
    expect(await owner.store.getState().liveChat.send()).toBe(true);
  });

  it('keeps the message through a dropped connection, and reports it', async () => {
    const s = await joined({ chat: { send: vi.fn(() => Promise.reject(new NetworkError('u', new TypeError('Failed to fetch')))) } });
    s.store.getState().liveChat.setDraft('still here?');
    expect(await s.store.getState().liveChat.send()).toBe(false);
    expect(s.chat()).toMatchObject({ draft: 'still here?', error: 'live.chat.offline', sending: false });
    expect(s.reports).toHaveLength(1);
  });

  it('a muted viewer is told so, keeps the text, and is not reported', async () => {
    const s = await joined({ chat: { send: vi.fn(() => Promise.reject(refusal(403, 'MUTED'))) } });
    s.store.getState().liveChat.setDraft('hello?');
    await s.store.getState().liveChat.send();
    expect(s.chat()).toMatchObject({ draft: 'hello?', error: 'live.chat.muted', muted: true });
    expect(s.reports).toHaveLength(0);
  });

  it('a 422 shows the server’s reason', async () => {
    const s = await joined({ chat: { send: vi.fn(() => Promise.reject(refusal(422, 'NOT_LIVE', 'The show is over'))) } });
    s.store.getState().liveChat.setDraft('bye');
    await s.store.getState().liveChat.send();
    expect(s.chat()).toMatchObject({ error: 'live.chat.refused', serverMessage: 'The show is over' });
  });

  it('a chat that cannot be joined says so and is reported, without a blank panel', async () => {
    const s = createFakeDeps({
      live: { chat: { credentials: vi.fn(() => Promise.reject(new HttpError(new Response(null, { status: 500 }), undefined))) } },
    });
    installSlices(s.store, s.deps, [liveChatSlice]);
    s.store.getState().liveChat.open('SH1', 'u', null);
    await vi.waitFor(() => expect(s.store.getState().liveChat.status).toBe('unavailable'));
    expect(s.reports).toHaveLength(1);
  });

  it('a show whose chat is on an origin not allowed gets the unavailable state and a report', async () => {
    const error = new ChatOriginError('https://evil.example/chat/SH1/events');
    const s = createFakeDeps({ live: { chat: { open: vi.fn(() => Promise.reject(error)) } } });
    installSlices(s.store, s.deps, [liveChatSlice]);
    s.store.getState().liveChat.open('SH1', 'https://evil.example/chat/SH1/events', null);
    await vi.waitFor(() => expect(s.store.getState().liveChat.status).toBe('unavailable'));
    expect(s.reports).toEqual([{ error, context: expect.objectContaining({ showId: 'SH1' }) }]);
  });

  it('a stream the server refuses stops with the unavailable state, says an expired session needs a reload, and is reported', async () => {
    let refuse: (e: SseRefusedError) => void = () => {};
    const s = await joined({
      chat: {
        open: vi.fn(async (_url, _token, _onEvent, onState, onRefused) => {
          refuse = onRefused;
          onState('open');
          return { close: vi.fn() };
        }),
      },
    });
    refuse(new SseRefusedError('https://api.example/chat/SH1/events', 401));
    expect(s.chat()).toMatchObject({ status: 'unavailable', error: 'live.chat.expired' });
    expect(s.reports).toEqual([expect.objectContaining({ context: expect.objectContaining({ where: 'live:chat-stream' }) })]);
  });

  it('applies the viewer-count rule to the counts the stream sends', async () => {
    const s = await joined();
    expect(s.chat().viewers.shown).toBe(true); // 25 at join
    s.emit({ type: 'viewers', count: 12 });
    expect(s.chat().viewers.shown).toBe(false);
    s.emit({ type: 'viewers', count: 30 });
    expect(s.chat().viewers.shown).toBe(false);
    s.emit({ type: 'viewers', count: 41 });
    expect(s.chat().viewers.shown).toBe(true);
  });

  it('shows pinned messages and reactions as they arrive', async () => {
    const s = await joined();
    expect(s.chat().pinned).toBeUndefined(); // unknown: the show's own copy stands in
    s.emit({ type: 'pinned', message: msg('p', '2026-11-22T12:00:00Z', 'Code LIVE15') });
    s.emit({ type: 'reaction', reaction: 'heart' });
    expect(s.chat().pinned?.text).toBe('Code LIVE15');
    s.emit({ type: 'pinned', message: null });
    expect(s.chat().pinned).toBeNull(); // cleared, whatever the last poll said
    const [r] = s.chat().reactions;
    s.store.getState().liveChat.reactionShown(r!.key);
    expect(s.chat().reactions).toEqual([]);
  });

  it('edits one of the viewer’s own messages; a refusal keeps the original and says why', async () => {
    const s = await joined({
      chat: {
        edit: vi.fn(async (_id: string, messageId: string, text: string) => ({
          ...msg(messageId, '2026-11-22T12:01:00Z', text),
          editedAt: '2026-11-22T12:02:00Z',
        })),
      },
    });
    s.emit({ type: 'history', messages: [msg('m1', '2026-11-22T12:01:00Z', 'Is it vegan')] });
    expect(await s.store.getState().liveChat.edit('m1', ' Is it vegan? ')).toBe(true);
    expect(s.client.chat.edit).toHaveBeenCalledWith('SH1', 'm1', 'Is it vegan?', 'chat-token');
    expect(s.chat().messages).toEqual([expect.objectContaining({ id: 'm1', text: 'Is it vegan?', editedAt: '2026-11-22T12:02:00Z' })]);
    expect(await s.store.getState().liveChat.edit('m1', 'x'.repeat(141))).toBe(false);
    (s.client.chat.edit as ReturnType<typeof vi.fn>).mockRejectedValueOnce(refusal(403, 'NOT_AUTHOR', 'Not your message'));
    expect(await s.store.getState().liveChat.edit('m1', 'Hijacked')).toBe(false);
    expect(s.chat().messages[0]!.text).toBe('Is it vegan?');
    expect(s.chat().error).toBe('live.chat.failed');
  });
});
