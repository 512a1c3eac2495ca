import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { aProfile, aShow, createLivePage } from './live-page.test-helpers';
import { ShowChat } from './ShowChat';

// The name field's code downloads when a viewer is first asked for a name; here that download fails.
vi.mock('../account/remote-field', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the display name prompt, when its code cannot be downloaded', () => {
  it('the message goes as it is (as when the profile cannot be read), and the failure is reported', async () => {
    const nameless = aProfile({ displayName: null, influencer: null });
    const p = createLivePage({ groups: [], live: { profile: { me: vi.fn(async () => nameless) } } });
    p.render(<ShowChat show={aShow()} replayAtMs={null} />);
    const chat = screen.getByRole('region', { name: /^Chat/ });
    await waitFor(() => expect(within(chat).queryByText('Connecting to the chat…')).toBeNull());
    const user = userEvent.setup();
    await user.type(within(chat).getByRole('textbox', { name: 'Your message' }), 'Is Cinnamon warm?');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(p.live.chat.send).toHaveBeenCalledWith('SH1', 'Is Cinnamon warm?', 'chat-token'));
    expect(within(chat).queryByRole('form', { name: 'Choose a display name' })).toBeNull();
    expect(p.reports).toContainEqual({ error: expect.any(Error), context: { where: 'live:chat-name-code' } });
  });
});
