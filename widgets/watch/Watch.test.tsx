import { screen, waitFor, within } from '@testing-library/react';
import { aProfile, author, chatMessage, createLivePage } from '../../shared/live-ui/live-page.test-helpers';
import { matchRoute } from '../../shared/routes/route-table';
import { Watch } from './Watch';

/** /pages/watch/SH1 for someone in these groups (null: signed out) whose live profile is `me`. */
async function watchPage(groups: string[] | null, me = aProfile({ influencer: null, displayName: { baseName: 'Zoe', sequenceId: 2 } })) {
  const page = createLivePage({ groups, live: { profile: { me: async () => me } } });
  const ctx = page.mountContext(matchRoute('/pages/watch/SH1'));
  page.render(<Watch host={document.createElement('div')} ctx={ctx} />);
  await screen.findByRole('heading', { name: 'Lips' });
  const chat = screen.getByRole('region', { name: 'Chat' });
  await waitFor(() => expect(within(chat).queryByText('Connecting to the chat…')).toBeNull());
  page.say({ type: 'message', message: chatMessage('m1', 'Which one lasts longer?', author('Ana')) });
  // The owner's profile arrives after the chat: wait for the lists to settle.
  await waitFor(() => expect(page.store.getState().liveViewer.listsStatus).not.toBe('busy'));
  return { ...page, message: within(chat).getByRole('listitem') };
}

describe('the watch page', () => {
  it('a running show: its title, the live badge and its chat', async () => {
    const { message } = await watchPage(null);
    expect(screen.getByText('Live now')).toBeTruthy();
    expect(message.textContent).toBe('Ana Which one lasts longer?');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeTruthy();
  });

  it.each([
    ['signed-out', null],
    ['signed-in', []],
  ])('a %s viewer gets no moderation tools', async (_who, groups) => {
    const { message } = await watchPage(groups);
    expect(within(message).queryByRole('button', { name: /^(Pin|Mute)/ })).toBeNull();
  });

  it('a moderator pins and mutes from the chat (spec 2 §6)', async () => {
    const { message } = await watchPage(['moderator']);
    await waitFor(() => expect(within(message).getByRole('button', { name: 'Mute Ana' })).toBeTruthy());
    expect(within(message).getByRole('button', { name: 'Pin the message from Ana' })).toBeTruthy();
  });

  it('the show’s own host pins, and does not mute', async () => {
    const { message } = await watchPage(['influencer'], aProfile({ influencer: { handle: 'mia.host' } }));
    await waitFor(() => expect(within(message).getByRole('button', { name: 'Pin the message from Ana' })).toBeTruthy());
    expect(within(message).queryByRole('button', { name: /Mute/ })).toBeNull();
  });
});
