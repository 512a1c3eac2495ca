import { displayNameResult, handleResult } from './profile-routes';

describe('profile checks on the server (spec 2 §5, §9)', () => {
  it('display names: 2–30 characters, plain characters, no profanity or reserved names', () => {
    expect(displayNameResult('Mia')).toBe('VALID');
    expect(displayNameResult('M')).toBe('TOO_SHORT');
    expect(displayNameResult('x'.repeat(30))).toBe('VALID');
    expect(displayNameResult('x'.repeat(31))).toBe('TOO_LONG');
    expect(displayNameResult('Mia <3')).toBe('INVALID_CHARACTERS');
    expect(displayNameResult('Damn Fine')).toBe('PROFANITY');
    expect(displayNameResult('Admin')).toBe('RESERVED');
  });
  it('handles: 3–30 lowercase letters, digits, dots and underscores', () => {
    expect(handleResult('mia.host_1')).toBe('VALID');
    expect(handleResult('mi')).toBe('TOO_SHORT');
    expect(handleResult('m'.repeat(31))).toBe('TOO_LONG');
    expect(handleResult('Mia')).toBe('INVALID_CHARACTERS');
    expect(handleResult('support')).toBe('RESERVED');
  });
});
