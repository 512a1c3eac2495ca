import { act, screen } from '@testing-library/react';
import { cognitoError, descriptionOf, renderAccount } from '../account.test-helpers';

const CONFIRM = '/pages/myaccount?operation=confirm&email=ada%40aurelle.test';

describe('the confirm screen', () => {
  it('asks to check the email; a typed code confirms with Enter, then sign-in shows the account-created banner', async () => {
    const { user, identity } = await renderAccount(CONFIRM);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('We sent a link to ada@aurelle.test. Click it to activate your account.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' }).disabled).toBe(true);
    await user.type(screen.getByLabelText('Code'), '123456{Enter}');
    expect(identity.confirmSignUp).toHaveBeenCalledWith('ada@aurelle.test', '123456');
    expect((await screen.findByRole('status')).textContent).toBe('Your account has been created. Please sign in.');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@aurelle.test');
  });

  it('a wrong code says so by the code field and keeps it', async () => {
    const { user } = await renderAccount(CONFIRM, {
      identity: { confirmSignUp: async () => Promise.reject(cognitoError('CodeMismatchException')) },
    });
    const code = screen.getByLabelText<HTMLInputElement>('Code');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(descriptionOf(code)).toBe('That confirmation code is incorrect.'));
    expect(code.value).toBe('654321');
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
  });

  it('an expired code says so by the code field and offers a new one at once (no 15 s wait), which then confirms', async () => {
    let expired = true;
    const { user, identity } = await renderAccount(CONFIRM, {
      identity: {
        confirmSignUp: vi.fn(async () => {
          if (expired) throw cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
        }),
      },
    });
    const code = screen.getByLabelText<HTMLInputElement>('Code');
    await user.type(code, '111111{Enter}');
    await vi.waitFor(() => expect(descriptionOf(code)).toBe('That confirmation code is incorrect.'));
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(identity.resendSignUpCode).toHaveBeenCalledWith('ada@aurelle.test');
    expect((await screen.findByRole('status')).textContent).toBe('Sent. Check your inbox.');
    expect(screen.queryByRole('button', { name: 'Resend email' })).toBeNull();
    expired = false;
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '222222{Enter}');
    expect(identity.confirmSignUp).toHaveBeenLastCalledWith('ada@aurelle.test', '222222');
    expect((await screen.findByText('Your account has been created. Please sign in.')).textContent).toBeTruthy();
  });

  it('an account confirmed already counts as confirmed', async () => {
    const { user } = await renderAccount(CONFIRM, {
      identity: {
        confirmSignUp: async () =>
          Promise.reject(cognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED')),
      },
    });
    await user.type(screen.getByLabelText('Code'), '123456{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe('Your account has been created. Please sign in.');
  });

  it('offers to resend only after 15 s; a resend says so and the wait starts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The fake clock also moves with real time, which a busy machine stretches: the screen mounted somewhere between
    // `before` and `after`, so 14 s after `before` is surely early, and 15 s after `after` surely late enough.
    const before = Date.now();
    const { user, identity } = await renderAccount(CONFIRM);
    const after = Date.now();
    act(() => void vi.advanceTimersByTime(Math.max(0, before + 14_000 - Date.now())));
    expect(screen.queryByRole('button', { name: 'Resend email' })).toBeNull();
    act(() => void vi.advanceTimersByTime(Math.max(0, after + 15_000 - Date.now())));
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(identity.resendSignUpCode).toHaveBeenCalledWith('ada@aurelle.test');
    // The resend settles in microtasks: no polling wait, so no real time passes before the wait is checked again.
    await act(async () => {});
    expect(screen.getByText('We sent a new link to ada@aurelle.test. Click it to activate your account.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Sent. Check your inbox.');
    expect(screen.queryByRole('button', { name: 'Resend email' })).toBeNull();
    act(() => void vi.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeTruthy();
  });

  it('too many resends are refused with their message, and reported', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, reports } = await renderAccount(CONFIRM, {
      identity: { resendSignUpCode: async () => Promise.reject(cognitoError('LimitExceededException')) },
    });
    act(() => void vi.advanceTimersByTime(15_000));
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a while before asking for another email.');
    expect(reports).toHaveLength(1);
  });
});
