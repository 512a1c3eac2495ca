import { QUIET_CONTEXT } from './quiet-context';
import express, { Router, type Request, type Response } from 'express';
import { cognitoCall, type CognitoLocal } from './cognito-stand-in';
import { usernameOf, withCognitoClaims } from './identities-claim';
import { passwordPolicyFailure, poolPasswordMinLength } from './password-policy';

/**
 * The compatibility shim in front of cognito-local (DESIGN §4): what aws-amplify
 * v6 needs and cognito-local lacks (ResendConfirmationCode, GlobalSignOut,
 * GetTokensFromRefreshToken), Cognito's real error names and messages, and the
 * password policy. Everything else passes through.
 */
class CognitoException extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const RESEND_LIMIT = 5;
const RESEND_WINDOW_MS = 60 * 60 * 1000;
/** Cognito's sign-up confirmation code is valid for 24 hours; past that, ConfirmSignUp answers ExpiredCodeException. */
export const SIGN_UP_CODE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The shim's clock for how old a code is. Tests move it forward (POST /__harness/identity/clock) to let a code expire
 * without waiting a day; tokens and everything else keep the real time.
 */
export interface ShimClock {
  now(): number;
  advance(ms: number): void;
  reset(): void;
}

export function createShimClock(): ShimClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('The clock only moves forward, by a number of milliseconds');
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}

/** Spec 1 §7: the client metadata a sign-up must carry; the names of those missing or empty. */
export function signUpMetadataMissing(metadata: unknown): string[] {
  const m = (metadata && typeof metadata === 'object' ? metadata : {}) as Record<string, unknown>;
  return ['language', 'domain', 'destinationPath'].filter((k) => typeof m[k] !== 'string' || !(m[k] as string).trim());
}

