import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { LiveShow } from '../store/slices/live-show-slice';
import { aShow, author, chatMessage, createLivePage, offline, refusal } from './live-page.test-helpers';
import { ShowChat, type ChatModeration } from './ShowChat';

const zoe = {
  email: 'zoe@aurelle.test',
  sub: 'u1',
  groups: [],
  native: true,
  provider: null,
  language: null,
  givenName: 'Zoe',
  acceptsMarketing: null,
};

/** The chat on a page, joined: the "Connecting…" line has gone. */
async function openChat({
  show = aShow(),
  replayAtMs = null,
  moderation,
  ...page
}: { show?: LiveShow; replayAtMs?: number | null; moderation?: ChatModeration } & Parameters<typeof createLivePage>[0] = {}) {
  const p = createLivePage(page);
  p.render(<ShowChat show={show} replayAtMs={replayAtMs} moderation={moderation} />);
  const chat = screen.getByRole('region', { name: /^Chat/ });
  await waitFor(() => expect(within(chat).queryByText('Connecting to the chat…')).toBeNull());
  return {
    ...p,
    chat,
    box: within(chat).queryByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement | null,
    user: userEvent.setup(),
  };
}

describe('the show chat', () => {
  it('shows the messages with who said them, markup as text', async () => {
    const { chat, say } = await openChat();
    expect(within(chat).getByText('No messages yet. Say hello!')).toBeTruthy();
    say({
      type: 'history',
      messages: [
        chatMessage('m1', 'Is <b>Cinnamon</b> warm?', author('Ana', 2)),
        chatMessage('m2', 'Very warm!', { displayName: null, handle: 'mia.host', role: 'host' }, '2026-11-22T12:06:00Z'),
      ],
    });
    const items = within(within(chat).getByRole('list', { name: 'Chat messages' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Ana#2 Is <b>Cinnamon</b> warm?', 'mia.hostHost Very warm!']);
    expect(chat.querySelector('.messages b')).toBeNull();
    expect(within(chat).queryByText('No messages yet. Say hello!')).toBeNull();
  });

  it('isolates each person’s text: an RTL override in a message or a name stays inside it', async () => {
    const { chat, say } = await openChat();
    say({ type: 'history', messages: [chatMessage('m1', '\u202eevil override', author('\u202eAna'))] });
    const item = within(chat).getByRole('listitem');
    const text = item.querySelector('.text')!;
    expect(text.tagName).toBe('BDI');
    expect(text.getAttribute('dir')).toBe('auto');
    expect(text.textContent).toBe('\u202eevil override');
    const name = item.querySelector('.author bdi')!;
    expect(name.textContent).toBe('\u202eAna');
    // Nothing of theirs sits outside an isolate.
    for (const node of [...item.querySelectorAll('*')].flatMap((el) => [...el.childNodes])) {
      if (node.nodeType === Node.TEXT_NODE && node.textContent?.includes('\u202e'))
        expect(node.parentElement!.closest('bdi')).not.toBeNull();
    }
  });

  it('a message of only invisible characters is empty: Send stays off and says why', async () => {
    const { chat, box, user, live } = await openChat();
    await user.click(box!);
    await user.paste('\u200b\u202e\u2066');
    expect(within(chat).getByRole('alert').textContent).toBe('Write a message first: this one has nothing to read.');
    expect((within(chat).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(live.chat.send).not.toHaveBeenCalled();
  });

  it('sends the typed message through the chat client and clears the box once it is sent', async () => {
    const { chat, box, user, live } = await openChat();
    await user.type(box!, '  Love this shade!  ');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(live.chat.send).toHaveBeenCalledWith('SH1', 'Love this shade!', 'chat-token');
    await waitFor(() => expect(box!.value).toBe(''));
    // The sender's own message, as "You".
    expect(within(chat).getByRole('listitem').textContent).toBe('You Love this shade!Edit');
  });

  it('Enter sends, Shift+Enter starts a new line', async () => {
    const { box, user, live } = await openChat();
    await user.type(box!, 'Two{Shift>}{Enter}{/Shift}lines');
    expect(live.chat.send).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(live.chat.send).toHaveBeenCalledWith('SH1', 'Two\nlines', 'chat-token');
  });

  it('a dropped connection keeps the typed text and says why', async () => {
    const { chat, box, user } = await openChat({ live: { chat: { send: vi.fn(() => Promise.reject(offline())) } } });
    await user.type(box!, 'Does it come in a gloss?');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(chat).getByRole('alert').textContent).toBe(
        "You're offline. Your message is still here: send it again when you're back.",
      ),
    );
    expect(box!.value).toBe('Does it come in a gloss?');
    expect(within(chat).queryByRole('listitem')).toBeNull();
  });

  it('a refusal (422) shows the server’s own words; a muted viewer is told so', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(refusal(422, [{ code: 'BLOCKED', message: 'Links are not allowed.' }]))
      .mockRejectedValueOnce(refusal(403, [{ code: 'MUTED', message: 'Muted' }]));
    const { chat, box, user } = await openChat({ live: { chat: { send } } });
    await user.type(box!, 'see www.example.com');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(chat).getByRole('alert').textContent).toBe("That message can't be sent. Links are not allowed."));
    expect(box!.value).toBe('see www.example.com');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(chat).getByRole('alert').textContent).toBe('You are muted in this chat.'));
    expect(box!.value).toBe('see www.example.com');
    expect(box!.disabled).toBe(true);
  });

  it('past 140 characters the counter warns and nothing can be sent (spec 2 §5, §9)', async () => {
    const { chat, box, user, live } = await openChat();
    await user.click(box!);
    await user.paste('x'.repeat(141));
    expect(within(chat).getByText('141/140')).toBeTruthy();
    expect(within(chat).getByRole('alert').textContent).toBe('Over the 140-character limit by 1.');
    expect(box!.getAttribute('aria-invalid')).toBe('true');
    expect((within(chat).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(live.chat.send).not.toHaveBeenCalled();
  });

  it('a viewer gets no moderation tools', async () => {
    const { chat, say } = await openChat({ show: aShow({ pinnedMessage: chatMessage('p1', 'Welcome!') }) });
    say({ type: 'message', message: chatMessage('m1', 'Hello') });
    expect(within(chat).getByRole('listitem').textContent).toBe('Ana Hello');
    expect(within(chat).queryByRole('button', { name: /Pin|Mute|Unpin/ })).toBeNull();
  });

  it('a moderator pins and mutes viewers, never hosts', async () => {
    const { chat, say, user, live } = await openChat({ groups: ['moderator'], moderation: { canPin: true, canMute: true } });
    say({
      type: 'history',
      messages: [
        chatMessage('m1', 'Hello', author('Ana')),
        chatMessage('m2', 'Hi all', { displayName: null, handle: 'mia.host', role: 'host' }, '2026-11-22T12:06:00Z'),
      ],
    });
    const [fromViewer, fromHost] = within(chat).getAllByRole('listitem');
    expect(within(fromHost!).getByRole('button', { name: 'Pin the message from mia.host' })).toBeTruthy();
    expect(within(fromHost!).queryByRole('button', { name: /Mute/ })).toBeNull();

    await user.click(within(fromViewer!).getByRole('button', { name: 'Mute Ana' }));
    expect(live.host.mute).toHaveBeenCalledWith(expect.objectContaining({ groups: ['moderator'] }), 'SH1', {
      displayName: { baseName: 'Ana', sequenceId: 1 },
    });
    const unmute = await within(fromViewer!).findByRole('button', { name: 'Unmute Ana' });
    expect(unmute.getAttribute('aria-pressed')).toBe('true');
    expect(within(chat).getByText('Muted.')).toBeTruthy();

    await user.click(within(fromViewer!).getByRole('button', { name: 'Pin the message from Ana' }));
    expect(live.host.pinMessage).toHaveBeenCalledWith(expect.anything(), 'SH1', 'm1');
  });

  it('the show’s owner pins and unpins, but does not mute', async () => {
    const { chat, say, user, live } = await openChat({
      groups: ['influencer'],
      moderation: { canPin: true, canMute: false },
      show: aShow({ pinnedMessage: chatMessage('p1', 'Welcome!') }),
    });
    say({ type: 'message', message: chatMessage('m1', 'Hello') });
    expect(within(chat).getByRole('button', { name: 'Pin the message from Ana' })).toBeTruthy();
    expect(within(chat).queryByRole('button', { name: /Mute/ })).toBeNull();
    await user.click(within(chat).getByRole('button', { name: 'Unpin' }));
    expect(live.host.unpinMessage).toHaveBeenCalledWith(expect.anything(), 'SH1');
  });

  it('a replay shows what had been said by that point, and no composer', async () => {
    const show = aShow({ state: 'ENDED', startTime: '2026-11-22T12:00:00Z' });
    const { chat, say } = await openChat({ show, replayAtMs: 10 * 60_000 });
    say({
      type: 'history',
      messages: [
        chatMessage('m1', 'Early', author('Ana'), '2026-11-22T12:05:00Z'),
        chatMessage('m2', 'Late', author('Bo'), '2026-11-22T12:30:00Z'),
      ],
    });
    expect(within(chat).getByRole('heading', { name: 'Chat replay' })).toBeTruthy();
    expect(
      within(chat)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ana Early']);
    expect(within(chat).queryByRole('textbox')).toBeNull();
  });

  it('signed out elsewhere on the page, the chat joins again as a guest, keeping what was typed (spec 2 §4)', async () => {
    let signedIn = true;
    const { user, box, live, deps } = await openChat({
      groups: [],
      viewerSession: {
        stored: async () =>
          signedIn ? { user: { ...zoe, groups: [] }, idToken: 'id-token', expiresAt: Infinity, refreshable: true } : null,
        refreshedIdToken: async () => null,
      },
    });
    expect(live.chat.credentials).toHaveBeenLastCalledWith('id-token');
    await user.type(box!, 'Half a thought');
    signedIn = false;
    act(() => deps.authEvents.emit('signedOut'));
    await waitFor(() => expect(live.chat.credentials).toHaveBeenLastCalledWith(null));
    expect(live.chat.credentials).toHaveBeenCalledTimes(2);
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe('Half a thought');
  });
});
