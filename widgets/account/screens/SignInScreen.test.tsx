import { act, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { ada, type AccountView, cognitoError, descriptionOf, GOOD_PASSWORD, httpError, renderAccount } from '../account.test-helpers';

const SIGN_IN = '/pages/myaccount?operation=signIn&destinationPath=/collections/lips';

async function fillIn(user: AccountView['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('the sign-in screen', () => {
  it('signs in with Enter, then goes through the store’s Multipass login to the destination', async () => {
    const { user, identity, backend, assigned } = await renderAccount(SIGN_IN);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await fillIn(user, 'ada@aurelle.test', `${GOOD_PASSWORD}{Enter}`);
    expect(identity.signIn).toHaveBeenCalledWith('ada@aurelle.test', GOOD_PASSWORD, {
      domain: 'aurelle.example',
      destinationPath: '/collections/lips',
    });
    await vi.waitFor(() => expect(assigned).toEqual(['/account/login/multipass/MP']));
    expect(backend.multipass).toHaveBeenLastCalledWith(
      expect.objectContaining({ user: ada.email, storePath: '/collections/lips' }),
      'id-token',
    );
  });

  it('empty fields are required (spec 2 §5): each says so by its field, which takes focus, and nothing is sent', async () => {
    const { user, identity, reports } = await renderAccount(SIGN_IN);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    expect(descriptionOf(email)).toBe('Please enter your email.');
    expect(document.activeElement).toBe(email);
    await user.type(email, 'ada@aurelle.test{Enter}');
    const password = screen.getByLabelText('Password');
    expect(descriptionOf(password)).toBe('Please enter your password.');
    expect(descriptionOf(email)).not.toContain('Please enter your email.');
    expect(document.activeElement).toBe(password);
    expect(identity.signIn).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
    await user.type(password, `${GOOD_PASSWORD}{Enter}`);
    expect(identity.signIn).toHaveBeenCalledTimes(1);
  });

  it('a wrong password says so by the password field, which takes focus; the email stays', async () => {
    const { user, assigned } = await renderAccount(SIGN_IN, {
      identity: { signIn: async () => Promise.reject(cognitoError('NotAuthorizedException', 'Incorrect username or password.')) },
    });
    await fillIn(user, 'ada@aurelle.test', 'Wrong!Pass1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText('Password');
    await vi.waitFor(() => expect(descriptionOf(password)).toBe('Incorrect email or password.'));
    expect(document.activeElement).toBe(password);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@aurelle.test');
    expect(assigned).toEqual([]);
  });

  it('an unknown email is explained by the account’s state, with a way to create the account', async () => {
    const { user, backend } = await renderAccount(SIGN_IN, {
      identity: { signIn: async () => Promise.reject(cognitoError('UserNotFoundException')) },
      backend: { state: vi.fn(async () => ({ state: 'DOES_NOT_EXIST' as const, thirdPartyProvider: null })) },
    });
    await fillIn(user, 'nobody@aurelle.test', `${GOOD_PASSWORD}{Enter}`);
    const email = screen.getByLabelText('Email');
    await vi.waitFor(() => expect(descriptionOf(email)).toBe("There's no account with this email yet."));
    expect(backend.state).toHaveBeenCalledWith('nobody@aurelle.test');
    // The way forward shows beside the field's message (and the screen's own link stays).
    const links = screen.getAllByRole('link', { name: 'Create an account' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toContain('operation=signUp&email=nobody%40aurelle.test');
  });

  it('an unconfirmed account goes on to the confirm screen', async () => {
    const { user } = await renderAccount(SIGN_IN, {
      identity: { signIn: async () => Promise.reject(cognitoError('UserNotConfirmedException')) },
    });
    await fillIn(user, 'new@aurelle.test', `${GOOD_PASSWORD}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(window.location.search).toContain('operation=confirm&email=new%40aurelle.test');
  });

  it('shows the banner for where the shopper came from, and the email they used', async () => {
    await renderAccount('/pages/myaccount?operation=signIn&sourceOperation=forgotPassword&email=ada%40aurelle.test');
    expect(screen.getByRole('status').textContent).toBe('Your password has been changed. Please sign in.');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@aurelle.test');
  });

  it('someone signed in can stay; the account backend failing says so and is reported (no sign out and retry after a password login)', async () => {
    const { user, reports, assigned } = await renderAccount(SIGN_IN, {
      signedIn: ada,
      backend: { multipass: async () => Promise.reject(httpError(500)) },
    });
    expect(await screen.findByText('You are signed in as ada@aurelle.test.')).toBeTruthy();
    // Titled for what it is: not a "Sign in" heading above a button to stay signed in.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Welcome back, Ada');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Switch account' }).getAttribute('href')).toContain('operation=signOut&return_url=');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong signing you in. Please try again.');
    expect(screen.queryByRole('link', { name: 'Sign out and try again' })).toBeNull();
    expect(reports).toHaveLength(1);
    expect(assigned).toEqual([]);
  });

  it('an account without a first name is told it is signed in, by its email', async () => {
    await renderAccount(SIGN_IN, { signedIn: { ...ada, givenName: null } });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe("You're signed in");
    expect(screen.getByText('You are signed in as ada@aurelle.test.')).toBeTruthy();
  });

  it('after a hosted-UI login, the account backend failing offers sign out and retry (spec 2 §8)', async () => {
    const { user } = await renderAccount(SIGN_IN, {
      signedIn: { ...ada, native: false, provider: 'Google' },
      backend: { multipass: async () => Promise.reject(httpError(500)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong signing you in. Please try again.');
    expect(screen.getByRole('link', { name: 'Sign out and try again' })).toBeTruthy();
  });

  it('prefills the email typed on sign-in earlier this session (signInEmail), unless the address names one (spec 2 §3)', async () => {
    sessionStorage.setItem('signInEmail', 'ada@aurelle.test');
    await renderAccount(SIGN_IN);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@aurelle.test');
  });

  it('shows a loading state, not the form, while a stored session is being checked (spec 2 §4)', async () => {
    let answer: (u: null) => void = () => {};
    // Stored, but the identity service says it no longer holds (a revoked refresh token).
    await renderAccount(SIGN_IN, { signedIn: ada, identity: { currentUser: () => new Promise((resolve) => (answer = resolve)) } });
    expect(screen.getByRole('status').textContent).toBe('Checking whether you are signed in…');
    expect(screen.queryByLabelText('Email')).toBeNull();
    await act(async () => answer(null));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });

  it('with no session stored, shows the form without asking the identity service (no aws-amplify download)', async () => {
    const { identity } = await renderAccount(SIGN_IN);
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.queryByText('Checking whether you are signed in…')).toBeNull();
    expect(identity.currentUser).not.toHaveBeenCalled();
  });

  it('starts the identity client’s download when the shopper comes to the form, unless the browser saves data', async () => {
    const { user, preloadIdentity } = await renderAccount(SIGN_IN);
    expect(preloadIdentity).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Email'));
    expect(preloadIdentity).toHaveBeenCalled();

    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { saveData: true } }));
    try {
      const saving = await renderAccount(SIGN_IN);
      await saving.user.click(within(saving.view.container).getByLabelText('Email'));
      expect(saving.preloadIdentity).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('back from the hosted UI with a code, asks the identity service even with nothing stored yet', async () => {
    const { identity } = await renderAccount(`${SIGN_IN}&code=c0de&state=s1`, {
      config: { cognito: { oauthDomain: 'auth.aurelle.example' } },
    });
    expect(identity.currentUser).toHaveBeenCalled();
  });

  it('offers Google and Facebook when the hosted UI is set up', async () => {
    const { user, identity } = await renderAccount(SIGN_IN, { config: { cognito: { oauthDomain: 'auth.aurelle.example' } } });
    const social = screen.getByRole('group', { name: 'Or continue with' });
    await user.click(within(social).getByRole('button', { name: 'Continue with Facebook' }));
    expect(identity.signInWithProvider).toHaveBeenCalledWith('Facebook');
    // Each button carries its provider's mark, hidden from assistive technology: the text stays the name.
    for (const [name, colour] of [
      ['Continue with Google', '#4285F4'],
      ['Continue with Facebook', '#0866FF'],
    ]) {
      const logo = within(social).getByRole('button', { name }).querySelector('svg')!;
      expect(logo.getAttribute('aria-hidden')).toBe('true');
      expect(Array.from(logo.querySelectorAll('path'), (p) => p.getAttribute('fill'))).toContain(colour);
    }
  });

  it('ends with the sign-in terms, whose Terms and Privacy link to the merchant’s pages', async () => {
    await renderAccount(SIGN_IN, { config: { legal: { termsUrl: '/pages/terms', privacyUrl: 'https://legal.aurelle.example/privacy' } } });
    const note = screen.getByText((_, el) => el?.tagName === 'P' && /^By signing in you agree to our/.test(el.textContent ?? ''));
    expect(note.textContent).toBe('By signing in you agree to our Terms of Service and Privacy Policy.');
    expect(within(note).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/pages/terms');
    expect(within(note).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('https://legal.aurelle.example/privacy');
    expect(screen.queryByText(/By creating an account/)).toBeNull();
  });

  it('a message about the whole form sits above the fields', async () => {
    const { user } = await renderAccount(SIGN_IN, {
      identity: { signIn: async () => Promise.reject(cognitoError('InternalErrorException')) },
    });
    await user.type(screen.getByLabelText('Email'), 'ada@aurelle.test');
    await user.type(screen.getByLabelText('Password'), GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.compareDocumentPosition(screen.getByLabelText('Email')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no social sign-in without the hosted UI, and the US subscription link only in the US', async () => {
    await renderAccount(SIGN_IN, { config: { country: 'US' } });
    expect(screen.queryByRole('group', { name: 'Or continue with' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage your subscriptions' }).getAttribute('href')).toBe(
      '/tools/recurring/get-subscription-access',
    );
  });

  it('with tabbed sign-in, the Create account tab shows the sign-up form', async () => {
    const { user } = await renderAccount(SIGN_IN, { config: { features: { tabbedAuth: true } } });
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });
});
