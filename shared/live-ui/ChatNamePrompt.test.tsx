import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { HttpError } from '../http';
import { aProfile, aShow, createLivePage } from './live-page.test-helpers';
import { ShowChat } from './ShowChat';

/** Past the name field's 1 s check delay. */
const afterCheck = () => act(async () => void vi.advanceTimersByTime(1_000));
const nameless = aProfile({ displayName: null, influencer: null });

/** The chat joined by a signed-in viewer (or nobody), with the first message typed. */
async function typed(text: string, { groups = [] as string[] | null, profile = {} } = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const p = createLivePage({ groups, live: { profile: { me: vi.fn(async () => nameless), ...profile } } });
  p.render(<ShowChat show={aShow()} replayAtMs={null} />);
  const chat = screen.getByRole('region', { name: /^Chat/ });
  await waitFor(() => expect(within(chat).queryByText('Connecting to the chat…')).toBeNull());
  const user = userEvent.setup({ advanceTimers: (ms) => void vi.advanceTimersByTime(ms) });
  const box = within(chat).getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' });
  await user.type(box, text);
  await user.click(within(chat).getByRole('button', { name: 'Send' }));
  return { ...p, chat, box, user };
}

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the display name, asked before a first chat message (spec 2 §2)', () => {
  it('a signed-in viewer without one chooses it; the message they typed waits, then goes under the new name', async () => {
    const setDisplayName = vi.fn(async (baseName: string) => aProfile({ displayName: { baseName, sequenceId: 3 }, influencer: null }));
    const { chat, box, user, live, store } = await typed('Is Cinnamon warm?', { profile: { setDisplayName } });
    const prompt = await within(chat).findByRole('form', { name: 'Choose a display name' });
    expect(live.chat.send).not.toHaveBeenCalled();
    expect(box.value).toBe('Is Cinnamon warm?');
    const save = within(prompt).getByRole<HTMLButtonElement>('button', { name: 'Save and send' });
    expect(save.disabled).toBe(true);
    const name = within(prompt).getByLabelText('Display name');
    expect(document.activeElement).toBe(name);
    await user.type(name, 'Fleur');
    await afterCheck();
    expect(live.profile.validateDisplayName).toHaveBeenLastCalledWith('Fleur');
    expect(within(prompt).getByRole('status').textContent).toBe('Available.');
    await user.click(save);
    expect(setDisplayName).toHaveBeenCalledWith('Fleur', 'id-token');
    await waitFor(() => expect(live.chat.send).toHaveBeenCalledWith('SH1', 'Is Cinnamon warm?', 'chat-token'));
    expect(within(chat).queryByRole('form', { name: 'Choose a display name' })).toBeNull();
    expect(store.getState().me.profile?.displayName).toEqual({ baseName: 'Fleur', sequenceId: 3 });
    // Named now: the next message goes at once.
    await user.type(box, 'And Rosewood?');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(live.chat.send).toHaveBeenLastCalledWith('SH1', 'And Rosewood?', 'chat-token'));
    expect(setDisplayName).toHaveBeenCalledTimes(1);
  });

  it('"later" sends the waiting message as it is, and the question does not come back this session', async () => {
    const { chat, box, user, live } = await typed('Hello!');
    const prompt = await within(chat).findByRole('form', { name: 'Choose a display name' });
    await user.click(within(prompt).getByRole('button', { name: "I'll make one later" }));
    await waitFor(() => expect(live.chat.send).toHaveBeenCalledWith('SH1', 'Hello!', 'chat-token'));
    expect(sessionStorage.getItem('skipDisplayName')).toBe('true');
    await user.type(box, 'Again');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(live.chat.send).toHaveBeenLastCalledWith('SH1', 'Again', 'chat-token'));
    expect(within(chat).queryByRole('form', { name: 'Choose a display name' })).toBeNull();
    expect(live.profile.setDisplayName).not.toHaveBeenCalled();
  });

  it('a name the server refuses gets its message, and cannot be saved', async () => {
    const { chat, user } = await typed('Hi', { profile: { validateDisplayName: vi.fn(async () => ({ result: 'PROFANITY' })) } });
    const prompt = await within(chat).findByRole('form', { name: 'Choose a display name' });
    const name = within(prompt).getByLabelText('Display name');
    await user.type(name, 'crappy');
    await afterCheck();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(prompt).getByText("That name isn't allowed. Please choose another.")).toBeTruthy();
    expect(within(prompt).getByRole<HTMLButtonElement>('button', { name: 'Save and send' }).disabled).toBe(true);
  });

  it.each([
    ['MIXED_SCRIPT', '\u041c\u0456a', "Use letters from one alphabet only. Mixing alphabets can make a name look like someone else's."],
    ['CONFUSABLE', '\u041c\u0456\u0430', "That name looks too much like someone else's. Please choose another."],
  ])('a name that poses as another (%s: Cyrillic letters passing for "Mia") gets its own message', async (result, typed_, text) => {
    const { chat, user } = await typed('Hi', { profile: { validateDisplayName: vi.fn(async () => ({ result })) } });
    const prompt = await within(chat).findByRole('form', { name: 'Choose a display name' });
    const name = within(prompt).getByLabelText('Display name');
    await user.type(name, typed_);
    await afterCheck();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(prompt).getByText(text)).toBeTruthy();
    expect(within(prompt).getByRole<HTMLButtonElement>('button', { name: 'Save and send' }).disabled).toBe(true);
  });

  it('a failed save says why, keeps the name and the message, and is reported', async () => {
    const failing = vi.fn(async () =>
      Promise.reject(new HttpError(new Response(null, { status: 503, statusText: 'Service Unavailable' }), null)),
    );
    const { chat, box, user, live, reports } = await typed('Keep me', { profile: { setDisplayName: failing } });
    const prompt = await within(chat).findByRole('form', { name: 'Choose a display name' });
    const name = within(prompt).getByLabelText<HTMLInputElement>('Display name');
    await user.type(name, 'Fleur');
    await afterCheck();
    await user.click(within(prompt).getByRole('button', { name: 'Save and send' }));
    expect((await within(prompt).findByRole('alert')).textContent).toBe("We couldn't save that name. Service Unavailable");
    expect(name.value).toBe('Fleur');
    expect(box.value).toBe('Keep me');
    expect(live.chat.send).not.toHaveBeenCalled();
    expect(reports).toHaveLength(1);
  });

  it('someone with a display name, and an anonymous viewer, are not asked', async () => {
    const named = await typed('Hi', { profile: { me: vi.fn(async () => aProfile({ influencer: null })) } });
    await waitFor(() => expect(named.live.chat.send).toHaveBeenCalledWith('SH1', 'Hi', 'chat-token'));
    expect(screen.queryByRole('form', { name: 'Choose a display name' })).toBeNull();
    named.store.getState().liveChat.setDraft('');
    document.body.innerHTML = '';
    const guest = await typed('Hi there', { groups: null });
    await waitFor(() => expect(guest.live.chat.send).toHaveBeenCalledWith('SH1', 'Hi there', 'chat-token'));
    expect(guest.live.profile.me).not.toHaveBeenCalled();
  });
});
