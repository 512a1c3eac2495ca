import { PASSWORD_RULES, passwordRules, type PasswordRule } from '../../shared/account/account-rules';

/**
 * The pool's password policy (spec 1 §5, spec 2 §5), enforced by the shim as
 * Cognito enforces its own: the same rules as the sign-up form's indicators,
 * with Cognito's wording for the first one broken.
 */
const COGNITO_WORDING: Record<PasswordRule, string> = {
  minLength: 'Password not long enough',
  capital: 'Password must have uppercase characters',
  lowercase: 'Password must have lowercase characters',
  number: 'Password must have numeric characters',
  specialChar: 'Password must have symbol characters',
};

export function passwordPolicyFailure(password: string): string | null {
  const met = passwordRules(password);
  const broken = PASSWORD_RULES.find((rule) => !met[rule]);
  return broken ? COGNITO_WORDING[broken] : null;
}