export function cognitoShim(
  local: () => CognitoLocal,
  preSignUpFailure: (email: string) => Promise<string | null>,
  clock: ShimClock = createShimClock(),
): Router {
  const router = Router();
  const resends = new Map<string, number[]>();
  /** When each unconfirmed user's current sign-up code was sent (the shim's clock), by user name. */
  const codeSent = new Map<string, number>();
  const ctx = QUIET_CONTEXT;

  async function poolFor(clientId: string) {
    return local().services.cognito.getUserPoolForClientId(ctx, clientId);
  }
  async function userFor(clientId: string, username: string) {
    const pool = await poolFor(clientId);
    return { pool, user: await pool.getUserByUsername(ctx, username) };
  }
  // The policy is the pool's own (its PasswordPolicy), so the stand-in and the store's config can't disagree.
  const policy = async (password: unknown, clientId: unknown) => {
    const minLength = poolPasswordMinLength(await poolFor(String(clientId ?? '')));
    const failure = typeof password === 'string' ? passwordPolicyFailure(password, minLength) : 'Password not long enough';
    if (failure) throw new CognitoException('InvalidPasswordException', `Password did not conform with policy: ${failure}`);
  };
  const pass = (target: string, body: unknown) => cognitoCall(local().url, target, body);
  /** The ID token carries the profile attributes and a federated user's identities claim, as Cognito's does (cognito-local leaves them out). */
  async function withIdentities(clientId: string, result: any) {
    const idToken = result?.AuthenticationResult?.IdToken;
    if (typeof idToken !== 'string') return result;
    const { user } = await userFor(clientId, usernameOf(idToken));
    return { ...result, AuthenticationResult: { ...result.AuthenticationResult, IdToken: withCognitoClaims(idToken, user?.Attributes) } };
  }

  const handlers: Record<string, (body: any) => Promise<unknown>> = {
    async SignUp(body) {
      await policy(body.Password, body.ClientId);
      const email = String(
        body.UserAttributes?.find((a: { Name: string }) => a.Name === 'email')?.Value ?? body.Username ?? '',
      ).toLowerCase();
      const failure = await preSignUpFailure(email);
      if (failure) throw new CognitoException('UserLambdaValidationException', `PreSignUp failed with error ${failure}.`);
      // Spec 1 §7: the store's pre-sign-up step reads the client metadata (language, domain, destinationPath).
      const missing = signUpMetadataMissing(body.ClientMetadata);
      if (missing.length)
        throw new CognitoException(
          'UserLambdaValidationException',
          `PreSignUp failed with error Missing client metadata: ${missing.join(', ')}.`,
        );
      const out = await pass('SignUp', body);
      const { user } = await userFor(body.ClientId, String(body.Username ?? ''));
      if (user) codeSent.set(user.Username, clock.now());
      return out;
    },
    async InitiateAuth(body) {
      if (body.AuthFlow === 'USER_PASSWORD_AUTH') {
        const { user } = await userFor(body.ClientId, String(body.AuthParameters?.USERNAME ?? ''));
        // A federated (Google, Facebook) user has no password and no email alias: Cognito does not find them by email.
        const federated = user?.Attributes?.some((a: { Name: string }) => a.Name === 'identities');
        if (!user || federated) throw new CognitoException('UserNotFoundException', 'User does not exist.');
        if (user.Enabled === false) throw new CognitoException('NotAuthorizedException', 'User is disabled.');
        if (user.UserStatus === 'RESET_REQUIRED')
          throw new CognitoException('PasswordResetRequiredException', 'Password reset required for the user');
        if (user.Password !== body.AuthParameters?.PASSWORD)
          throw new CognitoException('NotAuthorizedException', 'Incorrect username or password.');
        if (user.UserStatus === 'UNCONFIRMED') throw new CognitoException('UserNotConfirmedException', 'User is not confirmed.');
      }
      return withIdentities(body.ClientId, await pass('InitiateAuth', body));
    },
    async GetTokensFromRefreshToken(body) {
      const result = await pass('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: body.ClientId,
        AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
      });
      return { AuthenticationResult: (await withIdentities(body.ClientId, result)).AuthenticationResult };
    },
    async ConfirmSignUp(body) {
      const { user } = await userFor(body.ClientId, String(body.Username ?? ''));
      if (!user) throw new CognitoException('UserNotFoundException', 'Username/client id combination not found.');
      if (user.Enabled === false) throw new CognitoException('NotAuthorizedException', 'User is disabled.');
      if (user.UserStatus === 'CONFIRMED')
        throw new CognitoException('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
      // The code sent, a day or more ago: Cognito's wording, and the user stays unconfirmed until a new code.
      const sent = codeSent.get(user.Username);
      if (sent !== undefined && body.ConfirmationCode === user.ConfirmationCode && clock.now() - sent > SIGN_UP_CODE_TTL_MS)
        throw new CognitoException('ExpiredCodeException', 'Invalid code provided, please request a code again.');
      const out = await pass('ConfirmSignUp', body);
      codeSent.delete(user.Username);
      // The pool auto-verifies email: the code sent there, confirmed, verifies the address (Cognito sets email_verified).
      const { pool, user: confirmed } = await userFor(body.ClientId, String(body.Username ?? ''));
      const attributes = (confirmed.Attributes as Array<{ Name: string; Value: string }>).filter((a) => a.Name !== 'email_verified');
      await pool.saveUser(ctx, { ...confirmed, Attributes: [...attributes, { Name: 'email_verified', Value: 'true' }] });
      return out;
    },
    async ResendConfirmationCode(body) {
      const { pool, user } = await userFor(body.ClientId, String(body.Username ?? ''));
      if (!user) throw new CognitoException('UserNotFoundException', 'Username/client id combination not found.');
      if (user.UserStatus === 'CONFIRMED') throw new CognitoException('InvalidParameterException', 'User is already confirmed.');
      const now = Date.now();
      const recent = (resends.get(user.Username) ?? []).filter((t) => now - t < RESEND_WINDOW_MS);
      if (recent.length >= RESEND_LIMIT)
        throw new CognitoException('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
      resends.set(user.Username, [...recent, now]);
      const code = local().services.otp();
      await pool.saveUser(ctx, { ...user, ConfirmationCode: code });
      codeSent.set(user.Username, clock.now());
      const email = user.Attributes.find((a: { Name: string }) => a.Name === 'email')?.Value ?? '';
      local().codes.push({ at: new Date().toISOString(), email, code, purpose: 'Your verification code' });
      return {
        CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email.replace(/^(.).*(@.*)$/, '$1***$2') },
      };
    },
    async ForgotPassword(body) {
      const { user } = await userFor(body.ClientId, String(body.Username ?? ''));
      if (!user) throw new CognitoException('UserNotFoundException', 'Username/client id combination not found.');
      if (user.Enabled === false) throw new CognitoException('NotAuthorizedException', 'User is disabled.');
      // An unconfirmed account has no verified email to send the code to.
      if (user.UserStatus === 'UNCONFIRMED') {
        throw new CognitoException(
          'InvalidParameterException',
          'Cannot reset password for the user as there is no registered/verified email or phone_number',
        );
      }
      return pass('ForgotPassword', body);
    },
    async ConfirmForgotPassword(body) {
      const { pool, user } = await userFor(body.ClientId, String(body.Username ?? ''));
      if (!user) throw new CognitoException('UserNotFoundException', 'Username/client id combination not found.');
      if (user.Enabled === false) throw new CognitoException('NotAuthorizedException', 'User is disabled.');
      const failure = passwordPolicyFailure(String(body.Password ?? ''), poolPasswordMinLength(pool));
      if (failure)
        throw new CognitoException(
          'InvalidParameterException',
          `1 validation error detected: Value at 'password' failed to satisfy constraint: ${failure}`,
        );
      if (!user.ConfirmationCode) throw new CognitoException('ExpiredCodeException', 'Invalid code provided, please request a code again.');
      if (user.ConfirmationCode !== body.ConfirmationCode)
        throw new CognitoException('CodeMismatchException', 'Invalid verification code provided, please try again.');
      return pass('ConfirmForgotPassword', body);
    },
    async ChangePassword(body) {
      const { pool } = await userForAccessToken(String(body.AccessToken ?? ''));
      const failure = passwordPolicyFailure(String(body.ProposedPassword ?? ''), poolPasswordMinLength(pool));
      if (failure) throw new CognitoException('InvalidPasswordException', `Password did not conform with policy: ${failure}`);
      try {
        return await pass('ChangePassword', body);
      } catch (error) {
        if ((error as Error).name === 'InvalidPasswordException')
          throw new CognitoException('NotAuthorizedException', 'Incorrect username or password.');
        throw error;
      }
    },
    async GlobalSignOut(body) {
      const user = await userForAccessToken(String(body.AccessToken ?? ''));
      await user.pool.saveUser(ctx, { ...user.user, RefreshTokens: [] });
      return {};
    },
  };

  async function userForAccessToken(token: string) {
    const got = await pass('GetUser', { AccessToken: token }).catch(() => null);
    if (!got) throw new CognitoException('NotAuthorizedException', 'Access Token has been revoked');
    const [payload] = [JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))];
    const { pool, user } = await userFor(payload.client_id, got.Username);
    if (!user) throw new CognitoException('NotAuthorizedException', 'Access Token has been revoked');
    return { pool, user };
  }

  router.post('/cognito', express.json({ type: () => true, limit: '256kb' }), async (req: Request, res: Response) => {
    const target = String(req.get('x-amz-target') ?? '').split('.')[1] ?? '';
    res.type('application/x-amz-json-1.1');
    try {
      const out = await (handlers[target] ?? ((body) => pass(target, body)))(req.body ?? {});
      res.status(200).send(JSON.stringify(out));
    } catch (error) {
      const e = error as Error & { type?: string; status?: number };
      const type = e instanceof CognitoException ? e.type : e.name && e.name !== 'Error' ? e.name : 'InternalErrorException';
      const message = e instanceof CognitoException ? e.message : e.message.replace(/^\w+: \w+: /, '');
      res
        .status(type === 'InternalErrorException' ? 500 : 400)
        .set('x-amzn-errortype', `${type}:`)
        .send(JSON.stringify({ __type: type, message }));
    }
  });
  return router;
}
