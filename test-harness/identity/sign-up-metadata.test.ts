// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signUpMetadataMissing } from './cognito-shim';

describe('the identity stand-in checks the sign-up client metadata (spec 1 §7)', () => {
  it('needs language, domain and destinationPath', () => {
    expect(signUpMetadataMissing({ language: 'en', domain: 'aurelle.myshopify.com', destinationPath: '/' })).toEqual([]);
    expect(signUpMetadataMissing({ language: 'fr', domain: 'aurelle.myshopify.com' })).toEqual(['destinationPath']);
    expect(signUpMetadataMissing({ language: '', domain: 'x', destinationPath: '/' })).toEqual(['language']);
    expect(signUpMetadataMissing(undefined)).toEqual(['language', 'domain', 'destinationPath']);
  });
});
