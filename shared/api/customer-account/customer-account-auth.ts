/**
 * The Customer Account API's token flow for a public client, as Shopify documents it (Customer Account API reference,
 * "Authentication"; 2026-04): the shop's discovery documents give the authorization and token endpoints and the
 * GraphQL address; the customer is sent to the authorization endpoint with a PKCE challenge (S256), state and nonce,
 * and the code that comes back is exchanged at the token endpoint with the verifier. A public client has no secret:
 * the browser's Origin header, one of the client's JavaScript origins, stands in for it.
 */
export interface CustomerAccountEndpoints {
  authorization: string;
  token: string;
  graphql: string;
}

export interface CustomerAccountGrant {
  accessToken: string;
  /** ISO time the token stops working (the keeper's format). */
  expiresAt: string;
}

/** The token flow's refusal or a discovery that failed; reported, never shown as is. */
export class CustomerAccountAuthError extends Error {
  override name = 'CustomerAccountAuthError';
}

/** The scopes the hub asks for: who the customer is, and the API. */
export const CUSTOMER_ACCOUNT_SCOPES = 'openid email customer-account-api:full';

export async function discoverCustomerAccount(
  shopOrigin: string,
  fetcher: typeof fetch = (...a) => fetch(...a),
): Promise<CustomerAccountEndpoints> {
  const read = async (path: string) => {
    const res = await fetcher(`${shopOrigin}${path}`);
    if (!res.ok) throw new CustomerAccountAuthError(`${path}: ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const [oidc, api] = await Promise.all([read('/.well-known/openid-configuration'), read('/.well-known/customer-account-api')]);
  const { authorization_endpoint: authorization, token_endpoint: token } = oidc;
  const graphql = api.graphql_api;
  if (typeof authorization !== 'string' || typeof token !== 'string' || typeof graphql !== 'string')
    throw new CustomerAccountAuthError('The shop’s discovery documents lack an endpoint');
  return { authorization, token, graphql };
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Random text for a verifier, state or nonce (32 bytes, base64url). */
export const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

export function authorizationUrl(
  endpoint: string,
  p: { clientId: string; redirectUri: string; state: string; nonce: string; challenge: string; silent: boolean; locale?: string },
): string {
  const url = new URL(endpoint);
  const params: Record<string, string> = {
    client_id: p.clientId,
    response_type: 'code',
    redirect_uri: p.redirectUri,
    scope: CUSTOMER_ACCOUNT_SCOPES,
    state: p.state,
    nonce: p.nonce,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
    // Shopify's `prompt=none`: answer at once from the store's session, or `login_required`, never a sign-in page.
    ...(p.silent ? { prompt: 'none' } : {}),
    ...(p.locale ? { locale: p.locale } : {}),
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

export async function exchangeCode(
  tokenEndpoint: string,
  p: { clientId: string; redirectUri: string; code: string; verifier: string },
  now: number,
  fetcher: typeof fetch = (...a) => fetch(...a),
): Promise<CustomerAccountGrant> {
  const res = await fetcher(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: p.clientId,
      redirect_uri: p.redirectUri,
      code: p.code,
      code_verifier: p.verifier,
    }).toString(),
  });
  const body = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number; error?: string } | null;
  if (!res.ok || !body?.access_token || typeof body.expires_in !== 'number')
    throw new CustomerAccountAuthError(`Customer Account API token ${tokenEndpoint}: ${res.status} ${body?.error ?? ''}`.trim());
  return { accessToken: body.access_token, expiresAt: new Date(now + body.expires_in * 1000).toISOString() };
}
