import { screen } from '@testing-library/react';
import { cognitoError, descriptionOf, GOOD_PASSWORD, renderAccount } from '../account.test-helpers';

const RESET = '/pages/myaccount?operation=forgotPasswordSubmit&userName=ada%40aurelle.test&code=123456';

describe('the reset-password screen', () => {
  it('a password that breaks the rules is refused before anything is sent', async () => {
    const { user, identity } = await renderAccount(RESET);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    const password = screen.getByLabelText('New password');
    await user.type(password, 'password{Enter}');
    expect(descriptionOf(password)).toMatch(/^This password doesn't meet the requirements below\./);
    expect(identity.confirmResetPassword).not.toHaveBeenCalled();
  });

  it('the minimum length comes from the config (spec 2 §5): its rule says so, and a shorter password is refused', async () => {
    const { user, identity } = await renderAccount(RESET, { config: { cognito: { passwordMinLength: 12 } } });
    expect(screen.getByText(/at least 12 characters/)).toBeTruthy();
    const password = screen.getByLabelText('New password');
    await user.type(password, 'Abcdef1!xy{Enter}');
    expect(descriptionOf(password)).toMatch(/^This password doesn't meet the requirements below\./);
    expect(identity.confirmResetPassword).not.toHaveBeenCalled();
    await user.type(password, 'zz{Enter}');
    expect(identity.confirmResetPassword).toHaveBeenCalledWith('ada@aurelle.test', '123456', 'Abcdef1!xyzz');
  });

  it('a good password is saved with Enter, then sign-in shows the password-changed banner', async () => {
    const { user, identity } = await renderAccount(RESET);
    await user.type(screen.getByLabelText('New password'), `${GOOD_PASSWORD}{Enter}`);
    expect(identity.confirmResetPassword).toHaveBeenCalledWith('ada@aurelle.test', '123456', GOOD_PASSWORD);
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed. Please sign in.');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@aurelle.test');
  });

  for (const [name, text] of [
    ['CodeMismatchException', 'That reset code is invalid.'],
    ['ExpiredCodeException', 'That reset link has expired. Please ask for a new one.'],
  ] as const) {
    it(`${name}: "${text}", and the typed password stays`, async () => {
      const { user } = await renderAccount(RESET, { identity: { confirmResetPassword: async () => Promise.reject(cognitoError(name)) } });
      const password = screen.getByLabelText<HTMLInputElement>('New password');
      await user.type(password, GOOD_PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Save new password' }));
      expect((await screen.findByRole('alert')).textContent).toContain(text);
      expect(password.value).toBe(GOOD_PASSWORD);
    });
  }

  it('without a code it says the link was sent, and can send it again', async () => {
    const { user, identity } = await renderAccount('/pages/myaccount?operation=forgotPasswordSubmit&email=ada%40aurelle.test');
    expect(screen.getByRole('status').textContent).toBe('We sent a reset link to ada@aurelle.test. Check your inbox.');
    expect(screen.queryByLabelText('New password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send it again' }));
    expect(identity.resetPassword).toHaveBeenCalledWith('ada@aurelle.test');
  });
});
