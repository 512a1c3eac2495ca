import { screen, within } from '@testing-library/react';
import { createLivePage } from '../../shared/live-ui/live-page.test-helpers';
import { matchRoute } from '../../shared/routes/route-table';
import { LiveProfile } from './LiveProfile';

function profilePage(tab: string) {
  const page = createLivePage({ groups: [] });
  page.render(<LiveProfile host={document.createElement('div')} ctx={page.mountContext(matchRoute(`/pages/profile/${tab}`))} />);
  return page;
}

describe('the viewer’s profile lists', () => {
  it.each([
    ['saved', 'Saved shows', 'No saved shows yet.', 'Save a show from its page to watch it later.'],
    ['following', 'Hosts you follow', "You don't follow any hosts yet.", 'Follow a host from their channel'],
  ])('an empty %s list says what to do next and leads to the shows', async (tab, title, empty, next) => {
    profilePage(tab);
    const region = await screen.findByRole('region', { name: title });
    expect(await within(region).findByText(empty)).toBeTruthy();
    expect(within(region).getByText(new RegExp(next))).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Browse live shows' }).getAttribute('href')).toBe('/pages/live-shopping');
  });
});
