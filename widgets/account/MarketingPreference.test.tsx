import { screen, within } from '@testing-library/react';
import { ada, renderAccount } from './account.test-helpers';

/**
 * The preference shows in the signed-in view of sign-in when the store has the customer signed in (its customer id
 * in the config): the page mints a customer access token from a Multipass token of its own and keeps it in memory.
 */
const SIGN_IN = '/pages/myaccount?operation=signIn';
const inStore = { customerId: '7001' };

describe('the email preference', () => {
  it('shows what the store holds and saves a change', async () => {
    const { user, customer, backend } = await renderAccount(SIGN_IN, { signedIn: ada, config: inStore });
    const group = await screen.findByRole('group', { name: 'Email preferences' });
    const box = within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Email me about new shades, offers and live shows' });
    expect(customer.customerAcceptsMarketing).toHaveBeenCalledWith('cat');
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(customer.updateAcceptsMarketing).toHaveBeenCalledWith('cat', true);
    expect((await within(group).findByText('Saved.')).getAttribute('role')).toBe('status');
    expect(box.checked).toBe(true);
    // One token for the read and the save, kept where the theme's scripts cannot read it.
    expect(backend.multipass).toHaveBeenCalledTimes(1);
    expect(customer.customerTokenWithMultipass).toHaveBeenCalledWith('MP');
    const stored = [localStorage, sessionStorage].flatMap((store) => Object.keys(store).map((k) => store.getItem(k)));
    expect(stored.filter((value) => value?.includes('cat'))).toEqual([]);
  });

  it('a failed save says so, puts the box back, and is reported', async () => {
    const { user, reports } = await renderAccount(SIGN_IN, {
      signedIn: ada,
      config: inStore,
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
    const { customer, backend } = await renderAccount(SIGN_IN, { signedIn: ada });
    expect(await screen.findByText('You are signed in as ada@aurelle.test.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Email preferences' })).toBeNull();
    expect(customer.customerAcceptsMarketing).not.toHaveBeenCalled();
    expect(backend.multipass).not.toHaveBeenCalled();
  });
});
