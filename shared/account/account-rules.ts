import { PASSWORD_MIN_LENGTH_DEFAULT } from './password-min-length';

/** Spec 1 §5, spec 2 §5: the password rules, the email pattern and the sign-up form's checks. The minimum length comes from the config (cognito.passwordMinLength). */
/** Exactly the spec's symbol set. */
export const PASSWORD_SYMBOLS = '=+-^$*.[]{}()?"!@#%&/\\,><\':;|_~`';

export type PasswordRule = 'minLength' | 'capital' | 'lowercase' | 'number' | 'specialChar';
export const PASSWORD_RULES: readonly PasswordRule[] = ['minLength', 'capital', 'lowercase', 'number', 'specialChar'];

/** Which rules a password meets, for the live indicators. */
export function passwordRules(password: string, minLength = PASSWORD_MIN_LENGTH_DEFAULT): Record<PasswordRule, boolean> {
  return {
    minLength: password.length >= minLength,
    capital: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /[0-9]/.test(password),
    specialChar: [...password].some((c) => PASSWORD_SYMBOLS.includes(c)),
  };
}

export const passwordOk = (password: string, minLength = PASSWORD_MIN_LENGTH_DEFAULT) =>
  Object.values(passwordRules(password, minLength)).every(Boolean);

/** A standard address pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const emailOk = (email: string) => EMAIL_PATTERN.test(email.trim());

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  /** Optional: shown when the store asks for the email twice. */
  emailConfirmation?: string;
  password: string;
  acceptsMarketing: boolean;
}

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'emailConfirmation' | 'password';
export type FieldProblem = 'required' | 'invalidEmail' | 'emailMismatch' | 'weakPassword';

/** Problems by field, in the form's order (the first takes focus). */
export function signUpProblems(form: SignUpForm, minLength = PASSWORD_MIN_LENGTH_DEFAULT): Array<[SignUpField, FieldProblem]> {
  const out: Array<[SignUpField, FieldProblem]> = [];
  if (!form.firstName.trim()) out.push(['firstName', 'required']);
  if (!form.lastName.trim()) out.push(['lastName', 'required']);
  if (!form.email.trim()) out.push(['email', 'required']);
  else if (!emailOk(form.email)) out.push(['email', 'invalidEmail']);
  if (form.emailConfirmation !== undefined && form.emailConfirmation.trim().toLowerCase() !== form.email.trim().toLowerCase())
    out.push(['emailConfirmation', 'emailMismatch']);
  if (!form.password) out.push(['password', 'required']);
  else if (!passwordOk(form.password, minLength)) out.push(['password', 'weakPassword']);
  return out;
}
