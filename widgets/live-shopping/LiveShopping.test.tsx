import { screen, within } from '@testing-library/react';
import { aShow, createLivePage } from '../../shared/live-ui/live-page.test-helpers';
import { matchRoute } from '../../shared/routes/route-table';
import { LiveShopping } from './LiveShopping';

function listing(shows: ReturnType<typeof aShow>[]) {
  const page = createLivePage({ live: { show: { publicShows: async () => shows } } });
  page.render(<LiveShopping host={document.createElement('div')} ctx={page.mountContext(matchRoute('/pages/live-shopping'))} />);
  return page;
}

describe('the live-shopping listing', () => {
  it('an empty section says what to expect or do next, instead of leaving a gap', async () => {
    listing([aShow({ id: 'P', state: 'PENDING', title: 'Soon' })]);
    expect(within(await screen.findByRole('region', { name: 'Live now' })).getByText(/No one is live right now/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Replays' })).getByText(/No replays yet/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Coming up' })).getByRole('link', { name: /Soon/ })).toBeTruthy();
  });

  it('what is live now comes on the larger cards, the rest on the regular grid', async () => {
    listing([aShow({ id: 'L', state: 'RUNNING', title: 'On air' }), aShow({ id: 'P', state: 'PENDING', title: 'Soon' })]);
    const live = await screen.findByRole('region', { name: 'Live now' });
    expect(within(live).getByRole('list').className).toBe('cards featured');
    expect(within(screen.getByRole('region', { name: 'Coming up' })).getByRole('list').className).toBe('cards');
  });
});
