/** The pool's password policy (spec 1 §5, spec 2 §5), enforced by the shim as Cognito enforces its own. */
export const PASSWORD_SYMBOLS = '=+-^$*.[]{}()?"!@#%&/\\,><\':;|_~`';

export function passwordPolicyFailure(password: string): string | null {
  if (password.length < 8) return 'Password not long enough';
  if (!/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (!/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (!/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (![...password].some((c) => PASSWORD_SYMBOLS.includes(c))) return 'Password must have symbol characters';
  return null;
}
