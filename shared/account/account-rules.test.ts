import { describe, expect, it } from 'vitest';
import { emailOk, passwordOk, passwordRules, PASSWORD_SYMBOLS, signUpProblems } from './account-rules';

describe('password rules (spec 1 §5)', () => {
  it('names each rule', () => {
    expect(passwordRules('')).toEqual({ minLength: false, capital: false, lowercase: false, number: false, specialChar: false });
    expect(passwordRules('Abcdefg1!')).toEqual({ minLength: true, capital: true, lowercase: true, number: true, specialChar: true });
    expect(passwordRules('Abcdef1!').minLength).toBe(true);
    expect(passwordRules('Abcde1!').minLength).toBe(false);
    // The configured minimum (spec 2 §5).
    expect(passwordRules('Abcdef1!', 10).minLength).toBe(false);
    expect(passwordOk('Abcdefg1!x', 10)).toBe(true);
  });

  it('accepts exactly the spec’s symbols', () => {
    expect(PASSWORD_SYMBOLS).toHaveLength(32);
    for (const symbol of '=+-^$*.[]{}()?"!@#%&/\\,><\':;|_~`') expect(passwordRules(`Abcdefg1${symbol}`).specialChar).toBe(true);
    for (const other of ['€', '§', '±', ' ', 'é']) expect(passwordRules(`Abcdefg1${other}`).specialChar).toBe(false);
    expect(passwordOk('Abcdefg1 ')).toBe(false);
  });
});

describe('sign-up form (spec 1 §5)', () => {
  const good = { firstName: 'Ada', lastName: 'L', email: 'ada@aurelle.test', password: 'Abcdefg1!', acceptsMarketing: true };
  it('needs first name, last name, email and password', () => {
    expect(signUpProblems(good)).toEqual([]);
    expect(signUpProblems({ ...good, firstName: ' ', lastName: '', email: '', password: '' }).map(([f]) => f)).toEqual([
      'firstName',
      'lastName',
      'email',
      'password',
    ]);
  });
  it('checks the email pattern, the optional confirmation and the password rules', () => {
    expect(emailOk('ada@aurelle')).toBe(false);
    expect(emailOk('a da@aurelle.test')).toBe(false);
    expect(signUpProblems({ ...good, email: 'ada@' })).toEqual([['email', 'invalidEmail']]);
    expect(signUpProblems({ ...good, emailConfirmation: 'ADA@aurelle.test' })).toEqual([]);
    expect(signUpProblems({ ...good, emailConfirmation: 'ada@aurelle.tes' })).toEqual([['emailConfirmation', 'emailMismatch']]);
    expect(signUpProblems({ ...good, password: 'abcdefgh' })).toEqual([['password', 'weakPassword']]);
  });
});
