import { screen, within } from '@testing-library/react';
import { type AccountView, cognitoError, descriptionOf, GOOD_PASSWORD, renderAccount } from '../account.test-helpers';

const SIGN_UP = '/pages/myaccount?operation=signUp&destinationPath=/collections/lips';

async function fillIn(
  user: AccountView['user'],
  { first = 'Ada', last = 'Lovelace', email = 'ada@aurelle.test', password = GOOD_PASSWORD } = {},
) {
  if (first) await user.type(screen.getByLabelText('First name'), first);
  if (last) await user.type(screen.getByLabelText('Last name'), last);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
}

describe('the sign-up screen', () => {
  it('shows the password rules live, and the marketing opt-in checked', async () => {
    const { user } = await renderAccount(SIGN_UP);
    await user.type(screen.getByLabelText('Password'), 'short');
    const rules = screen.getByRole('list', { name: 'Your password needs' });
    expect(Array.from(rules.querySelectorAll('li'), (li) => li.textContent?.replace(/^\W+/, ''))).toEqual([
      'at least 8 characters (not met yet)',
      'an uppercase letter (not met yet)',
      'a lowercase letter (met)',
      'a number (not met yet)',
      'a symbol such as ! @ # $ % (not met yet)',
    ]);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Email me about new shades, offers and live shows' }).checked).toBe(true);
  });

  it('an empty form names each required field and focuses the first; nothing is sent', async () => {
    const { user, identity } = await renderAccount(SIGN_UP);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const label of ['First name', 'Last name', 'Email'])
      expect(descriptionOf(screen.getByLabelText(label))).toBe('This field is required.');
    expect(descriptionOf(screen.getByLabelText('Password'))).toMatch(/^This field is required\. ○ at least 8 characters/);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(identity.signUp).not.toHaveBeenCalled();
  });

  it('a weak password’s message sits above the requirements it refers to, between the label and the input', async () => {
    const { user } = await renderAccount(SIGN_UP);
    await fillIn(user, { password: 'password' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const message = screen.getByText("This password doesn't meet the requirements below.");
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    const rules = screen.getByRole('list', { name: 'Your password needs' });
    const follows = (a: Node, b: Node) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(message, input)).toBe(true);
    expect(follows(message, rules)).toBe(true);
    expect(follows(input.labels![0]!, message)).toBe(true);
  });

  it('ends with the sign-up terms (not the sign-in ones), linked, and a way to sign in instead', async () => {
    await renderAccount(SIGN_UP);
    const note = screen.getByText((_, el) => el?.tagName === 'P' && /^By creating an account you agree/.test(el.textContent ?? ''));
    expect(note.textContent).toBe('By creating an account you agree to our Terms of Service and Privacy Policy.');
    expect(within(note).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/policies/terms-of-service');
    expect(within(note).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/policies/privacy-policy');
    expect(screen.queryByText(/By signing in/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain('operation=signIn');
  });

  it('a malformed email and a weak password get their messages; focus goes to the email', async () => {
    const { user, identity } = await renderAccount(SIGN_UP);
    await fillIn(user, { email: 'ada@aurelle', password: 'password' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Please enter a valid email address.');
    expect(descriptionOf(screen.getByLabelText('Password'))).toMatch(/^This password doesn't meet the requirements below\./);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(identity.signUp).not.toHaveBeenCalled();
  });

  it('Enter sends the account with the opt-in as chosen, then the confirm screen asks to check the email', async () => {
    const { user, identity } = await renderAccount(SIGN_UP);
    await fillIn(user, { password: '' });
    await user.click(screen.getByRole('checkbox', { name: /Email me about/ }));
    await user.type(screen.getByLabelText('Password'), `${GOOD_PASSWORD}{Enter}`);
    expect(identity.signUp).toHaveBeenCalledWith({
      email: 'ada@aurelle.test',
      password: GOOD_PASSWORD,
      attributes: { given_name: 'Ada', family_name: 'Lovelace', 'custom:language': 'en', 'custom:accepts_marketing': 'false' },
      clientMetadata: { language: 'en', domain: 'aurelle.example', destinationPath: '/collections/lips' },
    });
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('We sent a link to ada@aurelle.test. Click it to activate your account.')).toBeTruthy();
  });

  it('an account already confirmed goes to sign in with the account-created banner', async () => {
    const { user } = await renderAccount(SIGN_UP, { identity: { signUp: async () => ({ confirmed: true }) } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your account has been created. Please sign in.');
  });

  it('an email already in use says so by the email field, which takes focus; the form keeps what was typed', async () => {
    const { user } = await renderAccount(SIGN_UP, {
      identity: { signUp: async () => Promise.reject(cognitoError('UsernameExistsException', 'User already exists')) },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    await vi.waitFor(() => expect(descriptionOf(email)).toBe('An account with this email already exists. Please sign in.'));
    expect(document.activeElement).toBe(email);
    // Its way forward joins the screen's own sign-in link.
    const signIns = screen.getAllByRole('link', { name: 'Sign in' });
    expect(signIns).toHaveLength(2);
    for (const link of signIns) expect(link.getAttribute('href')).toContain('operation=signIn&email=ada%40aurelle.test');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ada');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe(GOOD_PASSWORD);
  });

  it('an unexpected failure says so and is reported', async () => {
    const { user, reports } = await renderAccount(SIGN_UP, {
      identity: { signUp: async () => Promise.reject(cognitoError('InternalErrorException')) },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong creating your account. Please try again.');
    expect(reports).toHaveLength(1);
  });

  it('when the store asks for the email twice, a different second email is refused', async () => {
    const { user, identity } = await renderAccount(SIGN_UP, { config: { signUp: { confirmEmail: true } } });
    await fillIn(user);
    await user.type(screen.getByLabelText('Confirm email'), 'ada@aurelle.tset{Enter}');
    expect(descriptionOf(screen.getByLabelText('Confirm email'))).toBe("The emails don't match.");
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm email'));
    expect(identity.signUp).not.toHaveBeenCalled();
    // What the person typed stays; the corrected email goes through.
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ada');
    await user.clear(screen.getByLabelText('Confirm email'));
    await user.type(screen.getByLabelText('Confirm email'), 'ada@aurelle.test{Enter}');
    expect(identity.signUp).toHaveBeenCalledTimes(1);
  });

  it('the email-confirmation field follows the merchant’s setting (vanity_sign_up_confirm_email): off unless turned on', async () => {
    const off = await renderAccount(SIGN_UP);
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.queryByLabelText('Confirm email')).toBeNull();
    off.view.unmount();
    await renderAccount(SIGN_UP, { config: { signUp: { confirmEmail: false } } });
    expect(screen.queryByLabelText('Confirm email')).toBeNull();
  });

  it('the sign-in screen’s sign-up tab asks for the email twice too when the setting is on', async () => {
    const { user } = await renderAccount('/pages/myaccount?operation=signIn', {
      config: { features: { tabbedAuth: true }, signUp: { confirmEmail: true } },
    });
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.getByLabelText('Confirm email')).toBeTruthy();
  });
});
