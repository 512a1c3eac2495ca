import { screen } from '@testing-library/react';
import { ada, cognitoError, descriptionOf, GOOD_PASSWORD, renderAccount } from '../account.test-helpers';

const CHANGE = '/pages/myaccount?operation=changePassword';

describe('the change-password screen', () => {
  it('asks someone signed out to sign in first, and comes back here after', async () => {
    await renderAccount(CHANGE);
    expect(await screen.findByText('Please sign in to change your password.')).toBeTruthy();
    const href = screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')!;
    expect(new URL(href, location.origin).searchParams.get('destinationPath')).toBe('/pages/myaccount?operation=changePassword');
  });

  it('tells a Google account there is no password here, with a link to the store account', async () => {
    await renderAccount(CHANGE, { signedIn: { ...ada, native: false, provider: 'Google', groups: ['pool_Google'] } });
    expect(await screen.findByText(/You sign in with Google, so there is no password to change here\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'your account page' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('checks both fields before sending', async () => {
    const { user, identity } = await renderAccount(CHANGE, { signedIn: ada });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(descriptionOf(screen.getByLabelText('Current password'))).toBe('This field is required.');
    expect(descriptionOf(screen.getByLabelText('New password'))).toMatch(/^This password doesn't meet the requirements below\./);
    expect(identity.updatePassword).not.toHaveBeenCalled();
    // A good new password alone is not enough.
    await user.type(screen.getByLabelText('New password'), `${GOOD_PASSWORD}{Enter}`);
    expect(descriptionOf(screen.getByLabelText('Current password'))).toBe('This field is required.');
    expect(identity.updatePassword).not.toHaveBeenCalled();
  });

  it('changes the password with Enter, then goes back to the account hub', async () => {
    const { user, identity, navigations } = await renderAccount(CHANGE, { signedIn: ada });
    await user.type(await screen.findByLabelText('Current password'), 'Old!Pass1');
    await user.type(screen.getByLabelText('New password'), `${GOOD_PASSWORD}{Enter}`);
    expect(identity.updatePassword).toHaveBeenCalledWith('Old!Pass1', GOOD_PASSWORD);
    await vi.waitFor(() => expect(navigations).toEqual(['/pages/myaccount']));
  });

  it('a wrong current password says so by that field; both typed passwords stay', async () => {
    const { user, navigations } = await renderAccount(CHANGE, {
      signedIn: ada,
      identity: { updatePassword: async () => Promise.reject(cognitoError('NotAuthorizedException', 'Incorrect username or password.')) },
    });
    const current = await screen.findByLabelText<HTMLInputElement>('Current password');
    await user.type(current, 'Wrong!Pass1');
    await user.type(screen.getByLabelText('New password'), GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(descriptionOf(current)).toBe('Your current password is incorrect.'));
    expect(current.value).toBe('Wrong!Pass1');
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe(GOOD_PASSWORD);
    expect(navigations).toEqual([]);
  });

  it('links to the forgot-password screen with the account’s email', async () => {
    await renderAccount(CHANGE, { signedIn: ada });
    expect((await screen.findByRole('link', { name: 'Forgot your password?' })).getAttribute('href')).toContain(
      'operation=forgotPassword&email=ada%40aurelle.test',
    );
  });
});
