import { act, screen } from '@testing-library/react';
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

  it('hands over to the merchant’s completion when the config names one (spec 2 §2), with the email and destination', async () => {
    const { navigations, reports } = await renderAccount(
      link('userName=ada%40aurelle.test&code=123456&destinationPath=%2Fcollections%2Flips'),
      {
        config: { signUp: { completionPath: '/pages/welcome?from=email' } },
      },
    );
    await vi.waitFor(() =>
      expect(navigations).toEqual([
        '/pages/welcome?from=email&sourceOperation=confirmSignUpLink&email=ada%40aurelle.test&destinationPath=%2Fcollections%2Flips',
      ]),
    );
    expect(reports).toEqual([]);
  });

  it('an already-confirmed account hands over to the completion too', async () => {
    const { navigations } = await renderAccount(link('userName=ada%40aurelle.test&code=123456'), {
      config: { signUp: { completionPath: '/pages/welcome' } },
      identity: {
        confirmSignUp: async () =>
          Promise.reject(cognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED')),
      },
    });
    await vi.waitFor(() => expect(navigations).toEqual(['/pages/welcome?sourceOperation=confirmSignUpLink&email=ada%40aurelle.test']));
  });

  it('a completion off this store is never followed: sign-in takes over and the setting is reported', async () => {
    const { navigations, reports } = await renderAccount(link('userName=ada%40aurelle.test&code=123456'), {
      config: { signUp: { completionPath: '//evil.example/welcome' } },
    });
    expect(await screen.findByText('Your email is confirmed. Please sign in.')).toBeTruthy();
    expect(navigations.some((n) => n.includes('evil'))).toBe(false);
    expect(reports).toHaveLength(1);
  });

  it('the code typed on the confirm screen is not the email link: it goes to sign-in even with a completion set', async () => {
    const { store, navigations } = await renderAccount('/pages/myaccount?operation=confirm&email=ada%40aurelle.test', {
      config: { signUp: { completionPath: '/pages/welcome' } },
    });
    await act(() => store.getState().account.confirm('ada@aurelle.test', '123456'));
    expect(navigations.at(-1)).toMatch(/^\/pages\/myaccount\?operation=signIn&sourceOperation=signUp/);
  });
});
