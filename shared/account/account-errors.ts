import type { AccountTextKey } from '../i18n/en-account';

/**
 * Spec 1 §8 "Account" and spec 2 §8: identity-service failures as translated
 * messages. Errors carry Cognito's exception name (aws-amplify keeps it as the
 * error's name) and its message.
 */
export interface AccountMessage {
  /** The account's texts, or the widget's own failure (its code could not load: the page's reload tries again). */
  key: AccountTextKey | 'widget.errors.crashed';
  vars?: Record<string, string>;
  /** The field the message belongs to, for aria-describedby and focus. */
  field?: 'email' | 'password' | 'oldPassword' | 'newPassword' | 'code';
  /** A way forward shown with the message. */
  action?: 'register' | 'resend' | 'forgotPassword' | 'signIn' | 'signOutRetry' | 'reload' | 'provider' | 'migrate';
  /** The spec says this one is reported to the error sink. */
  report?: boolean;
}

type Failure = { name?: string; message?: string };
const nameOf = (e: unknown) => String((e as Failure)?.name ?? '');
const textOf = (e: unknown) => String((e as Failure)?.message ?? '');
const DISABLED = /disabled/i;

/**
 * Spec 2 §5 and spec 1 §8: email and password are required on sign-in. An empty one is said by its field before
 * the identity service is asked (an email of spaces is empty; a password is taken as typed). null: both are there.
 */
export function missingSignInField(email: string, password: string): AccountMessage | null {
  if (!email.trim()) return { key: 'account.errors.missingEmail', field: 'email' };
  if (!password) return { key: 'account.errors.missingPassword', field: 'password' };
  return null;
}

export function signInFailure(error: unknown): AccountMessage | 'userNotFound' | 'unconfirmed' {
  switch (nameOf(error)) {
    case 'EmptySignInUsername':
      return { key: 'account.errors.missingEmail', field: 'email' };
    case 'EmptySignInPassword':
      return { key: 'account.errors.missingPassword', field: 'password' };
    case 'UserNotFoundException':
      return 'userNotFound';
    case 'UserNotConfirmedException':
      return 'unconfirmed';
    case 'PasswordResetRequiredException':
      return { key: 'account.errors.resetPassword', action: 'forgotPassword' };
    case 'NotAuthorizedException':
      return DISABLED.test(textOf(error))
        ? { key: 'account.errors.disabledAccount' }
        : { key: 'account.errors.incorrectLogin', field: 'password' };
    default:
      return { key: 'account.errors.signInUnexpected', report: true };
  }
}

/** Spec 1 §3: account states, as what sign-in says after UserNotFound. */
export function accountStateMessage(state: string, provider: string | null, email: string): AccountMessage {
  switch (state) {
    case 'DOES_NOT_EXIST':
      return { key: 'account.errors.registerLink', action: 'register', field: 'email' };
    case 'UNCONFIRMED':
      return { key: 'account.errors.unconfirmedAccount', action: 'resend' };
    case 'DISABLED':
      return { key: 'account.errors.disabledAccount' };
    case 'RESET_REQUIRED':
      return { key: 'account.errors.resetPassword', action: 'forgotPassword' };
    case 'EXTERNAL_PROVIDER':
      return { key: 'account.errors.externalProvider', vars: { provider: provider ?? '' }, action: 'provider' };
    case 'EXISTS_NO_COGNITO':
    case 'GUEST_NO_COGNITO':
      return { key: 'account.errors.migrationSignUp', vars: { email }, action: 'migrate' };
    default:
      return { key: 'account.errors.signInUnexpected', report: true };
  }
}

export function signUpFailure(error: unknown): AccountMessage {
  const name = nameOf(error);
  const text = textOf(error);
  if (name === 'UsernameExistsException') return { key: 'account.errors.emailInUse', field: 'email', action: 'signIn' };
  if (name === 'InvalidPasswordException') {
    const policy = /policy:\s*(.+)$/i.exec(text)?.[1];
    return policy
      ? { key: 'account.errors.policy', vars: { policy }, field: 'password' }
      : { key: 'account.errors.invalidPassword', field: 'password' };
  }
  if (name === 'InvalidParameterException') {
    if (/password/i.test(text)) return { key: 'account.errors.invalidPassword', field: 'password' };
    if (/email|username/i.test(text)) return { key: 'account.errors.invalidEmail', field: 'email' };
  }
  if (name === 'UserLambdaValidationException') {
    const json = /(\{.*\})/.exec(text)?.[1];
    try {
      const providers: string[] = json ? (JSON.parse(json).providers ?? []) : [];
      const first = providers[0];
      if (first === 'Cognito') return { key: 'account.errors.accountExistsNative', field: 'email', action: 'signIn' };
      if (first === 'Google')
        return { key: 'account.errors.accountExistsGoogle', field: 'email', action: 'provider', vars: { provider: 'Google' } };
      if (first === 'Facebook')
        return { key: 'account.errors.accountExistsFacebook', field: 'email', action: 'provider', vars: { provider: 'Facebook' } };
      if (first) return { key: 'account.errors.accountExistsOther', field: 'email' };
    } catch {
      /* not the provider list: unexpected */
    }
  }
  return { key: 'account.errors.signUpUnexpected', report: true };
}

