import { describe, expect, it } from 'vitest';
import {
  accountStateMessage,
  changePasswordFailure,
  completionFailure,
  refusalCode,
  confirmFailure,
  forgotPasswordFailure,
  missingSignInField,
  resendFailure,
  resetSubmitFailure,
  signInFailure,
  signUpFailure,
} from './account-errors';

const err = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('account errors (spec 1 §8 "Account", spec 2 §8)', () => {
  it('sign-in requires both fields (spec 2 §5): the email first, then the password', () => {
    expect(missingSignInField('', '')).toEqual({ key: 'account.errors.missingEmail', field: 'email' });
    expect(missingSignInField('  ', 'Aurelle!Local1')).toEqual({ key: 'account.errors.missingEmail', field: 'email' });
    expect(missingSignInField('ada@aurelle.test', '')).toEqual({ key: 'account.errors.missingPassword', field: 'password' });
    // A password is taken as typed: spaces are characters of it.
    expect(missingSignInField('ada@aurelle.test', '  ')).toBeNull();
    expect(missingSignInField('ada@aurelle.test', 'Aurelle!Local1')).toBeNull();
  });

  it('sign-in', () => {
    expect(signInFailure(err('EmptySignInUsername'))).toMatchObject({ key: 'account.errors.missingEmail', field: 'email' });
    expect(signInFailure(err('EmptySignInPassword'))).toMatchObject({ key: 'account.errors.missingPassword', field: 'password' });
    expect(signInFailure(err('NotAuthorizedException', 'User is disabled.'))).toMatchObject({ key: 'account.errors.disabledAccount' });
    expect(signInFailure(err('NotAuthorizedException', 'Incorrect username or password.'))).toMatchObject({
      key: 'account.errors.incorrectLogin',
    });
    expect(signInFailure(err('PasswordResetRequiredException'))).toMatchObject({
      key: 'account.errors.resetPassword',
      action: 'forgotPassword',
    });
    expect(signInFailure(err('UserNotConfirmedException'))).toBe('unconfirmed');
    expect(signInFailure(err('UserNotFoundException'))).toBe('userNotFound');
    expect(signInFailure(err('TooManyRequestsException'))).toMatchObject({ key: 'account.errors.signInUnexpected', report: true });
  });

  it('UserNotFound resolves through the account state', () => {
    const e = 'a@b.test';
    expect(accountStateMessage('DOES_NOT_EXIST', null, e)).toMatchObject({ key: 'account.errors.registerLink', action: 'register' });
    expect(accountStateMessage('UNCONFIRMED', null, e)).toMatchObject({ key: 'account.errors.unconfirmedAccount', action: 'resend' });
    expect(accountStateMessage('DISABLED', null, e).key).toBe('account.errors.disabledAccount');
    expect(accountStateMessage('RESET_REQUIRED', null, e).key).toBe('account.errors.resetPassword');
    expect(accountStateMessage('EXTERNAL_PROVIDER', 'Facebook', e)).toMatchObject({
      key: 'account.errors.externalProvider',
      vars: { provider: 'Facebook' },
    });
    expect(accountStateMessage('EXISTS_NO_COGNITO', null, e)).toMatchObject({ key: 'account.errors.migrationSignUp', action: 'migrate' });
    expect(accountStateMessage('GUEST_NO_COGNITO', null, e).key).toBe('account.errors.migrationSignUp');
    expect(accountStateMessage('ERROR', null, e)).toMatchObject({ key: 'account.errors.signInUnexpected', report: true });
  });

  it('sign-up, with the pre-sign-up provider list', () => {
    expect(signUpFailure(err('UsernameExistsException')).key).toBe('account.errors.emailInUse');
    expect(
      signUpFailure(err('InvalidPasswordException', 'Password did not conform with policy: Password must have symbol characters')),
    ).toMatchObject({ key: 'account.errors.policy', vars: { policy: 'Password must have symbol characters' } });
    expect(signUpFailure(err('InvalidParameterException', 'Invalid email address format.')).key).toBe('account.errors.invalidEmail');
    expect(signUpFailure(err('InvalidParameterException', "Value at 'password' failed")).key).toBe('account.errors.invalidPassword');
    const pre = (providers: string[]) =>
      signUpFailure(err('UserLambdaValidationException', `PreSignUp failed with error ${JSON.stringify({ providers })}.`)).key;
    expect(pre(['Cognito'])).toBe('account.errors.accountExistsNative');
    expect(pre(['Google'])).toBe('account.errors.accountExistsGoogle');
    expect(pre(['Facebook'])).toBe('account.errors.accountExistsFacebook');
    expect(pre(['SignInWithApple'])).toBe('account.errors.accountExistsOther');
    expect(signUpFailure(err('UserLambdaValidationException', 'PreSignUp failed with error boom.')).key).toBe(
      'account.errors.signUpUnexpected',
    );
  });

  it('confirm sign-up: "already confirmed" is success', () => {
    expect(confirmFailure(err('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'))).toBe('confirmed');
    expect(confirmFailure(err('NotAuthorizedException', 'User is disabled.')).valueOf()).toMatchObject({
      key: 'account.errors.disabledAccount',
    });
    expect(confirmFailure(err('NotAuthorizedException', 'Something else'))).toMatchObject({ report: true });
    expect(confirmFailure(err('UserNotFoundException'))).toMatchObject({ key: 'account.errors.nonExistentAccount', report: true });
    expect(confirmFailure(err('CodeMismatchException'))).toMatchObject({ key: 'account.errors.incorrectConfirmation' });
    expect(confirmFailure(err('InvalidParameterException', 'User is already confirmed.'))).toMatchObject({
      key: 'account.errors.confirmedAccount',
    });
  });

  it('resend, forgot password and its submit', () => {
    expect(resendFailure(err('LimitExceededException'))).toMatchObject({ key: 'account.errors.tooManyResends', report: true });
    expect(
      forgotPasswordFailure(
        err('InvalidParameterException', 'Cannot reset password for the user as there is no registered/verified email or phone_number'),
      ),
    ).toBe('unverified');
    expect(resetSubmitFailure(err('UserNotFoundException')).key).toBe('account.errors.nonExistentAccount');
    expect(resetSubmitFailure(err('NotAuthorizedException', 'User is disabled.')).key).toBe('account.errors.disabledAccount');
    expect(resetSubmitFailure(err('InvalidParameterException', "Value at 'password' failed")).key).toBe('account.errors.invalidPassword');
    expect(resetSubmitFailure(err('CodeMismatchException')).key).toBe('account.errors.invalidReset');
    expect(resetSubmitFailure(err('ExpiredCodeException')).key).toBe('account.errors.incorrectReset');
    expect(resetSubmitFailure(err('InternalErrorException'))).toMatchObject({ report: true });
  });

  it('change password', () => {
    expect(changePasswordFailure(err('NotAuthorizedException')).key).toBe('account.errors.incorrectOldPassword');
    expect(changePasswordFailure(err('InvalidParameterException', "Value at 'previousPassword' failed")).key).toBe(
      'account.errors.invalidOldPassword',
    );
    expect(
      changePasswordFailure(err('InvalidPasswordException', 'Password did not conform with policy: Password must have numeric characters')),
    ).toMatchObject({ key: 'account.errors.policy', vars: { policy: 'Password must have numeric characters' } });
    expect(changePasswordFailure(err('InvalidParameterException', "Value at 'proposedPassword' failed")).key).toBe(
      'account.errors.invalidNewPassword',
    );
    expect(changePasswordFailure(err('InvalidParameterException', 'Something')).key).toBe('account.errors.invalidOldOrNewPassword');
  });

  it('sign-in completion', () => {
    expect(completionFailure('DUPLICATE_EMAIL', true)).toMatchObject({ key: 'account.errors.duplicateEmail', action: 'signOutRetry' });
    expect(completionFailure('DISABLED_ACCOUNT', true)).toEqual({ key: 'account.errors.disabledAccount' });
    expect(completionFailure('SOMETHING', true)).toEqual({ key: 'account.errors.signInUnexpected', action: 'signOutRetry', report: true });
    expect(completionFailure(null, true)).toMatchObject({ report: true, action: 'signOutRetry' });
  });

  it('sign-in completion offers "sign out and retry" only after a hosted-UI login (spec 2 §8)', () => {
    expect(completionFailure('DUPLICATE_EMAIL', false)).toEqual({ key: 'account.errors.duplicateEmail' });
    expect(completionFailure('SOMETHING', false)).toEqual({ key: 'account.errors.signInUnexpected', report: true });
    expect(completionFailure(null, false)).toEqual({ key: 'account.errors.signInUnexpected', report: true });
  });
});

