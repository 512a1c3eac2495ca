import { screen, within } from '@testing-library/react';
import { StorageKeys } from '../../shared/storage-keys';
import { ada, renderAccount } from './account.test-helpers';

/** The preference shows in the signed-in view of sign-in, once the store sign-in left a customer access token. */
const SIGN_IN = '/pages/myaccount?operation=signIn';
const storeToken = () =>
  localStorage.setItem(StorageKeys.customerAccessToken, JSON.stringify({ accessToken: 'cat', expiresAt: '2999-01-01T00:00:00Z' }));

describe('the email preference', () => {
  it('shows what the store holds and saves a change', async () => {
    storeToken();
    const { user, customer } = await renderAccount(SIGN_IN, { signedIn: ada });
    const group = await screen.findByRole('group', { name: 'Email preferences' });
    const box = within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Email me about new shades, offers and live shows' });
    expect(customer.customerAcceptsMarketing).toHaveBeenCalledWith('cat');
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(customer.updateAcceptsMarketing).toHaveBeenCalledWith('cat', true);
    expect((await within(group).findByText('Saved.')).getAttribute('role')).toBe('status');
    expect(box.checked).toBe(true);
  });

  it('a failed save says so, puts the box back, and is reported', async () => {
    storeToken();
    const { user, reports } = await renderAccount(SIGN_IN, {
      signedIn: ada,
      customer: {
        updateAcceptsMarketing: async () => ({
          acceptsMarketing: null,
          errors: [{ code: null, field: null, message: 'Customer not found' }],
        }),
      },
    });
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: /Email me about/ });
    await user.click(box);
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't save your email preference. Please try again.");
    expect(box.checked).toBe(false);
    expect(reports).toHaveLength(1);
  });

  it('is absent without a store sign-in', async () => {
    const { customer } = await renderAccount(SIGN_IN, { signedIn: ada });
    expect(await screen.findByText('You are signed in as ada@aurelle.test.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Email preferences' })).toBeNull();
    expect(customer.customerAcceptsMarketing).not.toHaveBeenCalled();
  });
});
