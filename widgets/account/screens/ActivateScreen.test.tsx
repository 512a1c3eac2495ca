import { screen } from '@testing-library/react';
import { ada, httpError, renderAccount } from '../account.test-helpers';

const ACTIVATE = '/account/activate/6012/4f2a9c';

describe('the activation page (/account/activate/{customerId}/{token})', () => {
  it('completes a signed-in activation: one sign-on token from the account backend, then the store’s login', async () => {
    const { backend, assigned } = await renderAccount(ACTIVATE, { signedIn: ada });
    expect(screen.getByRole('heading', { name: 'Activate your account' })).toBeTruthy();
    await vi.waitFor(() => expect(assigned).toEqual(['/account/login/multipass/MP']));
    expect(backend.multipass).toHaveBeenCalledTimes(1);
    expect(backend.multipass).toHaveBeenCalledWith(
      expect.objectContaining({ user: ada.email, storeDomain: 'aurelle.example' }),
      'id-token',
    );
    expect(screen.getByRole('status').textContent).toBe('Signing you in to the store…');
  });

  it('someone not signed in gets the sign-up form (spec 1 §2) and no token is asked for', async () => {
    const { backend } = await renderAccount(ACTIVATE);
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByLabelText('First name')).toBeTruthy();
    expect(backend.multipass).not.toHaveBeenCalled();
  });

  it('a refused token says so in the page, reported, and the page goes nowhere', async () => {
    const { assigned, reports } = await renderAccount(ACTIVATE, {
      signedIn: ada,
      backend: { multipass: vi.fn(async () => Promise.reject(httpError(500))) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong signing you in. Please try again.');
    expect(reports).toHaveLength(1);
    expect(assigned).toEqual([]);
  });
});
