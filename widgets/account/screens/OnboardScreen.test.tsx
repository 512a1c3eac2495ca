import { act, screen } from '@testing-library/react';
import { ada, descriptionOf, httpError, renderAccount } from '../account.test-helpers';

const ONBOARD = '/pages/myaccount?operation=onboard&targetPath=/collections/lips';
const influencer = { ...ada, groups: ['influencer'] };
const profile = (displayName: string | null) => ({
  displayName: displayName ? { baseName: displayName, sequenceId: 1 } : null,
  influencer: null,
  bio: '',
  pictureVersion: 0,
});
/** Past the field's 1 s check delay. */
const afterCheck = () => act(async () => void vi.advanceTimersByTime(1_000));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

describe('the onboarding screen', () => {
  it('sends someone signed out to sign in first, and back here after', async () => {
    const { navigations } = await renderAccount(ONBOARD);
    await vi.waitFor(() => expect(navigations).toHaveLength(1));
    const next = new URL(navigations[0]!, location.origin);
    expect(next.searchParams.get('operation')).toBe('signIn');
    expect(next.searchParams.get('destinationPath')).toBe('/pages/myaccount?operation=onboard&targetPath=%2Fcollections%2Flips');
  });

  it('a viewer chooses a display name: checked as they type, saved, then on to the target', async () => {
    let saved: string | null = null;
    const setDisplayName = vi.fn(async (name: string) => ((saved = name), profile(name)));
    const {
      user,
      profile: client,
      navigations,
    } = await renderAccount(ONBOARD, { signedIn: ada, profile: { me: async () => profile(saved), setDisplayName } });
    expect(await screen.findByRole('heading', { name: 'Choose your display name' })).toBeTruthy();
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);
    await user.type(screen.getByLabelText('Display name'), 'Fleur');
    expect(screen.getByText('Checking…')).toBeTruthy();
    await afterCheck();
    expect(client.validateDisplayName).toHaveBeenLastCalledWith('Fleur');
    expect(screen.getByText('Available.').getAttribute('role')).toBe('status');
    await user.click(save);
    expect(setDisplayName).toHaveBeenCalledWith('Fleur', 'id-token');
    expect(await screen.findByText('Saved.')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(2_000));
    await vi.waitFor(() => expect(navigations).toEqual(['/collections/lips']));
  });

  it('a viewer can make one later', async () => {
    const { user, navigations, profile: client } = await renderAccount(ONBOARD, { signedIn: ada });
    await user.click(await screen.findByRole('button', { name: "I'll make one later" }));
    expect(navigations).toEqual(['/collections/lips']);
    expect(client.setDisplayName).not.toHaveBeenCalled();
  });

  it('a name the server refuses gets its message, and the counter warns past 30 characters', async () => {
    const { user } = await renderAccount(ONBOARD, {
      signedIn: ada,
      profile: { validateDisplayName: async () => ({ result: 'TOO_LONG' }) },
    });
    const name = await screen.findByLabelText('Display name');
    await user.type(name, 'x'.repeat(31));
    await afterCheck();
    expect(descriptionOf(name)).toBe('Use 30 characters or fewer. 31 of 30 characters');
    expect(screen.getByText('31 of 30 characters').getAttribute('data-over')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('an influencer without a handle must choose one: no later, typed in lowercase, a taken one refused', async () => {
    const { user, profile: client } = await renderAccount(ONBOARD, {
      signedIn: influencer,
      profile: { validateHandle: vi.fn(async () => ({ result: 'VALID', available: false })) },
    });
    expect(await screen.findByRole('heading', { name: 'Choose your handle' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I'll make one later" })).toBeNull();
    const handle = screen.getByLabelText<HTMLInputElement>('Handle');
    await user.type(handle, 'Mia.Host');
    expect(handle.value).toBe('mia.host');
    await afterCheck();
    expect(client.validateHandle).toHaveBeenLastCalledWith('mia.host', 'id-token');
    expect(descriptionOf(handle)).toMatch(/^That handle is taken\. Please choose another\./);
  });

  it('a handle that looks like another host’s gets its own message', async () => {
    const { user } = await renderAccount(ONBOARD, {
      signedIn: influencer,
      profile: { validateHandle: vi.fn(async () => ({ result: 'CONFUSABLE', available: false })) },
    });
    const handle = await screen.findByLabelText<HTMLInputElement>('Handle');
    await user.type(handle, 'rnia.host');
    await afterCheck();
    expect(descriptionOf(handle)).toMatch(/^That handle looks too much like someone else's\. Please choose another\./);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('a failed save says why, with the server’s status text, and keeps the name', async () => {
    const { user, reports } = await renderAccount(ONBOARD, {
      signedIn: ada,
      profile: { setDisplayName: async () => Promise.reject(httpError(500, null, 'Internal Server Error')) },
    });
    const name = await screen.findByLabelText<HTMLInputElement>('Display name');
    await user.type(name, 'Fleur');
    await afterCheck();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't save that. Internal Server Error");
    expect(name.value).toBe('Fleur');
    expect(reports).toHaveLength(1);
  });

  it('a failed handle save without a status text is a plain failure, not the numeric status (spec 2 §8)', async () => {
    const { user } = await renderAccount(ONBOARD, {
      signedIn: influencer,
      profile: { setHandle: async () => Promise.reject(httpError(409, null, '')) },
    });
    const handle = await screen.findByLabelText<HTMLInputElement>('Handle');
    await user.type(handle, 'mia.host');
    await afterCheck();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent!.trim()).toBe("We couldn't save that.");
    expect(alert.textContent).not.toContain('409');
  });

  it('a profile that will not load says so, and Continue goes on to the target', async () => {
    const { user, navigations } = await renderAccount(ONBOARD, {
      signedIn: ada,
      profile: { me: async () => Promise.reject(httpError(503)) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't load your profile. You can carry on and set it later.");
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(navigations).toEqual(['/collections/lips']);
  });

  it.each(['/\\evil.com', '//evil.com', '/%5Cevil.com', 'https://evil.com/x', '/\t/evil.com', 'javascript:alert(1)'])(
    'a targetPath off this store (%j) leads to / instead',
    async (bad) => {
      const url = `/pages/myaccount?operation=onboard&targetPath=${encodeURIComponent(bad)}`;
      const out = await renderAccount(url);
      await vi.waitFor(() => expect(out.navigations).toHaveLength(1));
      expect(new URL(out.navigations[0]!, location.origin).searchParams.get('destinationPath')).toBe(
        '/pages/myaccount?operation=onboard&targetPath=%2F',
      );
    },
  );

  it('a targetPath off this store: the skip and Continue both stay on the store', async () => {
    const url = `/pages/myaccount?operation=onboard&targetPath=${encodeURIComponent('/\\evil.com')}`;
    const { user, navigations } = await renderAccount(url, { signedIn: ada, profile: { me: async () => Promise.reject(httpError(503)) } });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(navigations).toEqual(['/']);
  });

  describe('changing a name that exists (spec 2 §2, §6: the change links)', () => {
    const mia = { displayName: { baseName: 'Mia', sequenceId: 1 }, influencer: { handle: 'mia.host' }, bio: '', pictureVersion: 1 };
    const fleur = profile('Fleur');

    it('an influencer with a handle is sent straight on, unless they asked to change it', async () => {
      const plain = await renderAccount(ONBOARD, { signedIn: influencer, profile: { me: async () => mia } });
      await vi.waitFor(() => expect(plain.navigations).toEqual(['/collections/lips']));
    });

    it('an influencer changes their handle: it starts from the current one, checked live, saved, then back', async () => {
      let handle = 'mia.host';
      const setHandle = vi.fn(async (h: string) => ((handle = h), { ...mia, influencer: { handle: h } }));
      const {
        user,
        navigations,
        profile: client,
        store,
      } = await renderAccount(`${ONBOARD}&change=handle`, {
        signedIn: influencer,
        profile: { me: async () => ({ ...mia, influencer: { handle } }), setHandle },
      });
      expect(await screen.findByRole('heading', { name: 'Change your handle' })).toBeTruthy();
      const field = screen.getByLabelText<HTMLInputElement>('Handle');
      expect(field.value).toBe('mia.host');
      const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
      // Unchanged: nothing to save (spec 2 §5).
      expect(save.disabled).toBe(true);
      await user.clear(field);
      await user.type(field, 'Mia.Live');
      await afterCheck();
      expect(client.validateHandle).toHaveBeenLastCalledWith('mia.live', 'id-token');
      await user.click(save);
      expect(setHandle).toHaveBeenCalledWith('mia.live', 'id-token');
      expect(await screen.findByText('Saved.')).toBeTruthy();
      expect(store.getState().me.profile?.influencer?.handle).toBe('mia.live');
      await act(async () => void vi.advanceTimersByTime(2_000));
      await vi.waitFor(() => expect(navigations).toEqual(['/collections/lips']));
    });

    it('a changed handle that is taken gets the spec’s message and cannot be saved', async () => {
      const { user } = await renderAccount(`${ONBOARD}&change=handle`, {
        signedIn: influencer,
        profile: { me: async () => mia, validateHandle: async () => ({ result: 'VALID', available: false }) },
      });
      const field = await screen.findByLabelText<HTMLInputElement>('Handle');
      await user.clear(field);
      await user.type(field, 'lena.lips');
      await afterCheck();
      expect(descriptionOf(field)).toMatch(/^That handle is taken\. Please choose another\./);
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    });

    it('a viewer with a display name changes it when they ask, or keeps the current one', async () => {
      const setDisplayName = vi.fn(async (name: string) => profile(name));
      const { user, navigations } = await renderAccount(`${ONBOARD}&change=displayName`, {
        signedIn: ada,
        profile: { me: async () => fleur, setDisplayName },
      });
      expect(await screen.findByRole('heading', { name: 'Change your display name' })).toBeTruthy();
      const field = screen.getByLabelText<HTMLInputElement>('Display name');
      expect(field.value).toBe('Fleur');
      expect(screen.queryByRole('button', { name: "I'll make one later" })).toBeNull();
      await user.clear(field);
      await user.type(field, 'Fleur Bleue');
      await afterCheck();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(setDisplayName).toHaveBeenCalledWith('Fleur Bleue', 'id-token');
      await act(async () => void vi.advanceTimersByTime(2_000));
      await vi.waitFor(() => expect(navigations).toEqual(['/collections/lips']));
    });

    it('keeping the current display name goes back with nothing saved', async () => {
      const {
        user,
        navigations,
        profile: client,
      } = await renderAccount(`${ONBOARD}&change=displayName`, {
        signedIn: ada,
        profile: { me: async () => fleur },
      });
      await user.click(await screen.findByRole('button', { name: 'Keep the current one' }));
      expect(navigations).toEqual(['/collections/lips']);
      expect(client.setDisplayName).not.toHaveBeenCalled();
    });

    it('a viewer who made one later this session can still choose one when they ask', async () => {
      sessionStorage.setItem('skipDisplayName', 'true');
      const plain = await renderAccount(ONBOARD, { signedIn: ada });
      await vi.waitFor(() => expect(plain.navigations).toEqual(['/collections/lips']));
      plain.view.unmount();
      await renderAccount(`${ONBOARD}&change=displayName`, { signedIn: ada });
      expect(await screen.findByRole('heading', { name: 'Choose your display name' })).toBeTruthy();
      expect(screen.getByRole('button', { name: "I'll make one later" })).toBeTruthy();
    });

    it('someone signed out signs in first and comes back to the change', async () => {
      const { navigations } = await renderAccount(`${ONBOARD}&change=handle`);
      await vi.waitFor(() => expect(navigations).toHaveLength(1));
      expect(new URL(navigations[0]!, location.origin).searchParams.get('destinationPath')).toBe(
        '/pages/myaccount?operation=onboard&targetPath=%2Fcollections%2Flips&change=handle',
      );
    });
  });
});
