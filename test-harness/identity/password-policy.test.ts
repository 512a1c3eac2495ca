import { passwordPolicyFailure, poolPasswordMinLength } from './password-policy';

describe('the pool’s password policy', () => {
  it('takes its minimum length from the pool, not a constant', () => {
    expect(passwordPolicyFailure('Abcdef1!x', 10)).toBe('Password not long enough');
    expect(passwordPolicyFailure('Abcdefg1!x', 10)).toBeNull();
    expect(passwordPolicyFailure('Abcdef1!', 8)).toBeNull();
  });

  it('reads the pool’s PasswordPolicy.MinimumLength; Cognito’s default 8 when it sets none', () => {
    expect(poolPasswordMinLength({ options: { Policies: { PasswordPolicy: { MinimumLength: 12 } } } })).toBe(12);
    expect(poolPasswordMinLength({ options: {} })).toBe(8);
  });

  it('names the first broken rule in Cognito’s words', () => {
    expect(passwordPolicyFailure('abcdefg1!', 8)).toBe('Password must have uppercase characters');
    expect(passwordPolicyFailure('Abcdefgh1', 8)).toBe('Password must have symbol characters');
  });
});
