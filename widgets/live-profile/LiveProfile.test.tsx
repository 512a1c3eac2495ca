import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { aProfile, type LiveFakes } from '../../shared/live-ui/live-page.test-helpers';
import { createLivePage } from '../../shared/live-ui/live-page.test-helpers';
import { matchRoute } from '../../shared/routes/route-table';
import { LiveProfile } from './LiveProfile';

function profilePage(tab: string, live: LiveFakes = {}) {
  const page = createLivePage({ groups: [], live });
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

describe('the viewer’s settings', () => {
  it('say the profile is loading until it is first fetched (spec 2 §4), never "no display name" meanwhile', async () => {
    let answer!: (p: ReturnType<typeof aProfile>) => void;
    const me = vi.fn(() => new Promise<ReturnType<typeof aProfile>>((resolve) => (answer = resolve)));
    profilePage('settings', { profile: { me } });
    expect(await screen.findByText('Loading your profile…')).toBeTruthy();
    expect(screen.queryByText('No display name yet.')).toBeNull();
    await act(async () => answer(aProfile({ displayName: { baseName: 'Zoe', sequenceId: 1 } })));
    expect(await screen.findByText('Zoe')).toBeTruthy();
    expect(screen.queryByText('Loading your profile…')).toBeNull();
  });

  it('a profile without a display name says so once fetched', async () => {
    profilePage('settings', { profile: { me: vi.fn(async () => aProfile({ displayName: null })) } });
    expect(await screen.findByText('No display name yet.')).toBeTruthy();
  });

  it('after a new picture, every address of it here and in the viewer’s other tabs takes the new cache buster (spec 2 §3)', async () => {
    const page = profilePage('settings', {
      profile: {
        me: vi.fn(async () => aProfile({ pictureVersion: 3 })),
        setPicture: vi.fn(async () => aProfile({ pictureVersion: 4 })),
      },
    });
    const picture = () => screen.getByRole<HTMLImageElement>('img', { name: 'Profile picture' });
    const cacheBuster = () => new URL(picture().src).searchParams.get('cacheBuster');
    // Testing Library's waitFor: the profile's arrival renders while it waits, as React's act() expects.
    await waitFor(() => expect(cacheBuster()).toBe('3'));
    expect(picture().src).toContain('/profile/byDisplayName/Mia/1/picture/v1?size=192&');
    await act(() => page.store.getState().liveViewer.setProfilePicture(new Blob(['jpeg'], { type: 'image/jpeg' })));
    expect(cacheBuster()).toBe('4');
    expect(localStorage.getItem('profilePictureCacheBuster')).toBe('4');
    // Another tab of this viewer sets one more.
    act(() => {
      localStorage.setItem('profilePictureCacheBuster', '5');
      window.dispatchEvent(new StorageEvent('storage', { key: 'profilePictureCacheBuster' }));
    });
    expect(cacheBuster()).toBe('5');
    localStorage.clear();
  });
});
