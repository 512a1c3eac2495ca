import { screen } from '@testing-library/react';
import { ada, cognitoError, renderAccount } from '../account.test-helpers';

const link = (query: string) => `/pages/myaccount?operation=confirmSignUpLink&${query}`;

describe('the confirmation link screen', () => {
  it('says it is confirming, confirms once, then sign-in shows the email-confirmed banner with the email filled in', async () => {
    let finish = () => {};
    const confirmSignUp = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderAccount(link('userName=ada%40aurelle.test&code=123456'), { identity: { confirmSignUp } });
    expect(screen.getByRole('status').textContent).toBe('Confirming your email…');
    finish();
    expect((await screen.findByText('Your email is confirmed. Please sign in.')).getAttribute('role')).toBe('status');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@aurelle.test');
    expect(confirmSignUp).toHaveBeenCalledTimes(1);
    expect(confirmSignUp).toHaveBeenCalledWith('ada@aurelle.test', '123456');
  });

  it('confirms once, even when the hub draws again while it waits (the account loading)', async () => {
    let finish = () => {};
    const confirmSignUp = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderAccount(link('userName=ada%40aurelle.test&code=123456'), { signedIn: ada, identity: { confirmSignUp } });
    finish();
    // Already signed in, the sign-in screen offers to stay.
    expect(await screen.findByText('You are signed in as ada@aurelle.test.')).toBeTruthy();
    expect(confirmSignUp).toHaveBeenCalledTimes(1);
  });

  it('a link without its code says it is incomplete and confirms nothing', async () => {
    const { identity } = await renderAccount('/pages/myaccount?operation=confirmLink&userName=ada%40aurelle.test');
    expect((await screen.findByRole('alert')).textContent).toBe('This link is incomplete. Please use the link from your email again.');
    expect(identity.confirmSignUp).not.toHaveBeenCalled();
  });

  it('a code that does not match says so', async () => {
    await renderAccount(link('userName=ada%40aurelle.test&code=000000'), {
      identity: { confirmSignUp: async () => Promise.reject(cognitoError('CodeMismatchException')) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('That confirmation code is incorrect.');
  });

  it('a disabled account says so', async () => {
    await renderAccount(link('userName=ada%40aurelle.test&code=123456'), {
      identity: { confirmSignUp: async () => Promise.reject(cognitoError('NotAuthorizedException', 'User is disabled.')) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This account has been disabled. Please contact customer care.');
  });
});
