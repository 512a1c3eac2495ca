import { decodeJWT } from 'aws-amplify/auth';
import { DefaultTokenStore } from 'aws-amplify/auth/cognito';

/** What a USER_PASSWORD_AUTH sign-in's AuthenticationResult carries. */
export interface CognitoTokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

/**
 * The localStorage entries aws-amplify leaves after signing `username` in with USER_PASSWORD_AUTH, written by its
 * own token store, so they follow its layout whatever its version (stored-session.ts reads that layout). For tests
 * that start signed in without the hub (e2e/sign-in.ts); here because only this folder imports aws-amplify.
 */
export async function amplifySignInStorage(
  pool: { userPoolId: string; userPoolClientId: string },
  username: string,
  tokens: CognitoTokens,
): Promise<Array<[string, string]>> {
  const stored = new Map<string, string>();
  const store = new DefaultTokenStore();
  store.setKeyValueStorage({
    setItem: async (key, value) => void stored.set(key, value),
    getItem: async (key) => stored.get(key) ?? null,
    removeItem: async (key) => void stored.delete(key),
    clear: async () => stored.clear(),
  });
  store.setAuthConfig({ Cognito: pool });
  await store.storeTokens({
    username,
    accessToken: decodeJWT(tokens.AccessToken),
    idToken: decodeJWT(tokens.IdToken),
    refreshToken: tokens.RefreshToken,
    clockDrift: 0,
    signInDetails: { loginId: username, authFlowType: 'USER_PASSWORD_AUTH' },
  });
  return [...stored];
}
