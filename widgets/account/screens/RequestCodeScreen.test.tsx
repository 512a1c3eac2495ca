import { screen } from '@testing-library/react';
import { cognitoError, descriptionOf, renderAccount } from '../account.test-helpers';

const REQUEST = '/pages/myaccount?operation=requestConfirmationCode';

describe('the resend-activation screen', () => {
  it('sends the activation email again with Enter, then the confirm screen says a new link was sent', async () => {
    const { user, identity } = await renderAccount(REQUEST);
    expect(screen.getByRole('heading', { name: 'Resend the activation email' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'ada@aurelle.test{Enter}');
    expect(identity.resendSignUpCode).toHaveBeenCalledWith('ada@aurelle.test');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('We sent a new link to ada@aurelle.test. Click it to activate your account.')).toBeTruthy();
  });

  it('starts from the email in the address', async () => {
    const { user, identity } = await renderAccount(`${REQUEST}&email=ada%40aurelle.test`);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@aurelle.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(identity.resendSignUpCode).toHaveBeenCalledWith('ada@aurelle.test');
  });

  it('an unknown email says so by the field, with a way to create the account; the email stays', async () => {
    const { user } = await renderAccount(REQUEST, {
      identity: { resendSignUpCode: async () => Promise.reject(cognitoError('UserNotFoundException')) },
    });
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    await user.type(email, 'nobody@aurelle.test{Enter}');
    await vi.waitFor(() => expect(descriptionOf(email)).toBe("We couldn't find an account with this email."));
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toContain(
      'operation=signUp&email=nobody%40aurelle.test',
    );
    expect(email.value).toBe('nobody@aurelle.test');
  });

  it('too many requests are refused with their message, and reported', async () => {
    const { user, reports } = await renderAccount(REQUEST, {
      identity: { resendSignUpCode: async () => Promise.reject(cognitoError('LimitExceededException')) },
    });
    await user.type(screen.getByLabelText('Email'), 'ada@aurelle.test{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a while before asking for another email.');
    expect(reports).toHaveLength(1);
  });
});
