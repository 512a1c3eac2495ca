import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, aShow, createLivePage } from '../../shared/live-ui/live-page.test-helpers';
import { matchRoute } from '../../shared/routes/route-table';
import { Broadcast } from './Broadcast';

type Shows = ReturnType<typeof aShow>[];
type StreamStatus = { status: 'IDLE' | 'LIVE'; since: null; showId: string | null };

function broadcastPage(
  groups: string[] | null,
  me = aProfile(),
  shows: Shows = [aShow({ id: 'SH9', title: 'Gloss night', state: 'PENDING' })],
  stream: StreamStatus = { status: 'IDLE', since: null, showId: null },
) {
  const page = createLivePage({
    groups,
    live: {
      profile: { me: async () => me },
      show: { showsByHandle: async () => shows },
      host: { activeStreamStatus: async () => stream },
    },
  });
  const ctx = page.mountContext(matchRoute('/pages/broadcast'));
  page.render(<Broadcast host={document.createElement('div')} ctx={ctx} />);
  return { ...page, user: userEvent.setup() };
}

describe('the broadcast page (spec 2 §6)', () => {
  it('someone outside the influencer group gets the spec’s role error and no form', async () => {
    const { live } = broadcastPage(['moderator']);
    expect((await screen.findByRole('alert')).textContent).toBe('User is not an influencer');
    expect(screen.queryByRole('button', { name: 'Schedule a show' })).toBeNull();
    expect(live.host.createShow).not.toHaveBeenCalled();
  });

  it('a signed-out visitor is asked to sign in', async () => {
    broadcastPage(null);
    expect(await screen.findByText('Sign in with your host account to broadcast.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('an influencer sees their shows and opens the new-show form', async () => {
    const { user } = broadcastPage(['influencer']);
    const mine = await screen.findByRole('region', { name: 'Your shows' });
    expect(await within(mine).findByRole('link', { name: 'Manage: Gloss night' })).toBeTruthy();
    await user.click(within(mine).getByRole('button', { name: 'Schedule a show' }));
    expect(screen.getByRole('form', { name: 'Schedule a show' })).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Schedule a show' })).toBeNull();
  });

  it('each show’s status word follows the encoder: live only for the show it feeds, else waiting for stream', async () => {
    broadcastPage(
      ['influencer'],
      aProfile(),
      [
        aShow({ id: 'SH1', title: 'Fed', state: 'RUNNING' }),
        aShow({ id: 'SH2', title: 'Not fed', state: 'RUNNING' }),
        aShow({ id: 'SH3', title: 'Done', state: 'ENDED', recordings: [] }),
      ],
      { status: 'LIVE', since: null, showId: 'SH1' },
    );
    const row = async (title: string) => (await screen.findByText(title, { selector: '.show-title' })).closest('li')!;
    expect((await row('Fed')).querySelector('.status')!.textContent).toBe('Live');
    expect((await row('Not fed')).querySelector('.status')!.textContent).toBe('Waiting for stream');
    expect((await row('Done')).querySelector('.status')!.textContent).toBe('Ended');
    // Each row shows the show's cover.
    expect((await row('Fed')).querySelector('.row-thumb img')!.getAttribute('src')).toMatch(
      /\/show\/SH1\/thumbnail\/v1\?width=192&height=108$/,
    );
  });

  it('a host with no shows is invited to schedule their first, which opens the form', async () => {
    const { user } = broadcastPage(['influencer'], aProfile(), []);
    const mine = await screen.findByRole('region', { name: 'Your shows' });
    expect(await within(mine).findByRole('heading', { name: 'Schedule your first show' })).toBeTruthy();
    await user.click(within(mine).getByRole('button', { name: 'Schedule your first show' }));
    expect(screen.getByRole('form', { name: 'Schedule a show' })).toBeTruthy();
    expect(within(mine).queryByRole('heading', { name: 'Schedule your first show' })).toBeNull();
  });
});
