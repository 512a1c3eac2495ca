import { screen, within } from '@testing-library/react';
import { cognitoError, descriptionOf, renderAccount } from '../account.test-helpers';

const FORGOT = '/pages/myaccount?operation=forgotPassword';
const NO_VERIFIED_EMAIL = 'Cannot reset password for the user as there is no registered/verified email or phone_number';

describe('the forgot-password screen', () => {
  it('prefills the email typed on sign-in this session (signInEmail)', async () => {
    sessionStorage.setItem('signInEmail', 'ada@aurelle.test');
    await renderAccount('/pages/myaccount?operation=forgotPassword');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@aurelle.test');
  });

  it('sends the reset link with Enter, then says where it went', async () => {
    const { user, identity } = await renderAccount(FORGOT);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'ada@aurelle.test{Enter}');
    expect(identity.resetPassword).toHaveBeenCalledWith('ada@aurelle.test');
    expect((await screen.findByRole('status')).textContent).toBe('We sent a reset link to ada@aurelle.test. Check your inbox.');
  });

  it('an account not yet activated gets the activation notice, whose button resends the activation email', async () => {
    const { user, identity } = await renderAccount(FORGOT, {
      identity: { resetPassword: async () => Promise.reject(cognitoError('InvalidParameterException', NO_VERIFIED_EMAIL)) },
    });
    await user.type(screen.getByLabelText('Email'), 'new@aurelle.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain("Your account isn't activated yet, so we can't reset its password.");
    await user.click(within(notice).getByRole('button', { name: 'Resend the activation email' }));
    expect(identity.resendSignUpCode).toHaveBeenCalledWith('new@aurelle.test');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
  });

  it('an unknown email says so by the field and keeps it', async () => {
    const { user } = await renderAccount(FORGOT, {
      identity: { resetPassword: async () => Promise.reject(cognitoError('UserNotFoundException')) },
    });
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    await user.type(email, 'nobody@aurelle.test{Enter}');
    await vi.waitFor(() => expect(descriptionOf(email)).toBe("We couldn't find an account with this email."));
    expect(email.value).toBe('nobody@aurelle.test');
  });

  it('links to changing the password instead, and to the activation email for the typed address', async () => {
    const { user } = await renderAccount(FORGOT);
    expect(screen.getByRole('link', { name: 'Know your password? Change it' }).getAttribute('href')).toContain('operation=changePassword');
    await user.type(screen.getByLabelText('Email'), 'ada@aurelle.test');
    expect(screen.getByRole('link', { name: 'Resend the activation email' }).getAttribute('href')).toContain(
      'operation=requestConfirmationCode&email=ada%40aurelle.test',
    );
  });
});