describe('hosted-UI returns (social sign-in)', () => {
  it('maps cancel, withheld email and provider conflicts', async () => {
    const { socialFailure } = await import('./account-errors');
    expect(socialFailure({ name: 'OAuthSignInException', message: 'Permission denied: the user cancelled the login' }).key).toBe(
      'account.errors.socialCancelled',
    );
    expect(socialFailure({ name: 'OAuthSignInException', message: 'Invalid user attributes: email: Attribute is required. ' }).key).toBe(
      'account.errors.socialEmailDenied',
    );
    expect(socialFailure({ name: 'OAuthSignInException', message: 'PreSignUp failed with error {"providers":["Cognito"]}. ' }).key).toBe(
      'account.errors.accountExistsNative',
    );
    expect(socialFailure({ name: 'OAuthTimeout', message: 'No answer from the hosted UI' })).toMatchObject({
      key: 'account.errors.signInUnexpected',
      report: true,
    });
  });
});

describe('refusalCode: the account backend’s refusal, known by the error’s name', () => {
  it('is the errorCode of a MultipassRefused (a Multipass token or an sso session code refused), else null', async () => {
    const { MultipassRefused } = await import('../api/account/account-client');
    expect(refusalCode(new MultipassRefused('DUPLICATE_EMAIL', 'Google', 409))).toBe('DUPLICATE_EMAIL');
    // Another chunk's copy of the class is another class: its name is what counts.
    expect(refusalCode(Object.assign(new Error('x'), { name: 'MultipassRefused', errorCode: 'DISABLED_ACCOUNT' }))).toBe(
      'DISABLED_ACCOUNT',
    );
    expect(refusalCode(new MultipassRefused(null, 'Nope', 200))).toBeNull();
    expect(refusalCode(Object.assign(new Error('x'), { errorCode: 'DUPLICATE_EMAIL' }))).toBeNull();
    expect(refusalCode(new TypeError('Failed to fetch'))).toBeNull();
    expect(refusalCode(null)).toBeNull();
  });
});
