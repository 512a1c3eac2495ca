import { screen } from '@testing-library/react';
import { ada, cognitoError, renderAccount } from '../account.test-helpers';

const SIGN_OUT = '/pages/myaccount?operation=signOut&return_url=/collections/eyes';

describe('the sign-out screen', () => {
  it('signs out once, then leaves through the store’s logout with the return URL', async () => {
    const { identity, assigned } = await renderAccount(SIGN_OUT, { signedIn: ada });
    expect(screen.getByRole('status').textContent).toBe('Signing you out…');
    await vi.waitFor(() => expect(assigned).toEqual(['/account/logout?return_url=%2Fcollections%2Feyes']));
    expect(identity.signOut).toHaveBeenCalledTimes(1);
  });

  it('a failed sign-out says to reload, with a Reload button, and is reported', async () => {
    const { reports, assigned } = await renderAccount(SIGN_OUT, {
      signedIn: ada,
      identity: { signOut: async () => Promise.reject(cognitoError('NetworkError')) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't sign you out. Please reload the page.");
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(reports).toHaveLength(1);
    expect(assigned).toEqual([]);
  });

  it.each(['/\\evil.com', '//evil.com', '/%5Cevil.com', 'https://evil.com/x', 'javascript:alert(1)'])(
    'a return_url off this store (%j) is dropped',
    async (bad) => {
      const { assigned } = await renderAccount(`/pages/myaccount?operation=signOut&return_url=${encodeURIComponent(bad)}`, {
        signedIn: ada,
      });
      await vi.waitFor(() => expect(assigned).toEqual(['/account/logout']));
    },
  );
});