/** Confirm sign-up: 'confirmed' when the account turns out to be confirmed already (that counts as success). */
export function confirmFailure(error: unknown): AccountMessage | 'confirmed' {
  const name = nameOf(error);
  const text = textOf(error);
  if (name === 'UserNotFoundException') return { key: 'account.errors.nonExistentAccount', report: true };
  if (name === 'NotAuthorizedException') {
    if (/CONFIRMED|already confirmed/i.test(text)) return 'confirmed';
    if (DISABLED.test(text)) return { key: 'account.errors.disabledAccount' };
    return { key: 'account.errors.signInUnexpected', report: true };
  }
  if (name === 'InvalidParameterException' && /already confirmed/i.test(text))
    return { key: 'account.errors.confirmedAccount', action: 'signIn' };
  if (name === 'CodeMismatchException') return { key: 'account.errors.incorrectConfirmation', field: 'code' };
  if (name === 'ExpiredCodeException') return { key: 'account.errors.incorrectConfirmation', field: 'code', action: 'resend' };
  return { key: 'account.errors.signInUnexpected', report: true };
}

export function resendFailure(error: unknown): AccountMessage {
  const name = nameOf(error);
  if (name === 'LimitExceededException') return { key: 'account.errors.tooManyResends', report: true };
  if (name === 'InvalidParameterException' && /already confirmed/i.test(textOf(error)))
    return { key: 'account.errors.confirmedAccount', action: 'signIn' };
  if (name === 'UserNotFoundException') return { key: 'account.errors.nonExistentAccount', field: 'email', action: 'register' };
  return { key: 'account.errors.signInUnexpected', report: true };
}

/** Forgot password: 'unverified' when there is no verified contact (unconfirmed account): handled quietly with a flag. */
export function forgotPasswordFailure(error: unknown): AccountMessage | 'unverified' {
  const name = nameOf(error);
  const text = textOf(error);
  if (name === 'InvalidParameterException' && /no registered\/verified email/i.test(text)) return 'unverified';
  if (name === 'UserNotFoundException') return { key: 'account.errors.nonExistentAccount', field: 'email', action: 'register' };
  if (name === 'NotAuthorizedException' && DISABLED.test(text)) return { key: 'account.errors.disabledAccount' };
  if (name === 'LimitExceededException') return { key: 'account.errors.tooManyResends' };
  return { key: 'account.errors.signInUnexpected', report: true };
}

export function resetSubmitFailure(error: unknown): AccountMessage {
  const name = nameOf(error);
  const text = textOf(error);
  if (name === 'UserNotFoundException') return { key: 'account.errors.nonExistentAccount' };
  if (name === 'NotAuthorizedException' && DISABLED.test(text)) return { key: 'account.errors.disabledAccount' };
  if ((name === 'InvalidParameterException' || name === 'InvalidPasswordException') && /password/i.test(text))
    return { key: 'account.errors.invalidPassword', field: 'newPassword' };
  if (name === 'CodeMismatchException') return { key: 'account.errors.invalidReset', action: 'resend' };
  if (name === 'ExpiredCodeException') return { key: 'account.errors.incorrectReset', action: 'resend' };
  return { key: 'account.errors.signInUnexpected', report: true };
}

export function changePasswordFailure(error: unknown): AccountMessage {
  const name = nameOf(error);
  const text = textOf(error);
  if (name === 'NotAuthorizedException') return { key: 'account.errors.incorrectOldPassword', field: 'oldPassword' };
  if (name === 'InvalidParameterException' || name === 'InvalidPasswordException') {
    if (/previousPassword|old/i.test(text)) return { key: 'account.errors.invalidOldPassword', field: 'oldPassword' };
    if (/proposedPassword|policy|new/i.test(text)) {
      const policy = /policy:\s*(.+)$/i.exec(text)?.[1]?.trim();
      return policy
        ? { key: 'account.errors.policy', vars: { policy }, field: 'newPassword' }
        : { key: 'account.errors.invalidNewPassword', field: 'newPassword' };
    }
    return { key: 'account.errors.invalidOldOrNewPassword' };
  }
  return { key: 'account.errors.signInUnexpected', report: true };
}

/**
 * The account backend's refusal code (a MultipassRefused's errorCode), or null for any other failure. Read by the
 * error's name, so the hub's code does not carry the account client's, which downloads with its first call.
 */
export function refusalCode(error: unknown): string | null {
  return nameOf(error) === 'MultipassRefused' ? ((error as { errorCode?: string | null }).errorCode ?? null) : null;
}

/**
 * Sign-in completion (the account backend's error codes, spec 2 §8). The "sign out and retry" link is offered only
 * after a hosted-UI login (Google, Facebook): a password sign-in has nothing to retry there.
 */
export function completionFailure(errorCode: string | null, hostedUi: boolean): AccountMessage {
  const retry = hostedUi ? { action: 'signOutRetry' as const } : {};
  if (errorCode === 'DUPLICATE_EMAIL') return { key: 'account.errors.duplicateEmail', ...retry };
  if (errorCode === 'DISABLED_ACCOUNT') return { key: 'account.errors.disabledAccount' };
  return { key: 'account.errors.signInUnexpected', ...retry, report: true };
}

/** The hosted UI's return with an error (Google or Facebook sign-in): cancelled, email not shared, or a provider conflict. */
export function socialFailure(error: { name: string; message: string }): AccountMessage {
  const text = error.message;
  if (/PreSignUp failed with error/i.test(text)) return signUpFailure({ name: 'UserLambdaValidationException', message: text });
  if (/email/i.test(text)) return { key: 'account.errors.socialEmailDenied' };
  if (/permission|cancel|access_denied/i.test(text)) return { key: 'account.errors.socialCancelled' };
  return { key: 'account.errors.signInUnexpected', report: true };
}
