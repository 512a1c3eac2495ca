import { PASSWORD_RULES, passwordRules, type PasswordRule } from '../../shared/account/account-rules';
import { PASSWORD_MIN_LENGTH_DEFAULT } from '../../shared/config';

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

/** The pool's minimum length, from its PasswordPolicy as Cognito keeps it (Cognito's own default when it sets none). */
export function poolPasswordMinLength(pool: { options?: { Policies?: { PasswordPolicy?: { MinimumLength?: number } } } }): number {
  const min = Number(pool.options?.Policies?.PasswordPolicy?.MinimumLength);
  return Number.isInteger(min) && min > 0 ? min : PASSWORD_MIN_LENGTH_DEFAULT;
}

export function passwordPolicyFailure(password: string, minLength: number): string | null {
  const met = passwordRules(password, minLength);
  const broken = PASSWORD_RULES.find((rule) => !met[rule]);
  return broken ? COGNITO_WORDING[broken] : null;
}
