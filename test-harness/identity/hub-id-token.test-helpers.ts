import { SEED_PASSWORD } from './identity-stand-in';

/** The hub's Cognito ID token for a seeded shopper, from the pool's own API (as aws-amplify gets it). */
export async function hubIdToken(apiOrigin: string, clientId: string, email: string): Promise<string> {
  const res = await fetch(`${apiOrigin}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: SEED_PASSWORD },
    }),
  });
  return ((await res.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
}
